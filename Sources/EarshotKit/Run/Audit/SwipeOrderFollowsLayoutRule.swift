/// Swiping moves through a screen in the order it is seen: no element comes after one it sits
/// above in the same column, or left of in the same row (for a left-to-right language).
///
/// Sources: WCAG 1.3.2 Meaningful Sequence and 2.4.3 Focus Order; the button seed (002): "Group
/// label with data to ensure reading order is logical". ATF's `TraversalOrderCheck` checks only
/// explicit `accessibilityTraversalBefore`/`After` cycles, which captures do not record; this
/// compares each stop's bounds with the stop the reader visits before it. Stops without bounds
/// (hand-written screens, an off-screen view's empty rect) are not compared.
struct SwipeOrderFollowsLayoutRule: AuditRule {
  let id = "swipe-order-follows-layout"
  let invariant = "Each focus stop comes after the stops above it in its column and left of it in its row."
  let seed = "002"
  let severity = Severity.warning

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard session.isExposedStop(node), let here = session.visibleBounds(of: node) else {
      return []
    }
    guard let previous = tables.previousStopWithBounds(withOpen: model.nodes[node].sheets)[node],
      let before = session.visibleBounds(of: previous)
    else { return [] }
    let sameColumn = here.x < before.maxX && before.x < here.maxX
    let rowOverlap = min(here.maxY, before.maxY) - max(here.y, before.y)
    // A row: each holds half of the other's height (a scroll bar beside a button is no row).
    let sameRow = rowOverlap >= max(here.height, before.height) / 2
    let place: String
    if sameColumn, here.maxY <= before.y {
      place = "above"
    } else if sameRow, here.maxX <= before.x {
      place = "left of"
    } else {
      return []
    }
    return [
      "\(model.describe(node)) is \(place) \(model.describe(previous)) on screen but \(model.platform.readerName) reaches it after; order the elements as they are seen, top to bottom and left to right"
    ]
  }
}
