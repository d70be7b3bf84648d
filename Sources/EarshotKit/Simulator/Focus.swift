/// Where screen-reader focus is and which sheets are open, and how actions move them:
/// the one focus model. `Session` runs it and adds speech and states; the checker runs it on
/// its own (`StaticFocus`) to know, before anything runs, which element each statement is
/// about. Both therefore agree on grouping, sheets, hidden elements and every move.
public struct Focus: Sendable {
  public let model: ScreenModel
  /// The focus stop that has screen-reader focus. Moving it forgets the action chosen on it.
  public private(set) var focused: Int? {
    didSet { chosenAction = nil }
  }
  /// With `rotor actions`: the place of the action chosen on the focused stop among its
  /// `actionItems` (nil: none yet; on TalkBack, `Activate`, where the Actions reading control
  /// starts: `resetActionMenuToDefault`).
  public private(set) var chosenAction: Int?
  /// The disclosures collapsed now: what they hold is out of the orders.
  public private(set) var collapsed: Set<Int>
  /// Open sheets, innermost last, each with the element that opened it.
  public private(set) var openSheets: [(sheet: Int, opener: Int?)]
  /// The orders with `openSheets` open (`ScreenModel.orders(withOpen:)`), kept up to date as
  /// sheets open and close, since every action reads them. One reference, usually the model's
  /// own: the checker copies a focus model for every test.
  private var orders: ScreenModel.Orders
  /// The rotor a script set (`rotor headings`): what vertical swipes move by; nil: none, or
  /// `rotor default`. Every test starts without one, as it starts with nothing focused.
  public private(set) var rotor: RotorItem?
  /// Whether vertical swipes move by the rotor even where an adjustable element has focus
  /// (`movesByRotor`): true once the rotor is set or has moved focus, false once anything
  /// else moves focus.
  private var rotorHoldsSwipes = true

  public init(model: ScreenModel) {
    self.model = model
    openSheets = model.sheetsOpenAtStart.map { (sheet: $0, opener: Int?.none) }
    collapsed = Set(model.disclosuresCollapsedAtStart)
    // A lazy view: the usual states are read from the model's tables without building the
    // list of open sheets.
    orders = model.orders(model.orders(withOpen: openSheets.lazy.map(\.sheet)), hidingContentOf: collapsed)
  }

  /// The screen-reader order now.
  public var order: [Int] { orders.screenReader }

  /// The innermost open window that holds focus inside it (a sheet, a dialog, a menu; not a
  /// snackbar showing: `Entry.isModal`).
  private var innermostModal: Int? {
    openSheets.last(where: { model.nodes[$0.sheet].entry.isModal })?.sheet
  }

  private mutating func updateOrders() {
    orders = model.orders(model.orders(withOpen: openSheets.lazy.map(\.sheet)), hidingContentOf: collapsed)
  }

  // MARK: Actions

  /// What an action did to focus and the sheets. `Session` adds what was said and the states
  /// that changed; the checker reads only where focus went.
  public enum Effect: Sendable, Equatable {
    /// Focus cannot be placed where `focus` asked (`whyUnreachable`): nothing happened.
    case unreachable(Message)
    /// Focus moved to this stop (`focus`, a swipe, a navigation key).
    case moved(to: Int)
    /// A swipe or key past either end: focus stays.
    case boundary(atEnd: Bool)
    /// The action did nothing, and why (`NoEffect.text(in:)` says it; the checker's walk never
    /// asks, so no message is built for it).
    case noEffect(NoEffect)
    /// The focused element was activated, and what that did to the sheets.
    case activated(Int, SheetMove?)
    /// The innermost sheet was closed (`dismiss`, `escape`).
    case dismissed(SheetMove)
    /// The focused element, adjustable and enabled, is to move one step up or down (`Session`
    /// moves its value).
    case adjusted(Int, up: Bool)
    /// The focused element, which takes text and is enabled, is to receive the text
    /// (`Session` enters it).
    case typed(Int, Text)
    /// The rotor was set to this item (nil: `rotor default`).
    case rotorSet(RotorItem?)
    /// A vertical swipe with a rotor set found no further element of its item: focus stays.
    case rotorBoundary(RotorItem, atEnd: Bool)
    /// With `rotor actions`, a vertical swipe chose this action of the focused stop.
    case actionChosen(Int, AccessibilityActionItem)
    /// With `rotor actions`, a vertical swipe on a stop that has no actions: nothing is chosen.
    case noActions(Int)
    /// A double tap performed the chosen action (not `Activate`, which activates); a
    /// disclosure's expand or collapse has changed what can take focus.
    case actionPerformed(Int, AccessibilityActionItem)
  }

