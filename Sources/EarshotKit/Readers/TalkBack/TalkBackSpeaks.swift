/// Whether a node has something to say, so that it may take focus (google/talkback 26a27dc0
/// `utils/src/main/java/com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java`,
/// `isSpeakingNode`, `hasText`, `hasStateDescription`, `hasNonActionableSpeakingChildren`,
/// `hasInvisibleNonActionableSpeakingChildren`).
enum TalkBackSpeaks {
  /// `hasText`: no CollectionInfo, and text, content description or hint text. [derived]
  /// TalkBack does not trim (`"  "` counts); the importer has already made blank strings
  /// absent, so they do not.
  static func hasText(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    !role.hasCollectionInfo
      && (TalkBackRange.text(of: node, role: role) != nil || node.label != nil || node.placeholder != nil)
  }

  /// `hasStateDescription`: a state description, checkable, or a valid RangeInfo.
  static func hasStateDescription(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    TalkBackStateWords.assumedStateDescription(
      node, role: role, checked: node.checked, indeterminate: node.indeterminate, compose: false,
      words: .english)
      != nil
      || node.checkable || TalkBackRange.hasValidRangeInfo(node, role: role)
  }

  /// `isSpeakingNode` for every node at once, children before parents (a child comes after
  /// its parent in document order), so each is worked out once: O(n).
  ///
  /// A child counts when it is visible, neither focusable nor clickable, speaks, and is not a
  /// speaking top-level scroll item under a parent that is neither clickable nor long-clickable
  /// ("a scrollable container that is clickable should get focus before its children"). Failing
  /// that, one invisible child with text that is not actionable is enough, unless the node
  /// scrolls (`FILTER_AUTO_SCROLL`).
  ///
  /// [derived] `visitedNodes` guards the Java recursion against visiting a node twice, and is
  /// left out. One corner follows from it that is not reproduced: without a cache, a second look
  /// at the same child (a speaking item of a clickable scroll container, asked once as a scroll
  /// item and once as a child) finds its children visited and answers false.
  static func speakingNodes(
    _ tree: PlatformTree, hierarchy: TalkBackHierarchy, roles: [TalkBackRole], visible: [Bool],
    focusableOrClickable: [Bool], topLevelScrollItem: [Bool]
  ) -> [Bool] {
    var speaks = [Bool](repeating: false, count: roles.count)
    for index in roles.indices.reversed() where hierarchy.included[index] {
      let node = tree[index]
      if hasText(node, role: roles[index]) || hasStateDescription(node, role: roles[index]) {
        speaks[index] = true
        continue
      }
      let clickableParent = node.clickable || node.longClickable
      let children = hierarchy.children[index]
      let speakingChild = children.contains { child in
        visible[child] && !focusableOrClickable[child] && speaks[child]
          && !(topLevelScrollItem[child] && !clickableParent)
      }
      if speakingChild {
        speaks[index] = true
      } else if !TalkBackScrollItem.autoScrolls(node, role: roles[index], visible: visible[index]) {
        speaks[index] = children.contains { child in
          let node = tree[child]
          return !TalkBackVisibility.isVisibleToUser(node) && hasText(node, role: roles[child])
            && !(node.screenReaderFocusable == true || TalkBackActionable.isActionableForAccessibility(node))
        }
      }
    }
    return speaks
  }
}
