/// A screen as one platform's screen reader sees it: every element as a node with its
/// catalogue entry, its parent, the sheets around it and whether it is exposed at all, plus
/// the elements a platform adds (iOS's invisible dismiss element in every sheet). Built once
/// per screen and platform; what changes while a test runs lives in `Session` and `Focus`.
///
/// Everything here is read from the catalogue entries (`Entry.structure`, `activation`,
/// `sheetPart`, …): no kind is named in code. The functions that decide where focus can be and
/// where it goes (`stop(for:)`, `order(withOpen:)`, `initialFocus(inSheet:order:)`) are the one
/// focus model: the checker's static focus and the run's both call them.
public struct ScreenModel: Sendable {
  public struct Node: Sendable {
    public let element: Element
    public let entry: Entry
    /// The element of the screen this node is (its index in `Screen.allElements`); nil for an
    /// element the platform adds.
    public let elementIndex: Int?
    public let parent: Int?
    public fileprivate(set) var children: [Int] = []
    /// The sheets holding this node, outermost first.
    public let sheets: [Int]
    /// Not exposed to assistive technology: marked `hidden`, inside a hidden element, or a
    /// component the platform does not have (the dismiss element on Android).
    public let isHidden: Bool
    /// The nearest ancestor that speaks its children as part of its own focus stop.
    public let groupedInto: Int?
    /// The states the screen gives it, with its kind's defaults (a sheet without a size is `full`).
    public let states: Set<StateName>

    public var isSynthesized: Bool { elementIndex == nil }
  }

  /// Everything the model knows, built once and shared by every copy: a session or focus walk
  /// copies its model at every step, and one reference is cheaper to copy than a dozen.
  private let shared: Shared<ScreenModelTables>
  private var storage: ScreenModelTables { _read { yield shared.value } }

  public var platform: Platform { storage.platform }
  public var screen: Screen { storage.screen }
  public var nodes: [Node] { _read { yield storage.nodes } }
  /// The nodes that can hold screen-reader focus, in document order, ignoring sheets.
  public var stops: [Int] { _read { yield storage.stops } }
  /// The node of each screen element (by its index in `Screen.allElements`).
  public var nodeOfElement: [Int] { _read { yield storage.nodeOfElement } }
  /// The focus stops that are items of each collection (a list, a tab bar, a run of radio
  /// buttons: `collection(of:)`), and each item's position among them.
  public var listItems: [Int: [Int]] { _read { yield storage.listItems } }
  public var positionInList: [Int: Int] { _read { yield storage.positionInList } }
  /// The focus stops inside each sheet (nested sheets' included), in order.
  public var stopsInSheet: [Int: [Int]] { _read { yield storage.stopsInSheet } }
  /// The sheets no element opens: they are showing when the screen is captured.
  public var sheetsOpenAtStart: [Int] { _read { yield storage.sheetsOpenAtStart } }
  /// What the focus model reads of each node.
  var focusFacts: [FocusFacts] { _read { yield storage.focusFacts } }
  /// The custom actions with a label of each node that has any (`actionItems(of:expanded:)`).
  var customActions: [Int: [AccessibilityActionItem]] { _read { yield storage.customActions } }
  /// The disclosures (`Entry.revealsChildrenWhen`) that are collapsed when the screen is
  /// captured: their content is out of every order until one is expanded.
  public var disclosuresCollapsedAtStart: [Int] { _read { yield storage.disclosuresCollapsedAtStart } }

  public init(screen: Screen, platform: Platform, catalogue: Catalogue = .standard) {
    self.init(
      screen: screen, platform: platform, catalogue: catalogue,
      elements: ScreenElementFacts(screen.allElements, catalogue: catalogue))
  }

