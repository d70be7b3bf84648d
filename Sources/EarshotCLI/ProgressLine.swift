import EarshotKit
import Synchronization

/// The console's progress line, told by the runner's workers one at a time (the runner holds a
/// lock around each call) while results may be printed above it, hence its own lock and
/// `@unchecked Sendable`.
final class ProgressLine: @unchecked Sendable {
  private let write: (String) -> Void
  private let shown = Mutex(false)

  init(_ write: @escaping (String) -> Void) {
    self.write = write
  }

  func show(done: Int, total: Int, path: String) {
    shown.withLock { shown in
      shown = true
      write(ConsoleReport.progress(done: done, of: total, path))
    }
  }

  /// Erases the line, so that what follows starts on a clean one.
  func clear() {
    above {}
  }

  /// Erases the line and prints with `print` where it was; the next `show` draws it again below.
  func above(_ print: () -> Void) {
    shown.withLock { shown in
      if shown { write("") }
      shown = false
      print()
    }
  }
}
