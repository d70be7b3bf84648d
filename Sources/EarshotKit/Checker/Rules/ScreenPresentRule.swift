/// Screen present
/// A script is only valid if it names the screen it audits.
/// The `screen` header names it; a missing screen is an error that says how to name one.
struct ScreenPresentRule: CheckRule {
  let invariant = "A script is only valid if it names the screen it audits."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let script = context.script, script.screen == nil, let file = context.scriptFile else { return }
    found.add(
      Diagnostic(
        .missingScreen, "this script names no screen to audit",
        at: SourceLocation(file: file, range: SourceRange(0, 0)),
        notes: [
          Note(#"add `screen "checkout.screen"` (a path relative to the script) at the top of the file"#),
          Note(#"or describe it inline: `screen { button Submit }`"#),
        ]))
  }
}
