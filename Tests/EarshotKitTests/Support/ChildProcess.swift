import Foundation
import Testing

/// Every program a test starts (the `earshot` binary, a shell, xmllint, Chromium), started in
/// one place so that each is bounded the same way:
///
/// - **A child that hangs is stopped, not the test.** No test carries a time limit: on a runner
///   busy with other work a suite can take any time. A child still running after `bound`
///   (minutes: far beyond any honest run) is sent SIGTERM, then SIGKILL, and the test records
///   that it was stopped, so a hang is a failure that says so instead of a run that never ends.
/// - **Children do not oversubscribe the machine.** At most one child per core runs at a time
///   (`slots`); a test that wants more waits for a slot, as a job waits for a runner.
enum ChildProcess {
  struct Result {
    var status: Int32 = -1
    /// `.exit`, or `.uncaughtSignal` for a crash (or a child stopped at the bound).
    var reason = Process.TerminationReason.exit
    /// Whether the child outlived `bound` and was stopped.
    var wasStopped = false
  }

  /// How long a child may run: `EARSHOT_TEST_CHILD_BOUND` seconds when set, else ten minutes.
  static let bound: TimeInterval = {
    let chosen = ProcessInfo.processInfo.environment["EARSHOT_TEST_CHILD_BOUND"].flatMap(TimeInterval.init)
    return chosen.map { max(1, $0) } ?? 600
  }()

  /// One slot per core: the children that may run at once.
  static let slots = DispatchSemaphore(value: cores)
  static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// Held while a group takes every slot, so that two groups never each hold half of them.
  private static let takingAll = NSLock()

  /// Runs `process` (configured but not started) to its end, in a slot, within `bound`.
  /// `whileRunning` is called on another thread once the child has started (to read a terminal
  /// it writes to, say), and waited for: it must return when the child ends.
  @discardableResult
  static func run(
    _ process: Process, bound: TimeInterval = ChildProcess.bound, whileRunning: (@Sendable () -> Void)? = nil
  ) throws -> Result {
    slots.wait()
    defer { slots.signal() }
    let watcher = try Watcher(starting: process, bound: bound)
    let alongside = DispatchGroup()
    if let whileRunning { DispatchQueue.global().async(group: alongside, execute: whileRunning) }
    let result = watcher.finish(by: .now() + bound)
    alongside.wait()
    return result
  }

  /// Runs `processes` all at once, as parallel jobs of one CI run do, the whole group within
  /// `bound`. The group takes every slot, so no other test's child runs beside it; when one
  /// cannot be started, those started are stopped.
  static func runTogether(_ processes: [Process], bound: TimeInterval = ChildProcess.bound) throws -> [Result]
  {
    takingAll.lock()
    for _ in 0..<cores { slots.wait() }
    takingAll.unlock()
    defer { for _ in 0..<cores { slots.signal() } }
    var watchers: [Watcher] = []
    do {
      for process in processes { watchers.append(try Watcher(starting: process, bound: bound)) }
    } catch {
      for watcher in watchers { _ = watcher.finish(by: .now()) }
      throw error
    }
    let deadline = DispatchTime.now() + bound
    return watchers.map { $0.finish(by: deadline) }
  }

  /// A started child, waited for within its bound and stopped past it.
  private final class Watcher: @unchecked Sendable {
    let process: Process
    let ended = DispatchSemaphore(value: 0)
    let bound: TimeInterval

    init(starting process: Process, bound: TimeInterval) throws {
      (self.process, self.bound) = (process, bound)
      process.terminationHandler = { [ended] _ in ended.signal() }
      try process.run()
    }

    /// Waits for the child's end until `deadline`, stopping it past it (SIGTERM, then SIGKILL),
    /// and fails the test that started it when it had to be stopped.
    func finish(by deadline: DispatchTime) -> Result {
      var stopped = false
      if ended.wait(timeout: deadline) != .success {
        stopped = true
        process.terminate()
        // A child started from a worker thread inherits its blocked signals, SIGTERM among
        // them, so SIGKILL follows soon.
        if ended.wait(timeout: .now() + 1) != .success {
          kill(process.processIdentifier, SIGKILL)
          ended.wait()
        }
      }
      process.waitUntilExit()
      var result = Result(status: process.terminationStatus, reason: process.terminationReason)
      result.wasStopped = stopped
      if stopped {
        let command = ([process.executableURL?.path ?? "?"] + (process.arguments ?? [])).joined(
          separator: " ")
        Issue.record("\(command) was still running after \(Int(bound)) s and was stopped")
      }
      return result
    }
  }

  /// `executable arguments` in `folder`, with its standard output and error sent to files (never
  /// pipes, which a large output would fill while nobody reads): the result and what it wrote.
  static func capture(
    _ executable: String, _ arguments: [String], in folder: String? = nil,
    environment: [String: String]? = nil,
    bound: TimeInterval = ChildProcess.bound
  ) throws -> (result: Result, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    if let environment { process.environment = environment }
    let out = try OutputFile()
    let err = try OutputFile()
    process.standardOutput = try out.handle()
    process.standardError = try err.handle()
    let result = try run(process, bound: bound)
    return (result, try out.text(), try err.text())
  }
}

/// A temporary file a child writes its output to, removed when the value is released.
final class OutputFile {
  let path = NSTemporaryDirectory() + "earshot-child-\(UUID().uuidString)"

  init() throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }

  func handle() throws -> FileHandle { try FileHandle(forWritingTo: URL(fileURLWithPath: path)) }

  func text() throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
