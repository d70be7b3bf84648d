import Foundation

/// The built `earshot` executable run as a child process, for what only the real binary
/// shows: a crash (a signal, not an exit code), its own working directory, another user, and
/// the bytes it really writes to its standard output and error.
enum EarshotBinary {
  struct Run {
    var out = ""
    var err = ""
    var status: Int32 = -1
    /// `.exit` or `.uncaughtSignal` (a crash).
    var reason = Process.TerminationReason.exit
  }

  /// `EARSHOT_BINARY` when set (to test another build), else next to the test bundle
  /// (`swift test` builds both), else in `.build/debug`.
  static let path: String? = {
    if let chosen = ProcessInfo.processInfo.environment["EARSHOT_BINARY"] { return chosen }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("earshot").path
    let candidates = [beside, repositoryRoot + "/.build/debug/earshot"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// `setpriv`, to run as the unprivileged user `nobody` when the tests run as root (whom file
  /// permissions do not stop).
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Whether `run(…, asNobody: true)` can work here.
  static var canRunUnprivileged: Bool { getuid() != 0 || setpriv != nil }

  /// Runs `earshot arguments` in `folder`; `asNobody` drops root first (see `setpriv`).
  /// `standardOutput` replaces the file that `Run.out` is read from (which is then empty).
  static func run(
    _ arguments: [String], in folder: String, environment: [String: String] = [:], asNobody: Bool = false,
    standardOutput: FileHandle? = nil
  ) throws -> Run {
    let child = try start(
      arguments, in: folder, environment: environment, asNobody: asNobody, standardOutput: standardOutput)
    return try child.finish()
  }

  /// Runs `earshot` once for each list of arguments, all at once, in `folder`: every child is
  /// started before any is waited for. Give a few (two cores run them): each is a process.
  static func runTogether(_ argumentLists: [[String]], in folder: String) throws -> [Run] {
    let children = try argumentLists.map { try start($0, in: folder) }
    return try children.map { try $0.finish() }
  }

  /// A child started and not yet waited for, with the files its output goes to.
  struct Child {
    let process: Process
    let outPath: String
    let errPath: String

    /// Waits for it to end, and reads what it wrote.
    func finish() throws -> Run {
      defer {
        try? FileManager.default.removeItem(atPath: outPath)
        try? FileManager.default.removeItem(atPath: errPath)
      }
      process.waitUntilExit()
      var run = Run()
      run.out = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self)
      run.err = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self)
      run.status = process.terminationStatus
      run.reason = process.terminationReason
      return run
    }
  }

  private static func start(
    _ arguments: [String], in folder: String, environment: [String: String] = [:], asNobody: Bool = false,
    standardOutput: FileHandle? = nil
  ) throws -> Child {
    guard let path else { throw Missing() }
    let process = Process()
    if asNobody, getuid() == 0, let setpriv {
      process.executableURL = URL(fileURLWithPath: setpriv)
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", path] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    // Files, not pipes: a large output cannot block the child while nobody reads it.
    let outPath = NSTemporaryDirectory() + "earshot-out-\(UUID().uuidString)"
    let errPath = NSTemporaryDirectory() + "earshot-err-\(UUID().uuidString)"
    for path in [outPath, errPath] where !FileManager.default.createFile(atPath: path, contents: nil) {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    let child = Child(process: process, outPath: outPath, errPath: errPath)
    do {
      process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
      process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
      try process.run()
    } catch {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
      throw error
    }
    return child
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String { "the earshot executable is not built; run `swift build`" }
  }
}

/// A fresh folder that every user may write in (for runs as `nobody`).
func sharedTemporaryFolder(_ name: String = #function) -> String {
  let folder = temporaryFolder(name)
  chmod(folder, 0o777)
  return folder
}

/// Writes `text` to `folder/relative`, creating folders on the way.
func write(_ text: String, to relative: String, in folder: String) throws {
  let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}
