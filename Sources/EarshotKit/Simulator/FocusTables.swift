/// What the focus model reads of a node at every action, in one flat value worked out when the
/// screen model is built: reading it counts no reference, where reading the node's entry,
/// element and sets did at every swipe, key and activation of every test.
struct FocusFacts: Sendable {
  /// `ScreenModel.stop(for:)`: itself, or the element that groups it.
  var stop: Int
  /// The innermost sheet holding the node.
  var sheet: Int?
  var isInteractive: Bool
  /// Disabled as the screen gives it: no action changes it.
  var isDisabled: Bool
  /// `ScreenModel.closesSheet(_:)`.
  var closesSheet: Bool
  var sheetPart: SheetPart?
  /// What activating it does to the sheets: it depends on nothing an action changes.
  var sheetChange: Focus.SheetChange?
  /// The keys its keyboard table gives an effect on other platforms only (`KeyChord.bit`):
  /// pressing one does nothing here, and the message names the seed's row.
  var keysForOtherPlatformsOnly: UInt16
  /// The keys its keyboard table gives an effect on this platform (`KeyChord.bit`): other
  /// keys, but for moving focus and escape, do nothing to it here (`KeysHaveEffectRule`).
  var keysActingHere: UInt16

  /// The facts of `nodes[index]`, read in place (here and in the helpers): a node copied is a
  /// dozen references counted.
  init(of index: Int, in nodes: [ScreenModel.Node], opens: Int?, platform: Platform) {
    let entry = nodes[index].entry
    stop = nodes[index].groupedInto ?? index
    sheet = nodes[index].sheets.last
    isInteractive = entry.isInteractive
    isDisabled = nodes[index].states.contains(.disabled)
    closesSheet = FocusFacts.closesSheet(index, in: nodes)
    sheetPart = entry.sheetPart
    // One pass over the keyboard table, its rows read in place.
    var listed: UInt16 = 0
    keysActingHere = 0
    for row in entry.keyboard.indices {
      guard case .key(let key) = entry.keyboard[row].input else { continue }
      listed |= key.bit
      if entry.keyboard[row].platforms.contains(platform) { keysActingHere |= key.bit }
    }
    keysForOtherPlatformsOnly = listed & ~keysActingHere
    sheetChange = FocusFacts.sheetChange(
      of: index, in: nodes, isDisabled: isDisabled, closesSheet: closesSheet, opens: opens)
  }

  /// Whether activating the node closes the sheet it is in: a close button or dismiss
  /// element, or an element named like one (a `button "Close"` in a sheet).
  private static func closesSheet(_ index: Int, in nodes: [ScreenModel.Node]) -> Bool {
    let entry = nodes[index].entry
    if entry.activation == .closeSheet { return true }
    // Any control of a dialog closes it (`WindowBehaviour.closedByItsControls`), but one that
    // opens another window over it (its `opens`, or a drop-down's menu).
    if entry.activation == .fire, nodes[index].element.opens == nil, entry.popup == nil,
      let sheet = nodes[index].sheets.last,
      nodes[sheet].entry.window?.closedByItsControls == true
    {
      return true
    }
    if case .pick = entry.activation { return !nodes[index].sheets.isEmpty }
    guard !nodes[index].sheets.isEmpty, !entry.closesSheetWhenNamed.isEmpty else { return false }
    return [nodes[index].element.name, nodes[index].element.label].contains { name in
      name.map { entry.closesSheetWhenNamed.contains($0.value.lowercased()) } ?? false
    }
  }

  /// Closes the sheet the node is in (a close button, a dismiss element), opens the one it
  /// `opens`, or nothing. Nothing happens to a disabled or non-interactive element, and a
  /// toggle or a grabber keeps its sheet as it is.
  private static func sheetChange(
    of index: Int, in nodes: [ScreenModel.Node], isDisabled: Bool, closesSheet: Bool, opens: Int?
  ) -> Focus.SheetChange? {
    guard nodes[index].entry.isInteractive, !isDisabled else { return nil }
    switch nodes[index].entry.activation {
    case .toggle, .choose, .resizeSheet, .step, .none: return nil
    case .fire, .closeSheet, .pick: break
    }
    if closesSheet, let sheet = nodes[index].sheets.last { return .close(sheet) }
    return opens.map(Focus.SheetChange.open)
  }
}

extension ScreenModel {
  /// The screen-reader order and the keyboard order (enabled interactive elements
  /// only) with some sheets open, and where focus lands when the innermost of them has just
  /// opened. One reference: a focus model holds its orders, and every test's walk copies one.
  public final class Orders: Sendable {
    public let screenReader: [Int]
    public let keyboard: [Int]
    /// `ScreenModel.initialFocus(inSheet:order:)` of the innermost open sheet (nil: none is
    /// open, or nothing in it can take focus).
    public let landing: Int?
    /// For each node from an order's first stop to its last, how many stops of the order come
    /// before it: its place in the order, or the place it would have (the orders are sorted).
    /// Every `focus`, swipe and key asks where focus is in an order, and a look-up is cheaper
    /// than halving the order each time. Only that span is kept: an open sheet's order spans
    /// the sheet, and a table the size of the screen for each sheet that opens made a screen
    /// of thousands of sheets cost the square of its size.
    private let screenReaderPlaces: Places
    private let keyboardPlaces: Places

    init(screenReader: [Int], keyboard: [Int], landing: Int?) {
      self.screenReader = screenReader
      self.keyboard = keyboard
      self.landing = landing
      screenReaderPlaces = Places(of: screenReader)
      keyboardPlaces = Places(of: keyboard)
    }

    /// How many stops of the order (`keyboard` or the screen reader's) come before `node`.
    func place(of node: Int, keyboard: Bool) -> Int {
      keyboard ? keyboardPlaces.place(of: node) : screenReaderPlaces.place(of: node)
    }

    private struct Places: Sendable {
      let first: Int
      let count: Int
      let places: [Int]

      init(of order: [Int]) {
        first = order.first ?? 0
        count = order.count
        var places = [Int](repeating: 0, count: order.isEmpty ? 0 : order.last! - first + 1)
        var before = 0
        for offset in places.indices {
          while before < order.count && order[before] < first + offset { before += 1 }
          places[offset] = before
        }
        self.places = places
      }

      func place(of node: Int) -> Int {
        if node < first { return 0 }
        if node - first >= places.count { return count }
        return places[node - first]
      }
    }
  }
}

extension KeyChord {
  /// The key's bit in a set of keys kept as one word (`FocusFacts`).
  var bit: UInt16 {
    switch self {
    case .space: return 1 << 0
    case .enter: return 1 << 1
    case .tab: return 1 << 2
    case .up: return 1 << 3
    case .down: return 1 << 4
    case .left: return 1 << 5
    case .right: return 1 << 6
    case .escape: return 1 << 7
    case .shiftTab: return 1 << 8
    case .ctrlTab: return 1 << 9
    }
  }
}