  /// A model built on what the screen's models share (`CompiledScreen` builds both from one).
  ///
  /// `widgetNodes`: a screen written by hand is read by the readers' rules over its standard
  /// widgets' nodes where it can be (`StandardWidgetNodes`); false speaks it through the
  /// catalogue's compositions alone, as `CatalogueAgainstReadersTests` compares them.
  init(
    screen: Screen, platform: Platform, catalogue: Catalogue, elements: ScreenElementFacts,
    widgetNodes: Bool = true
  ) {
    var tables = ScreenModelTables(
      screen: screen, platform: platform, catalogue: catalogue, elements: elements, widgetNodes: widgetNodes)
    // The orders of the usual states, worked out once: every sheet that opens or closes in a
    // run, and in the checker's walk, would otherwise filter every stop of the screen again.
    // A sheet's orders span the sheet (`Orders`), so all of them together are as large as
    // the screen.
    // The draft answers every question but these orders: none is kept for it yet.
    tables.ordersWithSheetOpen = Array(repeating: nil, count: tables.nodes.count)
    let draft = ScreenModel(shared: Shared(tables))
    tables.ordersWithNoSheetOpen = draft.computeOrders(withOpen: [])
    tables.ordersWithSheetOpen = tables.nodes.indices.map { sheet in
      tables.nodes[sheet].entry.structure == .sheet
        ? draft.computeOrders(withOpen: tables.nodes[sheet].sheets + [sheet]) : nil
    }
    shared = Shared(tables)
  }

  private init(shared: Shared<ScreenModelTables>) {
    self.shared = shared
  }

  // MARK: Questions

  /// How the reader reads the node from the platform's nodes (`ElementReading`): a captured
  /// element's reading, or, on a screen written by hand whose every element has a standard
  /// widget node (`StandardWidgetNodes`), the reading of its widget's node. Nil: the catalogue's
  /// composition speaks it.
  public func reading(of node: Int) -> ElementReading? {
    storage.readings[node]
  }

  /// Whether the node can hold screen-reader focus (when its sheets are open).
  public func isStop(_ index: Int) -> Bool {
    storage.isStopNode[index]
  }

  /// The node of the screen element at `index` in `Screen.allElements`.
  public func node(ofElement index: Int) -> Int {
    nodeOfElement[index]
  }

  /// The sheet `node` opens: the one its `opens` names, by name or label, exactly, else
  /// ignoring case (nil: it opens none, or none of that name).
  public func sheet(openedBy node: Int) -> Int? {
    storage.sheetOpened[node]
  }

  /// The toast or snackbar `node` `shows` (nil: it shows none, or none of that name).
  public func transient(shownBy node: Int) -> Int? {
    storage.transientShown[node]
  }

  /// How a node reads in transcripts and messages: `button "Submit"`.
  public func describe(_ index: Int) -> String {
    storage.descriptions[index]
  }

  // MARK: Collections

  /// The collection `node` is an item of, named by a node: its parent when that is a list (a
  /// `list`, a `tabs`), else, for a kind whose consecutive siblings form a set (radio buttons),
  /// the first node of its run. Nil: it is in none.
  public func collection(of node: Int) -> Int? {
    storage.collectionOf[node]
  }

  /// Whether `node` is in `collection`: inside the list (an item or something an item holds),
  /// or an item of the run.
  public func isInCollection(_ node: Int, _ collection: Int) -> Bool {
    nodes[collection].entry.structure == .list
      ? isWithin(node, collection) : storage.collectionOf[node] == collection
  }

  /// Every item of the collection `node` is in, in order, hidden and disabled ones too: the
  /// others lose a state when one of them is chosen (`Activation.choose`). Empty: it is in none.
  public func collectionMembers(of node: Int) -> [Int] {
    storage.collectionOf[node].flatMap { storage.collectionMembers[$0] } ?? []
  }

  /// Where `node` is among the focus stops of its collection, counted from 1, and how many
  /// there are (nil: it is in none, or takes no focus). In a captured list the reader counts
  /// (`spokenCollection(of:)`), its item's place and count as the reader gives them.
  public func position(of node: Int) -> (place: Int, count: Int)? {
    guard let collection = spokenCollection(of: node), let place = positionInList[node] else { return nil }
    return (place + 1, itemCount(of: collection))
  }

  /// The collection a reader speaks `node`'s position in: for a stop inside a captured list
  /// whose reader numbers the items itself (`ElementReading.collectionPosition`: TalkBack
  /// takes an item's CollectionItemInfo, through an ancestor for a stop inside it), that
  /// list; for a stop inside an item of a screen's list (a button in a row), that list, in
  /// which it has its item's place; else `collection(of:)`.
  public func spokenCollection(of node: Int) -> Int? {
    storage.numberedIn[node] ?? storage.collectionOf[node]
  }

