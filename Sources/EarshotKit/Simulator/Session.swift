/// The user's screen-reader settings a script can change (`set hints off`).
public struct ReaderSettings: Sendable, Equatable {
  /// Speak usage hints after the focus utterance (on by default on both platforms).
  public var hints = true
  /// TalkBack's "speak list and grid positions" (`2 of 5`, `In list, 5 items`); off by default
  /// in earshot so that announcements stay short (SPEC §2.2). VoiceOver speaks no positions for
  /// table rows, so the setting changes nothing on iOS.
  public var listPositions = false

  public init() {}

  public init(_ settings: [Setting]) {
    for setting in settings {
      let on = setting.value.value == "on"
      switch setting.name.value {
      case "hints": hints = on
      case "list-positions": listPositions = on
      default: break
      }
    }
  }
}

/// One run of a screen reader over a screen: where focus is, which sheets are open and what
/// state each element is in. Every action returns what was said and what happened (SPEC §5).
public struct Session: Sendable {
  public let model: ScreenModel
  public let settings: ReaderSettings
  public let voice: any Voice
  /// Each node's states, starting from the screen's.
  public private(set) var states: [Set<String>]
  /// Open sheets, innermost last, each with the element that opened it.
  public private(set) var openSheets: [(sheet: Int, opener: Int?)] {
    didSet {
      order = Session.order(of: model, with: openSheets)
      keyboardOrder = keyboardOrder(of: order)
    }
  }
  /// The screen-reader order now: the stops of the innermost open sheet while one is open
  /// (it is modal), else every stop outside closed sheets. Kept up to date as sheets open and
  /// close, since every action reads it. Node indices follow document order, so it is sorted.
  public private(set) var order: [Int]
  /// Keyboard focus moves among enabled interactive elements only (SPEC §5): `order` without
  /// the rest, kept with it (no action enables or disables an element).
  private var keyboardOrder: [Int] = []
  /// The focus stop that has screen-reader focus.
  public private(set) var focus: Int?
  /// The node the last action activated (the transient `pressed` state).
  public private(set) var lastActivated: Int?
  /// The size a sheet collapses back to on Android.
  private var collapsedSize: [Int: String] = [:]

  public init(model: ScreenModel, settings: ReaderSettings = ReaderSettings()) {
    self.model = model
    self.settings = settings
    self.voice = model.platform == .ios ? VoiceOver() as any Voice : TalkBack()
    states = model.nodes.map { Set($0.element.states.map(\.value)) }
    let openAtStart = model.sheetsOpenAtStart.map { (sheet: $0, opener: Int?.none) }
    openSheets = openAtStart
    order = Session.order(of: model, with: openAtStart)
    keyboardOrder = keyboardOrder(of: order)
    for sheet in model.nodes.indices where model.nodes[sheet].id == "sheet" {
      if Session.sheetSizes.allSatisfy({ !states[sheet].contains($0) }) { states[sheet].insert("full") }
    }
  }

  /// Sheet sizes, smallest first. A sheet written without one covers the full screen (UIKit's
  /// default `.large` detent; a Material sheet with no peek height).
  public static let sheetSizes = ["minimized", "half", "full"]

  public func size(ofSheet sheet: Int) -> String {
    Session.sheetSizes.first { states[sheet].contains($0) } ?? "full"
  }

  // MARK: Queries

  private static func order(of model: ScreenModel, with openSheets: [(sheet: Int, opener: Int?)]) -> [Int] {
    let open = Set(openSheets.map(\.sheet))
    if let modal = openSheets.last?.sheet {
      return (model.stopsInSheet[modal] ?? []).filter { model.nodes[$0].sheets.allSatisfy(open.contains) }
    }
    return model.stops.filter { model.nodes[$0].sheets.allSatisfy(open.contains) }
  }

  /// The stop that focusing `node` lands on: itself, or the element that groups it.
  public func stop(for node: Int) -> Int {
    model.nodes[node].groupedInto ?? node
  }

  public func isDisabled(_ node: Int) -> Bool { states[node].contains("disabled") }

