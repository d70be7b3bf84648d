import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// The command line end to end, in process: output, exit codes and colour.
@Suite struct CommandLineTests {
  struct Run {
    var out = ""
    var err = ""
    var status: Int32 = -1
  }

  static let fixtures = FixtureCorpus.diagnostics.root.path

  private func run(_ arguments: [String], color: Bool = false) -> Run {
    final class Box: @unchecked Sendable { var run = Run() }
    let box = Box()
    let console = Earshot.Console(
      out: { box.run.out += $0 }, err: { box.run.err += $0 }, colorDiagnostics: color)
    box.run.status = Earshot.run(arguments, console: console)
    return box.run
  }

  @Test func helpAndVersionGoToStandardOutput() {
    let help = run(["--help"])
    #expect(help.status == 0 && help.out.contains("usage: earshot check") && help.err.isEmpty)
    let version = run(["--version"])
    #expect(version.status == 0 && version.out == "earshot \(Earshot.version)\n")
  }

  @Test(arguments: [[], ["chek"], ["check", "--bogus"], ["catalogue", "a", "b"], ["run"]])
  func badUsageExits64WithUsage(_ arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("earshot: ") && result.err.contains("usage:"))
  }

  @Test func theCardExampleChecksClean() {
    let result = run(["check", "\(Self.fixtures)/clean-card.audit"])
    #expect(result.status == 0)
    #expect(result.err == "checked 1 script and 0 screens: 0 errors, 0 warnings\n")
  }

  @Test func aWrongStateFailsWithLocationAndExit2() {
    let path = "\(Self.fixtures)/state-on-button.audit"
    let result = run(["check", path])
    #expect(result.status == 2)
    #expect(
      result.err.hasPrefix(
        "\(path):3:28: error: `on` is not a state of Button; Button has: disabled, selected, pressed [state-not-of-component]\n"
      ))
    #expect(result.err.contains("      |                            ^~\n"))
    #expect(result.err.contains("screens/card.screen:2:1: note: button \"Submit\" is declared here"))
  }

  @Test func warningsAloneExit0() {
    let result = run(["check", "\(Self.fixtures)/key-without-effect.audit"])
    #expect(result.status == 0)
    #expect(result.err.contains("warning: `press enter` does nothing to Button on ios"))
  }

  @Test func aMissingFileIsADiagnosticAndExit2() {
    let result = run(["check", "no/such/file.audit"])
    #expect(result.status == 2)
    #expect(
      result.err.hasPrefix(
        "no/such/file.audit:1:1: error: no such file: no/such/file.audit [file-not-found]\n"))
  }

  @Test func aFolderIsWalkedForScriptsAndScreens() {
    let result = run(["check", Self.fixtures])
    #expect(result.status == 2)
    #expect(result.err.contains("checked 50 scripts and 3 screens"))
  }

  @Test func colourOnlyWhenTheConsoleAllowsIt() {
    let path = "\(Self.fixtures)/state-on-button.audit"
    #expect(!run(["check", path]).err.contains("\u{1B}["))
    #expect(run(["check", path], color: true).err.contains("\u{1B}[1;31merror: "))
    let noColor = Earshot.Console.standard(environment: ["NO_COLOR": "1"])
    #expect(!noColor.colorDiagnostics)
  }

  @Test func catalogueListsEveryEntryAndOneOnRequest() {
    let all = run(["catalogue"])
    #expect(all.status == 0)
    for entry in Catalogue.standard.entries { #expect(all.out.contains("[\(entry.id)]")) }
    let button = run(["catalogue", "Button"])
    #expect(
      button.status == 0
        && button.out.hasPrefix("Button [button]\n  seed: shared/seeds/002_db6dc9cb2e70cd1c.txt\n"))
    let unknown = run(["catalogue", "buton"])
    #expect(unknown.status == 64 && unknown.err.contains("(did you mean `button`?)"))
  }
}
