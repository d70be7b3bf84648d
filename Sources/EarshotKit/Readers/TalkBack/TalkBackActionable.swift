/// Whether TalkBack counts a node as something to act on (google/talkback 26a27dc0
/// `utils/src/main/java/com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java`).
enum TalkBackActionable {
  /// `isActionableForAccessibility`: clickable or long-clickable (the flag or the action),
  /// focusable, or ACTION_FOCUS / ACTION_NEXT_HTML_ELEMENT. [derived] A dump has no action
  /// list: a View adds ACTION_CLICK exactly when it is clickable, ACTION_FOCUS when focusable,
  /// so the flags stand for the actions; web actions are `TalkBackWebContent`'s. `enabled`
  /// plays no part: a disabled button is still a stop.
  static func isActionableForAccessibility(_ node: CapturedNode) -> Bool {
    node.clickable || node.longClickable || node.focusable
  }

  /// `isFocusableOrClickable`: visible, and screen-reader-focusable or actionable. [derived]
  /// A uiautomator dump has no `screen-reader-focusable`: false, except inside a Compose host,
  /// where Compose's own rule gives it (`inferredScreenReaderFocusable`, `TalkBackComposeFocus`).
  static func isFocusableOrClickable(
    _ node: CapturedNode, visible: Bool, inferredScreenReaderFocusable: Bool = false
  ) -> Bool {
    visible
      && (node.screenReaderFocusable == true || inferredScreenReaderFocusable
        || isActionableForAccessibility(node))
  }
}
