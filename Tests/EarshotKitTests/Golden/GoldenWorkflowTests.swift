import EarshotKit
import Foundation
import Testing

/// The golden workflow end to end on a copy of a bundled audit: record, rename a button so the
/// run fails with a diff, no `.new` in CI, a `.new` outside it, `golden accept`, pass again.
@Suite(.timeLimit(.minutes(1))) struct GoldenWorkflowTests {
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
    #expect(try String(contentsOfFile: goldenFile, encoding: .utf8).hasPrefix("earshot transcript 2\n"))
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
