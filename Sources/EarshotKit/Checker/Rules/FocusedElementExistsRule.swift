/// Focused element exists
/// A script is only valid if every expectation about the focused element is written where
/// something has focus, on every platform it runs on.
/// `expect state`, `name`, `role`, `value` and `hint` are about the focused element, and every
/// test starts with nothing focused.
struct FocusedElementExistsRule: CheckRule {
  let invariant =
    "A script is only valid if every expectation about the focused element is written where something has focus."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for (position, form, platform) in context.aboutFocused {
      let only = platform.flatMap { Platform(rawValue: context.value($0)) }
      let focus = context.focus(before: position)
      func unfocused(_ index: Int) -> Bool {
        focus[focus.startIndex + index] == .nothing && (only == nil || only == context.platforms[index])
      }
      // Nearly always something has focus: the list is built only for the diagnostic.
      guard context.platforms.indices.contains(where: unfocused) else { continue }
      let nowhere = context.platforms.indices.filter(unfocused).map { context.platforms[$0] }
      found.add(.error) {
        let platforms =
          nowhere.count == context.platforms.count
          ? "" : " on \(nowhere.map(\.rawValue).joined(separator: ", "))"
        return Diagnostic(
          .nothingFocused,
          "`expect \(raw: form)` is about the focused element, but nothing has focus here\(raw: platforms)",
          at: context.inScript(context.range(ofStatement: position)),
          notes: [Note("a test starts with nothing focused; `focus` an element (or swipe to one) first")])
      }
    }
  }
}
