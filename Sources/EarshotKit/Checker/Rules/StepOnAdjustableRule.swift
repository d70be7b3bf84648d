/// Step on adjustable elements
/// A screen is only valid if `step` is written only on elements whose kind is adjustable or
/// stepped (a stepper).
/// See docs/components.md "Sliders and text fields": a `step` on a non-slider is an error.
struct StepOnAdjustableRule: CheckRule {
  let invariant =
    "A screen is only valid if `step` is written only on elements whose kind is adjustable or stepped."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let elements = context.index.elements
    for index in elements.indices {
      guard let step = elements[index].step,
        let entry = context.index.entry(ofElement: index, in: context.catalogue), entry.adjustment == nil,
        entry.steppedValue == nil
      else { continue }
      found.add(.error) {
        let adjustable = context.catalogue.entries.filter { $0.adjustment != nil || $0.steppedValue != nil }
          .compactMap(\.kinds.first)
        return Diagnostic(
          .stepNotOfKind,
          "\(entry.title) is not adjustable, so it takes no `step`; only these kinds do: \(raw: adjustable.joined(separator: ", "))",
          at: context.inScreen(step.range),
          notes: [
            Note(
              "\(elements[index].description) is declared here",
              at: context.inScreen(elements[index].kind.range))
          ])
      }
    }
  }
}
