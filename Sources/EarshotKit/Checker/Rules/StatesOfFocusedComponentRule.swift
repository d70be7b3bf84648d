/// States of the focused component
/// A script is only valid if every state it expects is a state of the component it is about:
/// the `of` target, or else the statically focused element.
/// See SPEC §2.3 ("`on` is not a state of Button; Button has: disabled, selected, pressed").
struct StatesOfFocusedComponentRule: CheckRule {
  let invariant = "A script is only valid if every state it expects is a state of the component it is about."

  func check(_ context: CheckContext) -> [Diagnostic] {
    let known = Set(context.catalogue.allStates)
    return context.focusWalk.flatMap { step -> [Diagnostic] in
      guard case .expect(let expectation) = context.statements[step.statement].kind,
        case .state(_, let states, let target) = expectation.body
      else { return [] }
      let subjectIndex: Int?
      if let target {
        if case .element(let element) = context.resolveIndex(target) {
          subjectIndex = element
        } else {
          subjectIndex = nil
        }
      } else {
        subjectIndex = step.focused
      }
      guard let subjectIndex else { return [] }
      let subject = context.elements[subjectIndex]
      guard let entry = context.entry(of: subject) else { return [] }
      return states.filter { known.contains($0.value) && !entry.stateNames.contains($0.value) }.map {
        state in
        return Diagnostic(
          .stateNotOfComponent, "`\(state.value)` is not a state of \(entry.title); \(entry.statesSentence)",
          at: context.inScript(state.range),
          notes: [Note("\(subject.description) is declared here", at: context.inScreen(subject.kind.range))]
        )
      }
    }
  }
}