  /// How many items a collection has for its reader: the reader's count for a captured list
  /// it numbers itself, else its focus stops (`listItems`).
  public func itemCount(of collection: Int) -> Int {
    storage.capturedListCount[collection] ?? listItems[collection]?.count ?? 0
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

  /// The role words the reader speaks for a node, where its announcement has a role: the
  /// screen's `role` (empty: none), else the catalogue's for this platform. Nil: no role is
  /// spoken (`expect role none`).
  public func spokenRole(of node: Int, words: ReaderWords = .english) -> String? {
    if let reading = reading(of: node) { return reading.roleName(words) }
    guard let composition = nodes[node].entry.announcement(on: platform), composition.parts.contains(.role)
    else {
      return nil
    }
    if let role = nodes[node].element.role { return role.value.isEmpty ? nil : role.value }
    return composition.role.map {
      CataloguePhrases.localized($0, entry: nodes[node].entry.id, on: platform, words: words)
    }
  }

  /// Why `node` can never take focus on this platform (nil: it can, while its sheets are
  /// open): its stop is hidden, or is not a focus stop.
  public func whyNotFocusable(_ node: Int) -> Message? {
    if canTakeFocus(node) { return nil }
    let stop = stop(for: node)
    let reader = platform.readerName
    if nodes[stop].isHidden { return "\(describe(node)) is hidden from \(reader)" }
    if !isStop(stop) { return "\(describe(node)) is not a focus stop: \(reader) never lands on it" }
    return nil
  }

  /// `whyNotFocusable(node) == nil`, with no message made: a compiled screen asks it of every
  /// element on each platform.
  func canTakeFocus(_ node: Int) -> Bool {
    let stop = stop(for: node)
    return !nodes[stop].isHidden && isStop(stop)
  }

  /// Whether activating the node closes the sheet it is in: a close button or dismiss element,
  /// or an element named like one (a `button "Close"` in a sheet).
  public func closesSheet(_ index: Int) -> Bool {
    focusFacts[index].closesSheet
  }

  // MARK: Disclosures

  /// The disclosures around `node`, innermost last (empty: it is in none).
  public func disclosures(around node: Int) -> [Int] {
    storage.disclosuresAround[node] ?? []
  }

  /// `orders` without the stops inside the `collapsed` disclosures, whose content is not on
  /// screen; as they are when none is collapsed.
  func orders(_ orders: Orders, hidingContentOf collapsed: Set<Int>) -> Orders {
    guard !collapsed.isEmpty, !storage.disclosuresAround.isEmpty else { return orders }
    func shown(_ stop: Int) -> Bool {
      storage.disclosuresAround[stop].map { !$0.contains(where: collapsed.contains) } ?? true
    }
    return Orders(
      screenReader: orders.screenReader.filter(shown), keyboard: orders.keyboard.filter(shown),
      landing: orders.landing.flatMap { shown($0) ? $0 : nil })
  }

  // MARK: The focus model

  /// The stop that focusing `node` lands on: itself, or the element that groups it.
  public func stop(for node: Int) -> Int {
    focusFacts[node].stop
  }

  /// The screen-reader order with these sheets open (innermost last): the stops of the
  /// innermost one while one is open (it is modal), else every stop outside closed sheets.
  /// Node indices follow document order, so it is sorted.
  public func order(withOpen openSheets: [Int]) -> [Int] {
    let open = Set(openSheets)
    if let modal = openSheets.last(where: { nodes[$0].entry.isModal }) {
      return (stopsInSheet[modal] ?? []).filter { nodes[$0].sheets.allSatisfy(open.contains) }
    }
    // A snackbar is a stop of its own, there only while it shows.
    return stops.filter {
      nodes[$0].sheets.allSatisfy(open.contains) && (nodes[$0].entry.structure != .sheet || open.contains($0))
    }
  }

  /// The screen-reader order and the keyboard order (enabled interactive elements
  /// only) with these sheets open, innermost last. No sheet open, or one sheet open inside
  /// its own open sheets, is the usual case and read from a table.
  public func orders(withOpen openSheets: some BidirectionalCollection<Int>) -> Orders {
    guard let modal = openSheets.last else { return storage.ordersWithNoSheetOpen }
    if openSheets.count == nodes[modal].sheets.count + 1, nodes[modal].sheets.allSatisfy(openSheets.contains),
      let orders = storage.ordersWithSheetOpen[modal]
    {
      return orders
    }
    return computeOrders(withOpen: Array(openSheets))
  }

  private func computeOrders(withOpen openSheets: [Int]) -> Orders {
    let order = order(withOpen: openSheets)
    return Orders(
      screenReader: order,
      keyboard: order.filter { focusFacts[$0].isInteractive && !focusFacts[$0].isDisabled },
      landing: openSheets.last.flatMap {
        nodes[$0].entry.isModal ? initialFocus(inSheet: $0, order: order) : nil
      })
  }

  /// Where focus lands when `sheet` opens (seed 004): its grabber, else its dismiss element,
  /// else its close button (or an element that closes it), else its first element.
  public func initialFocus(inSheet sheet: Int, order: [Int]) -> Int? {
    // A dialog: its title, or the first stop after it (`WindowBehaviour.landing`).
    if let window = nodes[sheet].entry.window, let landing = window.landing[platform] {
      let inside = order.lazy.filter { self.focusFacts[$0].sheet == sheet }
      guard landing == .afterTitle, let title = window.title else { return inside.first }
      return inside.first { self.nodes[$0].entry !== title } ?? inside.first
    }
    // One pass, keeping the first stop of each kind, in the order of preference.
    var first: Int?
    var dismiss: Int?
    var closing: Int?
    for stop in order where focusFacts[stop].sheet == sheet {
      if focusFacts[stop].sheetPart == .grabber { return stop }
      first = first ?? stop
      if dismiss == nil, focusFacts[stop].sheetPart == .dismiss { dismiss = stop }
      // A scrim closes the sheet but is reached last, never landed on.
      if closing == nil, focusFacts[stop].closesSheet, focusFacts[stop].sheetPart != .scrim { closing = stop }
    }
    return dismiss ?? closing ?? first
  }
}

/// The tables of a `ScreenModel`, built by its initializer and never changed after.
private struct ScreenModelTables: Sendable {
  typealias Node = ScreenModel.Node
  let platform: Platform
  let screen: Screen
  var nodes: [Node] = []
  /// The nodes that can hold screen-reader focus, in document order, ignoring sheets.
  var stops: [Int] = []
  /// Whether each node is a focus stop: a flag per node is read without hashing.
  var isStopNode: [Bool] = []
  /// The node of each screen element (by its index in `Screen.allElements`).
  var nodeOfElement: [Int] = []
  /// `describe` of each node, worked out once: transcripts name nodes at every step.
  var descriptions: [String] = []
  /// Sheets by name or label: every `opens` of a screen is looked up, so a walk over the nodes
  /// for each would be quadratic.
  var sheetsByName = NodesByName()
  /// The sheet each node `opens`, resolved once (nil: it opens none, or none of that name):
  /// activating it reads this, not the name.
  var sheetOpened: [Int?] = []
  /// The toast or snackbar each node `shows`, resolved once (nil: none).
  var transientShown: [Int?] = []
  /// Toasts and snackbars by name, for `shows`.
  var transientsByName = NodesByName()
  /// The pop-up each node's platform opens from it (`Entry.popup`), by node.
  var popupOpened: [Int: Int] = [:]
  /// The focus stops that are items of each collection, in order, and each item's position
  /// among them: TalkBack speaks `2 of 5` at every stop of a list, a tab bar or a radio set.
  var listItems: [Int: [Int]] = [:]
  var positionInList: [Int: Int] = [:]
  /// The list each stop inside an item of it is numbered in (`ScreenModel.spokenCollection(of:)`),
  /// and each captured list's count of items as its reader gives it.
  var numberedIn: [Int: Int] = [:]
  var capturedListCount: [Int: Int] = [:]
  /// The collection each node is an item of (`ScreenModel.collection(of:)`), by node: nil
  /// where it is in none. A list, not a dictionary: a model built hashed every item twice.
  var collectionOf: [Int?] = []
  /// Every item of each collection, in order (`ScreenModel.collectionMembers(of:)`).
  var collectionMembers: [Int: [Int]] = [:]
  /// The focus stops inside each sheet (nested sheets' included), in order: the order while a
  /// sheet is open is read from its own stops, not from every stop of the screen.
  var stopsInSheet: [Int: [Int]] = [:]
  /// The sheets no element opens: they are showing when the screen is captured.
  var sheetsOpenAtStart: [Int] = []
  /// What the focus model reads of each node (`FocusFacts`).
  var focusFacts: [FocusFacts] = []
  /// `ScreenModel.customActions`, by node.
  var customActions: [Int: [AccessibilityActionItem]] = [:]
  /// `ScreenModel.reading(of:)`, by node.
  var readings: [ElementReading?] = []
  /// The disclosures around each node inside one, outermost first, and those collapsed at the
  /// start (`ScreenModel.disclosures(around:)`).
  var disclosuresAround: [Int: [Int]] = [:]
  var disclosuresCollapsedAtStart: [Int] = []
  /// For a screen written by hand, each element's reading of its standard widget's node, by
  /// its index in `Screen.allElements` (`StandardWidgetNodes.readings`); nil where the
  /// catalogue's compositions speak the screen.
  var elementReadings: [ElementReading?]?

