import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// The golden workflow end to end on a copy of a bundled audit: record, rename a button so the
/// run fails with a diff, no `.new` in CI, a `.new` outside it, `golden accept`, pass again.
@Suite struct GoldenWorkflowTests {
  /// A folder holding a copy of `scripts/button`, and its golden folder.
  private func copy() throws -> (scripts: String, golden: String) {
    let root = temporaryFolder()
    let scripts = root + "/scripts"
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: scripts)
    return (scripts, root + "/golden")
  }

  /// A golden holds no locations: lines added above the statements change none of them.
  @Test func aCommentAddedAtTheTopChangesNoGolden() throws {
    let (scripts, golden) = try copy()
    #expect(earshot(["run", scripts, "--golden", golden, "--jobs", "1"]).status == 0)
    for name in try FileManager.default.contentsOfDirectory(atPath: scripts) where name.hasSuffix(".audit") {
      let path = scripts + "/" + name
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try ("# A comment added later\n\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
    }
    let again = earshot(["run", scripts, "--golden", golden, "--jobs", "1"], environment: ["CI": "true"])
    #expect(again.status == 0, "\(again.out)")
  }

  @Test func renamingAButtonFailsWithADiffAndAcceptMakesItPass() throws {
    let (scripts, golden) = try copy()
    let recorded = earshot(["run", scripts, "--golden", golden, "--jobs", "1"])
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    #expect(recorded.err.contains("earshot: recorded \(golden)"))
    let goldenFile = GoldenStore(folder: golden, isCI: false).goldenPath(
      script: scripts + "/submit.audit", platform: .ios)
    #expect(FileManager.default.fileExists(atPath: goldenFile))

    // Rename the Favourites button: its announcements change.
    let screen = scripts + "/button.screen"
    let text = try String(contentsOfFile: screen, encoding: .utf8)
    try text.replacingOccurrences(of: "button \"Save\"", with: "button \"Keep\" label \"Save\"")
      .write(toFile: screen, atomically: true, encoding: .utf8)

    let junit = temporaryFolder() + "/report.xml"
    let inCI = earshot(["run", scripts, "--golden", golden, "--junit", junit], environment: ["CI": "true"])
    #expect(inCI.status == 1)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("<testcase name=\"golden transcript\" classname=\""))
    #expect(xml.contains("scripts.submit.ios\" time="))
    #expect(xml.contains("type=\"GoldenMismatch\">"))
    #expect(inCI.out.contains("FAIL \(scripts)/submit.audit [ios] golden transcript"))
    #expect(inCI.out.contains("error: the transcript differs from \(goldenFile)\n"))
    #expect(inCI.out.contains("  --- \(goldenFile)\n  +++ \(goldenFile).new\n  @@ "))
    #expect(
      inCI.out.contains(
        "-order: heading \"Checkout\", button \"Submit\", button \"Delete\", button \"Favourites\", button \"Save\""
      ))
    #expect(
      inCI.out.contains(
        "+order: heading \"Checkout\", button \"Submit\", button \"Delete\", button \"Favourites\", button \"Keep\""
      ))
    #expect(GoldenStore(folder: golden, isCI: false).pending().isEmpty, "CI writes no .new file")

    let local = earshot(["run", scripts, "--golden", golden])
    #expect(local.status == 1)
    #expect(local.out.contains("the new one is in \(goldenFile).new"))
    #expect(FileManager.default.fileExists(atPath: goldenFile + ".new"))

    let review = earshot(["golden", "review", "--golden", golden])
    #expect(review.status == 0 && review.out.contains("+order:"))
    let accept = earshot(["golden", "accept", "--golden", golden])
    #expect(accept.status == 0 && accept.err.contains("accepted \(goldenFile)"))
    #expect(GoldenStore(folder: golden, isCI: false).pending().isEmpty)

    let again = earshot(["run", scripts, "--golden", golden], environment: ["CI": "true"])
    #expect(again.status == 0, "\(again.out)")
  }

  /// A pending change is shown with the test it is in (as git names a hunk's function), in
  /// colour on a terminal, and a test's name selects the pending files to accept.
  @Test func reviewNamesTheTestOfEachChangeAndAcceptTakesATestName() throws {
    let (scripts, golden) = try copy()
    #expect(earshot(["run", scripts, "--golden", golden, "--jobs", "1"]).status == 0)
    let script = scripts + "/submit.audit"
    let text = try String(contentsOfFile: script, encoding: .utf8)
    let tests = text.split(separator: "\n").filter { $0.hasPrefix("test \"") }
    #expect(tests.count >= 2, "the test needs a script with two tests")
    // An action written another way changes its step, in one test (a step is as written).
    try text.replacingOccurrences(of: "  focus @wrong\n", with: "  focus \"Submit button\"\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    #expect(earshot(["run", script, "--golden", golden, "--jobs", "1"]).status == 1)

    let store = GoldenStore(folder: golden, isCI: false)
    let pending = store.goldenPath(script: script, platform: .ios) + ".new"
    let review = earshot(["golden", "review", "--golden", golden])
    let hunks = review.out.split(separator: "\n").filter { $0.hasPrefix("@@ ") }
    #expect(!hunks.isEmpty)
    let changedTest = String(try #require(hunks.first?.split(separator: "@@ ", maxSplits: 2).last))
    #expect(changedTest.hasPrefix("test \""), "\(hunks)")
    #expect(hunks.allSatisfy { $0.hasSuffix(" " + changedTest) }, "\(hunks)")

    var colored = ""
    let console = Earshot.Console(
      out: { colored += $0 }, err: { _ in }, colorDiagnostics: false, colorOutput: true)
    #expect(Earshot.run(["golden", "review", "--golden", golden], console: console, environment: [:]) == 0)
    #expect(colored.contains("\u{1B}[36m@@ "))
    #expect(colored.contains("\u{1B}[31m-") && colored.contains("\u{1B}[32m+"))
    #expect(!review.out.contains("\u{1B}"), "no colour without a terminal")

    // A test that changed nothing selects nothing; the changed one selects its files.
    let otherName = try #require(
      tests.map { String($0.dropFirst(6).prefix { $0 != "\"" }) }.first { "test \"\($0)\"" != changedTest })
    let none = earshot(["golden", "accept", otherName, "--golden", golden])
    #expect(none.status == 64 && none.err.contains("has a change in a test of that name"))
    #expect(FileManager.default.fileExists(atPath: pending))
    let name = String(changedTest.dropFirst(6).dropLast())
    let accept = earshot(["golden", "accept", name, "--golden", golden])
    #expect(accept.status == 0 && accept.err.contains("accepted"), "\(accept.err)")
    #expect(store.pending().isEmpty)
    // The golden now matches.
    let again = earshot(["run", script, "--golden", golden], environment: ["CI": "true"])
    #expect(again.out.contains("PASS \(script) [ios] golden transcript"), "\(again.out)")
    #expect(again.out.contains("PASS \(script) [android] golden transcript"), "\(again.out)")
  }

  @Test func inCIAMissingGoldenFailsAndNothingIsWritten() throws {
    let (scripts, golden) = try copy()
    let result = earshot(["run", scripts + "/enter.audit", "--golden", golden], environment: ["CI": "1"])
    #expect(result.status == 1)
    #expect(result.out.contains("error: no golden transcript at \(golden)"))
    #expect(!FileManager.default.fileExists(atPath: golden))
  }

  @Test func rejectDeletesPendingFilesAndUpdateAllRewrites() throws {
    let (scripts, golden) = try copy()
    #expect(earshot(["run", scripts, "--golden", golden]).status == 0)
    let goldenFile = GoldenStore(folder: golden, isCI: false).goldenPath(
      script: scripts + "/enter.audit", platform: .android)
    try "stale\n".write(toFile: goldenFile, atomically: true, encoding: .utf8)
    #expect(earshot(["run", scripts, "--golden", golden]).status == 1)
    #expect(earshot(["golden", "reject", scripts, "--golden", golden]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: goldenFile + ".new"))
    let updated = earshot(["run", scripts, "--golden", golden, "--update", "all"])
    #expect(updated.status == 0 && updated.err.contains("updated \(goldenFile)"))
    #expect(
      try String(contentsOfFile: goldenFile, encoding: .utf8).hasPrefix("earshot golden transcript 3\n"))
  }

  @Test func asksToWriteGoldensInCIAreUsageErrors() throws {
    let (scripts, golden) = try copy()
    for update in ["new", "all"] {
      let result = earshot(
        ["run", scripts, "--golden", golden, "--update", update], environment: ["CI": "true"])
      #expect(result.status == 64)
      #expect(
        result.err
          == "earshot: --update \(update) writes goldens, but CI=true says this is CI, where goldens are only compared; drop --update, or record them outside CI\n"
      )
      #expect(result.out.isEmpty)
    }
    #expect((try? FileManager.default.contentsOfDirectory(atPath: golden))?.isEmpty ?? true)
    // `--update none` is what CI does anyway: allowed.
    #expect(
      earshot(["run", scripts, "--golden", golden, "--update", "none"], environment: ["CI": "1"]).status == 1)
  }

  @Test func orphanedGoldensAreReported() throws {
    let (scripts, golden) = try copy()
    #expect(earshot(["run", scripts, "--golden", golden]).status == 0)
    try FileManager.default.removeItem(atPath: scripts + "/enter.audit")
    let result = earshot(["run", scripts, "--golden", golden])
    let orphan = GoldenStore(folder: golden, isCI: false).goldenPath(
      script: scripts + "/enter.audit", platform: .android)
    #expect(result.err.contains("earshot: warning: \(orphan) is an orphaned golden transcript"))
  }

  @Test func theUnifiedDiffHasHunksWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.diff(old, new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    #expect(UnifiedDiff.diff(old, old, oldName: "a", newName: "b").isEmpty)
  }
}

