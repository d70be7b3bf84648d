import EarshotKit
import Synchronization

/// Prints `earshot: MESSAGE` on standard error for the library's workers, which may call at any
/// moment and at once (a golden's lock found held, `GoldenStore.waitingForLock`): one message at
/// a time, above the progress line when there is one. `@unchecked Sendable`: the console is only
/// used holding the lock (or the progress line's).
final class WorkerNotice: @unchecked Sendable {
  private let console: Earshot.Console
  private let progress: ProgressLine?
  private let lock = Mutex(())

  init(_ console: Earshot.Console, progress: ProgressLine? = nil) {
    self.console = console
    self.progress = progress
  }

  func say(_ message: Message) {
    if let progress {
      progress.above { console.error(message) }
    } else {
      lock.withLock { _ in console.error(message) }
    }
  }
}
