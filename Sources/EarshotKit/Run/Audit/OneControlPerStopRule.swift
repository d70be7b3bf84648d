/// A row or group that is one focus stop holds no second interactive control (seed 001: "only
/// one interactive control per swipe"), since a grouped control cannot be reached on its own.
///
/// On a capture the reader's own rules decide what a stop reads (`ElementReading`): TalkBack
/// gives every actionable node a stop of its own and reads only the others into their parent
/// (`AccessibilityNodeInfoUtils.shouldFocusNode`, `TreeNodesDescription`), so a control is
/// unreachable only when the reader neither stops on it nor reads it with another stop (a
/// clickable layout with nothing to say, whose children say nothing either).
///
/// On Android a node is a control only when the capture says something activates it:
/// `clickable`, `long-clickable` or `focusable` (TalkBack's `isActionableForAccessibility`,
/// docs/research/talkback-focus-model.md §2.4). A node of a button or radio class with none of
/// these flags has no action of its own: it is the icon or title inside the control a finger
/// and TalkBack activate (Facebook's `Button` holding a `Button` with the same description,
/// KakaoTalk's non-clickable radio inside the row that is the stop, §5.2), so it is not
/// reported as a control nobody reaches. iOS captures carry no such flags; their type decides.
struct OneControlPerStopRule: AuditRule {
  let id = "one-control-per-stop"
  let invariant = "A grouping element holds no interactive element of its own."
  let seed = "001"
  /// A captured control no reader reaches is an element the reader does not expose.
  let auditsHiddenElements = true

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    if let captured = model.nodes[node].element.captured {
      guard captured.isUnreachedControl, Self.canBeActivated(captured) else { return [] }
      return [
        "\(model.describe(node)) can be activated, but \(model.platform.readerName) never stops on it and no stop reads it: it has nothing to say; give it a label"
      ]
    }
    guard !model.nodes[node].isHidden, let group = model.nodes[node].groupedInto,
      model.nodes[node].entry.isInteractive
    else { return [] }
    return [
      "\(model.describe(group)) groups \(model.describe(node)) into its own focus stop, so the screen reader cannot reach it; keep one interactive control per swipe"
    ]
  }

  /// Whether the capture shows an action on the node itself: on Android its flags (a class
  /// alone activates nothing), on iOS its type.
  static func canBeActivated(_ captured: ElementReading) -> Bool {
    let properties = captured.properties
    guard captured.model.tree.platform == .android else { return true }
    return properties.clickable || properties.longClickable || properties.focusable
  }
}
