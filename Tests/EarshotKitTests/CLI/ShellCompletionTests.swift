import Foundation
import Testing

/// `earshot completion bash|zsh|fish`: each script parses in its shell (where the shell is
/// installed: else the test is skipped, saying so), and offers every option that every
/// command's help shows. The options are read from the help the binary prints, so a help and
/// a completion that disagree fail here; bash and fish are asked to complete, zsh is read.
@Suite struct ShellCompletionTests {
  static let commands = [
    "run", "check", "screen", "golden", "audit", "catalogue", "init", "completion", "help",
  ]
  /// The commands whose help is their own (`earshot help --help` is every command's).
  static let withOptions = commands.filter { $0 != "help" }

  static func installed(_ shell: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)")
      || FileManager.default.isExecutableFile(atPath: "/bin/\(shell)")
  }

  /// The script, saved in a fresh folder that also holds a few files to complete.
  private func script(_ shell: String, _ function: String = #function) throws -> (
    folder: String, path: String
  ) {
    let result = try EarshotBinary.run(["completion", shell], in: repositoryRoot)
    #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
    let folder = temporaryFolder(function)
    try write(result.out, to: "earshot.\(shell)", in: folder)
    try write("", to: "scripts/a b.audit", in: folder)
    try write("", to: "scripts/sub/c.screen", in: folder)
    return (folder, folder + "/earshot.\(shell)")
  }

  /// Runs `shell arguments` in `folder`: its status and what it printed.
  private func shell(_ arguments: [String], in folder: String) throws -> (status: Int32, out: String) {
    let (ended, out, err) = try ChildProcess.capture(
      "/usr/bin/env", arguments, in: folder, environment: ["PATH": "/usr/bin:/bin", "HOME": folder])
    return (ended.status, out + err)
  }

  /// Every option of a command's help, short and long (`-j`, `--jobs`), as the binary prints it.
  private func helpOptions(_ command: String) throws -> Set<String> {
    let help = try EarshotBinary.run([command, "--help"], in: repositoryRoot).out
    let rows = help.matches(of: #/\n +(?:(?<short>-[a-z]), )?(?<long>--[a-z-]+)/#)
    return Set(rows.flatMap { [$0.output.short, $0.output.long].compactMap { $0.map(String.init) } })
  }

  /// What bash offers for the words typed (the last one being completed).
  private func bashCompletes(_ words: [String], script: String, in folder: String) throws -> [String] {
    let quoted = words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }.joined(separator: " ")
    let program = """
      source '\(script)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _earshot
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try shell(["bash", "--norc", "--noprofile", "-c", program], in: folder)
    #expect(result.status == 0, "\(result.out)")
    return result.out.split(separator: "\n").map(String.init)
  }

  @Test(
    .enabled(if: installed("bash"), "bash is not installed, so its completion script cannot be tried here"))
  func theBashScriptParses() throws {
    let (folder, path) = try script("bash")
    let parsed = try shell(["bash", "-n", path], in: folder)
    #expect(parsed.status == 0, "\(parsed.out)")
  }

  @Test(
    .enabled(if: installed("zsh"), "zsh is not installed, so its completion script cannot be parsed here"))
  func theZshScriptParses() throws {
    let (folder, path) = try script("zsh")
    let parsed = try shell(["zsh", "-n", path], in: folder)
    #expect(parsed.status == 0, "\(parsed.out)")
  }

  @Test(
    .enabled(if: installed("fish"), "fish is not installed, so its completion script cannot be parsed here"))
  func theFishScriptParses() throws {
    let (folder, path) = try script("fish")
    let parsed = try shell(["fish", "--no-execute", path], in: folder)
    #expect(parsed.status == 0, "\(parsed.out)")
  }

  @Test(
    .enabled(if: installed("bash"), "bash is not installed, so its completion script cannot be tried here"))
  func bashOffersEveryOptionOfEveryCommandsHelp() throws {
    let (folder, path) = try script("bash")
    for command in Self.withOptions {
      let words = command == "golden" ? ["earshot", "golden", "review", "-"] : ["earshot", command, "-"]
      let offered = Set(try bashCompletes(words, script: path, in: folder))
      let missing = try helpOptions(command).subtracting(offered)
      #expect(missing.isEmpty, "bash does not offer \(missing.sorted()) for \(command)")
    }
  }

  @Test(
    .enabled(if: installed("bash"), "bash is not installed, so its completion script cannot be tried here"))
  func bashCompletesCommandsValuesAndPaths() throws {
    let (folder, path) = try script("bash")
    func completes(_ words: String...) throws -> [String] {
      try bashCompletes(words, script: path, in: folder)
    }
    #expect(try completes("earshot", "") == Self.commands)
    #expect(try completes("earshot", "run", "--platform", "") == ["ios", "android"])
    #expect(try completes("earshot", "run", "--format", "=", "j") == ["json"])
    #expect(try completes("earshot", "run", "-u", "") == ["new", "all", "none"])
    #expect(try completes("earshot", "run", "-j", "").isEmpty, "a number: nothing to offer")
    #expect(try completes("earshot", "run", "scripts/").sorted() == ["scripts/a b.audit", "scripts/sub"])
    #expect(try completes("earshot", "run", "--html", "scripts/") == ["scripts/sub"])
    #expect(try completes("earshot", "golden", "") == ["review", "accept", "reject", "prune"])
    #expect(try completes("earshot", "golden", "--golden", "g", "accept", "scripts/s") == ["scripts/sub"])
    #expect(try completes("earshot", "catalogue", "check") == ["checkbox"])
    #expect(try completes("earshot", "completion", "") == ["bash", "zsh", "fish"])
    #expect(try completes("earshot", "run", "--", "-").isEmpty, "after `--` only paths")
  }

  @Test(.enabled(if: installed("fish"), "fish is not installed, so its completions cannot be asked for here"))
  func fishOffersEveryOptionOfEveryCommandsHelp() throws {
    let (folder, path) = try script("fish")
    for command in Self.withOptions {
      let line = command == "golden" ? "earshot golden review -" : "earshot \(command) -"
      let result = try shell(
        ["fish", "--no-config", "-c", "source '\(path)'; complete -C '\(line)'"], in: folder)
      #expect(result.status == 0, "\(result.out)")
      let offered = Set(result.out.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
      let missing = try helpOptions(command).subtracting(offered)
      #expect(missing.isEmpty, "fish does not offer \(missing.sorted()) for \(command)")
    }
    let values = try shell(
      ["fish", "--no-config", "-c", "source '\(path)'; complete -C 'earshot golden '"], in: folder)
    #expect(values.out.split(separator: "\n").sorted() == ["accept", "prune", "reject", "review"])
  }

  /// zsh completes only inside its line editor, so its script is read: each command's branch
  /// names every option of that command's help.
  @Test func zshOffersEveryOptionOfEveryCommandsHelp() throws {
    let (_, path) = try script("zsh")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for command in Self.withOptions {
      let start = try #require(
        text.firstRange(of: try Regex("\\n +\(command)(\\|[a-z]+)*\\)\\n")), "no branch for \(command)")
      let branch = text[start.upperBound...].prefix { $0 != ";" }
      for option in try helpOptions(command) {
        // `'--list[…]'`, `'--junit=[…]'`, `'*--filter=[…]'` (repeatable), `{-j+,--jobs=}`.
        let offered = ["'", "'*", "{", ","].contains { before in
          ["[", "=[", "+", ",", "}", "=}"].contains { after in branch.contains(before + option + after) }
        }
        #expect(offered, "zsh does not offer \(option) for \(command)")
      }
    }
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let result = try EarshotBinary.run(["completion", "tcsh"], in: repositoryRoot)
    #expect(result.status == 64)
    #expect(
      result.err.hasPrefix(
        "earshot: completion takes one shell: bash, zsh, fish, not `tcsh`\nusage: earshot completion"))
  }
}
