/// A control hidden from the screen reader is not still enabled for everyone else: a keyboard or
/// Switch Control user reaches it while the reader skips it, and a sighted reader user taps what
/// the reader never names.
///
/// Sources: axe-core's `aria-hidden-focus` ("ARIA hidden element must not be focusable or contain
/// focusable elements"); WCAG 4.1.2 Name, Role, Value and 1.3.1 Info and Relationships; on
/// Android, `importantForAccessibility="no"` leaves a view focusable, and on iOS
/// `accessibilityElementsHidden` leaves a control hittable. Applies to elements a screen marks
/// `hidden` (or holds in a hidden element). In a capture `hidden` means off screen
/// (`displayed="false"`, iOS `visible="false"`) or a decorative image, never hidden from the
/// reader: dumps do not record `importantForAccessibility`, so elements with bounds are left out.
struct HiddenButFocusableRule: AuditRule {
  let id = "hidden-but-focusable"
  let invariant = "A control hidden from the screen reader is disabled too."
  let seed = "none"
  let auditsHiddenElements = true

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard model.nodes[node].isHidden, !model.nodes[node].isSynthesized, model.nodes[node].bounds == nil,
      model.nodes[node].entry.isInteractive, !session.isDisabled(node), Self.hiddenByScreen(node, model)
    else { return [] }
    return [
      "\(model.describe(node)) is hidden from \(model.platform.readerName) but still enabled: a keyboard or switch user can reach it and the reader cannot; hide it from everyone, or expose it"
    ]
  }

  /// Hidden by the screen's `hidden` on it or an element around it, not by the platform (an
  /// element the platform does not have, such as iOS's dismiss element on Android).
  private static func hiddenByScreen(_ node: Int, _ model: ScreenModel) -> Bool {
    var current: Int? = node
    while let index = current {
      if model.nodes[index].element.hidden { return true }
      current = model.nodes[index].parent
    }
    return false
  }
}
