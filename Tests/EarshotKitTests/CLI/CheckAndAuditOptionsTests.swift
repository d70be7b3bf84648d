import Foundation
import Testing

/// `check` and `audit` take `--format github` and `--quiet` as `run` does, and `audit` writes
/// the HTML report `run --html` writes; through the binary, as a person sees them.
@Suite struct CheckAndAuditOptionsTests {
  private func folder(_ files: [String: String], _ function: String = #function) throws -> String {
    let folder = temporaryFolder(function)
    for (name, text) in files { try write(text, to: name, in: folder) }
    return folder
  }

  static let broken = "screen { button \"OK\" }\ntest \"t\" {\n  focus Nothing\n}\n"
  static let screen = "heading \"Pay\"\nbutton @icon\nlink \"more\" @more\n"

  @Test func checkPrintsWorkflowAnnotationsWithFormatGithub() throws {
    let folder = try folder(["a.audit": Self.broken])
    let result = try EarshotBinary.run(["check", "a.audit", "--format", "github"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.out
        == "::error file=a.audit,line=3,col=9,title=earshot unknown-element::no element of screen is named `Nothing`\n"
    )
    #expect(
      result.err.hasPrefix("a.audit:3:9: error: no element of screen is named `Nothing` [unknown-element]\n"))
    let human = try EarshotBinary.run(["check", "a.audit"], in: folder)
    #expect(human.out.isEmpty && human.err == result.err)
  }

  /// `--quiet` leaves out the `checked …` line: the diagnostics stay, and a clean check prints
  /// nothing at all.
  @Test func checkQuietPrintsOnlyTheDiagnostics() throws {
    let folder = try folder(["a.audit": Self.broken, "ok/b.audit": "screen { button \"OK\" }\nfocus OK\n"])
    let broken = try EarshotBinary.run(["check", "a.audit", "-q"], in: folder)
    #expect(broken.status == 2)
    #expect(broken.err.hasPrefix("a.audit:3:9: error: no element of screen is named `Nothing`"))
    #expect(!broken.err.contains("checked"))
    let clean = try EarshotBinary.run(["check", "ok", "--quiet"], in: folder)
    #expect(clean.status == 0 && clean.out.isEmpty && clean.err.isEmpty, "\(clean.err)")
    let loud = try EarshotBinary.run(["check", "ok"], in: folder)
    #expect(loud.err == "checked 1 script and 0 screens: 0 errors, 0 warnings\n")
  }

  /// `audit --quiet` prints the failed tests and the summary: no passing rule, no skipped
  /// criterion, no finding that fails nothing.
  @Test func auditQuietPrintsOnlyTheFailuresAndTheSummary() throws {
    let folder = try folder(["s.screen": Self.screen])
    let quiet = try EarshotBinary.run(["audit", "s.screen", "--platform", "ios", "-q"], in: folder)
    #expect(quiet.status == 1)
    #expect(
      quiet.out == """
        FAIL s.screen [ios] controls-are-named
          s.screen:2:1: error: controls-are-named: button @icon has no accessible name; VoiceOver says only "Button"
              2 | button @icon
                | ^~~~~~~~~~~~
        16 passed, 1 failed, 6 skipped

        """)
    let loud = try EarshotBinary.run(["audit", "s.screen", "--platform", "ios"], in: folder)
    #expect(loud.out.contains("PASS s.screen [ios] role-not-in-name\n"))
    #expect(loud.out.contains("warning: link-purpose-unclear"))
  }

  @Test func auditWritesTheHTMLReport() throws {
    let folder = try folder(["s.screen": Self.screen])
    let result = try EarshotBinary.run(
      ["audit", "s.screen", "--platform", "ios", "--html", "report"], in: folder)
    #expect(result.status == 1, "\(result.err)")
    let index = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
    #expect(
      index.contains(#"<p id="summary"><span class="fail">FAIL</span> 16 passed, 1 failed, 6 skipped</p>"#))
    #expect(index.contains(#"<a href="s.screen.html">s.screen</a>"#))
    let page = try String(contentsOfFile: folder + "/report/s.screen.html", encoding: .utf8)
    // What a person must check is skipped with its reason, never a pass; a finding that fails
    // nothing is shown with its severity, as the console shows it.
    #expect(
      page.contains(
        #"<tr id="ios-test-19"><th scope="row">button: focus (manual)</th><td>1</td><td><span class="skip">SKIP</span></td></tr>"#
      ))
    #expect(page.contains("needs a person: Focus visibly moves to the button"))
    #expect(page.contains("s.screen:3:1: warning: link-purpose-unclear: link &quot;more&quot;"))
    #expect(page.contains("s.screen:2:1: error: controls-are-named: button @icon"))
    #expect(FileManager.default.fileExists(atPath: folder + "/report/.earshot-report"))
  }

  /// The report replaces its folder whole: a folder of other files, or one that holds what is
  /// audited, is refused before anything is written.
  @Test func auditRefusesAnHTMLFolderItWouldDestroy() throws {
    let folder = try folder([
      "s.screen": Self.screen, "site/keep.txt": "mine\n", "screens/t.screen": Self.screen,
      "screens/.earshot-report": "",
    ])
    let other = try EarshotBinary.run(["audit", "s.screen", "--html", "site"], in: folder)
    #expect(other.status == 64 && other.out.isEmpty)
    #expect(
      other.err
        == "earshot: --html site: it holds other files and is not an earlier report (it has no .earshot-report), and a report replaces its folder whole; write the report somewhere else\n"
    )
    let inputs = try EarshotBinary.run(["audit", "screens/t.screen", "--html", "screens"], in: folder)
    #expect(inputs.status == 64)
    #expect(
      inputs.err
        == "earshot: --html screens: it holds screens/t.screen, which this audit reads, and a report replaces its folder whole; write the report somewhere else\n"
    )
    #expect(try String(contentsOfFile: folder + "/site/keep.txt", encoding: .utf8) == "mine\n")
    #expect(FileManager.default.fileExists(atPath: folder + "/screens/t.screen"))
  }
}
