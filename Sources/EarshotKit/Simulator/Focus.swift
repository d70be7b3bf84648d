/// Where screen-reader focus is and which sheets are open, and how actions move them (SPEC §5):
/// the one focus model. `Session` runs it and adds speech and states; the checker runs it on
/// its own (`StaticFocus`) to know, before anything runs, which element each statement is
/// about. Both therefore agree on grouping, sheets, hidden elements and every move.
public struct Focus: Sendable {
  public let model: ScreenModel
  /// The focus stop that has screen-reader focus.
  public private(set) var focused: Int?
  /// Open sheets, innermost last, each with the element that opened it.
  public private(set) var openSheets: [(sheet: Int, opener: Int?)] {
    didSet { updateOrders() }
  }
  /// The screen-reader order now (`ScreenModel.order(withOpen:)`), kept up to date as sheets
  /// open and close, since every action reads it.
  public private(set) var order: [Int] = []
  /// Keyboard focus moves among enabled interactive elements only (SPEC §5): `order` without
  /// the rest (no action enables or disables an element).
  public private(set) var keyboardOrder: [Int] = []

  public init(model: ScreenModel) {
    self.model = model
    openSheets = model.sheetsOpenAtStart.map { (sheet: $0, opener: Int?.none) }
    updateOrders()
  }

  private mutating func updateOrders() {
    order = model.order(withOpen: openSheets.map(\.sheet))
    keyboardOrder = order.filter { model.nodes[$0].entry.isInteractive && !isDisabled($0) }
  }

  /// Disabled as the screen gives it: no action changes it.
  public func isDisabled(_ node: Int) -> Bool {
    model.nodes[node].states.contains(.disabled)
  }

  // MARK: Moves

  /// Why focus cannot be placed on `node` now (nil: it can: on `model.stop(for: node)`).
  public func whyUnreachable(_ node: Int) -> Message? {
    let stop = model.stop(for: node)
    if order.contains(stop) { return nil }
    let described = model.describe(node)
    let reader = model.platform.readerName
    if model.nodes[stop].isHidden { return "\(described) is hidden from \(reader)" }
    if !model.isStop(stop) { return "\(described) is not a focus stop: \(reader) never lands on it" }
    let open = Set(openSheets.map(\.sheet))
    if let closed = model.nodes[stop].sheets.first(where: { !open.contains($0) }) {
      return "\(described) is in \(model.describe(closed)), which is not open"
    }
    if let modal = openSheets.last?.sheet {
      return "\(model.describe(modal)) is open and holds \(reader)'s focus; \(described) is outside it"
    }
    return "\(described) cannot take focus"
  }

  /// Places focus on `node` (reachable: see `whyUnreachable`).
  public mutating func land(on node: Int) {
    focused = node
  }

  /// Forgets focus (a sheet closed with nowhere to return to).
  public mutating func clear() {
    focused = nil
  }

  public enum Step: Sendable, Equatable {
    case to(Int)
    /// Past either end: focus stays.
    case boundary(atEnd: Bool)
    /// Nothing can take focus.
    case nowhere
  }

  /// Where a swipe (or, `keyboard`, a navigation key) moves focus. From a focus outside the
  /// order (a disabled button when tabbing) it is the nearest in document order; with nothing
  /// focused, the matching end.
  public func step(forward: Bool, keyboard: Bool) -> Step {
    let order = keyboard ? keyboardOrder : self.order
    guard !order.isEmpty else { return .nowhere }
    guard let current = focused else { return .to(forward ? order.first! : order.last!) }
    // `order` is sorted: the neighbours of the focus, found by halving, are the next and
    // previous stops, whether or not the focus is in it.
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if order[middle] < current { low = middle + 1 } else { high = middle }
    }
    let after = low < order.count && order[low] == current ? low + 1 : low
    let next: Int? = forward ? (after < order.count ? order[after] : nil) : (low > 0 ? order[low - 1] : nil)
    return next.map(Step.to) ?? .boundary(atEnd: forward)
  }

  public enum SheetChange: Sendable, Equatable {
    case open(Int)
    case close(Int)
  }

  /// What activating `node` does to the sheets: closes the one it is in (a close button, a
  /// dismiss element), opens the one it `opens`, or nothing. Nothing happens to a disabled or
  /// non-interactive element, and a toggle or a grabber keeps its sheet as it is.
  public func sheetChange(activating node: Int) -> SheetChange? {
    let entry = model.nodes[node].entry
    guard entry.isInteractive, !isDisabled(node) else { return nil }
    switch entry.activation {
    case .toggle, .resizeSheet, .none: return nil
    case .fire, .closeSheet: break
    }
    if model.closesSheet(node), let sheet = model.nodes[node].sheets.last { return .close(sheet) }
    if let name = model.nodes[node].element.opens, let sheet = model.sheet(named: name.value) {
      return .open(sheet)
    }
    return nil
  }

  /// Opens `sheet`, opened by `opener`; focus lands where the sheet wants it (returned).
  public mutating func open(_ sheet: Int, from opener: Int?) -> Int? {
    openSheets.append((sheet, opener))
    let landing = model.initialFocus(inSheet: sheet, order: order)
    if let landing { focused = landing }
    return landing
  }

  /// Closes `sheet` and those opened in it; focus returns to the element that opened it, else
  /// the first stop (returned; nil: focus is lost).
  public mutating func close(_ sheet: Int) -> Int? {
    guard let position = openSheets.lastIndex(where: { $0.sheet == sheet }) else { return focused }
    let opener = openSheets[position].opener
    openSheets.removeSubrange(position...)
    let landing = opener.map(model.stop(for:)).flatMap { order.contains($0) ? $0 : nil } ?? order.first
    focused = landing
    return landing
  }

  /// Shows a closed sheet as if its opener had been activated, for `earshot screen`.
  public mutating func present(_ sheet: Int) {
    guard !openSheets.contains(where: { $0.sheet == sheet }) else { return }
    openSheets.append((sheet, nil))
  }
}
