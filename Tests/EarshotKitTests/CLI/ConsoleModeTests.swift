import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// What `earshot run` prints in each console mode, as a person sees it: on a terminal (progress,
/// then failures only), in a log (every test, no progress line), `--verbose` and `--quiet`.
/// The test console's clock stays at 0, so every summary says `in 0.00 s`.
@Suite struct ConsoleModeTests {
  static let folder = ProjectRoot.find().display(
    URL(fileURLWithPath: FixtureCorpus.diagnostics.root.path).deletingLastPathComponent().path + "/console")

  private func run(_ options: [String], terminal: Bool) -> CLIRun {
    earshot(
      ["run", Self.folder, "--jobs", "1", "--golden", temporaryFolder()] + options, terminal: terminal)
  }

  static var failure: String {
    """
    FAIL \(folder)/fail.audit [ios] fails
      \(folder)/fail.audit:12:3: error: expected "Sbumit, Button" but VoiceOver said "Submit, Button"
          12 |   expect 'Sbumit, Button'
             |   ^~~~~~~~~~~~~~~~~~~~~~~
      note: expected: Sbumit, Button
      note: actual:   Submit, Button
      note: diff:     -sbumit +submit

    """
  }

  static var everyTest: String {
    """
    PASS \(folder)/fail.audit [ios] passes
    \(failure)SKIP \(folder)/fail.audit [ios] golden transcript: recorded, so not compared; the 1 test that failed was left out
    PASS \(folder)/pass.audit [ios] one
    PASS \(folder)/pass.audit [ios] two
    SKIP \(folder)/pass.audit [ios] golden transcript: recorded, so not compared

    """
  }

  /// Each run records its goldens afresh: recorded, so not compared, they are skipped.
  static let summary = "3 passed, 1 failed, 2 skipped in 0.00 s\n"

  /// A failure is printed as soon as its script has run: the progress line is erased for it and
  /// drawn again below it for the next script.
  @Test func aTerminalShowsProgressThenOnlyTheFailuresAndTheSummary() {
    let result = run([], terminal: true)
    #expect(result.status == 1)
    #expect(
      result.progress == ["[1/2] \(Self.folder)/fail.audit", "", "[2/2] \(Self.folder)/pass.audit", ""])
    #expect(result.out == Self.failure + Self.summary)
    #expect(result.err.contains("earshot: recorded "))
  }

  @Test func withoutATerminalEveryTestIsALineAndNothingIsRewritten() {
    let result = run([], terminal: false)
    #expect(result.progress.isEmpty)
    #expect(result.out == Self.everyTest + Self.summary)
    #expect(!result.out.contains("\r") && !result.err.contains("\r"))
  }

  @Test(arguments: [true, false]) func verboseListsEveryTest(_ terminal: Bool) {
    let result = run(["--verbose"], terminal: terminal)
    #expect(result.out == Self.everyTest + Self.summary)
    #expect(result.progress.count == (terminal ? 4 : 0), "each script's line, erased for its results")
  }

  @Test(arguments: [true, false]) func quietPrintsOnlyFailuresAndTheSummary(_ terminal: Bool) {
    let result = run(["--quiet"], terminal: terminal)
    #expect(result.status == 1)
    #expect(result.out == Self.failure + Self.summary)
    #expect(result.progress.isEmpty)
    #expect(result.err.isEmpty, "no `recorded …` notices: \(result.err)")
  }

  @Test func aPassingRunOnATerminalIsOneLine() {
    let passing = earshot(
      ["run", repositoryRoot + "/scripts/button", "--golden", repositoryRoot + "/golden"],
      environment: ["CI": "true"], terminal: true)
    #expect(passing.status == 0)
    #expect(passing.out == "24 passed, 0 failed in 0.00 s\n")
  }

  @Test(arguments: [
    (0.0, 0, "2 passed, 0 failed in 0.00 s\n"), (1.42, 0, "2 passed, 0 failed in 1.42 s\n"),
    (61.5, 2, "2 passed, 0 failed, 2 skipped in 61.50 s\n"), (0.004, 0, "2 passed, 0 failed in 0.00 s\n"),
  ])
  func theSummaryCountsAndTimesTheRun(_ seconds: Double, _ skipped: Int, _ expected: String) {
    let outcome = SuiteRunner().run([Self.folder + "/pass.audit"], options: .init())
    #expect(ConsoleReport().summary(outcome.scripts, skipped: skipped, seconds: seconds) == expected)
    #expect(ConsoleReport().summary(outcome.scripts) == "2 passed, 0 failed\n")
  }
}