/// A hunk names the section of its first change: read in the new text for an added line, in
/// the old one for a removed line (whose section may be gone from the new text).
@Test func aHunkNamesTheSectionOfItsFirstChange() {
  let old = "[a]\n1\n2\n[b]\n3\n4\n5\n6\n7\n8\n9\n[c]\n10\n"
  let opens: (String) -> Bool = { $0.hasPrefix("[") }
  let added = UnifiedDiff.diff(
    old, old.replacingOccurrences(of: "4\n", with: "4\nfour\n"), oldName: "a", newName: "b",
    startsSection: opens)
  #expect(UnifiedDiff.sections(of: added) == ["[b]"])
  let removed = UnifiedDiff.diff(
    old, old.replacingOccurrences(of: "[c]\n10\n", with: ""), oldName: "a", newName: "b", startsSection: opens
  )
  #expect(UnifiedDiff.sections(of: removed) == ["[c]"])
  #expect(removed.contains("@@ -9,5 +9,3 @@ [c]\n"))
  // A change above every section names none.
  let first = UnifiedDiff.diff(old, "x\n" + old, oldName: "a", newName: "b", startsSection: opens)
  #expect(first.contains("@@ -0,0 +1,1 @@\n") || first.contains("@@ -1,3 +1,4 @@\n"), "\(first)")
  #expect(UnifiedDiff.sections(of: first).isEmpty)
}
