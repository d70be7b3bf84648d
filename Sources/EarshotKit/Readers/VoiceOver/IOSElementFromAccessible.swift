/// Rule `iosElementFromAccessible`: when the capture records WebDriverAgent's `accessible`, the
/// stops are exactly the nodes it marks `accessible="true"`; nodes below a stop are read into it,
/// other nodes are containers.
///
/// Source: appium/WebDriverAgent `XCUIElement+FBWebDriverAttributes.m` (`isWDAccessible`): true
/// when the node's own `isAccessibilityElement` is (for a `Cell`, the cell's or its first
/// child's) and no ancestor other than a `Table` is an element. That is AccessibilitySnapshot's
/// element-or-container step (`recursiveAccessibilityHierarchy`: an element's subviews are not
/// parsed) already applied, top down.
enum IOSElementFromAccessible {
  /// Whether any node of the capture has the attribute (one is enough: WebDriverAgent writes it
  /// on every node or on none).
  static func applies(to tree: PlatformTree) -> Bool {
    tree.nodes.contains { $0.properties.accessible != nil }
  }

  static func isStop(_ node: CapturedNode) -> Bool { node.accessible == true }
}
