/// A control a finger can activate is at least 44×44 pt on iOS and 48×48 dp on Android,
/// measured from a capture's bounds.
///
/// Sources: ATF `TouchTargetSizeCheck` (`TOUCH_TARGET_MIN_WIDTH`/`HEIGHT` 48 dp; ERROR, demoted
/// to WARNING when a touch delegate, a clickable ancestor or clipping may make the real target
/// larger: a capture shows none of those, and its density is often assumed, so a warning here);
/// Apple's `XCUIAccessibilityAuditType.hitRegion` and the HIG's 44×44 pt; WCAG 2.5.8 Target Size
/// (Minimum) and 2.5.5 Target Size. Sizes are rounded to whole pt/dp as ATF rounds them.
/// Hand-written screens have no bounds, and a control with an empty rect is off screen (ATF
/// skips views not visible to the user): the rule does not apply to them.
struct TouchTargetSizeRule: AuditRule {
  let id = "touch-target-size"
  let invariant = "Every control is at least 44×44 pt on iOS and 48×48 dp on Android."
  let seed = "none"
  let severity = Severity.warning

  func findings(for node: Int, in session: Session) -> [String] {
    guard session.isActiveControl(node), let bounds = session.visibleBounds(of: node) else { return [] }
    let model = session.model
    let (minimum, unit) = model.platform == .ios ? (44.0, "pt") : (48.0, "dp")
    let width = bounds.independentWidth.rounded()
    let height = bounds.independentHeight.rounded()
    guard width < minimum || height < minimum else { return [] }
    var measured = ""
    if case .pixels(let density, let stated) = bounds.unit {
      let how = stated ? "as the capture states" : "assumed; state it with density=\"…\" on <hierarchy>"
      measured =
        " (\(Bounds.text(bounds.width))×\(Bounds.text(bounds.height)) px at density \(Bounds.text(density)), \(how))"
    }
    return [
      "\(model.describe(node)) is \(Bounds.text(width))×\(Bounds.text(height)) \(unit)\(measured), smaller than the \(Bounds.text(minimum))×\(Bounds.text(minimum)) \(unit) touch target \(model.platform.systemName) asks for; enlarge it or its touch area"
    ]
  }
}
