/// A screen as one platform's screen reader sees it (SPEC §5): every element as a node with its
/// catalogue entry, its parent, the sheets around it and whether it is exposed at all, plus the
/// invisible dismiss element that iOS adds to every sheet. Built once per script and platform;
/// what changes while a test runs lives in `Session`.
public struct ScreenModel: Sendable {
  public struct Node: Sendable {
    public let element: Element
    public let entry: Entry
    public let parent: Int?
    public fileprivate(set) var children: [Int] = []
    /// The sheets holding this node, outermost first.
    public let sheets: [Int]
    /// Not exposed to assistive technology: marked `hidden`, inside a hidden element, or a
    /// component the platform does not have (the dismiss element on Android).
    public let isHidden: Bool
    /// The nearest ancestor that speaks its children as part of its own focus stop.
    public let groupedInto: Int?
    /// True for the iOS dismiss element the simulator adds to a sheet.
    public let isSynthesized: Bool

    public var id: String { entry.id }
  }

  public let platform: Platform
  public let screen: Screen
  public private(set) var nodes: [Node] = []
  /// The nodes that can hold screen-reader focus, in document order, ignoring sheets.
  public private(set) var stops: [Int] = []
  private var stopSet: Set<Int> = []
  private var indexByRange: [SourceRange: Int] = [:]
  /// `describe` of each node, worked out once: transcripts name nodes at every step.
  private var descriptions: [String] = []
  /// Sheets by name or label, exactly and lower-cased (the first in document order): every
  /// `opens` of a screen is looked up, so a walk over the nodes for each would be quadratic.
  private var sheetsByName: [String: Int] = [:]
  private var sheetsByLowercasedName: [String: Int] = [:]
  /// The focus stops that are items of each list (its children), in order, and each item's
  /// position among them: TalkBack speaks `2 of 5` at every stop of a list.
  public private(set) var listItems: [Int: [Int]] = [:]
  public private(set) var positionInList: [Int: Int] = [:]
  /// The focus stops inside each sheet (nested sheets' included), in order: the order while a
  /// sheet is open is read from its own stops, not from every stop of the screen.
  public private(set) var stopsInSheet: [Int: [Int]] = [:]

  public init(screen: Screen, platform: Platform, catalogue: Catalogue = .standard) {
    self.platform = platform
    self.screen = screen
    for element in screen.elements {
      add(element, parent: nil, sheets: [], hidden: false, groupedInto: nil, catalogue: catalogue)
    }
    stops = nodes.indices.filter(computeIsStop)
    stopSet = Set(stops)
    descriptions = nodes.map { $0.isSynthesized ? "dismiss (added by iOS)" : $0.element.description }
    for stop in stops {
      for sheet in nodes[stop].sheets { stopsInSheet[sheet, default: []].append(stop) }
      guard let parent = nodes[stop].parent, nodes[parent].id == "list" else { continue }
      positionInList[stop] = listItems[parent, default: []].count
      listItems[parent, default: []].append(stop)
    }
    for index in nodes.indices where nodes[index].id == "sheet" {
      for name in nodes[index].element.names {
        if sheetsByName[name] == nil { sheetsByName[name] = index }
        if sheetsByLowercasedName[name.lowercased()] == nil {
          sheetsByLowercasedName[name.lowercased()] = index
        }
      }
    }
  }

  /// Whether the node can hold screen-reader focus (when its sheets are open).
  public func isStop(_ index: Int) -> Bool {
    stopSet.contains(index)
  }

  /// The node made from a screen element (nil for an element of another screen).
  public func index(of element: Element) -> Int? {
    indexByRange[element.range]
  }

  /// The sheet a button's `opens` names: by name or label, exactly, else ignoring case.
  public func sheet(named name: String) -> Int? {
    sheetsByName[name] ?? sheetsByLowercasedName[name.lowercased()]
  }

