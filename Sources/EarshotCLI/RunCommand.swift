import EarshotKit
import Foundation

/// `earshot run PATH…`: compile every script found and print the diagnostics; run each script
/// that compiled on its platforms and compare its transcripts with goldens (a script that did
/// not compile, or whose screen did not, fails each of its tests with its diagnostics, and
/// only it); print the results (failures with expected, actual and `path:line:col`; passes too
/// in a log or with `--verbose`, not on a terminal or with `--quiet`) and the summary line,
/// then write the JUnit report when asked. On a terminal a progress line on stderr is
/// rewritten as each script finishes, and erased before the results. With `--format json`
/// stdout holds JSON Lines instead of the results and the summary line (`JSONReport`).
///
/// `--list` prints the tests the run would run (after `--filter`, `PATH:LINE`, `--platform`,
/// `--shard`) and stops: exit 2 when something did not compile, else 0.
///
/// Exit code: 64 when a PATH names nothing (no such file or folder; `scripts` too, when it is
/// the default), a report would overwrite one of the run's own inputs or the other report,
/// or names something never written to (`WriteTarget`, `HTMLReport.refusal`), `--update new` /
/// `--update all` asks to write goldens where `CI` says they are only compared, or a selection
/// (`--filter`, `PATH:LINE`) takes no test (all checked before anything runs or is written);
/// else the worst of what happened, once everything that could run has run: 2 a script or
/// screen did not compile anywhere (whatever else failed), 1 a test or golden comparison
/// failed, 74 nothing failed but the report could not be written; else 0. A report that cannot
/// be written never hides the results: they are printed first, and the failure is named with
/// its path and the system's reason.
struct RunCommand {
  enum Format: String {
    case human, github, json
  }

  var paths: [String]
  /// Whether `paths` were given, or are the default (`scripts`).
  var pathsGiven = true
  var platforms: Set<Platform>?
  /// `--locale`: the language every script speaks in.
  var locale: SpeechLocale?
  var showTranscripts = false
  var junit: String?
  var junitProfile = JUnitReport.Profile.default
  /// `--golden DIR`; nil is `golden/` in the project root.
  var goldenFolder: String?
  var update: GoldenStore.Update?
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var shard: (index: Int, count: Int)?
  /// `--format`: the human results, with GitHub workflow annotations too, or JSON Lines
  /// instead (`JSONReport`).
  var format = Format.human
  var verbosity = Verbosity.normal
  /// `--filter` and `PATH:LINE`.
  var selection = TestSelection()
  /// `--list`: print the tests that would run, run nothing and write nothing.
  var list = false
  /// `--html DIR`: the folder of the HTML report.
  var html: String?
  /// `--fail-on`: the least severe audit finding that fails a test.
  var failOn = Severity.error