  func reading(ofElement element: Int) -> ElementReading? {
    elementReadings.flatMap { $0[element] }
  }
  /// `ScreenModel.orders(withOpen:)` with no sheet open, and with each sheet open inside the
  /// sheets around it (by node; nil for a node that is not a sheet).
  var ordersWithNoSheetOpen = ScreenModel.Orders(screenReader: [], keyboard: [], landing: nil)
  var ordersWithSheetOpen: [ScreenModel.Orders?] = []

  init(
    screen: Screen, platform: Platform, catalogue: Catalogue, elements: ScreenElementFacts, widgetNodes: Bool
  ) {
    self.platform = platform
    self.screen = screen
    // Room for every element and a few the platform adds (a grabber, a scrim): growing the
    // list copied its nodes, which are large, several times a screen.
    nodes.reserveCapacity(elements.entries.count + 8)
    nodeOfElement.reserveCapacity(elements.entries.count)
    let toolkit = catalogue.defaultSheetToolkit(on: platform)
    if screen.importedFrom == nil, widgetNodes {
      elementReadings = StandardWidgetNodes.readings(of: screen, on: platform, catalogue: catalogue)
    }
    var element = 0
    while element < elements.elements.count {
      add(
        element, parent: nil, sheets: [], hidden: false, groupedInto: nil, toolkit: toolkit,
        catalogue: catalogue, elements: elements)
      element = elements.subtreeEnds[element]
    }
    readings = nodes.map { node in node.element.captured ?? node.elementIndex.flatMap(reading(ofElement:)) }
    isStopNode = nodes.indices.map(computeIsStop)
    stops = nodes.indices.filter { isStopNode[$0] }
    descriptions = nodes.indices.map { index in
      if let element = nodes[index].elementIndex { return elements.descriptions[element] }
      if let name = nodes[index].element.name {
        // A dialog's title or message: `dialog title "Error"`.
        return Element.describe(kind: nodes[index].entry.title.lowercased(), name: name.value, id: nil)
      }
      let kind = nodes[index].entry.kinds.first ?? nodes[index].entry.id
      // What a control draws for itself (a stepper's buttons, a drop-down's menu) is named by
      // the control: a screen may hold several.
      var owner = nodes[index].parent
      while let node = owner, nodes[node].elementIndex == nil { owner = nodes[node].parent }
      guard let owner, let element = nodes[owner].elementIndex, isDrawnBy(index, owner) else {
        return "\(kind) (added by \(platform.systemName))"
      }
      return "\(kind) of \(elements.descriptions[element]) (added by \(platform.systemName))"
    }
    collectionOf = Array(repeating: nil, count: nodes.count)
    findCollections(among: nodes.indices.filter { nodes[$0].parent == nil }, parent: nil)
    for index in nodes.indices where !nodes[index].children.isEmpty {
      findCollections(among: nodes[index].children, parent: index)
    }
    for stop in stops {
      for sheet in nodes[stop].sheets { stopsInSheet[sheet, default: []].append(stop) }
      if let (list, index, count) = capturedPlace(of: stop) {
        numberedIn[stop] = list
        capturedListCount[list] = count
        positionInList[stop] = index
        if collectionOf[stop] == list { listItems[list, default: []].append(stop) }
        continue
      }
      guard let collection = collectionOf[stop] else {
        // A stop inside an item of a list takes the item's place, as TalkBack takes the
        // CollectionItemInfo of the focused node or of the item around it (`CollectionState`).
        if let item = itemAround(stop), let list = collectionOf[item], let place = positionInList[item] {
          numberedIn[stop] = list
          positionInList[stop] = place
        }
        continue
      }
      positionInList[stop] = listItems[collection, default: []].count
      listItems[collection, default: []].append(stop)
    }
    for index in nodes.indices where nodes[index].entry.isShown {
      transientsByName.add(nodes[index].element.names, for: index)
    }
    for index in nodes.indices where nodes[index].entry.structure == .sheet && !nodes[index].entry.isShown {
      sheetsByName.add(nodes[index].element.names, for: index)
    }
    // Each node's `opens` read in place: mapping over the nodes copied every node.
    transientShown = nodes.indices.map { nodes[$0].element.shows.flatMap { transient(named: $0.value) } }
    // A snackbar shown opens as a sheet does, without taking focus (`Entry.isModal`).
    sheetOpened = nodes.indices.map { index in
      nodes[index].element.opens.flatMap { sheet(named: $0.value) }
        ?? transientShown[index].flatMap { nodes[$0].entry.structure == .sheet ? $0 : nil }
        ?? popupOpened[index]
    }
    focusFacts = nodes.indices.map { index in
      FocusFacts(of: index, in: nodes, opens: sheetOpened[index], platform: platform)
    }
    // Read in place: binding an element would copy every field of it.
    for index in nodes.indices where !nodes[index].element.actions.isEmpty {
      if let actions = ScreenModel.customActions(nodes[index].element.actions) {
        customActions[index] = actions
      }
    }
    for index in nodes.indices {
      guard let parent = nodes[index].parent else { continue }
      let around =
        (disclosuresAround[parent] ?? []) + (nodes[parent].entry.revealsChildrenWhen != nil ? [parent] : [])
      if !around.isEmpty { disclosuresAround[index] = around }
    }
    disclosuresCollapsedAtStart = nodes.indices.filter { index in
      nodes[index].entry.revealsChildrenWhen.map { !nodes[index].states.contains($0) } ?? false
    }
    let opened = Set(sheetOpened.compactMap { $0 })
    sheetsOpenAtStart = nodes.indices.filter { nodes[$0].entry.structure == .sheet && !opened.contains($0) }
  }

