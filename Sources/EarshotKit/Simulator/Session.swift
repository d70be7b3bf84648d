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
/// Focus and sheets move by the one focus model (`Focus`); this adds speech and states.
public struct Session: Sendable {
  public let model: ScreenModel
  public var settings: ReaderSettings
  public let voice: any Voice
  /// Each node's states, starting from the screen's.
  public private(set) var states: [Set<StateName>]
  /// Focus, open sheets and the orders.
  public private(set) var focusModel: Focus
  /// The node the last action activated (the transient `pressed` state).
  public private(set) var lastActivated: Int?
  /// The size a sheet collapses back to on Android.
  private var collapsedSize: [Int: StateName] = [:]

  public init(model: ScreenModel, settings: ReaderSettings = ReaderSettings()) {
    self.model = model
    self.settings = settings
    self.voice = model.platform == .ios ? VoiceOver() as any Voice : TalkBack()
    states = model.nodes.map(\.states)
    focusModel = Focus(model: model)
  }

  /// The focus stop that has screen-reader focus.
  public var focus: Int? { focusModel.focused }
  /// The screen-reader order now.
  public var order: [Int] { focusModel.order }
  /// Open sheets, innermost last, each with the element that opened it.
  public var openSheets: [(sheet: Int, opener: Int?)] { focusModel.openSheets }

  /// A sheet's size now: one of its kind's sizes (`minimized`, `half`, `full`).
  public func size(ofSheet sheet: Int) -> StateName {
    let sizes = model.nodes[sheet].entry.exclusiveStates.first ?? []
    return sizes.first { states[sheet].contains($0) } ?? sizes.last ?? .full
  }

  // MARK: Queries

  /// The stop that focusing `node` lands on: itself, or the element that groups it.
  public func stop(for node: Int) -> Int {
    model.stop(for: node)
  }

  public func isDisabled(_ node: Int) -> Bool { states[node].contains(.disabled) }

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
    if let why = focusModel.whyUnreachable(node) { return Outcome(failure: why) }
    return moveFocus(to: model.stop(for: node))
  }

  /// `swipe right` / `swipe left`.
  public mutating func swipe(forward: Bool) -> Outcome {
    lastActivated = nil
    return step(forward: forward, keyboard: false)
  }

  /// `doubletap`, or `space` / `enter` where they activate.
  public mutating func activate() -> Outcome {
    lastActivated = nil
    guard let node = focus else { return Outcome(events: [.noEffect("nothing has focus")]) }
    let entry = model.nodes[node].entry
    guard entry.isInteractive else {
      return Outcome(events: [.noEffect("\(model.describe(node)) is not interactive")])
    }
    guard !isDisabled(node) else {
      return Outcome(events: [.noEffect("\(model.describe(node)) is disabled")])
    }
    lastActivated = node
    var outcome = Outcome(events: [.activated(node)])
    switch entry.activation {
    case .toggle(let first, let second):
      let from = states[node].contains(first) ? first : second
      let to = from == first ? second : first
      states[node].subtract([first, second])
      states[node].insert(to)
      outcome.events.append(.stateChanged(node, from: from.rawValue, to: to.rawValue))
      outcome.announcement = Announcement([Utterance(.speech, voice.toggledParts(of: node, in: self))])
    case .resizeSheet:
      if let sheet = model.nodes[node].sheets.last { resize(sheet, grabber: node, into: &outcome) }
    case .fire, .closeSheet, .none:
      switch focusModel.sheetChange(activating: node) {
      case .close(let sheet): close(sheet, into: &outcome)
      case .open(let sheet): open(sheet, from: node, into: &outcome)
      case nil: break
      }
    }
    if let text = model.nodes[node].element.announces?.value {
      outcome.announcement.utterances.append(Utterance(.live, [text]))
    }
    return outcome
  }

  /// `press KEY(+KEY)*`, read from the catalogue: navigation keys move keyboard focus, escape
  /// closes the open sheet, and a key that activates the focused component (its entry's
  /// keyboard table, on this platform) activates it.
  public mutating func press(_ key: KeyChord) -> Outcome {
    if let forward = key.movesFocusForward {
      lastActivated = nil
      return step(forward: forward, keyboard: true)
    }
    if key == .escape { return dismiss() }
    if let node = focus, model.nodes[node].entry.effect(ofKey: key, on: model.platform) == nil,
      let rule = model.nodes[node].entry.keyboard.first(where: { $0.input == .key(key) })
    {
      // The component has the key, on another platform (seed 002: enter on Android only).
      lastActivated = nil
      return Outcome(events: [
        .noEffect("\(key.rawValue) does nothing on \(model.platform.systemName) (seed: \"\(rule.source)\")")
      ])
    }
    if key == .space || key == .enter { return activate() }
    lastActivated = nil
    return Outcome(events: [.noEffect("\(key.rawValue) does nothing")])
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
    focusModel.present(sheet)
  }

  // MARK: Effects

  private mutating func moveFocus(to node: Int) -> Outcome {
    let previous = focus
    focusModel.land(on: node)
    return Outcome(announcement: focusAnnouncement(of: node, from: previous), events: [.focusMoved(to: node)])
  }

  private mutating func step(forward: Bool, keyboard: Bool) -> Outcome {
    switch focusModel.step(forward: forward, keyboard: keyboard) {
    case .to(let next): return moveFocus(to: next)
    case .boundary(let atEnd): return Outcome(events: [.boundary(atEnd: atEnd)])
    case .nowhere: return Outcome(events: [.noEffect("nothing can take focus")])
    }
  }

  private mutating func open(_ sheet: Int, from opener: Int, into outcome: inout Outcome) {
    let previous = focus
    let landing = focusModel.open(sheet, from: opener)
    outcome.events.append(.sheetOpened(sheet, size: size(ofSheet: sheet).rawValue))
    guard let landing else { return }
    outcome.events.append(.focusMoved(to: landing))
    outcome.announcement = focusAnnouncement(of: landing, from: previous)
  }

  private mutating func close(_ sheet: Int, into outcome: inout Outcome) {
    guard openSheets.contains(where: { $0.sheet == sheet }) else { return }
    let previous = focus
    let landing = focusModel.close(sheet)
    outcome.events.append(.sheetClosed(sheet))
    guard let landing else { return }
    outcome.events.append(.focusMoved(to: landing))
    outcome.announcement = focusAnnouncement(of: landing, from: previous)
  }

  /// The grabber cycles its sheet through its kind's sizes: on iOS to the next, the largest
  /// back to the smallest; on Android between collapsed and expanded, back to the size it
  /// collapsed from (seed 004). Only the grabber's name and new state are spoken.
  private mutating func resize(_ sheet: Int, grabber: Int, into outcome: inout Outcome) {
    let sizes = model.nodes[sheet].entry.exclusiveStates.first ?? []
    guard let largest = sizes.last else { return }
    let from = size(ofSheet: sheet)
    let to: StateName
    if model.platform == .ios {
      to = sizes[((sizes.firstIndex(of: from) ?? 0) + 1) % sizes.count]
    } else if from == largest {
      to = collapsedSize[sheet] ?? sizes[max(0, sizes.count - 2)]
    } else {
      collapsedSize[sheet] = from
      to = largest
    }
    states[sheet].subtract(sizes)
    states[sheet].insert(to)
    outcome.events.append(.sheetResized(sheet, from: from.rawValue, to: to.rawValue))
    outcome.announcement = Announcement([Utterance(.speech, voice.resizedParts(of: grabber, in: self))])
  }
}
