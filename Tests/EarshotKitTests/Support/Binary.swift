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
    let child = try Child(
      arguments, in: folder, environment: environment, asNobody: asNobody, standardOutput: standardOutput)
    return try child.run(ChildProcess.run(child.process))
  }

  /// Runs `earshot arguments` in `folder` as `run` does, calling `whileRunning` on another
  /// thread once it has started, to watch it (`Watch`) and act meanwhile; `whileRunning` must
  /// return once the child has ended, as it does when the child is stopped at its bound.
  static func run(
    _ arguments: [String], in folder: String, whileRunning: @escaping @Sendable (Watch) -> Void
  ) throws -> Run {
    let child = try Child(arguments, in: folder)
    let watch = Watch(process: child.process, err: child.err)
    return try child.run(ChildProcess.run(child.process) { whileRunning(watch) })
  }

  /// A running child, as a test sees it: whether it still runs, and what it has written to
  /// standard error so far.
  struct Watch: @unchecked Sendable {
    fileprivate let process: Process
    fileprivate let err: OutputFile

    var isRunning: Bool { process.isRunning }

    var errorSoFar: String { (try? err.text()) ?? "" }
  }

  /// Runs `earshot` once for each list of arguments, all at once, in `folder`, as the jobs of
  /// a parallel CI run do (`ChildProcess.runTogether`). Give a few: each is a process.
  static func runTogether(_ argumentLists: [[String]], in folder: String) throws -> [Run] {
    let children = try argumentLists.map { try Child($0, in: folder) }
    let ended = try ChildProcess.runTogether(children.map(\.process))
    return try zip(children, ended).map { try $0.run($1) }
  }

  /// The binary as a child not yet started, with the files its output goes to (files, not
  /// pipes: a large output cannot block the child while nobody reads it).
  private struct Child {
    let process = Process()
    let out: OutputFile
    let err: OutputFile

    init(
      _ arguments: [String], in folder: String, environment: [String: String] = [:], asNobody: Bool = false,
      standardOutput: FileHandle? = nil
    ) throws {
      guard let path = EarshotBinary.path else { throw Missing() }
      if asNobody, getuid() == 0, let setpriv = EarshotBinary.setpriv {
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", path] + arguments
      } else {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
      }
      process.currentDirectoryURL = URL(fileURLWithPath: folder)
      process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
      (out, err) = (try OutputFile(), try OutputFile())
      process.standardOutput = try standardOutput ?? out.handle()
      process.standardError = try err.handle()
    }

    /// What it wrote and how it ended.
    func run(_ ended: ChildProcess.Result) throws -> Run {
      Run(out: try out.text(), err: try err.text(), status: ended.status, reason: ended.reason)
    }
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
