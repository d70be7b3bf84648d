/// The nodes each catalogue kind's standard widget exposes, so that a screen written by hand can
/// be read by the readers' own rules (`TalkBackModel`, `VoiceOverModel`) as a capture is: the
/// catalogue's knowledge of a kind, as the properties Android's `AccessibilityNodeInfo` or the
/// XCUITest element type carries for its widget.
///
/// A screen written by hand is read by the readers' rules over these nodes, as a capture is
/// (`readings`). A sheet and its parts (which each toolkit draws in its own way) have no node:
/// the catalogue's compositions speak them, and the sheet is the container of its content's
/// nodes. So has an element of a kind with no standard widget on the platform (a drop-down,
/// whose menu the platform draws; an iOS grid), and an element whose `role` replaces its role
/// words (no platform widget property says "speak no role"), each with what it holds: the
/// catalogue's compositions speak it, and the reader's rules the rest of its screen.
/// `CatalogueAgainstReadersTests` compares the two on every bundled screen.
enum StandardWidgetNodes {
  /// A screen as one platform's nodes, and the node each element became.
  struct Compiled: Sendable {
    let tree: PlatformTree
    /// The node of each element, by its index in `Screen.allElements`; nil for one the
    /// catalogue's compositions speak (a sheet and its parts).
    let nodeOfElement: [Int?]
  }

  /// The screen as Android nodes, one window; nil when an element has no widget here.
  static func androidTree(of screen: Screen, catalogue: Catalogue) -> Compiled? {
    var builder = Builder(catalogue: catalogue) { AndroidWidgets.draws($0) }
    return builder.compile(screen, platform: .android, root: "android.widget.FrameLayout") {
      AndroidWidgets.nodes(for: $0, entry: $1, in: &$2)
    } finish: { _ in
    }
  }

  /// The screen as XCUITest elements under one application; nil when an element's kind has no
  /// control here.
  static func iosTree(of screen: Screen, catalogue: Catalogue) -> Compiled? {
    var builder = Builder(catalogue: catalogue) { IOSWidgets.draws($0) }
    return builder.compile(screen, platform: .ios, root: "Application") {
      IOSWidgets.nodes(for: $0, entry: $1, in: &$2)
    } finish: { root in
      root.accessible = false
      IOSWidgets.markAccessible(&root, belowElement: false)
    }
  }

  /// How `platform`'s reader reads each element of a screen written by hand (by its index in
  /// `Screen.allElements`): its reader's model of the screen's nodes, and the element's node.
  /// Nil when an element has no standard widget node.
  static func readings(of screen: Screen, on platform: Platform, catalogue: Catalogue) -> [ElementReading?]? {
    guard
      let compiled = platform == .android
        ? androidTree(of: screen, catalogue: catalogue) : iosTree(of: screen, catalogue: catalogue),
      // Every element has its place, a node or none: the elements and the places agree.
      compiled.nodeOfElement.count == screen.allElements.count
    else { return nil }
    let model: any ReaderModel =
      platform == .android ? TalkBackModel(tree: compiled.tree) : VoiceOverModel(tree: compiled.tree)
    var isStop = Array(repeating: false, count: compiled.tree.nodes.count)
    for stop in model.stops { isStop[stop] = true }
    return compiled.nodeOfElement.map { node in
      node.map { ElementReading(model: model, node: $0, isStop: isStop[$0], isUnreached: false) }
    }
  }

  /// Builds the tree element by element, numbering nodes in document order as `PlatformTree`
  /// does, so that each element's node is known.
  struct Builder {
    let catalogue: Catalogue
    /// Whether the platform has a standard widget for an entry: an element of any other kind
    /// (an iOS grid) is left, with what it holds, to the catalogue's compositions, and the rest
    /// of the screen is still read by the reader's rules.
    let draws: (Entry) -> Bool
    /// The next node's index in document order.
    private(set) var next = 0
    private(set) var nodeOfElement: [Int?] = []

    init(catalogue: Catalogue, draws: @escaping (Entry) -> Bool) {
      self.catalogue = catalogue
      self.draws = draws
    }

    /// A node made for an element: numbered, and recorded as the element's.
    mutating func claim(_ node: CapturedNode, forElement: Bool) -> CapturedNode {
      if forElement { nodeOfElement.append(next) }
      next += 1
      return node
    }

    /// A node no element stands for (a cell's title text): numbered only.
    mutating func added(_ node: CapturedNode) -> CapturedNode {
      next += 1
      return node
    }

    /// A node of class `className` that no element stands for, numbered.
    mutating func added(className: String, range: SourceRange) -> CapturedNode {
      var node = CapturedNode(type: StandardWidgetNodes.type(of: className), range: range)
      node.className = className
      return added(node)
    }