  func execute(console: Earshot.Console, environment: [String: String]) -> Int32 {
    if MissingPaths.refused(paths, command: "run", lookingFor: pathsGiven ? nil : "scripts", console: console)
    {
      return Earshot.ExitCode.usage
    }
    // In CI goldens are compared, never written: asking to write them is a conflict to fix,
    // not an option to drop silently.
    if let update, update != .none, GoldenStore.isCI(environment) {
      console.error(
        "--update \(raw: update.rawValue) writes goldens, but CI=\(environment["CI"] ?? "") says this is CI, where goldens are only compared; drop --update, or record them outside CI"
      )
      return Earshot.ExitCode.usage
    }
    let project = ProjectRoot.find(goldenFolder: goldenFolder)
    var golden = GoldenStore(project: project, update: update, isCI: GoldenStore.isCI(environment))
    let progress = verbosity == .quiet ? nil : console.progress.map(ProgressLine.init)
    golden.waitingForLock = WorkerNotice(console, progress: progress).say
    var options = SuiteRunner.Options(
      platforms: platforms, jobs: jobs, shard: shard, golden: golden, project: project)
    options.progress = progress?.show
    options.locale = locale
    options.selection = selection
    // Scripts are named tidied (`./a.audit:3` selects in `a.audit`).
    options.selection.lines = Dictionary(
      selection.lines.map { (PathKey(project.display($0.key.path)), $0.value) },
      uniquingKeysWith: { $0.union($1) })
    let runner = SuiteRunner(executor: Executor(keepsTraces: html != nil, failOn: failOn))
    let suite = runner.compile(paths, options: options)
    let renderer = DiagnosticRenderer(colored: console.colorDiagnostics)
    guard !suite.inputs.scripts.isEmpty else {
      console.err(renderer.render(suite.inputs.diagnostics))
      console.error("no .audit scripts found in \(list: paths)")
      return Earshot.ExitCode.compileFailed
    }
    // A report must never replace what it reports on: refused before anything is written.
    if let junit,
      let conflict = suite.conflict(withOutput: junit) ?? JUnitReportFile.refusal(of: junit, html: html)
    {
      console.error("--junit \(path: junit): \(conflict); write the report somewhere else")
      return Earshot.ExitCode.usage
    }
    if let html, let refusal = suite.conflict(withHTMLReport: html) {
      console.error("--html \(path: html): \(refusal); write the report somewhere else")
      return Earshot.ExitCode.usage
    }
    if list || !selection.selectsEverything {
      let tests = runner.list(suite, options: options)
      // A filter that takes nothing is a typo to fix, not a green run.
      guard !tests.isEmpty || selection.selectsEverything else {
        console.err(renderer.render(suite.diagnostics))
        console.error("no test matches \(described(selection))")
        return Earshot.ExitCode.usage
      }
      if list {
        console.err(renderer.render(suite.diagnostics))
        console.out(tests.map { $0.text + "\n" }.joined())
        return suite.diagnostics.hasErrors ? Earshot.ExitCode.compileFailed : Earshot.ExitCode.success
      }
    }
    // Results go to the console and the reports as each script finishes, in path order;
    // diagnostics come first, so they are printed now when running cannot add to them.
    let failuresOnly = verbosity == .quiet || (verbosity == .normal && console.outIsTerminal)
    let results = RunConsole(
      console, failuresOnly: failuresOnly, live: format != .github && !suite.mayWarnWhileRunning,
      format: format, showTranscripts: showTranscripts, progress: progress)
    if results.live { results.printDiagnostics(suite.diagnostics, renderer: renderer) }
    let junitReport = junit.map {
      JUnitReportFile.start($0, profile: junitProfile, compileFailures: suite.compileFailures)
    }
    let htmlReport = html.map(HTMLReportFolder.start)
    let started = console.clock()
    let outcome = runner.run(suite, options: options) { run in
      results.add(run)
      junitReport?.add(run)
      htmlReport?.add(run)
    }
    progress?.clear()
    let seconds = console.clock() - started
    results.printResults(outcome, renderer: renderer)
    printNotices(outcome, console)
    results.printEnd(outcome, seconds: seconds)
    var status = Earshot.ExitCode.success
    if !outcome.compiled {
      let errors = outcome.diagnostics.filter { $0.severity == .error }.count
      let failed = outcome.tally.notCompiled
      // Only a screen no script names can fail with no script failing.
      let scripts =
        failed == 0 ? "" : "; \(failed) script\(failed == 1 ? "" : "s") did not compile and failed"
      console.err("\(errors) error\(errors == 1 ? "" : "s")\(scripts), everything else ran\n")
      status = Earshot.ExitCode.compileFailed
    } else if !outcome.passed {
      status = Earshot.ExitCode.testsFailed
    }
    if let junit, let junitReport, !JUnitReportFile.finish(junitReport, at: junit, console: console),
      status == Earshot.ExitCode.success
    {
      status = Earshot.ExitCode.outputFailed
    }
    if let html, let htmlReport, !HTMLReportFolder.finish(htmlReport, outcome, at: html, console: console),
      status == Earshot.ExitCode.success
    {
      status = Earshot.ExitCode.outputFailed
    }
    return status
  }

  /// What the run wrote and what it left, on stderr after the results.
  private func printNotices(_ outcome: RunOutcome, _ console: Earshot.Console) {
    // `--quiet` keeps what needs doing (failures, warnings), not what was done.
    for notice in outcome.notices where verbosity != .quiet { console.error("\(raw: notice)") }
    for orphan in outcome.orphans {
      console.warning("\(orphan.message); `earshot golden prune` removes it")
    }
  }
}
