/// Unique actions
/// A screen is only valid if no element has two actions of the same name: a user choosing
/// among them could not tell them apart.
/// See docs/screen-language.md "Custom actions".
struct UniqueActionsRule: CheckRule {
  let invariant = "A screen is only valid if no element has two actions of the same name."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let elements = context.index.elements
    for index in elements.indices where elements[index].actions.count > 1 {
      var first: [String: SourceRange] = [:]
      for action in elements[index].actions {
        // Names compare as the readers speak them: case aside.
        let key = action.value.lowercased()
        guard let earlier = first[key] else {
          first[key] = action.range
          continue
        }
        found.add(
          Diagnostic(
            .duplicateAction,
            "\(elements[index].description) has the action \(VisibleText.quoted(action.value)) twice; each action needs a name of its own",
            at: context.inScreen(action.range),
            notes: [Note("first given here", at: context.inScreen(earlier))]))
      }
    }
  }
}
