/// Exclusive states
/// A screen is only valid if no element holds two states its kind makes mutually exclusive.
/// A kind's entry says which of its states are mutually exclusive; seed 003: on and off.
struct ExclusiveStatesRule: CheckRule {
  let invariant = "A screen is only valid if no element holds two states its kind makes mutually exclusive."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices where elements[index].states.count > 1 {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue) else { continue }
      for group in entry.exclusiveStates {
        let held = elements[index].states.filter { StateName(word: $0.value).map(group.contains) ?? false }
        guard held.count > 1, let first = held.first, let second = held.dropFirst().first else { continue }
        found.add(
          Diagnostic(
            .exclusiveStates,
            "`\(first.value)` and `\(second.value)` are mutually exclusive states of \(entry.title); keep one of: \(raw: group.map(\.rawValue).joined(separator: ", "))",
            at: context.inScreen(second.range),
            notes: [Note("`\(first.value)` is set here", at: context.inScreen(first.range))]))
      }
    }
  }
}
