/// Adjustable values
/// A screen is only valid if every adjustable or stepped element has a value that is a number
/// with its kind's unit, within its bounds, and a step that is a positive number (a stepper's
/// may be left to its default), each of at most 6 decimal places; an element that shows a
/// value no gesture moves (a progress indicator) may have none, and any it has is such a number.
/// See docs/components.md "Sliders and text fields": `slider "Volume" value "50%" step 10`. A `step` that
/// is not a positive number, or a value that is not a percentage where one is needed, is an
/// error: a reader would speak `nan%`, `250%` or a hexadecimal number as no app shows it. A
/// number is held to at most 6 decimal places (`Amount`); one written with more says so, as
/// the bounds alone would not tell why `0.0000001%` is refused.
struct AdjustableValuesRule: CheckRule {
  let invariant =
    "A screen is only valid if every adjustable element has a value that is a number with its kind's unit, within its bounds, and a step that is a positive number, each of at most 6 decimal places, and every value a progress indicator shows is such a number."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue) else { continue }
      let adjustment = entry.adjustment ?? entry.steppedValue?.adjustment
      guard let bounds = adjustment?.bounds ?? entry.shownValue else { continue }
      let described = elements[index].description
      let kind = elements[index].kind
      if let value = elements[index].value {
        switch bounds.refusal(of: value.value) {
        case nil: break
        case .notANumber, .outOfBounds:
          found.add(
            Diagnostic(
              .invalidValue,
              "\(VisibleText.quoted(value.value)) is not a value of \(entry.title): write \(raw: bounds.sentence), such as \"\(raw: bounds.describe(50))\"",
              at: context.inScreen(value.range)))
        case .tooManyDecimals(let places):
          found.add(
            Diagnostic(
              .invalidValue,
              "\(VisibleText.quoted(value.value)) is not a value of \(entry.title): it has \(raw: String(places)) decimal places, and earshot holds a value to at most \(raw: String(Amount.maximumDecimals)); write \(raw: bounds.sentence) with at most \(raw: String(Amount.maximumDecimals)) decimal places, such as \"\(raw: bounds.describe(50))\"",
              at: context.inScreen(value.range)))
        }
      } else if adjustment != nil {
        found.add(
          Diagnostic(
            .invalidValue,
            "\(described) has no value; \(raw: entry.title) needs one: \(raw: bounds.sentence), such as `value \"\(raw: bounds.describe(50))\"`",
            at: context.inScreen(kind.range)))
      }
      guard let adjustment else { continue }
      if let step = elements[index].step {
        if adjustment.step(step.value) == nil { found.add(stepRefusal(step, of: adjustment, entry, context)) }
      } else if entry.steppedValue == nil {
        found.add(
          Diagnostic(
            .invalidStep,
            "\(described) has no step; write how far `swipe up` and `swipe down` move it, such as `step 10`",
            at: context.inScreen(kind.range)))
      }
    }
  }

  /// Why `step` is not a step of the kind: more decimal places than earshot holds, else no
  /// positive number.
  private func stepRefusal(
    _ step: Located<String>, of adjustment: Adjustment, _ entry: Entry, _ context: CheckContext
  )
    -> Diagnostic
  {
    let points = adjustment.unit == "%" ? " of percentage points" : ""
    let example = entry.steppedValue?.defaultStep ?? "10"
    if let places = adjustment.excessDecimals(ofStep: step.value) {
      return Diagnostic(
        .invalidStep,
        "`step \(step.value)` is not a step of \(entry.title): it has \(raw: String(places)) decimal places, and earshot holds a step to at most \(raw: String(Amount.maximumDecimals)); write a positive number\(raw: points) with at most \(raw: String(Amount.maximumDecimals)) decimal places, such as `step \(raw: example)`",
        at: context.inScreen(step.range))
    }
    return Diagnostic(
      .invalidStep,
      "`step \(step.value)` is not a step of \(entry.title): write a positive number\(raw: points), such as `step \(raw: example)`",
      at: context.inScreen(step.range))
  }
}
