import EarshotKit
import Foundation

/// `earshot run PATH…`: compile every script found; if any has an error, print the diagnostics
/// and exit 2 without running anything; else run each on its platforms, compare transcripts
/// with goldens, print one line per test (failures with expected, actual and `path:line:col`),
/// write the JUnit report when asked, and exit 0 or 1.
struct RunCommand {
  var paths: [String]
  var platforms: Set<Platform>?
  var showTranscripts = false
  var junit: String?
  var junitProfile = JUnitReport.Profile.default
  var goldenRoot = "golden"
  var update: GoldenStore.Update?
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var shard: (index: Int, count: Int)?
  var github = false

  func execute(console: Earshot.Console, environment: [String: String]) -> Int32 {
    let isCI = GoldenStore.isCI(environment)
    let golden = GoldenStore(root: goldenRoot, update: update, isCI: isCI)
    let options = SuiteRunner.Options(platforms: platforms, jobs: jobs, shard: shard, golden: golden)
    let inputs = InputFinder.find(paths)
    guard !inputs.scripts.isEmpty else {
      console.err("earshot: no .audit scripts found in \(paths.joined(separator: ", "))\n")
      return Earshot.ExitCode.compileFailed
    }
    let outcome = SuiteRunner().run(paths, options: options)
    console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(outcome.diagnostics))
    if github { console.out(GitHubAnnotations.render(outcome)) }
    if let junit {
      let report = JUnitReport(
        profile: junitProfile, hostname: ProcessInfo.processInfo.hostName, startedAt: outcome.startedAt)
      guard AtomicFile.write(to: junit, { report.write(outcome, jobs: jobs, to: $0) }) else {
        console.err("earshot: cannot write \(junit)\n")
        return Earshot.ExitCode.usage
      }
    }
    guard outcome.compiled else {
      let errors = outcome.diagnostics.filter { $0.severity == .error }.count
      console.err("\(errors) error\(errors == 1 ? "" : "s"); nothing ran\n")
      return Earshot.ExitCode.compileFailed
    }
    let report = ConsoleReport(colored: console.colorOutput)
    for run in outcome.scripts { console.out(report.render(run)) }
    for notice in outcome.notices { console.err("earshot: \(notice)\n") }
    for orphan in outcome.orphans {
      console.err("earshot: warning: \(orphan) is an orphaned golden transcript: no script runs it\n")
    }
    if showTranscripts {
      for transcript in outcome.scripts.flatMap(\.runs).map(\.transcript) {
        console.out("\n" + transcript.text)
      }
    }
    console.out(report.summary(outcome.scripts))
    return outcome.passed ? Earshot.ExitCode.success : Earshot.ExitCode.testsFailed
  }
}
