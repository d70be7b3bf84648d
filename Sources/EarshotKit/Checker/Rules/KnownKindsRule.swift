/// Known kinds
/// A screen is only valid if every element's kind is a kind (or alias) in the catalogue.
/// Kinds and their states come from the catalogue.
struct KnownKindsRule: CheckRule {
  let invariant = "A screen is only valid if every element's kind is a kind (or alias) in the catalogue."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // The index looked every kind up once.
    for index in context.index.entries.indices where context.index.entries[index] == nil {
      found.add(.error) {
        let element = context.index.elements[index]
        let kinds = context.catalogue.allKinds
        let valid = context.catalogue.primaryKinds.joined(separator: ", ")
        return Diagnostic(
          .unknownKind,
          "unknown element kind `\(element.kind.value)`\(Suggestions.didYouMean(element.kind.value, in: kinds)); kinds are: \(raw: valid)",
          at: context.inScreen(element.kind.range))
      }
    }
  }
}
