/// The tree as TalkBack receives it: without the Views that are not important for
/// accessibility, each of their important descendants attached to the nearest important
/// ancestor.
///
/// TalkBack never asks for unimportant views (google/talkback 26a27dc0
/// `talkback/src/main/res/xml/accessibilityservice.xml` lists no
/// `flagIncludeNotImportantViews`), so the framework leaves those Views out and hoists their
/// children. Which nodes are important is `TalkBackImportance`: Appium's `a11y-important` for a
/// real View, inferred from the node for a capture without it; a provider's virtual node is
/// always kept. A window root is kept whatever it says, because a window always hands its root
/// to the service.
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
    // Below a node provider's host: the framework reports these whatever their importance.
    var virtual = [Bool](repeating: false, count: count)
    for index in 0..<count {
      let raw = tree.parent(of: index)
      if let raw {
        let parentClass = tree[raw].className
        virtual[index] =
          TalkBackImportance.hostsVirtualNodes(parentClass)
          || (virtual[raw] && !TalkBackImportance.hostsRealViews(parentClass))
      }
      included[index] =
        raw == nil
        || TalkBackImportance.isImportant(
          tree[index], virtual: virtual[index], parentClass: raw.map { tree[$0].className })
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
}
