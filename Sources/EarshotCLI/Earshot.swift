import EarshotKit
import Foundation

/// The command line. It parses options, validates them, calls the library and maps
/// results to exit codes; it holds no pipeline logic of its own.
public enum Earshot {
  public static let version = "0.1.0"

  /// Exit codes: 0 success, 1 tests failed, 2 scripts or screens did not compile,
  /// 64 bad command-line usage, and 74 (`EX_IOERR` in sysexits.h) when nothing failed but a
  /// file asked for (the `--junit` or `--html` report, `init -o`'s script), or the console
  /// output, could not be written.
  public enum ExitCode {
    public static let success: Int32 = 0
    public static let testsFailed: Int32 = 1
    public static let compileFailed: Int32 = 2
    public static let usage: Int32 = 64
    public static let outputFailed: Int32 = 74
  }

  /// Where output goes, so that tests can run commands in-process.
  public struct Console {
    public var out: (String) -> Void
    public var err: (String) -> Void
    /// Whether stderr is a terminal and colour is allowed there.
    public var colorDiagnostics: Bool
    /// Whether stdout is a terminal and colour is allowed there (test results).
    public var colorOutput: Bool
    /// Whether stdout is a terminal (a person reading, not a log): `run` then lists only the
    /// failed tests unless `--verbose`.
    public var outIsTerminal: Bool
    /// Rewrites the one progress line in place (`""` clears it); nil when stderr is not a
    /// terminal, so that logs never hold a carriage return.
    public var progress: ((String) -> Void)?
    /// Seconds from some fixed moment, for the time a run took; tests give a fixed one, so
    /// that no tested output depends on time.
    public var clock: () -> Double
    /// Why output was lost, if it was: a stream that could not be written (`standard output:
    /// Broken pipe`). The command still ran and wrote its reports; the exit status says so.
    public var lostOutput: () -> String? = { nil }

    public init(
      out: @escaping (String) -> Void, err: @escaping (String) -> Void, colorDiagnostics: Bool,
      colorOutput: Bool = false, outIsTerminal: Bool = false, progress: ((String) -> Void)? = nil,
      clock: @escaping () -> Double = { 0 }
    ) {
      self.out = out
      self.err = err
      self.colorDiagnostics = colorDiagnostics
      self.colorOutput = colorOutput
      self.outIsTerminal = outIsTerminal
      self.progress = progress
      self.clock = clock
    }

    /// Standard output and error. Everything written passes `VisibleText.terminalSafe`, so
    /// that a character from a script that some report failed to escape still cannot act on
    /// the terminal or the CI log.
    public static func standard(environment: [String: String]) -> Console {
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      let clock = ContinuousClock()
      let start = clock.now
      let (output, error) = (StandardStream(1), StandardStream(2))
      // The progress line: back to the start of the line, the text, erase what is left of an
      // earlier longer one. The text passes `terminalSafe` like everything else.
      let progress = { (line: String) in
        error.write("\r" + VisibleText.terminalSafe(line) + "\u{1B}[K")
      }
      var console = Console(
        out: { output.write(VisibleText.terminalSafe($0)) },
        err: { error.write(VisibleText.terminalSafe($0)) },
        colorDiagnostics: !noColor && isatty(2) == 1, colorOutput: !noColor && isatty(1) == 1,
        outIsTerminal: isatty(1) == 1, progress: isatty(2) == 1 ? progress : nil,
        clock: {
          let elapsed = start.duration(to: clock.now).components
          return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        })
      console.lostOutput = {
        output.failed.map { "standard output: \($0)" } ?? error.failed.map { "standard error: \($0)" }
      }
      return console
    }

    /// `earshot: MESSAGE` on standard error.
    func error(_ message: Message) {
      err("earshot: \(message.text)\n")
    }

    /// `earshot: warning: MESSAGE` on standard error.
    func warning(_ message: Message) {
      err("earshot: warning: \(message.text)\n")
    }
  }

  /// The process's arguments (not its name) with their bytes kept: an argument that is not
  /// UTF-8, such as a file name in Latin-1, still names its file (`FileName`).
  public static func commandLineArguments() -> [String] {
    (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { FileName.decode(cString: $0) } }
  }

  public static func run(
    _ arguments: [String], console: Console,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    do {
      let command = try Command.parse(arguments)
      if command.readsFiles, case .failure(let error) = ProjectRoot.workingDirectory() {
        console.error("\(raw: error.description); run earshot from a folder that exists")
        return ExitCode.usage
      }
      let status = command.execute(console, environment: environment)
      guard let lost = console.lostOutput() else { return status }
      // Said on standard error, when that is not the stream that failed.
      console.error("the console output is incomplete: \(raw: lost)")
      return status == ExitCode.success ? ExitCode.outputFailed : status
    } catch let error as UsageError {
      // A mistake within a command shows that command's usage; any other, the commands.
      let usage = error.command.flatMap(CommandTable.command).map(Command.usage(of:)) ?? Command.shortUsage
      console.err("earshot: \(error.message)\n\(usage)")
      return ExitCode.usage
    } catch {
      console.error("\(String(describing: error))")
      return ExitCode.usage
    }
  }
}

/// Bad command-line usage (exit 64). Its message echoes what was typed as a `Message` does:
/// escaped and cut.
public struct UsageError: Error {
  public let message: String
  /// The command whose arguments hold the mistake, when it is known: its usage is printed.
  public var command: String?
  /// Whether the mistake is a command's name (`earshot help nope`): the commands are listed.
  public var namesNoCommand = false
  public init(_ message: Message) { self.message = message.text }

  /// `unknown command `chek``, with a suggestion: the commands are listed.
  static func unknownCommand(_ name: String) -> UsageError {
    let commands = CommandTable.spec.commands.map(\.name)
    var error = UsageError("unknown command `\(name)`\(Suggestions.didYouMean(name, in: commands))")
    error.namesNoCommand = true
    return error
  }
}
