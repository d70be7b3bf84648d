/// No two controls the reader stops on share the same bounds: one touch area that is two
/// controls is two stops for the screen reader and one for a finger.
///
/// Sources: ATF `DuplicateClickableBoundsCheck` (ERROR for visible, important, clickable views
/// with equal bounds in screen); WCAG 4.1.2 Name, Role, Value and 2.4.3 Focus Order. A control
/// grouped into another's stop is `one-control-per-stop`'s finding, not this one's; hand-written
/// screens have no bounds. Reported on the later control, naming the first.
struct DuplicateClickableBoundsRule: AuditRule {
  let id = "duplicate-clickable-bounds"
  let invariant = "No two controls the reader stops on share the same bounds."
  let seed = "001"

  func findings(for node: Int, in session: Session) -> [String] {
    guard session.isActiveControl(node), let bounds = session.visibleBounds(of: node) else { return [] }
    let model = session.model
    guard
      let first = model.stops.first(where: { stop in
        stop < node && session.isActiveControl(stop) && session.visibleBounds(of: stop) == bounds
      })
    else { return [] }
    let rect = [bounds.x, bounds.y, bounds.width, bounds.height].map(Bounds.text)
    return [
      "\(model.describe(node)) has the same bounds as \(model.describe(first)) (x \(rect[0]), y \(rect[1]), \(rect[2])×\(rect[3])): one touch area, two stops for \(model.platform.readerName); merge them or make one of them not clickable"
    ]
  }
}
