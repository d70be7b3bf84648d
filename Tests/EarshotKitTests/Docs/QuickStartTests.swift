import Foundation
import Testing

/// The README's quick start, pasted as a newcomer pastes it: every command of its ```` ```sh ````
/// blocks in order, in one `bash`, from a fresh temporary folder, with the built `earshot` on
/// the PATH.
///
/// - A command must end with status 0, unless its comment says otherwise (`earshot run
///   login.audit   # exit 1: …`).
/// - A ```` ```text ```` block after a ```` ```sh ```` block is what that block's last command
///   prints: each of its lines must be in the output (standard output and error as a terminal
///   interleaves them), in that order. Lines may be left out (a terminal shows fewer than a
///   pipe), and the time of a summary line (` in 0.02 s`) is not compared.
/// - A ```` ```yaml ```` block with `file=PATH` is written to PATH, then each `earshot …` of its
///   `run:` lines runs there with `CI=true`, as the job would on the committed folder, and must
///   pass.
@Suite struct QuickStartTests {
  /// One thing the quick start does, in order.
  struct Step {
    var place: String
    /// What `bash` runs.
    var script: String
    /// What it shows the reader, for messages.
    var shown: String
    var expectedStatus: Int32 = 0
    /// The lines of the ```` ```text ```` block after it, if any.
    var expectedOutput: [String] = []
  }

  static func steps() throws -> [Step] {
    let readme = try DocFile(path: "README.md")
    let section = try #require(readme.section("## Quick start"), "the README has a `## Quick start`")
    var steps: [Step] = []
    for block in section.blocks {
      switch block.language {
      case "sh":
        for command in ShellCommand.commands(in: block) {
          steps.append(
            Step(
              place: "README.md:\(command.line)", script: command.text, shown: command.text,
              expectedStatus: command.expectedStatus))
        }
      case "text":
        let last = try #require(steps.indices.last, "\(block.place): output shown before any command")
        steps[last].expectedOutput = block.body
      case "yaml":
        guard let file = block.attributes["file"] else { continue }
        let delimiter = "EARSHOT_DOC_EOF"
        steps.append(
          Step(
            place: block.place,
            script: "mkdir -p \"$(dirname '\(file)')\"\ncat > '\(file)' <<'\(delimiter)'\n"
              + block.text + delimiter, shown: "(writes \(file))"))
        for (index, line) in block.body.enumerated() {
          var shell = line.trimmingCharacters(in: .whitespaces)
          if shell.hasPrefix("- ") { shell.removeFirst(2) }
          guard shell.hasPrefix("run:") else { continue }
          shell = String(shell.dropFirst(4)).trimmingCharacters(in: .whitespaces)
          guard !ShellLine.earshotArguments(shell).isEmpty else { continue }
          steps.append(
            Step(place: "\(block.file):\(block.line + 1 + index)", script: "CI=true " + shell, shown: shell))
        }
      default:
        continue
      }
    }
    return steps
  }

  /// `line` without the time of a summary line.
  private static func timeless(_ line: some StringProtocol) -> String {
    String(line).replacing(#/ in [0-9]+\.[0-9]{2} s$/#, with: "").trimmingCharacters(
      in: .whitespaces.union(["\r"]))
  }

  /// The first of `expected` that is not among `actual` in order, or nil.
  static func missingLine(_ expected: [String], in actual: String) -> String? {
    var lines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(timeless)[...]
    for line in expected.map(timeless) where !line.isEmpty {
      guard let found = lines.firstIndex(of: line) else { return line }
      lines = lines[(found + 1)...]
    }
    return nil
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "the quick start runs git init"))
  func theQuickStartRunsAsWritten() throws {
    let steps = try Self.steps()
    #expect(steps.count >= 10, "the quick start has \(steps.count) steps")
    let binary = try #require(EarshotBinary.path, "the earshot executable is not built; run `swift build`")
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for sub in ["start", "bin", "home", "out"] {
      try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    // The PATH finds `earshot` by name, as the README's `export PATH=…` makes it.
    try FileManager.default.createSymbolicLink(atPath: folder + "/bin/earshot", withDestinationPath: binary)

    var script = "cd \"$EARSHOT_START\" || exit 100\n"
    for (index, step) in steps.enumerated() {
      script +=
        "{ \(step.script)\n} > \"$EARSHOT_OUT/\(index)\" 2>&1 < /dev/null\necho $? > \"$EARSHOT_OUT/\(index).status\"\n"
    }
    try write(script, to: "quickstart.sh", in: folder)
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = [folder + "/quickstart.sh"]
    bash.currentDirectoryURL = URL(fileURLWithPath: folder + "/start")
    var environment = [
      "PATH": folder + "/bin:/usr/bin:/bin", "HOME": folder + "/home", "EARSHOT_START": folder + "/start",
      "EARSHOT_OUT": folder + "/out", "LANG": "C.UTF-8",
    ]
    environment["TMPDIR"] = ProcessInfo.processInfo.environment["TMPDIR"]
    bash.environment = environment
    let ended = try ChildProcess.run(bash)
    #expect(ended.status == 0, "the quick start's shell ended with \(ended.status)")

    for (index, step) in steps.enumerated() {
      let output = (try? String(contentsOfFile: folder + "/out/\(index)", encoding: .utf8)) ?? ""
      let statusText = (try? String(contentsOfFile: folder + "/out/\(index).status", encoding: .utf8)) ?? ""
      let status = Int32(statusText.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(
        status == step.expectedStatus,
        "\(step.place): `\(step.shown)` ended with \(statusText.isEmpty ? "nothing" : statusText), not \(step.expectedStatus):\n\(output)"
      )
      if let missing = Self.missingLine(step.expectedOutput, in: output) {
        Issue.record(
          "\(step.place): `\(step.shown)` did not print, in the order shown, the line\n\(missing)\nIt printed:\n\(output)"
        )
      }
    }
  }

  /// The comparison of shown and printed output: lines in order, some left out, times aside.
  @Test func shownOutputIsMatchedLineByLineInOrder() {
    let printed = "PASS a [ios] t\nearshot: recorded golden/a\n3 passed, 0 failed in 0.02 s\n"
    #expect(
      Self.missingLine(["earshot: recorded golden/a", "3 passed, 0 failed in 1.00 s"], in: printed) == nil)
    #expect(
      Self.missingLine(["3 passed, 0 failed", "earshot: recorded golden/a"], in: printed)
        == "earshot: recorded golden/a")
    #expect(Self.missingLine(["FAIL a [ios] t"], in: printed) == "FAIL a [ios] t")
  }
}
