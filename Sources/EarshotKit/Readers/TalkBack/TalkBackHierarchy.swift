/// The tree as TalkBack receives it: without the Views that are not important for
/// accessibility, each of their important descendants attached to the nearest important
/// ancestor.
///
/// TalkBack never asks for unimportant views: its service config lists no
/// `flagIncludeNotImportantViews` (google/talkback 26a27dc0
/// `talkback/src/main/res/xml/accessibilityservice.xml`), and no code of it calls
/// `isImportantForAccessibility`, so the framework leaves those Views out and hoists their
/// children. A dump made without compression (uiautomator's default, Appium's) includes them;
/// Appium marks them `a11y-important="false"`. A node without the attribute (every
/// uiautomator dump) is kept: nothing says it is unimportant.
///
/// [derived] Only unimportant nodes that carry nothing TalkBack reads are left out. A View
/// with text, a content description or an action is important unless its app says no (the
/// framework's `isImportantForAccessibility`: actionable, and TextView and a described View set
/// themselves important), while the virtual nodes of a node provider (Compose, Flutter,
/// Litho) reach TalkBack whatever flag they carry, and often carry false: Appium captures hold
/// clickable, described `a11y-important="false"` buttons that are real stops. A window root is
/// kept whatever it says, because a window always hands its root to the service.
///
/// A view over `PlatformTree` (parent and children remapped), not a copy of its nodes.
struct TalkBackHierarchy: Sendable {
  /// Whether TalkBack sees the node at all.
  let included: [Bool]
  /// The nearest included ancestor (nil: a window root, or not included).
  let parent: [Int?]
  /// The included children, in document order, with those hoisted from unimportant ones.
  let children: [[Int]]

  init(_ tree: PlatformTree) {
    let count = tree.nodes.count
    var included = [Bool](repeating: true, count: count)
    var parent = [Int?](repeating: nil, count: count)
    var children = [[Int]](repeating: [], count: count)
    // Document order: a parent is placed before its children, so its own nearest included
    // ancestor is known when a child asks for it.
    var nearestIncluded = [Int?](repeating: nil, count: count)
    for index in 0..<count {
      let raw = tree.parent(of: index)
      included[index] = raw == nil || tree[index].important != false || Self.carriesContent(tree[index])
      let above = raw.flatMap { included[$0] ? $0 : nearestIncluded[$0] }
      nearestIncluded[index] = above
      guard included[index] else { continue }
      parent[index] = above
      if let above { children[above].append(index) }
    }
    self.included = included
    self.parent = parent
    self.children = children
  }

  /// Whether the node has anything TalkBack reads or acts on.
  static func carriesContent(_ node: CapturedNode) -> Bool {
    node.text != nil || node.label != nil || node.placeholder != nil || node.tooltip != nil
      || node.clickable || node.longClickable || node.focusable || node.checkable || node.scrollable
      || node.screenReaderFocusable == true || node.heading
  }
}
