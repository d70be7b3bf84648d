/// Known states
/// A script is only valid if every state it expects is a state of some component in the catalogue.
/// An unknown state is an error that lists the valid ones.
struct KnownStatesRule: CheckRule {
  let invariant =
    "A script is only valid if every state it expects is a state of some component in the catalogue."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let known = context.catalogue.allStates
    // Compared as `StateName`s with the catalogue's few states: a set hashing each word costs
    // more. Read one by one: a list of each expectation's states would be made for nothing.
    for (_, _, states, _) in context.expectedStates {
      for index in states.indices {
        if let name = StateName(at: index, in: context.texts), context.catalogue.allStateNames.contains(name)
        {
          continue
        }
        let state = context.texts.located(at: index)
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
