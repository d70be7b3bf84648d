/// States of a kind
/// A screen is only valid if every state written on an element is a state of its kind.
/// See SPEC §3 ("a state that the kind does not have is a check error").
struct KindStatesRule: CheckRule {
  let invariant = "A screen is only valid if every state written on an element is a state of its kind."
  let scope = CheckScope.screen

  func check(_ context: CheckContext) -> [Diagnostic] {
    context.elements.flatMap { element -> [Diagnostic] in
      guard let entry = context.entry(of: element) else { return [] }
      return element.states.filter { !entry.stateNames.contains($0.value) }.map { state in
        let isWord = context.catalogue.allStates.contains(state.value)
        let what: Message =
          isWord
          ? "`\(state.value)` is not a state of \(entry.title)" : "unknown modifier or state `\(state.value)`"
        return Diagnostic(
          .stateNotOfKind,
          "\(what)\(Suggestions.didYouMean(state.value, in: entry.stateNames)); \(raw: entry.statesSentence)",
          at: context.inScreen(state.range),
          notes: isWord
            ? []
            : [
              Note(
                "modifiers are: \(raw: Parser.modifierKeywords.joined(separator: ", ")); quote names that collide with them"
              )
            ])
      }
    }
  }
}
