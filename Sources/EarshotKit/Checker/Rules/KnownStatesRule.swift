/// Known states
/// A script is only valid if every state it expects is a state of some component in the catalogue.
/// See SPEC §2.3 ("unknown … state … → error listing the valid ones").
struct KnownStatesRule: CheckRule {
  let invariant =
    "A script is only valid if every state it expects is a state of some component in the catalogue."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let known = context.catalogue.allStates
    for (_, _, states, _) in context.expectedStates {
      for state in states where !context.catalogue.vocabulary.states.contains(state.value) {
        found.add(.error) {
          Diagnostic(
            .unknownState,
            "unknown state `\(state.value)`\(Suggestions.didYouMean(state.value, in: known)); states are: \(raw: known.joined(separator: ", "))",
            at: context.inScript(state.range))
        }
      }
    }
  }
}