  /// A sheet opened or closed, and the stop focus landed on (nil: it stayed where it was when
  /// a sheet opened with nothing in it; it was lost when a sheet closed with nowhere to go).
  public enum SheetMove: Sendable, Equatable {
    case opened(Int, landing: Int?)
    case closed(Int, landing: Int?)
  }

  /// Performs `action` (navigation and effects): the one place that decides where
  /// focus goes, for the checker's static walk and for the run alike.
  public mutating func perform(_ action: Action) -> Effect {
    switch action {
    case .focus(let element):
      return focus(on: model.node(ofElement: element))
    case .swipe(let forward):
      return step(forward: forward, keyboard: false)
    case .activate:
      if rotor == .actions, let node = focused, let place = chosenAction {
        return perform(action: place, of: node)
      }
      return activate()
    case .press(let key):
      return press(key)
    case .dismiss:
      // A snackbar showing is no window `dismiss` closes: the innermost modal one.
      guard let sheet = innermostModal else {
        return .noEffect(.noSheetOpen)
      }
      return close(sheet).map(Effect.dismissed) ?? .noEffect(.noSheetOpen)
    case .verticalSwipe(let up):
      // With the actions rotor, a vertical swipe chooses among the focused stop's actions.
      if rotor == .actions { return chooseAction(forward: !up) }
      // With a rotor set, a vertical swipe moves by it: down to the next, up to the previous.
      if let item = rotor, movesByRotor { return rotorStep(item, forward: !up) }
      return acting(on: { $0.adjustment != nil }, otherwise: NoEffect.notAdjustable) {
        .adjusted($0, up: up)
      }
    case .type(let text):
      return acting(on: { $0.textEntry != nil }, otherwise: NoEffect.notEditable) { .typed($0, text) }
    case .rotor(let item):
      rotor = item
      rotorHoldsSwipes = true
      chosenAction = nil
      return .rotorSet(item)
    }
  }

  /// An action on the focused element that its entry must allow (`accepts`): nothing happens
  /// when nothing has focus, the element is of another kind (`otherwise`) or disabled.
  private func acting(
    on accepts: (Entry) -> Bool, otherwise: (Int) -> NoEffect, _ effect: (Int) -> Effect
  ) -> Effect {
    guard let node = focused else { return .noEffect(.nothingHasFocus) }
    guard accepts(model.nodes[node].entry) else { return .noEffect(otherwise(node)) }
    guard !model.focusFacts[node].isDisabled else { return .noEffect(.disabled(node)) }
    return effect(node)
  }

  /// `focus` on a node: it lands on the stop holding it, if that can take focus now.
  public mutating func focus(on node: Int) -> Effect {
    if let why = whyUnreachable(node) { return .unreachable(why) }
    focused = model.stop(for: node)
    rotorHoldsSwipes = false
    return .moved(to: focused!)
  }

  /// Keys are read from the catalogue: navigation keys move keyboard focus, escape closes the
  /// open sheet, and a key that activates the focused component (its entry's keyboard table,
  /// on this platform) activates it.
  private mutating func press(_ key: KeyChord) -> Effect {
    if let forward = key.movesFocusForward { return step(forward: forward, keyboard: true) }
    if key == .escape { return perform(.dismiss) }
    if let node = focused, model.focusFacts[node].keysForOtherPlatformsOnly & key.bit != 0 {
      // The component has the key, on another platform (seed 002: enter on Android only).
      return .noEffect(.keyOnOtherPlatform(key, focused: node))
    }
    if key == .space || key == .enter { return activate() }
    return .noEffect(.keyDoesNothing(key))
  }

  /// Activates the focused element: nothing happens to a disabled or non-interactive one; a
  /// toggle or a grabber keeps the sheets as they are (its states change: `Session`); anything
  /// else closes the sheet it closes or opens the one it `opens`.
  private mutating func activate() -> Effect {
    guard let node = focused else { return .noEffect(.nothingHasFocus) }
    guard model.focusFacts[node].isInteractive else { return .noEffect(.notInteractive(node)) }
    guard !model.focusFacts[node].isDisabled else { return .noEffect(.disabled(node)) }
    if model.nodes[node].entry.revealsChildrenWhen != nil { toggle(disclosure: node) }
    switch model.focusFacts[node].sheetChange {
    case .close(let sheet): return .activated(node, close(sheet))
    case .open(let sheet): return .activated(node, open(sheet, from: node))
    case nil: return .activated(node, nil)
    }
  }

  // MARK: Moves