  /// The item of a screen's list that `stop` is inside (a row holding a button), when that
  /// item is itself a stop the list counts; nil otherwise.
  private func itemAround(_ stop: Int) -> Int? {
    var child = stop
    while let parent = nodes[child].parent {
      if nodes[parent].entry.structure == .list {
        return child != stop && collectionOf[child] == parent && positionInList[child] != nil ? child : nil
      }
      child = parent
    }
    return nil
  }

  /// For a stop in a captured list whose reader numbers its items: the innermost list around
  /// it, the place of the stop's item (the list's child it is or is in) and the list's count,
  /// as the reader gives them (`ElementReading.collectionPosition`). Nil otherwise: a
  /// screen's own lists, and a reader that numbers none, count the stops that are items.
  private func capturedPlace(of stop: Int) -> (list: Int, index: Int, count: Int)? {
    var child = stop
    while let parent = nodes[child].parent {
      if nodes[parent].entry.structure == .list {
        guard nodes[parent].element.captured != nil,
          let place = nodes[child].element.captured?.collectionPosition
        else { return nil }
        return (parent, place.index, place.count)
      }
      child = parent
    }
    return nil
  }

  /// Whether `node`, which no screen writes, is drawn by the control `owner` (one of its
  /// `Entry.parts`, its `popup`, or a part of that).
  private func isDrawnBy(_ node: Int, _ owner: Int) -> Bool {
    let entry = nodes[owner].entry
    if entry.parts.contains(where: { $0 === nodes[node].entry }) { return true }
    guard let popup = entry.popup else { return false }
    return nodes[node].entry === popup || popup.parts.contains { $0 === nodes[node].entry }
  }

