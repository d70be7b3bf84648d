import EarshotKit

/// `earshot run --html DIR`: writing the report after the results are printed, with the
/// console's message when it fails (the report itself is `HTMLReport`'s; the folder is
/// refused before anything runs by `CompiledSuite.conflict(withHTMLReport:)`).
enum HTMLReportFolder {
  /// Writes the report; false (with the path and the system's reason printed) when it could
  /// not be written. The results are printed already, so a failure here hides none of them.
  static func write(_ outcome: RunOutcome, to folder: String, console: Earshot.Console) -> Bool {
    do throws(FileError) {
      try HTMLReport.write(outcome, to: folder)
      return true
    } catch {
      console.error(
        "cannot write the HTML report \(path: error.path): \(path: error.reason(for: error.path))")
      return false
    }
  }
}