  /// What the reader says when focus lands on `node`, coming from `previous`.
  public func focusAnnouncement(of node: Int, from previous: Int? = nil) -> Announcement {
    var utterances = [Utterance(.speech, voice.focusParts(of: node, from: previous, in: self))]
    if settings.hints, let hint = voice.hint(of: node, in: self), !hint.isEmpty {
      utterances.append(Utterance(.hint, [hint]))
    }
    return Announcement(utterances)
  }

  // MARK: Actions

  /// What one action said and did; `failure` when it could not be performed at all.
  public struct Outcome: Sendable {
    public var announcement = Announcement.silence
    public var events: [Event] = []
    public var failure: Message?
  }

  /// `focus X`: place screen-reader focus on the stop holding `node`; it speaks.
  public mutating func focus(on node: Int) -> Outcome {
    lastActivated = nil
    let target = stop(for: node)
    guard order.contains(target) else { return Outcome(failure: whyUnreachable(node)) }
    return moveFocus(to: target)
  }

  /// `swipe right` / `swipe left`.
  public mutating func swipe(forward: Bool) -> Outcome {
    lastActivated = nil
    return step(forward: forward, among: order)
  }

  /// `doubletap`, or `space` / `enter` where they activate.
  public mutating func activate() -> Outcome {
    lastActivated = nil
    guard let node = focus else { return Outcome(events: [.noEffect("nothing has focus")]) }
    guard model.nodes[node].entry.isInteractive else {
      return Outcome(events: [.noEffect("\(model.describe(node)) is not interactive")])
    }
    guard !isDisabled(node) else {
      return Outcome(events: [.noEffect("\(model.describe(node)) is disabled")])
    }
    lastActivated = node
    var outcome = Outcome(events: [.activated(node)])
    let element = model.nodes[node].element
    switch model.nodes[node].id {
    case "switch":
      let from = states[node].contains("on") ? "on" : "off"
      let to = from == "on" ? "off" : "on"
      states[node].subtract(["on", "off"])
      states[node].insert(to)
      outcome.events.append(.stateChanged(node, from: from, to: to))
      outcome.announcement = Announcement([Utterance(.speech, voice.toggledParts(of: node, in: self))])
    case "grabber":
      if let sheet = model.nodes[node].sheets.last { resize(sheet, grabber: node, into: &outcome) }
    default:
      if model.closesSheet(node), let sheet = model.nodes[node].sheets.last {
        close(sheet, into: &outcome)
      } else if let name = element.opens, let sheet = model.sheet(named: name.value) {
        open(sheet, from: node, into: &outcome)
      }
    }
    if let text = element.announces?.value {
      outcome.announcement.utterances.append(Utterance(.live, [text]))
    }
    return outcome
  }

  /// `press KEY(+KEY)*`.
  public mutating func press(_ chord: String) -> Outcome {
    switch chord {
    case "space":
      return activate()
    case "enter":
      if model.platform == .android { return activate() }
      lastActivated = nil
      return Outcome(events: [
        .noEffect("enter does nothing on iOS (seed 002: \"enter: Activates on Android\")")
      ])
    case "escape":
      return dismiss()
    case "tab", "down", "right", "ctrl+tab":
      lastActivated = nil
      return step(forward: true, among: keyboardOrder)
    case "shift+tab", "up", "left":
      lastActivated = nil
      return step(forward: false, among: keyboardOrder)
    default:
      lastActivated = nil
      return Outcome(events: [.noEffect("\(chord) does nothing")])
    }
  }

  /// `dismiss` or `escape`: close the innermost open sheet.
  public mutating func dismiss() -> Outcome {
    lastActivated = nil
    guard let sheet = openSheets.last?.sheet else {
      return Outcome(events: [.noEffect("no sheet is open")])
    }
    var outcome = Outcome()
    close(sheet, into: &outcome)
    return outcome
  }

  /// Shows a closed sheet as if its opener had been activated, for `earshot screen`.
  public mutating func present(_ sheet: Int) {
    guard !openSheets.contains(where: { $0.sheet == sheet }) else { return }
    openSheets.append((sheet, nil))
  }

  // MARK: Effects

  private mutating func moveFocus(to node: Int) -> Outcome {
    let previous = focus
    focus = node
    return Outcome(announcement: focusAnnouncement(of: node, from: previous), events: [.focusMoved(to: node)])
  }

