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

    let errPath = NSTemporaryDirectory() + "earshot-err-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: errPath, contents: nil) else {
      close(terminal)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errPath])
    }
    defer { try? FileManager.default.removeItem(atPath: errPath) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm"].merging(environment) { $1 }
    process.standardOutput = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    do {
      try process.run()
    } catch {
      close(terminal)
      throw error
    }
    // Only the child holds the terminal now: reading ends (EIO) when it exits.
    close(terminal)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(master, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[..<count]
    }
    process.waitUntilExit()
    var run = Run()
    run.out = String(decoding: output, as: UTF8.self)
    run.err = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self)
    run.status = process.terminationStatus
    run.reason = process.terminationReason
    return run
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