  func sheet(named name: String) -> Int? { sheetsByName.node(named: name) }

  func transient(named name: String) -> Int? { transientsByName.node(named: name) }
}

/// Nodes by name or label, exactly and lower-cased, the first in document order of each: a
/// name a script or screen writes finds its node as written, else in any case.
struct NodesByName: Sendable {
  private var exact: [String: Int] = [:]
  private var lowercased: [String: Int] = [:]

  mutating func add(_ names: [String], for node: Int) {
    for name in names {
      if exact[name] == nil { exact[name] = node }
      if lowercased[name.lowercased()] == nil { lowercased[name.lowercased()] = node }
    }
  }

  func node(named name: String) -> Int? { exact[name] ?? lowercased[name.lowercased()] }
}

extension ScreenModelTables {
  /// Adds the element at `element` in `elements.elements`, and everything inside it. Elements
  /// are passed by index and read in place: an element passed or bound is a dozen references
  /// counted, and each is copied once, into its node.
  ///
  /// `toolkit`: the toolkit drawing the innermost sheet around the element (the platform's
  /// default outside sheets), whose entry a sheet part takes (`SheetToolkit.entry(for:)`).
  fileprivate mutating func add(
    _ element: Int, parent: Int?, sheets: [Int], hidden: Bool, groupedInto: Int?, toolkit: SheetToolkit,
    catalogue: Catalogue, elements: ScreenElementFacts
  ) {
    let entry = toolkit.entry(for: elements.entries[element])
    let index = nodes.count
    let isHidden = hidden || elements.elements[element].hidden || !entry.isAnnounced(on: platform)
    // Read by the reader's rules (a screen written by hand), an element is grouped into the
    // stop around it unless it is a stop itself (a button in a row takes its own focus), and
    // a stop groups what it reads; else its catalogue entry decides.
    let reading = reading(ofElement: element)
    let ownGroup = reading.map { $0.isStop ? nil : groupedInto } ?? groupedInto
    nodes.append(
      Node(
        element: elements.elements[element], entry: entry, elementIndex: element, parent: parent,
        sheets: sheets, isHidden: isHidden, groupedInto: ownGroup, states: elements.states[element]))
    nodeOfElement.append(index)
    if let parent { nodes[parent].children.append(index) }
    let childCount = elements.elements[element].children.count
    let isSheet = entry.structure == .sheet
    guard
      childCount > 0 || isSheet || entry.synthesizedChild != nil || entry.window != nil
        || !entry.parts.isEmpty
    else { return }
    // One list of children, made at its size (and one more, for an element the platform adds).
    nodes[index].children.reserveCapacity(childCount + 1)
    // A captured element's reader has already decided what its stop reads (`ElementReading`).
    let groups = reading.map(\.isStop) ?? (entry.groupsChildren && elements.elements[element].captured == nil)
    let innerGroup = ownGroup ?? (groups ? index : nil)
    if isSheet {
      addContents(
        of: element, node: index, entry: entry, sheets: sheets + [index], hidden: isHidden,
        groupedInto: innerGroup, catalogue: catalogue, elements: elements,
        toolkit: catalogue.sheetToolkit(written: elements.elements[element].toolkits, on: platform))
    } else if let popup = entry.popup, childCount > 0 {
      // The pop-up the platform opens from it (a drop-down's menu), holding its children: a
      // captured drop-down has none (its menu is not open in the capture) and opens nothing.
      addSynthesized(popup, to: index, sheets: sheets, hidden: isHidden)
      let popupNode = nodes.count - 1
      popupOpened[index] = popupNode
      addContents(
        of: element, node: popupNode, entry: popup, sheets: sheets + [popupNode], hidden: isHidden,
        groupedInto: innerGroup, catalogue: catalogue, elements: elements, toolkit: toolkit)
    } else {
      // Passed on as it is: choosing between two toolkits in a variable copied one for every
      // element.
      addContents(
        of: element, node: index, entry: entry, sheets: sheets, hidden: isHidden, groupedInto: innerGroup,
        catalogue: catalogue, elements: elements, toolkit: toolkit)
    }
  }

