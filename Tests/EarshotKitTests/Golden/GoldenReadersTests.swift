import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// A golden holds what the reader did and said in each test, not the script's expectations:
/// editing them changes no golden, a failing test's golden is neither compared nor recorded,
/// nothing that was not compared is reported as passed, a filtered run compares the goldens of
/// the tests it ran, and orphans are listed and pruned, never removed by a run.
@Suite struct GoldenReadersTests {
  /// The script's tests, each with its statements (`{SUBMIT}`, `{CANCEL}` are put in place).
  static let script = """
    title "Form"
    platform ios
    screen {
      button Submit
      button Cancel{LABEL}
    }

    test "submit" {
      focus Submit
    {SUBMIT}
    }

    test "cancel" {
      focus Cancel
      swipe left
    {CANCEL}
    }

    """

  static let submitChecks = "  expect 'Submit, Button'\n  audit"
  static let cancelChecks = "  expect 'Submit, Button'"

  /// `root/s/a.audit` written from `script`; the golden folder is `root/golden`.
  struct Project {
    let root: String
    var folder: String { root + "/s" }
    var scriptPath: String { folder + "/a.audit" }
    var golden: String { root + "/golden" }
    var goldenFile: String { golden + "/s/a.ios.transcript" }

    func write(
      submit: String = GoldenReadersTests.submitChecks, cancel: String = GoldenReadersTests.cancelChecks,
      label: String = "", extra: String = ""
    ) throws {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let text = GoldenReadersTests.script.replacingOccurrences(of: "{SUBMIT}", with: submit)
        .replacingOccurrences(of: "{CANCEL}", with: cancel).replacingOccurrences(of: "{LABEL}", with: label)
      try (text + extra).write(toFile: scriptPath, atomically: true, encoding: .utf8)
    }

    func run(_ options: [String] = [], ci: Bool = false, path: String? = nil) -> CLIRun {
      earshot(
        ["run", path ?? folder, "--golden", golden, "--verbose"] + options,
        environment: ci ? ["CI": "true"] : [:])
    }

    func goldenText() throws -> String {
      try String(contentsOfFile: goldenFile, encoding: .utf8)
    }
  }

  private func project() throws -> Project {
    let project = Project(root: temporaryFolder())
    try project.write()
    return project
  }

  static let header = """
    earshot golden transcript 3
    script: s/a.audit
    platform: ios (VoiceOver)
    screen: (s/a.audit)
    settings: hints on, list-positions on
    order: button "Submit", button "Cancel"

    """

  static let submitSection = """

    test "submit"
      focus Submit
        focus → button "Submit"
        say "Submit, Button"

    """

  static let cancelSection = """

    test "cancel"
      focus Cancel
        focus → button "Cancel"
        say "Cancel, Button"
      swipe left
        focus → button "Submit"
        say "Submit, Button"

    """

  // MARK: What a golden holds

