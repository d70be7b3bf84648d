import Foundation
import Testing

extension EarshotBinary {
  /// Runs `earshot arguments` in `folder` with its standard output on a terminal (a
  /// pseudo-terminal in raw mode, so that the bytes read are the bytes written), as a person
  /// runs it. `Run.out` is what the terminal received; standard error goes to a file. Where no
  /// pseudo-terminal can be had, the test is cancelled with the reason.
  static func runOnTerminal(_ arguments: [String], in folder: String, environment: [String: String] = [:])
    throws -> Run
  {
    guard let path else { throw Missing() }
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { try unavailable("/dev/ptmx") }
    defer { close(master) }
    var name = [CChar](repeating: 0, count: 128)
    guard let pseudoTerminal = PseudoTerminal.functions, pseudoTerminal.grantpt(master) == 0,
      pseudoTerminal.unlockpt(master) == 0, pseudoTerminal.ptsname(master, &name, name.count) == 0
    else { try unavailable("grantpt") }
    let terminal = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else {
      try unavailable(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    var attributes = termios()
    tcgetattr(terminal, &attributes)
    cfmakeraw(&attributes)
    tcsetattr(terminal, TCSANOW, &attributes)

    let err: OutputFile
    do { err = try OutputFile() } catch {
      close(terminal)
      throw error
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm"].merging(environment) { $1 }
    process.standardOutput = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    process.standardError = try err.handle()
    let reader = TerminalReader(master: master, terminal: terminal)
    let ended: ChildProcess.Result
    do {
      ended = try ChildProcess.run(process, whileRunning: reader.readToEnd)
    } catch {
      close(terminal)
      throw error
    }
    var run = Run()
    run.out = String(decoding: reader.output, as: UTF8.self)
    run.err = try err.text()
    run.status = ended.status
    run.reason = ended.reason
    return run
  }

  /// Reads what the child writes to its terminal, to the end.
  private final class TerminalReader: @unchecked Sendable {
    let master: Int32
    let terminal: Int32
    /// Read only once `readToEnd` has returned.
    private(set) var output: [UInt8] = []

    init(master: Int32, terminal: Int32) { (self.master, self.terminal) = (master, terminal) }

    /// Closes this process's end of the terminal, so that only the child holds it and reading
    /// ends (EIO) when the child exits, then reads everything it writes.
    func readToEnd() {
      close(terminal)
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(master, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        output += buffer[..<count]
      }
    }
  }

  /// The C library's `grantpt`, `unlockpt` and `ptsname_r`, which Glibc's module does not
  /// declare (they are X/Open's), looked up by name.
  private enum PseudoTerminal {
    typealias Call = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32

    static let functions: (grantpt: Call, unlockpt: Call, ptsname: Name)? = {
      guard let library = dlopen(nil, RTLD_NOW), let grant = dlsym(library, "grantpt"),
        let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname_r")
      else { return nil }
      return (
        unsafeBitCast(grant, to: Call.self), unsafeBitCast(unlock, to: Call.self),
        unsafeBitCast(name, to: Name.self)
      )
    }()
  }

  /// Cancels the test: no pseudo-terminal here, and why (`errno` of the call that failed).
  private static func unavailable(_ call: String) throws -> Never {
    let reason = String(cString: strerror(errno))
    try Test.cancel("no pseudo-terminal to run earshot on (\(call): \(reason))")
  }
}
