import EarshotKit
import Foundation
import Testing

/// Colour as a person sees it: the built binary with its standard output on a terminal writes
/// real colour sequences (never one shown as the text `\u{1B}[…`), none with `NO_COLOR`, and
/// none when the output is not a terminal.
@Suite struct TerminalColourTests {
  private static let escapedESC = "\\u{1B}"

  /// A project whose `submit.audit` (a copy of `scripts/button`'s) has a golden and a pending
  /// change: `press space` made `press enter` in its last test.
  private func projectWithAPendingChange(_ name: String = #function) throws -> String {
    let folder = temporaryFolder(name)
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: folder + "/scripts")
    #expect(try EarshotBinary.run(["run", "scripts", "--golden", "golden"], in: folder).status == 0)
    let script = folder + "/scripts/submit.audit"
    let text = try String(contentsOfFile: script, encoding: .utf8)
    let lastPress = try #require(text.range(of: "press space", options: .backwards))
    try text.replacingCharacters(in: lastPress, with: "press enter")
      .write(toFile: script, atomically: true, encoding: .utf8)
    #expect(try EarshotBinary.run(["run", "scripts", "--golden", "golden"], in: folder).status == 1)
    return folder
  }

  @Test func goldenReviewOnATerminalColoursTheDiffAsGitDoes() throws {
    let folder = try projectWithAPendingChange()
    let review = ["golden", "review", "--golden", "golden"]
    let coloured = try EarshotBinary.runOnTerminal(review, in: folder)
    #expect(coloured.status == 0, "\(coloured.err)")
    #expect(!coloured.out.contains(Self.escapedESC), "\(coloured.out)")
    #expect(coloured.out.contains("\u{1B}[1m--- golden/scripts/submit."))
    #expect(coloured.out.contains("\u{1B}[1m+++ golden/scripts/submit."))
    #expect(coloured.out.contains("\u{1B}[36m@@ -"))
    #expect(coloured.out.contains("\u{1B}[31m-") && coloured.out.contains("\u{1B}[32m+"))

    let plain = try EarshotBinary.run(review, in: folder)
    #expect(plain.status == 0 && !plain.out.isEmpty)
    #expect(!plain.out.contains("\u{1B}") && !plain.out.contains(Self.escapedESC))
    #expect(coloured.out.replacing(#/\x{1B}\[[0-9;]*m/#, with: "") == plain.out, "the same diff, coloured")

    let noColor = try EarshotBinary.runOnTerminal(review, in: folder, environment: ["NO_COLOR": "1"])
    #expect(noColor.out == plain.out)
  }

  /// A finding that needs a person is `SKIP` in yellow; a finding is red, a pass green.
  @Test func auditOnATerminalColoursEveryResult() throws {
    let folder = temporaryFolder()
    try write("button @icon\n", to: "icon.screen", in: folder)
    let coloured = try EarshotBinary.runOnTerminal(["audit", "icon.screen"], in: folder)
    #expect(coloured.status == 1, "\(coloured.err)")
    #expect(!coloured.out.contains(Self.escapedESC), "\(coloured.out)")
    #expect(coloured.out.contains("\u{1B}[1;33mSKIP\u{1B}[0m icon.screen [ios] button: focus (manual)"))
    #expect(coloured.out.contains("\u{1B}[1;31mFAIL\u{1B}[0m icon.screen [ios] controls-are-named"))
    #expect(coloured.out.contains("\u{1B}[1;32mPASS\u{1B}[0m icon.screen [ios] role-not-in-name"))

    let noColor = try EarshotBinary.runOnTerminal(
      ["audit", "icon.screen"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(!noColor.out.contains("\u{1B}") && noColor.out.contains("\nSKIP icon.screen [ios] button: focus"))
  }

  /// `terminalSafe`, the last step of every console write, keeps each colour earshot writes.
  @Test(arguments: TerminalColour.allCases) func everyColourPassesTheConsole(_ colour: TerminalColour) {
    #expect(VisibleText.terminalSafe(colour.paint("x")) == colour.paint("x"))
  }
}
