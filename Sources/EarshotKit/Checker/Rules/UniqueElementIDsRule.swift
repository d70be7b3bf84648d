/// Unique element ids
/// A screen is only valid if no two elements share an `@id`.
/// An `@id` is the Android resource-id / iOS accessibilityIdentifier a script targets.
struct UniqueElementIDsRule: CheckRule {
  let invariant = "A screen is only valid if no two elements share an `@id`."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // Ids compare as strings do, so a dictionary keyed by them; of
    // elements by index, read in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    var first: [String: Int] = [:]
    for index in elements.indices {
      guard let id = elements[index].id else { continue }
      if let earlier = first[id.value], let earlierID = elements[earlier].id {
        found.add(
          Diagnostic(
            .duplicateID,
            "duplicate id @\(id.value): \(elements[index].description) and \(elements[earlier].description) share it",
            at: context.inScreen(id.range),
            notes: [Note("@\(id.value) is first used here", at: context.inScreen(earlierID.range))]))
      } else {
        first[id.value] = index
      }
    }
  }
}
