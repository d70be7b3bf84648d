/// States of the focused component
/// A script is only valid if every state it expects is a state of the component it is about:
/// the `of` target, or else the statically focused element.
/// See SPEC §2.3 ("`on` is not a state of Button; Button has: disabled, selected, pressed").
struct StatesOfFocusedComponentRule: CheckRule {
  let invariant = "A script is only valid if every state it expects is a state of the component it is about."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let known = context.catalogue.vocabulary.states
    for (position, expectation) in context.expectations {
      guard case .state(_, let states, let target) = expectation.body else { continue }
      let subjectIndex: Int?
      if target != nil {
        // The `of` target is the statement's only one.
        if case .element(let element) = context.targetResolutions[context.firstTarget[position]] {
          subjectIndex = element
        } else {
          subjectIndex = nil
        }
      } else {
        subjectIndex = context.focusedBefore[position]
      }
      guard let subjectIndex, let entryIndex = context.index.entries[subjectIndex] else { continue }
      let wrong = states.filter { state in
        known.contains(state.value)
          && !context.catalogue.entries[entryIndex].states.contains { $0.name.rawValue == state.value }
      }
      guard !wrong.isEmpty else { continue }
      let subject = context.elements[subjectIndex]
      let entry = context.catalogue.entries[entryIndex]
      for state in wrong {
        found.add(
          Diagnostic(
            .stateNotOfComponent,
            "`\(state.value)` is not a state of \(entry.title); \(raw: entry.statesSentence)",
            at: context.inScript(state.range),
            notes: [Note("\(subject.description) is declared here", at: context.inScreen(subject.kind.range))]
          ))
      }
    }
  }
}
