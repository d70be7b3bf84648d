import EarshotKit
import Testing

@Suite struct CheckerTests {
  private func compile(_ script: String, screen: String) -> Compiler.Result {
    let compiler = Compiler(reader: .memory(["dir/s.screen": Array(screen.utf8)]))
    return compiler.compileScript(SourceFile(path: "dir/a.audit", text: "screen \"s.screen\"\n" + script))
  }

  @Test func screenPathsAreRelativeToTheScript() {
    let result = compile("focus Submit", screen: "button Submit")
    #expect(result.diagnostics.isEmpty)
    #expect(result.screen?.file.path == "dir/s.screen")
  }

  @Test func platformsComeFromTheScriptThenTheScreen() {
    #expect(compile("focus Submit", screen: "platform android\nbutton Submit").platforms == [.android])
    #expect(
      compile("platform ios\nfocus Submit", screen: "platform android\nbutton Submit").platforms == [.ios])
    #expect(compile("focus Submit", screen: "button Submit").platforms == [.ios, .android])
  }

  @Test func focusIsForgottenAfterASwipe() {
    // After `swipe` the focused element is unknown, so the state is not blamed on Button.
    let result = compile(
      "focus Submit\nswipe right\nexpect state on", screen: "button Submit\nswitch Wifi on")
    #expect(result.diagnostics.isEmpty)
  }

  @Test func everyRuleStatesItsInvariant() {
    for rule in SpecifiedRules.all {
      #expect(rule.invariant.hasSuffix("."))
      #expect(rule.invariant.split(separator: " ").count > 5)
    }
  }

  @Test func resultsAreDeterministic() {
    let script = "foccus a\nfocus Sbmit\nexpect state on\npress tabb"
    let first = compile(script, screen: "button Submit\nbutton Submit")
    let second = compile(script, screen: "button Submit\nbutton Submit")
    #expect(DiagnosticRenderer().render(first.diagnostics) == DiagnosticRenderer().render(second.diagnostics))
    #expect(first.diagnostics.count >= 3)
  }
}
