/// A captured tree as the platform hands it to its screen reader: each node with what Android's
/// `AccessibilityNodeInfo` or a UIKit accessibility element exposes, as far as the capture
/// records it (`CapturedNode`), held flat in document order (a parent before its children,
/// siblings in order). The readers' rules (`TalkBackModel`, `VoiceOverModel`) run on this, not
/// on the catalogue's kinds: real trees hold combinations no kind describes.
struct PlatformTree: Sendable {
  struct Node: Sendable {
    /// What the capture says of the node (its own `children` are the captured ones; the tree's
    /// are `children` below).
    var properties: CapturedNode
    var parent: Int?
    var children: [Int] = []
    /// The root the node is under: one per window in an Android dump.
    var window: Int
    /// How deep it is: a window root is 0.
    var depth: Int
    /// One past its last descendant in `nodes`.
    var subtreeEnd = 0
  }

  let platform: Platform
  private(set) var nodes: [Node] = []
  /// The window roots, in the order the capture lists them.
  private(set) var roots: [Int] = []

  init(platform: Platform, roots captured: [CapturedNode]) {
    self.platform = platform
    for root in captured {
      let index = nodes.count
      roots.append(index)
      add(root, parent: nil, window: index, depth: 0)
    }
    // From the last node back: a node's subtree ends where its last child's does.
    for index in nodes.indices.reversed() {
      nodes[index].subtreeEnd = nodes[index].children.last.map { nodes[$0].subtreeEnd } ?? index + 1
    }
  }

  /// Adds `node` and everything below it, depth first. An explicit stack: a capture may nest
  /// as deep as the importer's limit allows.
  private mutating func add(_ node: CapturedNode, parent: Int?, window: Int, depth: Int) {
    var stack: [(node: CapturedNode, parent: Int?, depth: Int)] = [(node, parent, depth)]
    while let (next, parent, depth) = stack.popLast() {
      let index = nodes.count
      // The node keeps its captured children (shared, not copied): the tree's own `children`
      // are indices, and emptying them would copy every node's fields.
      nodes.append(Node(properties: next, parent: parent, window: window, depth: depth))
      if let parent { nodes[parent].children.append(index) }
      for child in next.children.reversed() { stack.append((child, index, depth + 1)) }
    }
  }

  subscript(_ index: Int) -> CapturedNode {
    _read { yield nodes[index].properties }
  }

  func parent(of index: Int) -> Int? { nodes[index].parent }
  func children(of index: Int) -> [Int] { nodes[index].children }

  /// The ancestors of `index`, nearest first.
  func ancestors(of index: Int) -> UnfoldSequence<Int, Int?> {
    sequence(state: nodes[index].parent) { next in
      guard let current = next else { return nil }
      next = nodes[current].parent
      return current
    }
  }

  /// Every node under `index` (not itself), in document order: they follow it in `nodes`.
  func descendants(of index: Int) -> Range<Int> {
    (index + 1)..<nodes[index].subtreeEnd
  }
}

extension PlatformTree {
  /// The tree of a capture given as text (tests, fixtures): nil when it is no capture earshot
  /// reads, or does not import.
  static func reading(_ text: String, path: String = "capture") -> PlatformTree? {
    let file = SourceFile(path: path, text: text)
    guard let format = CaptureFormat.detect(file),
      let capture = CaptureImporter.read(file, format: format).capture
    else { return nil }
    return PlatformTree(platform: capture.platform, roots: capture.roots)
  }
}
