import EarshotKit
import Foundation

/// `earshot audit PATH…`: every audit rule over each screen and capture found, with no
/// script, on the platforms each is for (a capture's own, a hand-written screen's `platform`
/// line, else both; `--platform` overrides), reported as `run` reports (console, `--quiet`,
/// `--format github`, JUnit, the HTML report). Exit code: 64 when a PATH names nothing
/// (`MissingPaths`) or a report's path is refused, before anything runs; else 2 when a screen
/// did not compile (after the others are audited), else 1 when a finding fails (`--fail-on`),
/// 74 when only a report could not be written, else 0.
struct AuditCommand {
  var paths: [String]
  var platforms: Set<Platform>?
  var failOn = Severity.error
  var junit: String?
  var junitProfile = JUnitReport.Profile.default
  var github = false
  var showTranscripts = false
  /// `--quiet`: only the failed tests and the summary.
  var quiet = false
  /// `--html DIR`: the folder of the HTML report.
  var html: String?

  func execute(console: Earshot.Console) -> Int32 {
    if MissingPaths.refused(paths, command: "audit", console: console) {
      return Earshot.ExitCode.usage
    }
    if let junit, let refusal = JUnitReportFile.refusal(of: junit, html: html) {
      console.error("--junit \(path: junit): \(refusal); write the report somewhere else")
      return Earshot.ExitCode.usage
    }
    let inputs = InputFinder.find(paths)
    // The report replaces its folder whole: never one that holds what is audited.
    if let html, let refusal = HTMLReport.conflict(folder: html, inputs: inputs.screens) {
      console.error("--html \(path: html): \(refusal); write the report somewhere else")
      return Earshot.ExitCode.usage
    }
    let renderer = DiagnosticRenderer(colored: console.colorDiagnostics)
    guard !inputs.screens.isEmpty else {
      console.err(renderer.render(inputs.diagnostics))
      console.error("no .screen files or captures found in \(list: paths)")
      return Earshot.ExitCode.compileFailed
    }
    let (_, screens) = Compiler().compile(scripts: [], screens: inputs.screens)
    var outcome = RunOutcome()
    var diagnostics = inputs.diagnostics + screens.flatMap(\.diagnostics)
    for screen in screens {
      guard screen.succeeded, let compiled = screen.compiledScreen else { continue }
      let declared = compiled.screen.platforms?.compactMap { Platform(rawValue: $0.value) } ?? []
      let chosen = platforms.map { Array($0).sorted() } ?? (declared.isEmpty ? Platform.allCases : declared)
      let (run, warnings) = ScreenAuditor.audit(
        compiled, path: screen.path, platforms: chosen, failOn: failOn)
      outcome.scripts.append(run)
      diagnostics += warnings
    }
    outcome.diagnostics = diagnostics.sortedAndUnique()
    console.err(renderer.render(outcome.diagnostics))
    if github { console.out(GitHubAnnotations.render(outcome)) }
    let report = ConsoleReport(colored: console.colorOutput)
    for run in outcome.scripts { console.out(report.render(run, failuresOnly: quiet)) }
    if showTranscripts {
      for run in outcome.scripts {
        for platformRun in run.runs { console.out("\n" + platformRun.transcript.text) }
      }
    }
    console.out(report.summary(outcome.scripts))
    var status = Earshot.ExitCode.success
    if outcome.diagnostics.hasErrors {
      status = Earshot.ExitCode.compileFailed
    } else if !outcome.scripts.allSatisfy(\.passed) {
      status = Earshot.ExitCode.testsFailed
    }
    if let junit, !JUnitReportFile.write(outcome, to: junit, profile: junitProfile, console: console),
      status == Earshot.ExitCode.success
    {
      status = Earshot.ExitCode.outputFailed
    }
    if let html, !HTMLReportFolder.write(outcome, to: html, console: console),
      status == Earshot.ExitCode.success
    {
      status = Earshot.ExitCode.outputFailed
    }
    return status
  }
}
