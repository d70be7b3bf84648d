import EarshotKit
import Testing

@Suite struct CheckerTests {
  private func compile(_ script: String, screen: String) -> Compiler.Result {
    let compiler = Compiler(reader: .memory(["dir/s.screen": Array(screen.utf8)]))
    return compiler.compileScript(SourceFile(path: "dir/a.audit", text: "screen \"s.screen\"\n" + script))
  }

  /// Each diagnostic as `path:line:column: severity [id] message`, in the order reported.
  private func described(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map {
      let (line, column) = $0.lineAndColumn
      return
        "\($0.location.file.path):\(line):\(column): \($0.severity.rawValue) [\($0.id.rawValue)] \($0.message)"
    }
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
    let screen = "button Submit\nswitch Wifi on"
    let result = compile("focus Submit\nswipe right\nexpect state on", screen: screen)
    #expect(result.diagnostics.isEmpty, "\(described(result.diagnostics))")
    // Without the swipe Button still has focus, and the same expectation is blamed on it.
    let focused = compile("focus Submit\nexpect state on", screen: screen)
    #expect(
      described(focused.diagnostics) == [
        "dir/a.audit:3:14: error [state-not-of-component] `on` is not a state of Button; Button has: disabled, selected, pressed"
      ])
  }

  /// Each note of each diagnostic as `id: line:column note`, in order.
  private func notes(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
      diagnostic.notes.map { note in
        let place = note.location.map { location in
          let (line, column) = location.file.location(of: location.range.start)
          return "\(line):\(column)"
        }
        return "\(diagnostic.id.rawValue): \(place ?? "-") \(note.message)"
      }
    }
  }

  @Test func setsAndContainersPointAtWhatHoldsOrChoseFirst() {
    // A tab outside `tabs`, a `tabs` holding a button, and two checked radios of one
    // set, each with a note at the other place that makes it wrong.
    let screen = """
      list "Menu" { tab "Home" }
      tabs { tab "Search"; button "Go" }
      radio "Monthly" checked
      radio "Yearly" checked
      """
    let result = compile("focus Monthly", screen: screen)
    #expect(
      described(result.diagnostics) == [
        "dir/s.screen:1:15: error [outside-container] tab \"Home\" is not inside `tabs`: a Tab is an item of one; write it in `tabs { … }`",
        "dir/s.screen:2:22: error [child-not-allowed] button \"Go\" cannot be inside tabs: a Tab bar holds only `tab` elements",
        "dir/s.screen:4:16: error [several-chosen] radio \"Yearly\" and radio \"Monthly\" are both `checked` in one set; choosing one takes `checked` from the others, so keep it on one (consecutive sibling radio elements form one set)",
      ])
    #expect(
      notes(result.diagnostics) == [
        "outside-container: 1:1 list \"Menu\" holds it here",
        "child-not-allowed: 2:1 tabs is declared here",
        "several-chosen: 3:17 `checked` is first written here, on radio \"Monthly\"",
      ])
  }

  @Test func everyRuleStatesItsInvariant() {
    #expect(!SpecifiedRules.all.isEmpty)
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
    // Every problem is reported, in source order; `expect state on` after a focus that did
    // not resolve is not blamed on anything.
    #expect(
      described(first.diagnostics) == [
        "dir/a.audit:2:1: error [unknown-keyword] unknown keyword `foccus` (did you mean `focus`?); expected one of: focus, swipe, doubletap, press, type, dismiss, expect, audit, rotor, test, title, screen, platform, locale, set",
        "dir/a.audit:3:7: error [unknown-element] no element of screen is named `Sbmit`; did you mean `Submit`?",
        "dir/a.audit:5:7: error [unknown-key] unknown key `tabb` (did you mean `tab`?); keys are: space, enter, tab, up, down, left, right, escape, shift+tab, ctrl+tab",
      ])
  }
}
