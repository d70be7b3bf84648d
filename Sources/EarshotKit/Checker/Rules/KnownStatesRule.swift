/// Known states
/// A script is only valid if every state it expects is a state of some component in the catalogue.
/// See SPEC §2.3 ("unknown … state … → error listing the valid ones").
struct KnownStatesRule: CheckRule {
  let invariant =
    "A script is only valid if every state it expects is a state of some component in the catalogue."

  func check(_ context: CheckContext) -> [Diagnostic] {
    let known = context.catalogue.allStates
    return context.expectations.flatMap { _, expectation -> [Diagnostic] in
      guard case .state(_, let states, _) = expectation.body else { return [] }
      return states.filter { !context.catalogue.vocabulary.states.contains($0.value) }.map { state in
        Diagnostic(
          .unknownState,
          "unknown state `\(state.value)`\(Suggestions.didYouMean(state.value, in: known)); states are: \(raw: known.joined(separator: ", "))",
          at: context.inScript(state.range))
      }
    }
  }
}
