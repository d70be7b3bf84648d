/// Whether TalkBack counts a node as visible: `AccessibilityNodeInfoUtils.isVisible` (google/
/// talkback 26a27dc0 `utils/src/main/java/com/google/android/accessibility/utils/
/// AccessibilityNodeInfoUtils.java`): `node.isVisibleToUser() || (WebInterfaceUtils.
/// isWebContainer(node) && Role.getRole(node) != Role.ROLE_WEB_VIEW)`, so web content counts as
/// visible even off-screen, the WebView itself not.
enum TalkBackVisibility {
  /// `isVisibleToUser()` as a dump shows it: the node's own `visible-to-user` / `displayed`
  /// flag (`hidden`), never its parent's. [derived] Empty bounds (width or height ≤ 0) are an
  /// empty visible rectangle, which the framework reports as not visible to the user; a node
  /// the capture gives no bounds is taken as visible.
  static func isVisibleToUser(_ node: CapturedNode) -> Bool {
    guard !node.hidden else { return false }
    guard let frame = node.frame else { return true }
    return frame.width > 0 && frame.height > 0
  }

  /// `isVisible`: visible to the user, or web content that is not itself a WebView.
  static func isVisible(_ node: CapturedNode, role: TalkBackRole, inWebContent: Bool) -> Bool {
    isVisibleToUser(node) || (inWebContent && role != .webView)
  }
}
