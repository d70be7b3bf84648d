/// Focused element exists
/// A script is only valid if every expectation about the focused element is written where
/// something has focus, on every platform it runs on.
/// See SPEC §2.2 (`expect state`, `name`, `role`, `value`, `hint` are about the focused element)
/// and §5 (every test starts with nothing focused).
struct FocusedElementExistsRule: CheckRule {
  let invariant =
    "A script is only valid if every expectation about the focused element is written where something has focus."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for (position, expectation) in context.expectations {
      guard let form = FocusedElementExistsRule.form(of: expectation.body) else { continue }
      let only = expectation.platform.flatMap { Platform(rawValue: $0.value) }
      let nowhere = zip(context.platforms, context.focus(before: position)).filter { platform, focus in
        focus == .nothing && (only == nil || only == platform)
      }.map(\.0)
      guard !nowhere.isEmpty else { continue }
      found.add(.error) {
        let platforms =
          nowhere.count == context.platforms.count
          ? "" : " on \(nowhere.map(\.rawValue).joined(separator: ", "))"
        return Diagnostic(
          .nothingFocused,
          "`expect \(raw: form)` is about the focused element, but nothing has focus here\(raw: platforms)",
          at: context.inScript(context.statementRanges[position]),
          notes: [Note("a test starts with nothing focused; `focus` an element (or swipe to one) first")])
      }
    }
  }

  /// The expectation's keyword, when it is about the focused element.
  static func form(of body: ExpectationBody) -> String? {
    switch body {
    case .state(_, _, let target): return target == nil ? "state" : nil
    case .name: return "name"
    case .role: return "role"
    case .value: return "value"
    case .hint: return "hint"
    case .announcement, .focus, .order, .silence: return nil
    }
  }
}
