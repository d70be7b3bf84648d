import EarshotKit
import Foundation

/// `--junit FILE` of `run` and `audit`: the report written atomically after the results are
/// printed, temporaries a stopped run left beside it removed first, and the console's message
/// when it cannot be written (the results are printed already, so a failure hides none).
enum JUnitReportFile {
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
      try AtomicFile.write(to: path) { report.write(outcome, jobs: jobs, to: $0) }
      return true
    } catch {
      console.error("cannot write the JUnit report \(path: path): \(path: error.reason(for: path))")
      return false
    }
  }
}
