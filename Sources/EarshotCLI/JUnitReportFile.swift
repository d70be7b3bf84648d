import EarshotKit
import Foundation

/// `--junit FILE` of `run` and `audit`: the report written atomically after the results are
/// printed, temporaries a stopped run left beside it removed first, and the console's message
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
    _ outcome: RunOutcome, to path: String, profile: JUnitReport.Profile, jobs: Int = 1,
    console: Earshot.Console
  ) -> Bool {
    let report = JUnitReport(
      profile: profile, hostname: ProcessInfo.processInfo.hostName, startedAt: outcome.startedAt)
    for removed in AtomicFile.removeStaleTemporaries(besides: path) {
      console.error("removed \(path: removed), left by a run that was stopped")
    }
    do throws(FileError) {
      try AtomicFile.write(to: path, throughLinks: true) { report.write(outcome, jobs: jobs, to: $0) }
      return true
    } catch {
      console.error("cannot write the JUnit report \(path: path): \(path: error.reason(for: path))")
      return false
    }
  }
}
