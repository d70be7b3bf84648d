/// Exclusive states
/// A screen is only valid if no element holds two states its kind makes mutually exclusive.
/// See SPEC §4 ("its states (with which are mutually exclusive)"); seed 003: on and off.
struct ExclusiveStatesRule: CheckRule {
  let invariant = "A screen is only valid if no element holds two states its kind makes mutually exclusive."
  let scope = CheckScope.screen

  func check(_ context: CheckContext) -> [Diagnostic] {
    context.elements.flatMap { element -> [Diagnostic] in
      guard let entry = context.entry(of: element) else { return [] }
      return entry.exclusiveStates.compactMap { group in
        let held = element.states.filter { group.contains($0.value) }
        guard held.count > 1, let first = held.first, let second = held.dropFirst().first else { return nil }
        return Diagnostic(
          .exclusiveStates,
          "`\(first.value)` and `\(second.value)` are mutually exclusive states of \(entry.title); keep one of: \(raw: group.joined(separator: ", "))",
          at: context.inScreen(second.range),
          notes: [Note("`\(first.value)` is set here", at: context.inScreen(first.range))])
      }
    }
  }
}
