/// Focused element has actions
/// A script is only valid if every `rotor actions`, and every `swipe up` / `swipe down` while it
/// is set, is written where an element with actions has focus, on every platform it runs on.
/// See docs/audit-language.md "Rotor": `rotor actions` chooses among the focused element's actions.
struct FocusedHasActionsRule: CheckRule {
  let invariant =
    "A script is only valid if every `rotor actions`, and every vertical swipe while it is set, is written where an element with actions has focus, on every platform it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    // The swipes after a reported statement, on the element it reported, are not reported again.
    var reported: (platform: Int, node: Int?)?
    for position in context.onActions {
      let before = reported
      reported = nil
      let focus = context.focus(before: position)
      for index in context.platforms.indices {
        let platform = context.platforms[index]
        let node: Int?
        switch focus[focus.startIndex + index] {
        case .unknown: continue
        case .nothing: node = nil
        case .on(let stop): node = stop
        }
        let model = compiled.model(on: platform)
        if let node, !compiled.focusModel(on: platform).actionItems(of: node).isEmpty { continue }
        reported = (index, node)
        if let before, before.platform == index, before.node == node { break }
        found.add(.error) {
          let range = context.range(ofStatement: position)
          guard let node else {
            return Diagnostic(
              .noActions,
              "the actions rotor chooses among the focused element's actions, but nothing has focus here",
              at: context.inScript(range),
              notes: [Note("a test starts with nothing focused; `focus` an element with an `action` first")])
          }
          return Diagnostic(
            .noActions,
            "the actions rotor chooses among the focused element's actions, but \(model.describe(node)) has none on \(raw: platform.readerName)",
            at: context.inScript(range),
            notes: [
              Note(
                "\(model.describe(node)) has focus here; give it an action: `action \"Delete\"`",
                at: context.inScreen(model.nodes[node].element.kind.range))
            ])
        }
        break
      }
    }
  }
}
