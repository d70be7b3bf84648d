import EarshotKit

/// The console's progress line, told by the runner's workers one at a time (the runner holds a
/// lock around each call), hence `@unchecked Sendable`.
final class ProgressLine: @unchecked Sendable {
  private let write: (String) -> Void
  private var shown = false

  init(_ write: @escaping (String) -> Void) {
    self.write = write
  }

  func show(done: Int, total: Int, path: String) {
    shown = true
    write(ConsoleReport.progress(done: done, of: total, path))
  }

  /// Erases the line, so that what follows starts on a clean one.
  func clear() {
    if shown { write("") }
  }
}
