/// Which nodes are web content, and which WebView stands for a page (google/talkback 26a27dc0).
///
/// On a device Chromium puts `ACTION_NEXT_HTML_ELEMENT` on the WebView and each web node, and
/// TalkBack's `shouldFocusNode` takes any node with web actions as a stop while its WebView
/// container is visible; inside the page Chromium, not TalkBack, picks the next element
/// (`talkback/.../focusmanagement/FocusProcessorForLogicalNavigation.java`: "Native elements ->
/// WebView container -> web elements -> native elements"). The container is the outermost
/// WebView (`AccessibilityNodeInfoUtils.FILTER_WEB_VIEW_CONTAINER`: ROLE_WEB_VIEW whose parent
/// is not ROLE_WEB_VIEW).
///
/// [derived] A dump has no actions: a node is web content when it is below an
/// `android.webkit.WebView`-class node (the outer View, and usually Chromium's root too).
struct TalkBackWebContent: Sendable {
  /// Below a WebView.
  let inWebContent: [Bool]
  /// The outermost WebView: one stop for its page.
  let isContainer: [Bool]

  init(hierarchy: TalkBackHierarchy, roles: [TalkBackRole]) {
    let count = roles.count
    var inWebContent = [Bool](repeating: false, count: count)
    var isContainer = [Bool](repeating: false, count: count)
    for index in 0..<count where hierarchy.included[index] {
      guard let parent = hierarchy.parent[index] else {
        isContainer[index] = roles[index] == .webView
        continue
      }
      inWebContent[index] = inWebContent[parent] || roles[parent] == .webView
      isContainer[index] = roles[index] == .webView && !inWebContent[index]
    }
    self.inWebContent = inWebContent
    self.isContainer = isContainer
  }
}