  /// The children of `element` (whose node is `node`), and what the platform or the sheet's
  /// toolkit adds among them. `toolkit`: the one drawing them.
  private mutating func addContents(
    of element: Int, node index: Int, entry: Entry, sheets: [Int], hidden isHidden: Bool, groupedInto: Int?,
    catalogue: Catalogue, elements: ScreenElementFacts, toolkit: SheetToolkit
  ) {
    // An element the platform adds here, unless the screen writes one itself.
    var added = entry.synthesizedChild.flatMap { child -> SynthesizedChild? in
      guard child.platforms.contains(platform) else { return nil }
      let written = elements.children(of: element).contains {
        elements.isKnownKind[$0] && elements.entries[$0] === child.entry
      }
      return written ? nil : child
    }
    let addAfter = added.flatMap { child in
      elements.children(of: element).enumerated().first {
        (elements.isKnownKind[$0.element] ? elements.entries[$0.element].sheetPart : nil) == child.after
      }?.offset
    }
    if let child = added, addAfter == nil {
      addSynthesized(toolkit.entry(for: child.entry), to: index, sheets: sheets, hidden: isHidden)
      added = nil
    }
    // A dialog's title and message, drawn from its name and `message`, before its buttons.
    if let window = entry.window {
      let written = elements.elements[element]
      for (part, text) in [(window.title, written.name), (window.message, written.message)] {
        guard let part, let text else { continue }
        addSynthesized(part, to: index, sheets: sheets, hidden: isHidden, name: text)
      }
    }
    for (position, child) in elements.children(of: element).enumerated() {
      add(
        child, parent: index, sheets: sheets, hidden: isHidden, groupedInto: groupedInto, toolkit: toolkit,
        catalogue: catalogue, elements: elements)
      if let synthesized = added, position == addAfter {
        addSynthesized(toolkit.entry(for: synthesized.entry), to: index, sheets: sheets, hidden: isHidden)
      }
    }
    // The stops the platform's control draws for itself (a stepper's buttons), disabled with it.
    let disabled = nodes[index].states.contains(.disabled)
    for part in entry.parts {
      addSynthesized(part, to: index, sheets: sheets, hidden: isHidden, states: disabled ? [.disabled] : [])
    }
    // What the sheet's toolkit adds after its content (Compose's scrim).
    // Not to a pop-up the platform adds (a drop-down's menu), which no toolkit draws.
    if entry.structure == .sheet, nodes[index].elementIndex != nil, let scrim = toolkit.addedAfterContent {
      addSynthesized(scrim, to: index, sheets: sheets, hidden: isHidden)
    }
  }

