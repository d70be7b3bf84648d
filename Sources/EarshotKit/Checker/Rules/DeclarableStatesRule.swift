/// Declarable states
/// A screen is only valid if it declares no state that only an action produces.
/// `pressed` is transient: `expect state pressed` holds when the last action activated the
/// focused element, while a state written in a screen is one the element is in.
struct DeclarableStatesRule: CheckRule {
  let invariant = "A screen is only valid if it declares no state that only an action produces."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices where !elements[index].states.isEmpty {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue) else { continue }
      for word in elements[index].states {
        guard let state = entry.states.first(where: { $0.name.rawValue == word.value }), state.isTransient
        else { continue }
        found.add(
          Diagnostic(
            .transientState,
            "`\(word.value)` cannot be written in a screen: an element is \(word.value) only after an action activates it (`expect state \(word.value)` checks that)",
            at: context.inScreen(word.range)))
      }
    }
  }
}
