import EarshotKit
import Foundation
import Testing

@testable import EarshotCLI

/// Every example in `README.md`, `BENCHMARKS.md` and `docs/**/*.md` is checked, so that the documentation
/// cannot drift from the tool. A fenced block says what it holds in its info string, a
/// language and then `key=value` attributes:
///
/// - ```` ```audit ```` is a script, compiled as if it stood at the repository's root (a
///   `screen "scripts/…"` path resolves from there). With `screen=PATH` it is a snippet: it is
///   compiled with a `screen "PATH"` line put in front of it, PATH relative to the root
///   (```` ```audit screen=scripts/button/button.screen ````); statements outside a test form one
///   test, as in any script. A script that writes its screen inline (`screen { … }`) is also
///   run, on both platforms, and every test must pass.
/// - ```` ```screen ```` is a `.screen` file, compiled as one (bare elements, a `screen { … }`
///   block, `allow` lines).
/// - Either may say which diagnostics it is there to show: `error=ID` and `warning=ID` (several
///   separated by `,`). Without them it must compile with no diagnostic at all.
/// - Every `earshot …` command in a ```` ```sh ```` block, and in the `run:` lines of a
///   ```` ```yaml ```` block, names a command of `CommandTable` and only options that command
///   takes (as `earshot COMMAND --help` lists them), and parses as the command line parses it.
///   `swift run [OPTIONS] earshot …` and `.build/…/earshot …` count too.
/// - Every other fenced block outside `docs/research/` (research notes, kept as written) says
///   what it holds: ```` ```text ```` for output and grammars.
/// - Every relative link leads to a file that exists, and its `#anchor` to a heading there.
///
/// The README's quick start is run end to end by `QuickStartTests`.
@Suite struct DocExampleTests {
  static let languages: Set<String> = ["audit", "screen", "sh", "yaml", "text"]

  static func blocks(_ language: String) throws -> [FencedBlock] {
    try DocFile.all().flatMap(\.blocks).filter { $0.language == language }
  }

  // MARK: Audit scripts and screens

  /// The diagnostics a block says it shows, as `id` strings (errors and warnings together).
  private func expectedIDs(_ block: FencedBlock) -> [String] {
    let attributes = block.attributes
    return [attributes["error"], attributes["warning"]].compactMap { $0 }.flatMap {
      $0.split(separator: ",").map(String.init)
    }.sorted()
  }

  /// A compiler that reads the example at `path` from memory and every other file from disk.
  private func compiler(serving text: String, at path: String) -> Compiler {
    let bytes = Array(text.utf8)
    return Compiler(
      reader: SourceReader { requested, maximum in
        requested == path ? .success(bytes) : SourceReader.fileSystem.read(requested, maximum)
      })
  }

  private func report(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map {
      "\($0.lineAndColumn.line):\($0.lineAndColumn.column): \($0.id.rawValue): \($0.message)"
    }
    .joined(separator: "\n")
  }

  @Test func theDocsHaveAuditAndScreenExamples() throws {
    #expect(try Self.blocks("audit").count >= 5)
    #expect(try Self.blocks("screen").count >= 5)
  }