  fileprivate mutating func addSynthesized(
    _ entry: Entry, to parent: Int, sheets: [Int], hidden: Bool, name: Located<String>? = nil,
    states: Set<StateName> = []
  ) {
    let anchor = nodes[parent].element.kind
    var element = Element(kind: Located(entry.kinds.first ?? entry.id, anchor.range), range: anchor.range)
    element.name = name
    nodes.append(
      Node(
        element: element, entry: entry, elementIndex: nil, parent: parent, sheets: sheets,
        isHidden: hidden || !entry.isAnnounced(on: platform), groupedInto: nil, states: states))
    nodes[parent].children.append(nodes.count - 1)
  }

  /// The collections among one node's children (or the screen's top level): a list's children
  /// are its items; consecutive siblings of a kind whose entry makes them a set
  /// (`Structure.siblingSet`: radio buttons) are one, named by the first of them.
  fileprivate mutating func findCollections(among siblings: [Int], parent: Int?) {
    if let parent, nodes[parent].entry.structure == .list {
      for item in siblings { collectionOf[item] = parent }
      collectionMembers[parent] = siblings
      return
    }
    var run: Int?
    for item in siblings {
      // A captured element's collections are the reader's (`ReaderModel.isCollection`): lists.
      guard nodes[item].entry.structure == .siblingSet, nodes[item].element.captured == nil else {
        run = nil
        continue
      }
      let first = run.flatMap { nodes[$0].entry === nodes[item].entry ? $0 : nil } ?? item
      run = first
      collectionOf[item] = first
      collectionMembers[first, default: []].append(item)
    }
  }

  /// A focus stop is exposed, not grouped into another stop, not a container, and has
  /// something to say, can be activated, or must be found by an audit (an image).
  fileprivate func computeIsStop(_ index: Int) -> Bool {
    // Read in place: binding the node would copy every field of it and of its element.
    if let reading = readings[index] { return !nodes[index].isHidden && reading.isStop }
    guard !nodes[index].isHidden, nodes[index].groupedInto == nil,
      nodes[index].entry.saysSomething(on: platform)
    else { return false }
    let entry = nodes[index].entry
    let named = nodes[index].element.name != nil || nodes[index].element.label != nil
    if entry.takesFocusUnnamed || named || entry.hasDefaultName(on: platform) {
      return true
    }
    return entry.groupsChildren && nodes[index].children.contains { !nodes[$0].isHidden }
  }
}

/// An immutable value behind one reference.
private final class Shared<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

extension Platform {
  /// The operating system's name, for transcripts: `iOS`, `Android`.
  public var systemName: String { self == .ios ? "iOS" : "Android" }
}
