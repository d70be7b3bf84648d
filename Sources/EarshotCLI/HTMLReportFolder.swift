import EarshotKit

/// `earshot run --html DIR`: writing the report as the run goes and its index after, with the
/// console's message when it fails (the report itself is `HTMLReport`'s; the folder is
/// refused before anything runs by `CompiledSuite.conflict(withHTMLReport:)`).
enum HTMLReportFolder {
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
