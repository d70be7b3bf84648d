import Foundation
import Testing

/// The command line as a person types it, through the binary: short flags, `earshot help
/// COMMAND`, a usage error that shows that command's usage, and the usages `docs/command-line.md`
/// shows.
@Suite struct CommandUsageTests {
  static let commands = [
    "run", "check", "screen", "golden", "audit", "catalogue", "init", "completion", "help",
  ]

  private func earshot(_ arguments: [String], in folder: String = repositoryRoot) throws -> EarshotBinary.Run
  {
    try EarshotBinary.run(arguments, in: folder, environment: ["CI": "true"])
  }

  /// `-j`, `-u`, `-q` and `-v` are `--jobs`, `--update`, `--quiet` and `--verbose`, with the
  /// value apart, joined (`-j2`) or after `=`.
  @Test func shortFlagsAreTheirLongOptions() throws {
    let run = ["run", "scripts/button", "--golden", "golden"]
    let long = try earshot(run + ["--quiet", "--jobs", "2", "--update", "none"])
    #expect(long.status == 0)
    #expect(strippingTime(long.out) == "24 passed, 0 failed\n")
    for short in [["-q", "-j", "2", "-u", "none"], ["-q", "-j2", "-unone"], ["-q", "-j=2", "-u=none"]] {
      let result = try earshot(run + short)
      #expect(result.status == 0, "\(short): \(result.err)")
      #expect(strippingTime(result.out) == strippingTime(long.out), "\(short)")
      #expect(result.err == long.err, "\(short)")
    }
    let verbose = try earshot(run + ["--verbose"])
    let v = try earshot(run + ["-v"])
    #expect(strippingTime(v.out) == strippingTime(verbose.out))
    #expect(v.out.contains("PASS scripts/button/submit.audit [ios] name and role in one announcement\n"))
    // A short option's value is checked as the long one's.
    let zero = try earshot(run + ["-j0"])
    #expect(zero.status == 64)
    #expect(zero.err.hasPrefix("earshot: --jobs takes a number from 1 to 1024, not `0`\n"))
    let both = try earshot(run + ["-v", "-q"])
    #expect(both.status == 64)
  }

  /// `earshot help COMMAND` prints what `earshot COMMAND --help` does, and `earshot help` what
  /// `earshot --help` does.
  @Test(arguments: commands) func helpCommandIsTheCommandsHelp(_ command: String) throws {
    let help = try earshot(["help", command])
    let option = try earshot([command, "--help"])
    #expect(help.status == 0 && help.err.isEmpty)
    #expect(help.out == option.out)
    #expect(help.out.hasPrefix(command == "help" ? "usage: earshot run" : "usage: earshot \(command) "))
  }

  @Test func helpAloneIsEveryCommandsHelpAndAnUnknownOneListsTheCommands() throws {
    let all = try earshot(["--help"])
    #expect(try earshot(["help"]).out == all.out)
    for command in Self.commands { #expect(all.out.contains("usage: earshot \(command) ")) }
    let unknown = try earshot(["help", "chek"])
    #expect(unknown.status == 64)
    #expect(
      unknown.err.hasPrefix("earshot: unknown command `chek` (did you mean `check`?)\nusage: earshot run "))
  }

  /// A mistake in a command's arguments shows that command's usage, every option in it, and
  /// not the list of every command.
  @Test func aUsageErrorPrintsThatCommandsUsage() throws {
    let check = try earshot(["check", "--bogus"])
    #expect(check.status == 64 && check.out.isEmpty)
    #expect(
      check.err == """
        earshot: unknown option `--bogus` for check
        usage: earshot check [PATH…] [--format human|github] [-q|--quiet]
        `earshot help check` shows what each option does, and an example.

        """)
    let run = try earshot(["run", "--format", "xml"])
    #expect(run.status == 64)
    #expect(
      run.err.hasPrefix(
        """
        earshot: --format is human, github or json, not `xml`
        usage: earshot run [PATH…] [--platform ios|android] [--locale TAG] [--junit FILE]
                           [--junit-profile default|strict] [--golden DIR] [-u|--update new|all|none]

        """))
  }

  @Test(arguments: commands) func eachCommandsUsageErrorShowsOnlyItsUsage(_ command: String) throws {
    let arguments = command == "golden" ? ["golden", "review", "--bogus"] : [command, "--bogus"]
    let result = try earshot(arguments)
    #expect(result.status == 64)
    #expect(
      result.err.hasPrefix("earshot: unknown option `--bogus` for \(command)\nusage: earshot \(command)"))
    // (`earshot help COMMAND` is named by the hint.)
    for other in Self.commands where other != command && other != "help" {
      #expect(!result.err.contains("earshot \(other) "), "\(other)")
    }
  }

  /// `docs/command-line.md` shows every command's usage as a usage error prints it.
  @Test(arguments: commands) func theDocsShowEachCommandsUsage(_ command: String) throws {
    let arguments = command == "golden" ? ["golden", "review", "--bogus"] : [command, "--bogus"]
    let usage = try earshot(arguments).err.split(separator: "\n").dropFirst().prefix { !$0.hasPrefix("`") }
    let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let shown = words(usage.joined(separator: " ")).replacing("usage: ", with: "")
    let docs = words(try String(contentsOfFile: repositoryRoot + "/docs/command-line.md", encoding: .utf8))
    #expect(docs.contains(shown), "docs/command-line.md does not show `\(shown)`")
  }
}
