/// Rule `iosVisibility`: which captured nodes VoiceOver can reach at all.
///
/// A node is dropped only when it does not show itself (its own `visible="false"`, or an empty
/// frame) **and** nothing below it shows itself. Invisibility is never inherited: a 0×0
/// `visible="false"` wrapper over visible content is passed through and its content read.
///
/// Sources: AccessibilitySnapshot `AccessibilityHierarchyParser.swift`
/// (`recursiveAccessibilityHierarchy`): a zero-size view is pruned only when it clips, is itself
/// an element or lists `accessibilityElements`; "Zero-frame wrapper views that don't clip and only
/// contain subviews are allowed through". appium/WebDriverAgent `XCUIElement+FBIsVisible.m`: before
/// 2025 `visible` is false for any node whose own frame is empty (`CGRectIsEmpty(selfFrame)`),
/// so a wrapper's `false` says nothing about its children; since then it is the node's own AX
/// attribute. [derived]: a leaf that WebDriverAgent calls invisible (empty, clipped away or
/// hit-test covered) is dropped, as is an empty-framed node in a debugDescription (which records
/// no visibility).
enum IOSVisibility {
  /// Whether the node shows itself: not `visible="false"`, and its frame (when recorded) not empty.
  static func showsItself(_ node: CapturedNode) -> Bool {
    !node.hidden && !(node.frame?.isEmpty ?? false)
  }

  /// For each node of `tree`: whether it is kept (shows itself, or something below it does).
  static func kept(in tree: PlatformTree) -> [Bool] {
    var showsBelow = [Bool](repeating: false, count: tree.nodes.count)
    var kept = [Bool](repeating: false, count: tree.nodes.count)
    // From the last node back: children follow their parent in `nodes`.
    for index in tree.nodes.indices.reversed() {
      kept[index] = showsItself(tree[index]) || showsBelow[index]
      if kept[index], let parent = tree.parent(of: index) { showsBelow[parent] = true }
    }
    return kept
  }
}