    /// The node of `element` as written (`own`: a platform's `ownNode`), claimed for it, then
    /// the parts its widget draws (`parts`: a cell's title text), then the nodes of the
    /// element's children; nil when it or a child has none.
    mutating func element(
      _ element: Element, entry: Entry,
      own: (_ element: Element, _ entry: Entry, _ states: Set<String>, _ value: String?) -> CapturedNode?,
      make: (Element, Entry, inout Builder) -> CapturedNode?,
      parts: (inout CapturedNode, inout Builder) -> Void
    ) -> CapturedNode? {
      guard let written = own(element, entry, StandardWidgetNodes.states(of: element), element.value?.value)
      else { return nil }
      var node = claim(written, forElement: true)
      parts(&node, &self)
      guard let children = children(element.children, make: make) else { return nil }
      node.children += children
      return node
    }

    /// The element that node `old` stood for now stands for node `new` (a cell that is no
    /// element stands for its title text).
    mutating func move(fromNode old: Int, toNode new: Int) {
      if let element = nodeOfElement.lastIndex(of: old) { nodeOfElement[element] = new }
    }

    /// An element left to the catalogue's compositions: it has no node of its own.
    mutating func skip() {
      nodeOfElement.append(nil)
    }

    /// An element and every element it holds, left to the catalogue's compositions.
    mutating func skip(_ element: Element) {
      skip()
      for child in element.children { skip(child) }
    }

    /// The nodes of `elements`, in order; nil when one has none. A sheet is the container of
    /// its content's nodes and its parts (a grabber, a close button of its toolkit) have none:
    /// each toolkit draws them in its own way, and the catalogue's compositions speak them
    /// and the sheet, while the reader's rules speak what the sheet holds.
    mutating func children(
      _ elements: [Element],
      make: (Element, Entry, inout Builder) -> CapturedNode?
    ) -> [CapturedNode]? {
      var nodes: [CapturedNode] = []
      for element in elements {
        guard let entry = catalogue.entry(forKind: element.kind.value) else { return nil }
        // No widget property says "speak no role" (an empty Android role description is
        // ignored): an element with a `role` of its own is the compositions'.
        guard element.role == nil else {
          skip(element)
          continue
        }
        // A toast is drawn in no window of the app: it has no node; nor has a control whose
        // window the platform draws (a drop-down and its menu).
        if entry.sheetPart != nil || (entry.window != nil && entry.structure != .sheet) {
          skip(element)
          continue
        }
        if entry.structure == .sheet {
          skip()
          var sheet = added(CapturedNode(type: "Sheet", range: element.range))
          sheet.hidden = element.hidden
          guard let content = children(element.children, make: make) else { return nil }
          sheet.children = content
          nodes.append(sheet)
          continue
        }
        guard draws(entry) else {
          skip(element)
          continue
        }
        guard let node = make(element, entry, &self) else { return nil }
        nodes.append(node)
      }
      return nodes
    }

    fileprivate mutating func compile(
      _ screen: Screen, platform: Platform, root className: String,
      make: (Element, Entry, inout Builder) -> CapturedNode?, finish: (inout CapturedNode) -> Void
    ) -> Compiled? {
      var root = added(CapturedNode(type: StandardWidgetNodes.type(of: className), range: screen.range))
      root.className = className
      guard let children = children(screen.elements, make: make) else { return nil }
      root.children = children
      finish(&root)
      return Compiled(tree: PlatformTree(platform: platform, roots: [root]), nodeOfElement: nodeOfElement)
    }
  }

  /// The node of one element of a screen written by hand as its widget exposes it in `states`,
  /// holding `value` (what a run typed or moved it to; without its children): a widget's node follows its state (a chosen Material tab view is
  /// no longer clickable, an iOS radio button takes the selected trait when checked, an iOS
  /// check box states its state as its value). Nil for a kind with no widget here.
  static func node(
    of element: Element, entry: Entry, states: Set<String>, value: String?, on platform: Platform
  ) -> CapturedNode? {
    platform == .android
      ? AndroidWidgets.ownNode(of: element, entry: entry, states: states, value: value)
      : IOSWidgets.ownNode(of: element, entry: entry, states: states, value: value)
  }

  /// A disclosure and what it holds: its header, the element's own node, followed by the nodes
  /// of its children as siblings in one plain container (`box`), as a disclosure lays out its
  /// header and its content (a header that held its content would read the content's texts as
  /// its own). Nil when a child has no node.
  static func disclosure(
    _ element: Element, entry: Entry, box className: String, in builder: inout Builder,
    own: (_ element: Element, _ entry: Entry, _ states: Set<String>, _ value: String?) -> CapturedNode?,
    make: (Element, Entry, inout Builder) -> CapturedNode?
  ) -> CapturedNode? {
    var box = builder.added(className: className, range: element.range)
    box.hidden = element.hidden
    if className == "Other" { box.accessible = false }
    var header = element
    header.children = []
    guard let node = builder.element(header, entry: entry, own: own, make: make, parts: { _, _ in }),
      let content = builder.children(element.children, make: make)
    else { return nil }
    box.children = [node] + content
    return box
  }

  /// The states a screen gives an element, as words.
  static func states(of element: Element) -> Set<String> {
    Set(element.states.map(\.value))
  }

  /// A class name's last segment, the node's type.
  static func type(of className: String) -> String {
    String(className.split(separator: ".").last ?? "")
  }
}
