import EarshotKit

/// `--html DIR` of `run` and `audit`: writing the report as the run goes and its index after,
/// with the console's message when it fails (the report itself is `HTMLReport`'s; the folder is
/// refused before anything runs by `CompiledSuite.conflict(withHTMLReport:)`, or for an audit
/// `HTMLReport.conflict(folder:inputs:)`).
enum HTMLReportFolder {
  /// Writes the report of a whole outcome; false (with the path and the system's reason
  /// printed) when it could not be written.
  static func write(_ outcome: RunOutcome, to folder: String, console: Earshot.Console) -> Bool {
    let report = start(folder)
    for script in outcome.scripts { report.add(script) }
    return finish(report, outcome, at: folder, console: console)
  }

  /// A report to which a run adds each script's page as it finishes (`HTMLReportStream`).
  static func start(_ folder: String) -> HTMLReportStream {
    HTMLReportStream(folder: folder)
  }

  /// Writes the index once the run is over; false (with the path and the system's reason
  /// printed) when the report could not be written. The results are printed already, so a
  /// failure here hides none of them.
  static func finish(
    _ report: HTMLReportStream, _ outcome: RunOutcome, at folder: String, console: Earshot.Console
  ) -> Bool {
    do throws(FileError) {
      try report.finish(compileFailures: outcome.compileFailures, passed: outcome.passed)
      return true
    } catch {
      console.error(
        "cannot write the HTML report \(path: error.path): \(path: error.reason(for: error.path))")
      return false
    }
  }
}
