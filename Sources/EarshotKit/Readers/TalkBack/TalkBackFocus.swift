/// Which nodes TalkBack's linear navigation stops on: `AccessibilityNodeInfoUtils.
/// shouldFocusNode(node, cache, checkChildren)` (google/talkback 26a27dc0 `utils/src/main/java/
/// com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java`), which
/// `NavigationTarget.createNodeFilter` applies to every node in traversal order. Its steps:
///
/// 1. A node with web actions is a stop while its WebView container is visible.
/// 2. An invisible node is not.
/// 3. A node with children, neither focusable nor clickable, whose bounds are its window's, is
///    not ("Reject all non-leaf nodes that are neither actionable nor focusable, and have the
///    same bounds as the window").
/// 4. An accessibility-focusable node (focusable or clickable, or a speaking top-level scroll
///    item) is a stop when it has no children ("special case … for unlabeled buttons") or it
///    speaks; otherwise not ("focus should go on each child individually").
/// 5. Any other node is a stop when it has text or a state description and no ancestor passes
///    `shouldFocusNode(ancestor, cache, false)`, which answers step 4's "accessibility
///    focusable" before its speaking test.
/// 6. Otherwise it is not.
enum TalkBackFocus {
  struct Facts {
    /// `isAccessibilityFocusable`: what a parent's description skips, and what step 4 asks.
    var accessibilityFocusable: [Bool]
    /// `shouldFocusNode`.
    var isStop: [Bool]
  }

  static func facts(
    _ tree: PlatformTree, hierarchy: TalkBackHierarchy, roles: [TalkBackRole], web: TalkBackWebContent,
    visible: [Bool], focusableOrClickable: [Bool], topLevelScrollItem: [Bool], speaks: [Bool]
  ) -> Facts {
    let count = roles.count
    var accessibilityFocusable = [Bool](repeating: false, count: count)
    var isStop = [Bool](repeating: false, count: count)
    // `shouldFocusNode(node, cache, false)` of each node and of any ancestor, top down.
    var focusableIgnoringChildren = [Bool](repeating: false, count: count)
    var ancestorFocusable = [Bool](repeating: false, count: count)
    for index in 0..<count where hierarchy.included[index] {
      let node = tree[index]
      accessibilityFocusable[index] =
        focusableOrClickable[index] || (topLevelScrollItem[index] && speaks[index])
      if let parent = hierarchy.parent[index] {
        // [derived] Inside a page only the page's own nodes are ancestors that count: the
        // WebView container is a stop of its own and reads none of them.
        ancestorFocusable[index] =
          !web.isContainer[parent] && (ancestorFocusable[parent] || focusableIgnoringChildren[parent])
      }
      if web.isContainer[index] {
        // Step 1: the container stands for its page while it is visible to the user.
        let shown = TalkBackVisibility.isVisibleToUser(node)
        focusableIgnoringChildren[index] = shown
        isStop[index] = shown
        continue
      }
      // [derived] A WebView inside the page (Chromium's root node) adds no stop of its own:
      // the container already stands for the page.
      if roles[index] == .webView { continue }
      guard visible[index] else { continue }
      let hasChildren = !hierarchy.children[index].isEmpty
      if hasChildren && !focusableOrClickable[index] && fillsWindow(index, in: tree) { continue }
      focusableIgnoringChildren[index] = accessibilityFocusable[index]
      if accessibilityFocusable[index] {
        isStop[index] = !hasChildren || speaks[index]
      } else {
        isStop[index] =
          !ancestorFocusable[index]
          && (TalkBackSpeaks.hasText(node, role: roles[index])
            || TalkBackSpeaks.hasStateDescription(node, role: roles[index]))
      }
    }
    return Facts(accessibilityFocusable: accessibilityFocusable, isStop: isStop)
  }

  /// `areBoundsIdenticalToWindow`. [derived] A dump has no window bounds: a window's are its
  /// root node's.
  static func fillsWindow(_ index: Int, in tree: PlatformTree) -> Bool {
    guard let frame = tree[index].frame, let window = tree[tree.nodes[index].window].frame else {
      return false
    }
    return frame.x == window.x && frame.y == window.y && frame.width == window.width
      && frame.height == window.height
  }
}
