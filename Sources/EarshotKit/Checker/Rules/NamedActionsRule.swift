/// Named actions
/// A screen is only valid if every `action` has a name: a reader lists an action by its name,
/// and TalkBack leaves one without a label out (`CustomActionMenu`: an empty label is skipped).
/// See docs/screen-language.md "Custom actions".
struct NamedActionsRule: CheckRule {
  let invariant = "A screen is only valid if every `action` has a name."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let elements = context.index.elements
    for index in elements.indices {
      for action in elements[index].actions
      where action.value.allSatisfy({ $0.isWhitespace }) {
        found.add(
          Diagnostic(
            .emptyActionName,
            "\(elements[index].description) has an action with no name; a reader lists an action by its name",
            at: context.inScreen(action.range)))
      }
    }
  }
}