  /// Sheets that no element opens are already showing when the screen is captured.
  public var sheetsOpenAtStart: [Int] {
    let opened = Set(nodes.compactMap { $0.element.opens.flatMap { sheet(named: $0.value) } })
    return nodes.indices.filter { nodes[$0].id == "sheet" && !opened.contains($0) }
  }

  /// How a node reads in transcripts and messages: `button "Submit"`.
  public func describe(_ index: Int) -> String {
    descriptions[index]
  }

  /// Whether `index` is `ancestor` or inside it.
  public func isWithin(_ index: Int, _ ancestor: Int) -> Bool {
    var current: Int? = index
    while let node = current {
      if node == ancestor { return true }
      current = nodes[node].parent
    }
    return false
  }

  /// A close button: the catalogue's `close` kind, or a button named "Close" inside a sheet.
  public func closesSheet(_ index: Int) -> Bool {
    let node = nodes[index]
    if node.id == "close" || node.id == "dismiss" { return true }
    return node.id == "button" && !node.sheets.isEmpty
      && node.element.names.contains { $0.lowercased() == "close" }
  }

  // MARK: Building

  private mutating func add(
    _ element: Element, parent: Int?, sheets: [Int], hidden: Bool, groupedInto: Int?, catalogue: Catalogue
  ) {
    let entry = catalogue.entry(forKind: element.kind.value) ?? .group
    let index = nodes.count
    let isHidden = hidden || element.hidden || entry.announcements[platform] == nil
    nodes.append(
      Node(
        element: element, entry: entry, parent: parent, sheets: sheets, isHidden: isHidden,
        groupedInto: groupedInto, isSynthesized: false))
    indexByRange[element.range] = index
    if let parent { nodes[parent].children.append(index) }
    let innerSheets = entry.id == "sheet" ? sheets + [index] : sheets
    let innerGroup = groupedInto ?? (entry.groupsChildren ? index : nil)
    let needsDismiss =
      entry.id == "sheet" && platform == .ios && !element.children.contains { $0.kind.value == "dismiss" }
    let dismissAfter = element.children.firstIndex {
      catalogue.entry(forKind: $0.kind.value)?.id == "grabber"
    }
    if needsDismiss, dismissAfter == nil { addDismiss(to: index, sheets: innerSheets, hidden: isHidden) }
    for (position, child) in element.children.enumerated() {
      add(
        child, parent: index, sheets: innerSheets, hidden: isHidden, groupedInto: innerGroup,
        catalogue: catalogue)
      if needsDismiss, position == dismissAfter {
        addDismiss(to: index, sheets: innerSheets, hidden: isHidden)
      }
    }
  }

  /// iOS adds an invisible dismiss button to a sheet, after its grabber (seed 004).
  private mutating func addDismiss(to sheet: Int, sheets: [Int], hidden: Bool) {
    let anchor = nodes[sheet].element.kind
    let element = Element(kind: Located("dismiss", anchor.range), range: anchor.range)
    nodes.append(
      Node(
        element: element, entry: .dismissElement, parent: sheet, sheets: sheets, isHidden: hidden,
        groupedInto: nil, isSynthesized: true))
    nodes[sheet].children.append(nodes.count - 1)
  }

  /// A focus stop is exposed, not grouped into another stop, not a container, and has
  /// something to say, can be activated, or is an image.
  private func computeIsStop(_ index: Int) -> Bool {
    let node = nodes[index]
    guard !node.isHidden, node.groupedInto == nil,
      let composition = node.entry.announcements[platform], !composition.parts.isEmpty
    else { return false }
    // An exposed image takes focus even unnamed, so that an audit can flag it.
    if node.entry.isInteractive || node.id == "image" || !node.element.names.isEmpty
      || node.entry.defaultNames[platform] != nil
    {
      return true
    }
    return node.entry.groupsChildren && node.children.contains { !nodes[$0].isHidden }
  }
}
