import EarshotKit
import Foundation

/// `earshot run PATH…`: compile every script found; if any has an error, print the diagnostics
/// and exit 2 without running anything; else run each on its platforms, compare transcripts
/// with goldens, print one line per test (failures with expected, actual and `path:line:col`),
/// then write the JUnit report when asked.
///
/// Exit code: 64 when the report would overwrite one of the run's own inputs, or `--update
/// new` / `--update all` asks to write goldens where `CI` says they are only compared (both
/// checked before anything runs or is written); else the worst of what happened: 2 a script or screen did not
/// compile, 1 a test or golden comparison failed, 74 nothing failed but the report could not be
/// written; else 0. A report that cannot be written never hides the results: they are printed
/// first, and the failure is named with its path and the system's reason.
struct RunCommand {
  var paths: [String]
  var platforms: Set<Platform>?
  var showTranscripts = false
  var junit: String?
  var junitProfile = JUnitReport.Profile.default
  /// `--golden DIR`; nil is `golden/` in the project root.
  var goldenFolder: String?
  var update: GoldenStore.Update?
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var shard: (index: Int, count: Int)?
  var github = false
  /// `--html DIR`: the folder of the HTML report.
  var html: String?

  func execute(console: Earshot.Console, environment: [String: String]) -> Int32 {
    // In CI goldens are compared, never written: asking to write them is a conflict to fix,
    // not an option to drop silently.
    if let update, update != .none, GoldenStore.isCI(environment) {
      console.error(
        "--update \(raw: update.rawValue) writes goldens, but CI=\(environment["CI"] ?? "") says this is CI, where goldens are only compared; drop --update, or record them outside CI"
      )
      return Earshot.ExitCode.usage
    }
    let project = ProjectRoot.find(goldenFolder: goldenFolder)
    let golden = GoldenStore(project: project, update: update, isCI: GoldenStore.isCI(environment))
    let options = SuiteRunner.Options(
      platforms: platforms, jobs: jobs, shard: shard, golden: golden, project: project)
    let runner = SuiteRunner(executor: Executor(keepsTraces: html != nil))
    let suite = runner.compile(paths, options: options)
    let renderer = DiagnosticRenderer(colored: console.colorDiagnostics)
    guard !suite.inputs.scripts.isEmpty else {
      console.err(renderer.render(suite.inputs.diagnostics))
      console.error("no .audit scripts found in \(list: paths)")
      return Earshot.ExitCode.compileFailed
    }
    // A report must never replace what it reports on: refused before anything is written.
    if let junit, let conflict = suite.conflict(withOutput: junit) {
      console.error("--junit \(path: junit): \(conflict); write the report somewhere else")
      return Earshot.ExitCode.usage
    }
    if let html, let refusal = suite.conflict(withHTMLReport: html) {
      console.error("--html \(path: html): \(refusal); write the report somewhere else")
      return Earshot.ExitCode.usage
    }
    let outcome = runner.run(suite, options: options)
    console.err(renderer.render(outcome.diagnostics))
    if github { console.out(GitHubAnnotations.render(outcome)) }
    var status = Earshot.ExitCode.success
    if outcome.compiled {
      printResults(outcome, console)
      if !outcome.passed { status = Earshot.ExitCode.testsFailed }
    } else {
      let errors = outcome.diagnostics.filter { $0.severity == .error }.count
      console.err("\(errors) error\(errors == 1 ? "" : "s"); nothing ran\n")
      status = Earshot.ExitCode.compileFailed
    }
    if let junit {
      let report = JUnitReport(
        profile: junitProfile, hostname: ProcessInfo.processInfo.hostName, startedAt: outcome.startedAt)
      for removed in AtomicFile.removeStaleTemporaries(besides: junit) {
        console.error("removed \(path: removed), left by a run that was stopped")
      }
      do throws(FileError) {
        try AtomicFile.write(to: junit) { report.write(outcome, jobs: jobs, to: $0) }
      } catch {
        console.error("cannot write the JUnit report \(path: junit): \(path: error.reason(for: junit))")
        if status == Earshot.ExitCode.success { status = Earshot.ExitCode.outputFailed }
      }
    }
    if let html, !HTMLReportFolder.write(outcome, to: html, console: console),
      status == Earshot.ExitCode.success
    {
      status = Earshot.ExitCode.outputFailed
    }
    return status
  }

  private func printResults(_ outcome: RunOutcome, _ console: Earshot.Console) {
    let report = ConsoleReport(colored: console.colorOutput)
    for run in outcome.scripts { console.out(report.render(run)) }
    for notice in outcome.notices { console.error("\(raw: notice)") }
    for orphan in outcome.orphans {
      console.warning("\(path: orphan) is an orphaned golden transcript: no script runs it")
    }
    if showTranscripts {
      for transcript in outcome.scripts.flatMap(\.runs).map(\.transcript) {
        console.out("\n" + transcript.text)
      }
    }
    console.out(report.summary(outcome.scripts))
  }
}