  /// Why focus cannot be placed on `node` now (nil: it can: on `model.stop(for: node)`).
  public func whyUnreachable(_ node: Int) -> Message? {
    let stop = model.stop(for: node)
    if isInOrder(stop) { return nil }
    if let why = model.whyNotFocusable(node) { return why }
    let described = model.describe(node)
    let open = Set(openSheets.map(\.sheet))
    if model.nodes[stop].entry.structure == .sheet, !open.contains(stop) {
      return "\(described) is not showing"
    }
    if let closed = model.nodes[stop].sheets.first(where: { !open.contains($0) }) {
      let state = model.nodes[closed].entry.isShown ? "showing" : "open"
      return "\(described) is in \(model.describe(closed)), which is not \(state)"
    }
    if let closed = model.disclosures(around: stop).first(where: collapsed.contains) {
      return "\(described) is in \(model.describe(closed)), which is collapsed"
    }
    if let modal = innermostModal {
      return
        "\(model.describe(modal)) is open and holds \(model.platform.readerName)'s focus; \(described) is outside it"
    }
    return "\(described) cannot take focus"
  }

  /// Whether `stop` is in the order now.
  private func isInOrder(_ stop: Int) -> Bool {
    let place = orders.place(of: stop, keyboard: false)
    return place < orders.screenReader.count && orders.screenReader[place] == stop
  }

  public enum Step: Sendable, Equatable {
    case to(Int)
    /// Past either end: focus stays.
    case boundary(atEnd: Bool)
    /// Nothing can take focus.
    case nowhere
  }

  /// A swipe (or, `keyboard`, a navigation key): focus moves to the next stop, or stays.
  private mutating func step(forward: Bool, keyboard: Bool) -> Effect {
    switch next(forward: forward, keyboard: keyboard) {
    case .to(let next):
      focused = next
      rotorHoldsSwipes = false
      return .moved(to: next)
    case .boundary(let atEnd): return .boundary(atEnd: atEnd)
    case .nowhere: return .noEffect(.nothingCanTakeFocus)
    }
  }

  /// Where a swipe (or, `keyboard`, a navigation key) moves focus. From a focus outside the
  /// order (a disabled button when tabbing) it is the nearest in document order; with nothing
  /// focused, the matching end.
  public func next(forward: Bool, keyboard: Bool) -> Step {
    let order = keyboard ? orders.keyboard : orders.screenReader
    guard !order.isEmpty else { return .nowhere }
    guard let current = focused else { return .to(forward ? order.first! : order.last!) }
    // `order` is sorted: the neighbours of the focus's place in it are the next and previous
    // stops, whether or not the focus is in it.
    let place = orders.place(of: current, keyboard: keyboard)
    let after = place < order.count && order[place] == current ? place + 1 : place
    let next: Int? =
      forward ? (after < order.count ? order[after] : nil) : (place > 0 ? order[place - 1] : nil)
    return next.map(Step.to) ?? .boundary(atEnd: forward)
  }

  // MARK: Rotor

  /// Whether a vertical swipe moves by the rotor now (one is set). On iOS always: the rotor's
  /// item decides what a vertical swipe does (afb.org, "Apple iOS iPhone and iPad": "what
  /// happens when you do this will depend on how the VoiceOver rotor is set"; no public source
  /// says VoiceOver turns it to Adjust Value on a slider by itself) [derived]. On Android not
  /// where a slider has focus that it got by anything but a rotor move: TalkBack then selects
  /// its contextual `ADJUSTABLE_WIDGET` setting silently and restores the reading control when
  /// focus leaves (google/talkback `SelectorController.switchCurrentSetting`,
  /// `allowSwitchSettingByFocusChange`: touch, screen changes and default-granularity moves
  /// only; `AdjustableWidgetSetting`: `Role.ROLE_SEEK_CONTROL`), so the swipe adjusts it.
  private var movesByRotor: Bool {
    guard model.platform == .android, !rotorHoldsSwipes, let node = focused else { return true }
    return model.nodes[node].entry.adjustment == nil
  }

  /// A vertical swipe with `item` set: focus moves to the next (`forward`) or previous stop of
  /// the item in screen-reader order, or stays at either end. Neither reader wraps: TalkBack
  /// says `No next heading` and keeps focus (`FocusProcessorForLogicalNavigation`); VoiceOver
  /// [derived], as `swipe right` past the end.
  private mutating func rotorStep(_ item: RotorItem, forward: Bool) -> Effect {
    guard let stop = next(item, forward: forward) else { return .rotorBoundary(item, atEnd: forward) }
    focused = stop
    rotorHoldsSwipes = true
    return .moved(to: stop)
  }

  /// The next (`forward`) or previous stop in screen-reader order whose entry is of `item` on
  /// this platform (`Entry.rotorItems`), from the focus (with nothing focused, from the
  /// matching end); nil when there is none. A stop is judged by its own entry: a heading
  /// grouped into a row is not one of the row's.
  public func next(_ item: RotorItem, forward: Bool) -> Int? {
    let order = orders.screenReader
    let platform = model.platform
    func isItem(_ stop: Int) -> Bool { model.nodes[stop].entry.rotorItems[platform]?.contains(item) == true }
    guard let current = focused else {
      return forward ? order.first(where: isItem) : order.last(where: isItem)
    }
    let place = orders.place(of: current, keyboard: false)
    let after = place < order.count && order[place] == current ? place + 1 : place
    return forward ? order[after...].first(where: isItem) : order[..<place].last(where: isItem)
  }

