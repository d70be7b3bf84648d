import EarshotKit
import Foundation

/// `--junit FILE` of `run` and `audit`: the report written as the run goes and put in place
/// atomically after the results are printed, temporaries a stopped run left beside it removed first, and the console's message
/// when it cannot be written (the results are printed already, so a failure hides none).
enum JUnitReportFile {
  /// Why the report cannot be written at `path`, known before anything runs: something is
  /// there that is never written to (a folder, a socket, a block device, a link to nothing;
  /// `WriteTarget`), or it is in the `--html` folder, which that report replaces whole.
  static func refusal(of path: String, html: String? = nil) -> Message? {
    if case .refused(let reason) = WriteTarget.of(path) { return "\(raw: reason)" }
    if let html, HTMLReport.replaces(path, writtenTo: html) {
      return "it is in the --html folder \(path: html), which the HTML report replaces whole"
    }
    return nil
  }

  /// False (with the path and the system's reason printed) when it could not be written.
  static func write(
    _ outcome: RunOutcome, to path: String, profile: JUnitReport.Profile, console: Earshot.Console
  ) -> Bool {
    let report = start(
      path, profile: profile, compileFailures: outcome.compileFailures, startedAt: outcome.startedAt)
    for script in outcome.scripts { report.add(script) }
    return finish(report, at: path, console: console)
  }

  /// A report to which a run adds each script as it finishes (`JUnitReportStream`).
  static func start(
    _ path: String, profile: JUnitReport.Profile, compileFailures: [RunOutcome.CompileFailure],
    startedAt: Date = Date()
  ) -> JUnitReportStream {
    let report = JUnitReport(
      profile: profile, hostname: ProcessInfo.processInfo.hostName, startedAt: startedAt)
    return JUnitReportStream(report, to: path, compileFailures: compileFailures)
  }

  /// Writes the report once the run is over; false (with the path and the system's reason
  /// printed) when it could not be written.
  static func finish(_ report: JUnitReportStream, at path: String, console: Earshot.Console) -> Bool {
    for removed in AtomicFile.removeStaleTemporaries(besides: path) {
      console.error("removed \(path: removed), left by a run that was stopped")
    }
    do throws(FileError) {
      try report.finish()
      return true
    } catch {
      console.error("cannot write the JUnit report \(path: path): \(path: error.reason(for: path))")
      return false
    }
  }
}