  /// Each ```` ```audit ```` block compiles, with exactly the diagnostics it says it shows.
  @Test(arguments: try blocks("audit").map { Example($0) })
  func eachAuditExampleCompiles(_ example: Example) throws {
    let block = example.block
    var text = block.text
    if let screen = block.attributes["screen"] {
      #expect(
        FileManager.default.fileExists(atPath: repositoryRoot + "/" + screen),
        "\(block.place): no file \(screen)")
      text = "screen \"\(screen)\"\n" + text
    }
    let path = repositoryRoot + "/doc-example.audit"
    let result = compiler(serving: text, at: path).compileScript(SourceFile(path: path, text: text))
    #expect(
      result.diagnostics.map(\.id.rawValue).sorted() == expectedIDs(block),
      "\(block.place): an ```audit example that does not compile as it says:\n\(report(result.diagnostics))")
  }

  /// A complete script with its screen inline runs, and passes, on every platform it targets.
  @Test(arguments: try blocks("audit").filter(\.writesItsScreenInline).map { Example($0) })
  func eachCompleteAuditExampleRunsAndPasses(_ example: Example) throws {
    let block = example.block
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(block.text, to: "example.audit", in: folder)
    let run = earshot(["run", folder + "/example.audit", "--golden", folder + "/golden", "--quiet"])
    #expect(run.status == 0 && run.err.isEmpty, "\(block.place): \(run.out)\(run.err)")
    #expect(run.out.contains(" passed, 0 failed"), "\(block.place): \(run.out)")
  }

  /// Each ```` ```screen ```` block compiles as a `.screen` file.
  @Test(arguments: try blocks("screen").map { Example($0) })
  func eachScreenExampleCompiles(_ example: Example) throws {
    let block = example.block
    let path = repositoryRoot + "/doc-example.screen"
    let result = compiler(serving: block.text, at: path).compileScreen(at: path)
    #expect(
      result.diagnostics.map(\.id.rawValue).sorted() == expectedIDs(block),
      "\(block.place): a ```screen example that does not compile as it says:\n\(report(result.diagnostics))")
  }

  // MARK: Command lines

  /// The `earshot …` command lines of the ```` ```sh ```` and ```` ```yaml ```` blocks.
  static func commandLines() throws -> [CommandLineExample] {
    var examples: [CommandLineExample] = []
    for block in try blocks("sh") {
      for command in ShellCommand.commands(in: block) {
        for arguments in ShellLine.earshotArguments(command.commandLine) {
          examples.append(CommandLineExample(place: "\(block.file):\(command.line)", arguments: arguments))
        }
      }
    }
    for block in try blocks("yaml") {
      for (index, line) in block.body.enumerated() {
        // `run: earshot …`, or a line of a `run: |` block.
        var shell = line.trimmingCharacters(in: .whitespaces)
        if shell.hasPrefix("- ") { shell.removeFirst(2) }
        if shell.hasPrefix("run:") { shell.removeFirst(4) }
        for arguments in ShellLine.earshotArguments(shell) {
          examples.append(
            CommandLineExample(place: "\(block.file):\(block.line + 1 + index)", arguments: arguments))
        }
      }
    }
    return examples
  }

  @Test func theDocsHaveCommandLines() throws {
    let commands = Set(try Self.commandLines().compactMap(\.arguments.first))
    // The README's quick start alone runs screen, run, golden, audit and init.
    #expect(commands.isSuperset(of: ["run", "check", "screen", "golden", "audit", "init", "completion"]))
  }

  /// Each `earshot …` line uses a command that exists and options it takes, and parses.
  @Test(arguments: try commandLines())
  func eachCommandLineUsesCommandsAndOptionsThatExist(_ example: CommandLineExample) throws {
    let arguments = example.arguments
    let global = ["--help", "-h", "--version"]
    guard let first = arguments.first, !global.contains(first) else { return }
    let command = try #require(CommandTable.command(first), "\(example.place): no command `\(first)`")
    let help = Command.commandHelp(command)
    for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("-") && argument != "-" {
      var name = String(argument.split(separator: "=", maxSplits: 1)[0])
      if !name.hasPrefix("--"), name.count > 2 { name = String(name.prefix(2)) }  // `-j4`
      let option = command.option(named: name)
      #expect(option != nil || global.contains(name), "\(example.place): `earshot \(first)` takes no \(name)")
      #expect(help.contains(name), "\(example.place): `earshot \(first) --help` does not list \(name)")
    }
    #expect(throws: Never.self, "\(example.place): `earshot \(arguments.joined(separator: " "))`") {
      _ = try Command.parse(arguments)
    }
  }

  // MARK: Blocks and links

  /// Every fenced block outside the research notes says what it holds.
  @Test func everyFencedBlockSaysWhatItHolds() throws {
    for file in try DocFile.all() where !file.isResearch {
      for block in file.blocks {
        #expect(
          Self.languages.contains(block.language),
          "\(block.place): a fenced block says `\(block.info)`; give it one of \(Self.languages.sorted())")
      }
    }
  }

  /// Every relative link leads to a file, and its anchor to a heading of that file.
  @Test func everyRelativeLinkLeadsSomewhere() throws {
    for file in try DocFile.all() where !file.isResearch {
      let folder = URL(fileURLWithPath: repositoryRoot + "/" + file.path).deletingLastPathComponent()
      for (link, line) in file.relativeLinks {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target =
          parts[0].isEmpty
          ? URL(fileURLWithPath: repositoryRoot + "/" + file.path)
          : folder.appendingPathComponent(String(parts[0])).standardizedFileURL
        guard FileManager.default.fileExists(atPath: target.path) else {
          Issue.record("\(file.path):\(line): \(link) leads to no file")
          continue
        }
        guard parts.count == 2 else { continue }
        let linked = try DocFile(path: String(target.path.dropFirst(repositoryRoot.count + 1)))
        #expect(
          linked.anchors.contains(String(parts[1])),
          "\(file.path):\(line): \(link): \(linked.path) has no heading whose anchor is #\(parts[1])")
      }
    }
  }
}

/// A fenced block as a test's argument, named by its place in the docs.
struct Example: CustomTestStringConvertible, Sendable {
  let place: String
  let info: String
  let body: [String]
  let line: Int
  let file: String

  init(_ block: FencedBlock) {
    (place, info, body, line, file) = (block.place, block.info, block.body, block.line, block.file)
  }

  var block: FencedBlock { FencedBlock(file: file, line: line, info: info, body: body) }
  var testDescription: String { place }
}

/// An `earshot …` command line of the docs, as a test's argument.
struct CommandLineExample: CustomTestStringConvertible, Sendable {
  let place: String
  let arguments: [String]
  var testDescription: String { "\(place): earshot \(arguments.joined(separator: " "))" }
}

extension FencedBlock {
  /// A script whose screen is written in it (`screen { … }`, `screen "Title" { … }`).
  var writesItsScreenInline: Bool {
    attributes["screen"] == nil && body.contains { $0.contains(#/^screen\b[^#]*\{/#) }
  }
}