  // MARK: Actions rotor

  /// The actions of `node` as its reader lists them now (`ScreenModel.actionItems`): a view of
  /// the model's list, so that each swipe of the actions rotor lists none again.
  public func actionItems(of node: Int) -> ActionList {
    let expanded = model.nodes[node].entry.revealsChildrenWhen.map { _ in !collapsed.contains(node) }
    return model.actionItems(of: node, expanded: expanded)
  }

  /// With `rotor actions`, a vertical swipe chooses the next (`forward`) or previous action of
  /// the focused stop, wrapping at either end (TalkBack `SelectorController.changeAction`:
  /// `(currentActionIndex + 1) % actionSize`; VoiceOver [derived], as TalkBack). TalkBack starts
  /// on `Activate`, so that its first swipe down chooses the first action after it; VoiceOver
  /// starts before the first.
  private mutating func chooseAction(forward: Bool) -> Effect {
    guard let node = focused else { return .noEffect(.nothingHasFocus) }
    let items = actionItems(of: node)
    guard !items.isEmpty else { return .noActions(node) }
    let start = items.first == .activate ? 0 : (forward ? -1 : items.count)
    let place = ((chosenAction ?? start) + (forward ? 1 : -1) + items.count) % items.count
    chosenAction = place
    return .actionChosen(node, items[place])
  }

  /// A double tap with the action at `place` chosen: `Activate` activates; any other action is
  /// performed, a disclosure's expand or collapse changing what can take focus. An action that
  /// is no longer listed (a disclosure's expand once it has expanded) leaves `Activate` chosen
  /// (`populateActionItemsForNode` falls back to it).
  private mutating func perform(action place: Int, of node: Int) -> Effect {
    let items = actionItems(of: node)
    guard place < items.count else { return activate() }
    let item = items[place]
    switch item {
    case .activate:
      return activate()
    case .expand, .collapse:
      guard !model.focusFacts[node].isDisabled else { return .noEffect(.disabled(node)) }
      toggle(disclosure: node)
      chosenAction = actionItems(of: node).firstIndex(of: item)
      return .actionPerformed(node, item)
    case .custom:
      return .actionPerformed(node, item)
    }
  }

  /// Expands a collapsed disclosure or collapses an expanded one: what it holds joins or leaves
  /// the orders.
  private mutating func toggle(disclosure node: Int) {
    if collapsed.remove(node) == nil { collapsed.insert(node) }
    updateOrders()
  }

  /// What activating a node does to the sheets (`FocusFacts.sheetChange`).
  public enum SheetChange: Sendable, Equatable {
    case open(Int)
    case close(Int)
  }

  /// Opens `sheet`, opened by `opener`; focus lands where the sheet wants it
  /// (`ScreenModel.initialFocus(inSheet:order:)`, kept with the orders).
  private mutating func open(_ sheet: Int, from opener: Int?) -> SheetMove {
    openSheets.append((sheet, opener))
    updateOrders()
    let landing = orders.landing
    if let landing {
      focused = landing
      rotorHoldsSwipes = false
    }
    return .opened(sheet, landing: landing)
  }

  /// Closes `sheet` and those opened in it; focus returns to the element that opened it, else
  /// the first stop (nil: focus is lost). Nil when the sheet is not open.
  private mutating func close(_ sheet: Int) -> SheetMove? {
    guard let position = openSheets.lastIndex(where: { $0.sheet == sheet }) else { return nil }
    let opener = openSheets[position].opener
    openSheets.removeSubrange(position...)
    updateOrders()
    // A snackbar closing takes its focused action away and gives focus to nothing (Snackbar.swift).
    guard model.nodes[sheet].entry.isModal else {
      focused = nil
      return .closed(sheet, landing: nil)
    }
    let landing =
      opener.map(model.stop(for:)).flatMap { isInOrder($0) ? $0 : nil } ?? orders.screenReader.first
    focused = landing
    rotorHoldsSwipes = false
    return .closed(sheet, landing: landing)
  }

  /// Shows a collapsed disclosure's content as if it had been expanded, for `earshot screen`.
  public mutating func reveal(_ disclosure: Int) {
    if collapsed.remove(disclosure) != nil { updateOrders() }
  }

  /// Shows a closed sheet as if its opener had been activated, for `earshot screen`.
  public mutating func present(_ sheet: Int) {
    guard !openSheets.contains(where: { $0.sheet == sheet }) else { return }
    openSheets.append((sheet, nil))
    updateOrders()
  }
}