  /// The next stop of `order` after focus. From a focus outside `order` (a disabled button when
  /// tabbing) it is the nearest in document order; with nothing focused, the matching end.
  private mutating func step(forward: Bool, among order: [Int]) -> Outcome {
    guard !order.isEmpty else { return Outcome(events: [.noEffect("nothing can take focus")]) }
    guard let current = focus else { return moveFocus(to: forward ? order.first! : order.last!) }
    // `order` is sorted (node indices follow document order): the neighbours of the focus,
    // found by halving, are the next and previous stops, whether or not the focus is in it.
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if order[middle] < current { low = middle + 1 } else { high = middle }
    }
    let after = low < order.count && order[low] == current ? low + 1 : low
    let next: Int? = forward ? (after < order.count ? order[after] : nil) : (low > 0 ? order[low - 1] : nil)
    guard let next else { return Outcome(events: [.boundary(atEnd: forward)]) }
    return moveFocus(to: next)
  }

  private func keyboardOrder(of order: [Int]) -> [Int] {
    order.filter { model.nodes[$0].entry.isInteractive && !isDisabled($0) }
  }

  private mutating func open(_ sheet: Int, from opener: Int, into outcome: inout Outcome) {
    openSheets.append((sheet, opener))
    outcome.events.append(.sheetOpened(sheet, size: size(ofSheet: sheet)))
    guard let first = initialFocus(in: sheet) else { return }
    let moved = moveFocus(to: first)
    outcome.events += moved.events
    outcome.announcement = moved.announcement
  }

  /// Seed 004: the grabber if there is one, else the dismiss element, else the close button,
  /// else the first element of the sheet.
  private func initialFocus(in sheet: Int) -> Int? {
    let stops = order.filter { model.nodes[$0].sheets.last == sheet }
    return stops.first { model.nodes[$0].id == "grabber" }
      ?? stops.first { model.nodes[$0].id == "dismiss" }
      ?? stops.first { model.closesSheet($0) }
      ?? stops.first
  }

  private mutating func close(_ sheet: Int, into outcome: inout Outcome) {
    guard let position = openSheets.lastIndex(where: { $0.sheet == sheet }) else { return }
    let opener = openSheets[position].opener
    openSheets.removeSubrange(position...)
    outcome.events.append(.sheetClosed(sheet))
    let target = opener.map { stop(for: $0) }.flatMap { order.contains($0) ? $0 : nil } ?? order.first
    guard let target else {
      focus = nil
      return
    }
    let moved = moveFocus(to: target)
    outcome.events += moved.events
    outcome.announcement = moved.announcement
  }

  /// The grabber cycles its sheet: iOS minimized → half → full → minimized; Android collapsed
  /// ↔ expanded (seed 004). Only the grabber's name and new state are spoken.
  private mutating func resize(_ sheet: Int, grabber: Int, into outcome: inout Outcome) {
    let from = size(ofSheet: sheet)
    let to: String
    if model.platform == .ios {
      let sizes = Session.sheetSizes
      to = sizes[(sizes.firstIndex(of: from)! + 1) % sizes.count]
    } else if from == "full" {
      to = collapsedSize[sheet] ?? "half"
    } else {
      collapsedSize[sheet] = from
      to = "full"
    }
    states[sheet].subtract(Session.sheetSizes)
    states[sheet].insert(to)
    outcome.events.append(.sheetResized(sheet, from: from, to: to))
    outcome.announcement = Announcement([Utterance(.speech, voice.resizedParts(of: grabber, in: self))])
  }

  private func whyUnreachable(_ node: Int) -> Message {
    let described = model.describe(node)
    let target = model.nodes[stop(for: node)]
    if target.isHidden {
      return "\(described) is hidden from \(model.platform.readerName)"
    }
    if !model.isStop(stop(for: node)) {
      return "\(described) is not a focus stop: \(model.platform.readerName) never lands on it"
    }
    let open = Set(openSheets.map(\.sheet))
    if let closed = target.sheets.first(where: { !open.contains($0) }) {
      return "\(described) is in \(model.describe(closed)), which is not open"
    }
    if let modal = openSheets.last?.sheet {
      return
        "\(model.describe(modal)) is open and holds \(model.platform.readerName)'s focus; \(described) is outside it"
    }
    return "\(described) cannot take focus"
  }
}
