import Foundation
import Testing

/// The bounds every child of the test suite runs within (`ChildProcess`).
@Suite struct ChildProcessTests {
  /// A child that outlives its bound is stopped, and the test that started it fails, saying so.
  @Test func aChildPastItsBoundIsStoppedAndTheTestFails() throws {
    var ended = ChildProcess.Result()
    try withKnownIssue {
      ended = try ChildProcess.capture("/bin/sleep", ["600"], bound: 1).result
    } matching: { issue in
      String(describing: issue).contains("/bin/sleep 600 was still running after 1 s and was stopped")
    }
    #expect(ended.wasStopped)
    #expect(ended.reason == .uncaughtSignal)
  }

  /// Children started at once by many threads run at most one per core: each counts the others
  /// running as it starts.
  @Test func childrenRunOnePerCore() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/running", withIntermediateDirectories: true)
    let script = """
      ls running | wc -l >> counts; touch running/$$; sleep 0.2; rm running/$$
      """
    // Threads of their own, not a pool as wide as the machine, so that all twelve ask at once.
    let started = DispatchGroup()
    for _ in 0..<12 {
      started.enter()
      Thread.detachNewThread {
        _ = try? ChildProcess.capture("/bin/sh", ["-c", script], in: folder)
        started.leave()
      }
    }
    started.wait()
    let counts = try String(contentsOfFile: folder + "/counts", encoding: .utf8)
      .split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    #expect(counts.count == 12)
    #expect(counts.allSatisfy { $0 < ProcessInfo.processInfo.activeProcessorCount }, "\(counts)")
  }

  /// A group of which one child cannot be started stops the children it started.
  @Test func aGroupThatCannotStartStopsWhatItStarted() throws {
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleeper.arguments = ["600"]
    // Not this process's output: a child left running would hold it open.
    sleeper.standardOutput = FileHandle.nullDevice
    sleeper.standardError = FileHandle.nullDevice
    let missing = Process()
    missing.executableURL = URL(fileURLWithPath: "/nonexistent/earshot-test-program")
    withKnownIssue {
      #expect(throws: (any Error).self) { try ChildProcess.runTogether([sleeper, missing]) }
    } matching: { issue in
      String(describing: issue).contains("/bin/sleep 600 was still running after")
    }
    #expect(!sleeper.isRunning)
    #expect(sleeper.terminationReason == .uncaughtSignal)
  }
}