  /// The actions and what the reader did and said; no expectation, audit, outcome, title or
  /// `passed`. The transcript `--transcripts` prints is a report, and keeps them.
  @Test func aGoldenHoldsWhatTheReaderDidAndSaidAndNoCheck() throws {
    let p = try project()
    let result = p.run(["--transcripts"])
    #expect(result.status == 0)
    #expect(try p.goldenText() == Self.header + Self.submitSection + Self.cancelSection)
    #expect(
      result.out.contains(
        """
        test "submit"
          focus Submit
            focus → button "Submit"
            say "Submit, Button"
          expect 'Submit, Button'
            pass
          audit
            audit: no findings
        passed

        """), "\(result.out)")
  }

  /// Editing, adding or removing an expectation or an audit changes no golden: the next run
  /// in CI compares and passes.
  @Test func editingAddingOrRemovingAnExpectationChangesNoGolden() throws {
    let p = try project()
    #expect(p.run().status == 0)
    let recorded = try p.goldenText()
    try p.write(submit: "  expect name 'Submit'\n  expect role button", cancel: "")
    let result = p.run(ci: true)
    #expect(
      result.out == """
        PASS \(p.scriptPath) [ios] submit
        PASS \(p.scriptPath) [ios] cancel
        PASS \(p.scriptPath) [ios] golden transcript
        3 passed, 0 failed in 0.00 s

        """)
    #expect(result.status == 0)
    #expect(try p.goldenText() == recorded)
  }

  /// A test with no action is its `test` line alone; the title is the script's words and the
  /// tests are matched by name, so retitling the script or reordering its tests changes no
  /// golden.
  @Test func aTitleOrTheTestsOrderChangesNoGolden() throws {
    let p = try project()
    try p.write(extra: "\ntest \"quiet\" { expect silence }\n")
    #expect(p.run().status == 0)
    let recorded = try p.goldenText()
    #expect(recorded == Self.header + Self.submitSection + Self.cancelSection + "\ntest \"quiet\"\n")
    let text = try String(contentsOfFile: p.scriptPath, encoding: .utf8)
    let tests = try #require(text.range(of: "test \"submit\""))
    let quiet = try #require(text.range(of: "test \"quiet\""))
    let reordered =
      "title \"Another\""
      + text[text.index(text.startIndex, offsetBy: "title \"Form\"".count)..<tests.lowerBound]
      + text[quiet.lowerBound...] + "\n" + text[tests.lowerBound..<quiet.lowerBound]
    try reordered.write(toFile: p.scriptPath, atomically: true, encoding: .utf8)
    let result = p.run(ci: true)
    #expect(result.status == 0, "\(reordered)\n\(result.out)")
    #expect(result.out.hasPrefix("PASS \(p.scriptPath) [ios] quiet\n"), "\(result.out)")
    #expect(try p.goldenText() == recorded)
  }

  /// Changing what is said changes the golden: the diff shows the test it is in.
  @Test func changingWhatIsSaidFailsWithTheDiffOfThatTest() throws {
    let p = try project()
    #expect(p.run().status == 0)
    try p.write(label: " label \"Close\"")
    let result = p.run(ci: true)
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        """
        FAIL \(p.scriptPath) [ios] golden transcript
          \(p.scriptPath):1:1: error: the transcript differs from \(p.goldenFile)
          --- \(p.goldenFile)
          +++ \(p.goldenFile).new
          @@ -13,7 +13,7 @@ test "cancel"
           test "cancel"
             focus Cancel
               focus → button "Cancel"
          -    say "Cancel, Button"
          +    say "Close, Button"
             swipe left
               focus → button "Submit"
               say "Submit, Button"

        """), "\(result.out)")
  }

  // MARK: Failing tests

  /// A failing first run records the golden of the tests that passed only, and says the golden
  /// was recorded, not compared; once the test passes its section is recorded too, in the
  /// script's order, and the next run compares and passes.
  @Test func aFailingTestRecordsNoGoldenAndNothingUncomparedPasses() throws {
    let p = try project()
    try p.write(cancel: "  expect 'Nope'")
    let first = p.run(["--junit", p.root + "/report.xml"])
    #expect(first.status == 1)
    #expect(
      first.out.hasSuffix(
        """
        SKIP \(p.scriptPath) [ios] golden transcript: recorded, so not compared; the 1 test that failed was left out
        1 passed, 1 failed, 1 skipped in 0.00 s

        """), "\(first.out)")
    #expect(first.err == "earshot: recorded \(p.goldenFile)\n")
    #expect(try p.goldenText() == Self.header + Self.submitSection)
    #expect(
      try String(contentsOfFile: p.root + "/report.xml", encoding: .utf8).contains(
        "<skipped message=\"recorded, so not compared; the 1 test that failed was left out\"/>"))

    try p.write()
    let fixed = p.run()
    #expect(fixed.status == 0)
    #expect(
      fixed.out.hasSuffix(
        """
        SKIP \(p.scriptPath) [ios] golden transcript: recorded 1 new test, so not compared; the other 1 match
        2 passed, 0 failed, 1 skipped in 0.00 s

        """), "\(fixed.out)")
    #expect(fixed.err == "earshot: recorded 1 new test in \(p.goldenFile)\n")
    #expect(try p.goldenText() == Self.header + Self.submitSection + Self.cancelSection)
    #expect(p.run(ci: true).out.contains("PASS \(p.scriptPath) [ios] golden transcript\n"))
  }

  /// When every test fails nothing is recorded, and the golden test says it compared nothing.
  @Test func whenEveryTestFailsNoGoldenIsWritten() throws {
    let p = try project()
    try p.write(submit: "  expect 'Nope'", cancel: "  expect 'Nope'")
    let result = p.run()
    #expect(result.status == 1)
    #expect(
      result.out.hasSuffix(
        """
        SKIP \(p.scriptPath) [ios] golden transcript: not compared: every test failed, and a failing test's golden is neither compared nor recorded
        0 passed, 2 failed, 1 skipped in 0.00 s

        """), "\(result.out)")
    #expect(!FileManager.default.fileExists(atPath: p.golden))
  }

  /// A failing test's section is not compared, even when what it says changed, and is kept.
  @Test func aFailingTestsGoldenIsKeptAndNotCompared() throws {
    let p = try project()
    #expect(p.run().status == 0)
    let recorded = try p.goldenText()
    try p.write(cancel: "  expect 'Nope'", label: " label \"Close\"")
    let result = p.run(ci: true)
    #expect(result.status == 1)
    #expect(
      result.out.hasSuffix(
        """
        SKIP \(p.scriptPath) [ios] golden transcript: not compared for the 1 test that failed (a failing test's golden is neither compared nor recorded); the other 1 match
        1 passed, 1 failed, 1 skipped in 0.00 s

        """), "\(result.out)")
    #expect(try p.goldenText() == recorded)
  }

  // MARK: Filtered runs

  /// `--filter` and `PATH:LINE` compare the goldens of the tests they ran, and only those.
  @Test func aFilteredRunComparesTheGoldensOfTheTestsItRan() throws {
    let p = try project()
    #expect(p.run().status == 0)
    try p.write(label: " label \"Close\"")
    let submit = p.run(["--filter", "submit"], ci: true)
    #expect(
      submit.out == """
        PASS \(p.scriptPath) [ios] submit
        PASS \(p.scriptPath) [ios] golden transcript
        2 passed, 0 failed in 0.00 s

        """)
    for cancel in [p.run(["--filter", "cancel"], ci: true), p.run(ci: true, path: p.scriptPath + ":14")] {
      #expect(cancel.status == 1)
      #expect(cancel.out.contains("FAIL \(p.scriptPath) [ios] golden transcript\n"), "\(cancel.out)")
      #expect(cancel.out.contains("  -    say \"Cancel, Button\"\n  +    say \"Close, Button\"\n"))
    }
    // Outside CI the pending file is the golden with the change of the test that ran.
    #expect(p.run(["--filter", "cancel"]).status == 1)
    #expect(
      try String(contentsOfFile: p.goldenFile + ".new", encoding: .utf8)
        == Self.header + Self.submitSection
        + Self.cancelSection.replacingOccurrences(of: "say \"Cancel, Button\"", with: "say \"Close, Button\"")
    )
  }

  /// A change another run found stays pending while a filtered run leaves its test out, and the
  /// pending file goes once every change in it is matched again.
  @Test func aPendingChangeStaysUntilARunMatchesIt() throws {
    let p = try project()
    try p.write(submit: "", cancel: "")
    #expect(p.run().status == 0)
    let recorded = try p.goldenText()
    let pending = p.goldenFile + ".new"
    try p.write(submit: "  swipe right", cancel: "", label: " label \"Close\"")
    #expect(p.run().status == 1)
    let both = try String(contentsOfFile: pending, encoding: .utf8)
    #expect(both.contains("  swipe right\n") && both.contains("say \"Close, Button\""), "\(both)")

    // Submit is as it was: its change is matched again; Cancel's stays pending.
    try p.write(submit: "", cancel: "", label: " label \"Close\"")
    #expect(p.run(["--filter", "submit"]).status == 0)
    #expect(
      try String(contentsOfFile: pending, encoding: .utf8)
        == Self.header + Self.submitSection
        + Self.cancelSection.replacingOccurrences(of: "say \"Cancel, Button\"", with: "say \"Close, Button\"")
    )
    try p.write(submit: "", cancel: "")
    #expect(p.run(["--filter", "cancel"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: pending))
    #expect(try p.goldenText() == recorded)
  }

  // MARK: New tests and --update

  /// A test the golden has none of fails in CI until it is recorded; outside CI it is recorded
  /// where the script has it, between the tests around it.
  @Test func aNewTestFailsInCIAndIsRecordedInItsPlaceOutside() throws {
    let p = try project()
    #expect(p.run().status == 0)
    let text = try String(contentsOfFile: p.scriptPath, encoding: .utf8)
    try text.replacingOccurrences(
      of: "test \"cancel\"", with: "test \"back\" { focus Cancel }\n\ntest \"cancel\""
    )
    .write(toFile: p.scriptPath, atomically: true, encoding: .utf8)
    let ci = p.run(ci: true)
    #expect(ci.status == 1)
    #expect(
      ci.out.contains(
        "error: \(p.goldenFile) has no golden for test \"back\"; record it with `earshot run --update new` outside CI and commit it\n"
      ), "\(ci.out)")
    let local = p.run()
    #expect(local.status == 0)
    #expect(local.err == "earshot: recorded 1 new test in \(p.goldenFile)\n")
    let back = "\ntest \"back\"\n  focus Cancel\n    focus → button \"Cancel\"\n    say \"Cancel, Button\"\n"
    #expect(try p.goldenText() == Self.header + Self.submitSection + back + Self.cancelSection)
  }

  /// `--update all` rewrites a golden that differs; the run wrote it, so did not compare it.
  @Test func updateAllRewritesAndReportsTheGoldenAsNotCompared() throws {
    let p = try project()
    #expect(p.run().status == 0)
    try p.write(label: " label \"Close\"")
    let result = p.run(["--update", "all"])
    #expect(result.status == 0)
    #expect(
      result.out.contains(
        "SKIP \(p.scriptPath) [ios] golden transcript: updated (--update all), so not compared\n"))
    #expect(result.err == "earshot: updated \(p.goldenFile)\n")
    #expect(p.run(ci: true).status == 0)
  }

  // MARK: Orphans

  /// A renamed test and a removed script leave orphans: the run warns of them and removes
  /// nothing, `earshot golden` lists them, `earshot golden prune` removes them.
  @Test func orphanedTestsAndGoldensAreListedAndPrunedNeverRemovedByARun() throws {
    let p = try project()
    try "platform ios\nscreen { button OK }\ntest \"ok\" { focus OK }\n".write(
      toFile: p.folder + "/b.audit", atomically: true, encoding: .utf8)
    #expect(p.run().status == 0)
    let b = p.golden + "/s/b.ios.transcript"
    try FileManager.default.removeItem(atPath: p.folder + "/b.audit")
    let text = try String(contentsOfFile: p.scriptPath, encoding: .utf8)
    try text.replacingOccurrences(of: "test \"cancel\"", with: "test \"cancel it\"")
      .write(toFile: p.scriptPath, atomically: true, encoding: .utf8)

    let run = p.run(["--format", "github"])
    #expect(run.status == 0)
    #expect(
      run.out.contains(
        "::warning file=\(p.goldenFile)::orphaned golden of test \"cancel\": s/a.audit has no test of that name; `earshot golden prune` removes it\n"
      ), "\(run.out)")
    #expect(
      run.err == """
        earshot: recorded 1 new test in \(p.goldenFile)
        earshot: warning: \(b) is an orphaned golden transcript: no script runs it; `earshot golden prune` removes it
        earshot: warning: \(p.goldenFile): test "cancel" is orphaned: s/a.audit has no test of that name; `earshot golden prune` removes it

        """)
    let renamed = Self.cancelSection.replacingOccurrences(of: "test \"cancel\"", with: "test \"cancel it\"")
    // The new test follows the one before it in the script; the orphan stays.
    #expect(try p.goldenText() == Self.header + Self.submitSection + renamed + Self.cancelSection)
    #expect(FileManager.default.fileExists(atPath: b))

    let list = earshot(["golden", "--golden", p.golden])
    #expect(list.status == 0)
    #expect(
      list.out == """
        orphaned   \(p.goldenFile) test "cancel" (\(p.root)/s/a.audit has no test of that name)
        orphaned   \(b) (there is no script \(p.root)/s/b.audit)
        2 golden transcripts under \(p.golden): nothing pending, 2 orphaned (`earshot golden prune` removes them)

        """)
    #expect(list.err.isEmpty)

    let prune = earshot(["golden", "prune", "--golden", p.golden])
    #expect(prune.status == 0)
    #expect(
      prune.err == """
        removed \(b) (there is no script \(p.root)/s/b.audit)
        removed test "cancel" from \(p.goldenFile) (\(p.root)/s/a.audit has no test of that name)

        """)
    #expect(try p.goldenText() == Self.header + Self.submitSection + renamed)
    #expect(!FileManager.default.fileExists(atPath: b))
    #expect(
      earshot(["golden", "--golden", p.golden]).out
        == "1 golden transcript under \(p.golden): nothing pending, nothing orphaned\n")
    let again = earshot(["golden", "prune", "--golden", p.golden])
    #expect(again.status == 0 && again.err == "earshot: nothing orphaned under \(p.golden)\n")
    #expect(p.run(ci: true).status == 0)
  }

  /// `earshot golden` lists pending files, and goldens whose script does not compile (which
  /// cannot be judged) apart.
  @Test func earshotGoldenListsPendingFilesAndUnjudgedGoldens() throws {
    let p = try project()
    #expect(p.run().status == 0)
    try p.write(label: " label \"Close\"")
    #expect(p.run().status == 1)
    let pending = earshot(["golden", "--golden", p.golden])
    #expect(
      pending.out == """
        pending    \(p.goldenFile).new
        1 golden transcript under \(p.golden): 1 pending (`earshot golden review`), nothing orphaned

        """)
    try p.write(submit: "  focus Nowhere")
    let broken = earshot(["golden", "--golden", p.golden])
    #expect(
      broken.out == """
        pending    \(p.goldenFile).new
        unjudged   \(p.goldenFile) (\(p.scriptPath) does not compile)
        1 golden transcript under \(p.golden): 1 pending (`earshot golden review`), nothing orphaned, 1 unjudged

        """)
  }

  @Test(arguments: [
    (
      ["golden", "revew"],
      "earshot: golden takes review, accept, reject or prune, or nothing to list the goldens (did you mean `review`?)\n"
    ),
    (
      ["golden", "prune", "scripts"],
      "earshot: golden prune takes no PATH (`scripts`): it works on the whole golden folder\n"
    ),
    (
      ["golden", "--golden", "g", "scripts"],
      "earshot: golden takes no PATH (`scripts`): it works on the whole golden folder\n"
    ),
  ])
  func goldenUsageErrors(_ arguments: [String], _ message: String) {
    let result = earshot(arguments)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix(message), "\(result.err)")
  }
}
