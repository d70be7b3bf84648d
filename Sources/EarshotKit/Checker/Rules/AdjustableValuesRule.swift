/// Adjustable values
/// A screen is only valid if every adjustable or stepped element has a value that is a number
/// with its kind's unit, within its bounds, and a step that is a positive number (a stepper's
/// may be left to its default).
/// See docs/components.md "Sliders and text fields": `slider "Volume" value "50%" step 10`. A `step` that
/// is not a positive number, or a value that is not a percentage where one is needed, is an
/// error.
struct AdjustableValuesRule: CheckRule {
  let invariant =
    "A screen is only valid if every adjustable element has a value that is a number with its kind's unit, within its bounds, and a step that is a positive number."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue),
        let adjustment = entry.adjustment ?? entry.steppedValue?.adjustment
      else { continue }
      let described = elements[index].description
      let kind = elements[index].kind
      let range =
        "a number from \(adjustment.describe(adjustment.minimum)) to \(adjustment.describe(adjustment.maximum))"
      if let value = elements[index].value {
        if adjustment.value(value.value) == nil {
          found.add(
            Diagnostic(
              .invalidValue,
              "\(VisibleText.quoted(value.value)) is not a value of \(entry.title): write \(raw: range), such as \"\(raw: adjustment.describe(50))\"",
              at: context.inScreen(value.range)))
        }
      } else {
        found.add(
          Diagnostic(
            .invalidValue,
            "\(described) has no value; \(raw: entry.title) needs one: \(raw: range), such as `value \"\(raw: adjustment.describe(50))\"`",
            at: context.inScreen(kind.range)))
      }
      if let step = elements[index].step {
        if adjustment.step(step.value) == nil {
          found.add(
            Diagnostic(
              .invalidStep,
              "`step \(step.value)` is not a step of \(entry.title): write a positive number\(raw: adjustment.unit == "%" ? " of percentage points" : ""), such as `step \(raw: entry.steppedValue?.defaultStep ?? "10")`",
              at: context.inScreen(step.range)))
        }
      } else if entry.steppedValue == nil {
        found.add(
          Diagnostic(
            .invalidStep,
            "\(described) has no step; write how far `swipe up` and `swipe down` move it, such as `step 10`",
            at: context.inScreen(kind.range)))
      }
    }
  }
}
