import EarshotKit
import Testing

@Suite struct DiagnosticRendererTests {
  private let screen = SourceFile(path: "s.screen", text: "button \"Ünïcødé\"\n")
  private let script = SourceFile(path: "a.audit", text: "focus \"Ünïcødé\"; expect state on\n")

  private var diagnostic: Diagnostic {
    Diagnostic(
      .stateNotOfComponent, "`on` is not a state of Button",
      at: SourceLocation(file: script, range: SourceRange(34, 36)),
      notes: [
        Note("declared here", at: SourceLocation(file: screen, range: SourceRange(0, 6))),
        Note("a plain note"),
      ])
  }

  @Test func rendersLocationCaretAndNotesWithCharacterColumns() {
    let expected = """
      a.audit:1:31: error: `on` is not a state of Button [state-not-of-component]
          1 | focus "Ünïcødé"; expect state on
            |                               ^~
      s.screen:1:1: note: declared here
      note: a plain note

      """
    #expect(DiagnosticRenderer().render(diagnostic) == expected)
  }

  @Test func colourOnlyWhenAsked() {
    #expect(!DiagnosticRenderer().render(diagnostic).contains("\u{1B}["))
    #expect(DiagnosticRenderer(colored: true).render(diagnostic).contains("\u{1B}[1;31merror: \u{1B}[0m"))
  }

  @Test func longLinesAreWindowedAroundTheCaret() {
    let text = String(repeating: "x ", count: 5_000) + "bad"
    let file = SourceFile(path: "l.audit", text: text)
    let start = text.utf8.count - 3
    let output = DiagnosticRenderer().render(
      Diagnostic(
        .unknownKeyword, "unknown", at: SourceLocation(file: file, range: SourceRange(start, start + 3))))
    #expect(output.hasPrefix("l.audit:1:10001: error: unknown [unknown-keyword]\n"))
    #expect(output.split(separator: "\n").allSatisfy { $0.count < 200 })
    #expect(output.contains("^~~"))
  }

  @Test func tabsStayUnderTabs() {
    let file = SourceFile(path: "t.audit", text: "\tfocus x")
    let output = DiagnosticRenderer().render(
      Diagnostic(.unknownElement, "m", at: SourceLocation(file: file, range: SourceRange(7, 8))))
    #expect(output.contains("  | \t      ^\n"))
  }
}
