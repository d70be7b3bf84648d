/// States of a kind
/// A screen is only valid if every state written on an element is a state of its kind.
/// A state that the kind does not have is a check error.
struct KindStatesRule: CheckRule {
  let invariant = "A screen is only valid if every state written on an element is a state of its kind."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices where !elements[index].states.isEmpty {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue) else { continue }
      for state in elements[index].states where !entry.stateNames.contains(state.value) {
        found.add(.error) { diagnostic(state, entry, context) }
      }
    }
  }

  /// Suggests and lists only what a screen may write: a state only an action gives (`pressed`)
  /// is an error there too (`DeclarableStatesRule`), and a word that is no state may be a
  /// misspelt modifier (`hiden`).
  private func diagnostic(_ state: Located<String>, _ entry: Entry, _ context: CheckContext) -> Diagnostic {
    let isWord = context.catalogue.allStates.contains(state.value)
    let what: Message =
      isWord
      ? "`\(state.value)` is not a state of \(entry.title)" : "unknown modifier or state `\(state.value)`"
    let candidates = entry.declarableStateNames + (isWord ? [] : Parser.modifierKeywords)
    return Diagnostic(
      .stateNotOfKind,
      "\(what)\(Suggestions.didYouMean(state.value, in: candidates)); \(raw: entry.declarableStatesSentence)",
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
