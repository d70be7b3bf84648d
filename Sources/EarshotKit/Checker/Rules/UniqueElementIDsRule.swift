/// Unique element ids
/// A screen is only valid if no two elements share an `@id`.
/// See SPEC §3 (`@id`: the Android resource-id / iOS accessibilityIdentifier a script targets).
struct UniqueElementIDsRule: CheckRule {
  let invariant = "A screen is only valid if no two elements share an `@id`."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    var first: [String: Element] = [:]
    for element in context.elements {
      guard let id = element.id else { continue }
      if let earlier = first[id.value], let earlierID = earlier.id {
        found.add(
          Diagnostic(
            .duplicateID,
            "duplicate id @\(id.value): \(element.description) and \(earlier.description) share it",
            at: context.inScreen(id.range),
            notes: [Note("@\(id.value) is first used here", at: context.inScreen(earlierID.range))]))
      } else {
        first[id.value] = element
      }
    }
  }
}
