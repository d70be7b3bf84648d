/// The user's screen-reader settings a script can change (`set hints off`).
public struct ReaderSettings: Sendable, Equatable {
  /// Speak usage hints after the focus utterance (on by default on both platforms).
  public var hints = true
  /// TalkBack's "speak list and grid positions" (`2 of 5`, `In list, 5 items`); on by default
  /// as in TalkBack (`pref_speak_container_element_positions_default` is `true`,
  /// readers-wording.md §1.1); `set list-positions off` turns it off. VoiceOver speaks
  /// no positions for table rows, so the setting changes nothing on iOS.
  public var listPositions = true
  /// The language the reader speaks (`locale de`, `--locale`): the device's language.
  public var words = ReaderWords.english

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
/// state each element is in. Every action returns what was said and what happened.
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
  /// The values actions changed (a slider's after `swipe up`, a field's after `type`), by node.
  private var changedValues: [Int: String] = [:]

  public init(model: ScreenModel, settings: ReaderSettings = ReaderSettings()) {
    self.model = model
    self.settings = settings
    self.voice = model.platform == .ios ? VoiceOver() as any Voice : TalkBack()
    states = model.nodes.map(\.states)
    focusModel = Focus(model: model)
    for node in model.nodes.indices where model.nodes[node].entry.steppedValue != nil {
      dimParts(of: node)
    }
    // An option whose name is the value of the element it is picked for is the chosen one.
    for node in model.nodes.indices {
      guard case .pick(let state) = model.nodes[node].entry.activation, let owner = owner(ofPicked: node),
        let value = model.nodes[owner].element.value?.value, model.nodes[node].element.names.contains(value)
      else { continue }
      states[node].insert(state)
    }
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

  /// Whether `other`, a session of the same screen, holds the same states and values: all of
  /// a session that the audit's tables of states read (`AuditTables.use`).
  func hasSameElementStates(as other: Session) -> Bool {
    states == other.states && changedValues == other.changedValues
  }

  /// Whether an action changed the node's value (a slider moved, a field typed into).
  func hasChangedValue(_ node: Int) -> Bool { changedValues[node] != nil }

  /// A node's value now: as an action left it, else as the screen writes it.
  public func value(of node: Int) -> String? {
    changedValues[node] ?? model.nodes[node].element.value?.value
  }

  /// What the reader says when focus lands on `node`, coming from `previous`.
  public func focusAnnouncement(of node: Int, from previous: Int? = nil) -> Announcement {
    var utterances = [Utterance(.speech, voice.focusParts(of: node, from: previous, in: self))]
    var hint: [String] = []
    if settings.hints, let usage = voice.hint(of: node, in: self), !usage.isEmpty { hint.append(usage) }
    // VoiceOver's `Actions available` follows the hint, under its own verbosity setting.
    if let actions = voice.actionsAvailable(of: node, in: self) { hint.append(actions) }
    if !hint.isEmpty { utterances.append(Utterance(.hint, [hint.joined(separator: ", ")])) }
    return Announcement(utterances)
  }

  // MARK: Actions

  /// What one action said and did; `failure` when it could not be performed at all.
  public struct Outcome: Sendable {
    public var announcement = Announcement.silence
    public var events: [Event] = []
    public var failure: Message?
  }

  /// Performs `action`: where focus goes and which sheets open is `Focus`'s to decide (the
  /// checker walks the same code); this adds what is said and the states that change. `texts`
  /// holds the text a `type` names.
  public mutating func perform(_ action: Action, texts: ScriptTexts = .none) -> Outcome {
    let previous = focus
    lastActivated = nil
    return outcome(of: focusModel.perform(action), from: previous, texts: texts)
  }

  /// `focus` on a node (for callers that hold a node rather than a screen element).
  public mutating func focus(on node: Int) -> Outcome {
    let previous = focus
    lastActivated = nil
    return outcome(of: focusModel.focus(on: node), from: previous)
  }

  public mutating func swipe(forward: Bool) -> Outcome { perform(.swipe(forward: forward)) }
  public mutating func activate() -> Outcome { perform(.activate) }
  public mutating func press(_ key: KeyChord) -> Outcome { perform(.press(key)) }
  public mutating func dismiss() -> Outcome { perform(.dismiss) }

  /// Shows a collapsed disclosure expanded, its content in the order, for `earshot screen`.
  public mutating func reveal(_ disclosure: Int) {
    guard let shown = model.nodes[disclosure].entry.revealsChildrenWhen else { return }
    focusModel.reveal(disclosure)
    let group = model.nodes[disclosure].entry.exclusiveStates.first { $0.contains(shown) } ?? [shown]
    states[disclosure].subtract(group)
    states[disclosure].insert(shown)
  }

  /// Shows a closed sheet as if its opener had been activated, for `earshot screen`.
  public mutating func present(_ sheet: Int) {
    focusModel.present(sheet)
  }

  // MARK: Effects

  private mutating func outcome(of effect: Focus.Effect, from previous: Int?, texts: ScriptTexts = .none)
    -> Outcome
  {
    switch effect {
    case .adjusted(let node, let up):
      return adjust(node, up: up)
    case .typed(let node, let text):
      return type(texts.value(text), into: node)
    case .unreachable(let why):
      return Outcome(failure: why)
    case .rotorSet(let item):
      // The item's name, then (hints on) the reader's hint for it (`Rotor.swift`).
      var utterances: [Utterance] = []
      let parts = voice.rotorParts(item, words: settings.words)
      if !parts.isEmpty { utterances.append(Utterance(.speech, parts)) }
      if settings.hints, let hint = voice.rotorHint(item, words: settings.words) {
        utterances.append(Utterance(.hint, [hint]))
      }
      return Outcome(announcement: Announcement(utterances))
    case .rotorBoundary(let item, let atEnd):
      // As `swipe right` past the end, and what the reader says there, if anything.
      let said =
        voice.rotorBoundary(item, atEnd: atEnd, words: settings.words).map { [Utterance(.speech, [$0])] }
        ?? []
      return Outcome(announcement: Announcement(said), events: [.rotorBoundary(item, atEnd: atEnd)])
    case .actionChosen(let node, let item):
      // The action's name, then (hints on) the hint said with it (`Rotor.swift`).
      let name = voice.actionName(item, words: settings.words)
      var utterances = [Utterance(.speech, [name])]
      if settings.hints, let hint = voice.actionChosenHint(settings.words) {
        utterances.append(Utterance(.hint, [hint]))
      }
      return Outcome(announcement: Announcement(utterances), events: [.actionChosen(node, name)])
    case .noActions(let node):
      let said = voice.noActions(settings.words).map { [Utterance(.speech, [$0])] } ?? []
      return Outcome(
        announcement: Announcement(said), events: [.noEffect("\(model.describe(node)) has no actions")])
    case .actionPerformed(let node, let item):
      // The reader says nothing of its own: what follows is the app's (`Rotor.swift`). A
      // disclosure's expand or collapse changes its state.
      var outcome = Outcome(events: [.actionPerformed(node, voice.actionName(item, words: settings.words))])
      if item == .expand || item == .collapse, case .toggle(let cycle) = model.nodes[node].entry.activation {
        _ = toggle(node, cycle, into: &outcome)
      }
      return outcome
    case .moved(let node):
      return Outcome(
        announcement: focusAnnouncement(of: node, from: previous), events: [.focusMoved(to: node)])
    case .boundary(let atEnd):
      return Outcome(events: [.boundary(atEnd: atEnd)])
    case .noEffect(let reason):
      return Outcome(events: [.noEffect(reason.text(in: model))])
    case .dismissed(let move):
      var outcome = Outcome()
      record(move, from: previous, into: &outcome)
      return outcome
    case .activated(let node, let move):
      lastActivated = node
      var outcome = Outcome(events: [.activated(node)])
      switch model.nodes[node].entry.activation {
      case .toggle(let cycle):
        guard toggle(node, cycle, into: &outcome) else { break }
        outcome.announcement = Announcement([Utterance(.speech, voice.toggledParts(of: node, in: self))])
      case .choose(let state):
        let changed = choose(node, state, into: &outcome)
        let parts = voice.activatedParts(of: node, changed: changed, in: self)
        outcome.announcement = parts.isEmpty ? .silence : Announcement([Utterance(.speech, parts)])
      case .resizeSheet:
        if let sheet = model.nodes[node].sheets.last { resize(sheet, grabber: node, into: &outcome) }
      case .pick(let state):
        _ = choose(node, state, into: &outcome)
        if let owner = owner(ofPicked: node), let picked = voice.name(of: node, in: self) {
          let before = value(of: owner)
          if before != picked {
            changedValues[owner] = picked
            outcome.events.append(
              .valueChanged(owner, from: VisibleText.quoted(before ?? ""), to: VisibleText.quoted(picked)))
          }
        }
        if let move { record(move, from: previous, into: &outcome) }
      case .step(let up):
        if let owner = model.nodes[node].parent { step(owner, up: up, into: &outcome) }
      case .fire, .closeSheet, .none:
        if let move { record(move, from: previous, into: &outcome) }
      }
      if let toast = model.transient(shownBy: node), model.nodes[toast].entry.structure != .sheet {
        outcome.events.append(.shown(toast))
        outcome.announcement.utterances += shownWords(toast)
      }
      if let text = model.nodes[node].element.announces?.value {
        outcome.announcement.utterances.append(Utterance(.live, [text]))
      }
      return outcome
    }
  }

  /// A sheet that opened or closed, and where focus landed, spoken from `previous`.
  /// A dialog's words as it opens or closes (`WindowBehaviour`): TalkBack's window title, its
  /// own as it opens and the screen's as it closes, and VoiceOver's `Alert`; a snackbar's as it
  /// is shown, where its reader speaks it.
  private func record(_ move: Focus.SheetMove, from previous: Int?, into outcome: inout Outcome) {
    let landing: Int?
    var before: [Utterance] = []
    switch move {
    case .opened(let sheet, let to):
      let window = model.nodes[sheet].entry.window
      // A dialog, a snackbar and a drop-down's menu have no size.
      let sized = window == nil && !(model.nodes[sheet].entry.exclusiveStates.first ?? []).isEmpty
      outcome.events.append(.sheetOpened(sheet, size: sized ? size(ofSheet: sheet).rawValue : ""))
      landing = to
      before = openingWords(of: sheet)
      if window?.isShown == true { before += shownWords(sheet) }
    case .closed(let sheet, let to):
      outcome.events.append(.sheetClosed(sheet))
      landing = to
      // The window below is active again: a dialog still open under it, else the screen.
      if model.nodes[sheet].entry.window?.screenTitleOnClose.contains(model.platform) == true {
        let below = focusModel.openSheets.last { model.nodes[$0.sheet].entry.window?.title != nil }
        if let title = below.map({ voice.name(of: $0.sheet, in: self) }) ?? model.screen.title?.value {
          before = [Utterance(.speech, [title])]
        }
      }
    }
    outcome.announcement = Announcement(before)
    guard let landing else { return }
    outcome.events.append(.focusMoved(to: landing))
    outcome.announcement.utterances += focusAnnouncement(of: landing, from: previous).utterances
  }

  /// What the reader says as a dialog opens, before the stop focus lands on: TalkBack its
  /// window's title, the dialog's name (nothing when it has none); VoiceOver its word
  /// (`WindowBehaviour.opening`).
  func openingWords(of sheet: Int) -> [Utterance] {
    switch model.nodes[sheet].entry.window?.opening[model.platform] {
    case .name: return voice.name(of: sheet, in: self).map { [Utterance(.speech, [$0])] } ?? []
    case .word(let word): return [Utterance(.speech, [word])]
    case nil: return []
    }
  }

  /// What the reader says as a toast or snackbar is shown, focus staying where it is: its
  /// name, then what each control in it says (a live region reads its focusable children,
  /// `TreeNodesDescription.shouldAppendChildNode`); nothing on a platform that has none.
  private func shownWords(_ node: Int) -> [Utterance] {
    guard model.nodes[node].entry.window?.spokenWhenShown.contains(model.platform) == true else { return [] }
    var parts = voice.name(of: node, in: self).map { [$0] } ?? []
    for child in model.nodes[node].children where model.isStop(child) && !model.nodes[child].isHidden {
      parts += voice.focusParts(of: child, from: nil, in: self)
    }
    return parts.isEmpty ? [] : [Utterance(.live, parts)]
  }

  /// Makes `node` the chosen one of its collection: it takes `state`, and each other item
  /// holding it loses it, going to the default of the state's exclusive group if there is one
  /// (a radio button to `unchecked`; a tab is just no longer `selected`). False, and nothing
  /// changes, when it held `state` already.
  /// Moves `node` one step along its toggle `cycle` (on to off, collapsed to expanded); false
  /// where it is in none of the cycle's states.
  private mutating func toggle(_ node: Int, _ cycle: StateCycle, into outcome: inout Outcome) -> Bool {
    guard let step = cycle.step(from: states[node]) else { return false }
    states[node].subtract(cycle.steps.map(\.from))
    states[node].insert(step.to)
    outcome.events.append(.stateChanged(node, from: step.from.rawValue, to: step.to.rawValue))
    return true
  }

  private mutating func choose(_ node: Int, _ state: StateName, into outcome: inout Outcome) -> Bool {
    guard !states[node].contains(state) else { return false }
    let group = model.nodes[node].entry.exclusiveStates.first { $0.contains(state) } ?? [state]
    let before = group.first { $0 != state && states[node].contains($0) }
    states[node].subtract(group)
    states[node].insert(state)
    outcome.events.append(
      .stateChanged(node, from: before?.rawValue ?? "not \(state.rawValue)", to: state.rawValue))
    for other in model.collectionMembers(of: node) where other != node && states[other].contains(state) {
      let fallback = unchosen(state, of: other)
      states[other].remove(state)
      if let fallback { states[other].insert(fallback) }
      outcome.events.append(
        .stateChanged(other, from: state.rawValue, to: fallback?.rawValue ?? "not \(state.rawValue)"))
    }
    return true
  }

  /// The state an element goes to when it loses `state`: the default of `state`'s exclusive
  /// group (a radio button's `unchecked`), if it has one.
  private func unchosen(_ state: StateName, of node: Int) -> StateName? {
    let entry = model.nodes[node].entry
    guard let group = entry.exclusiveStates.first(where: { $0.contains(state) }) else { return nil }
    return entry.states.first { $0.isDefault && $0.name != state && group.contains($0.name) }?.name
  }

  /// Moves an adjustable node's value one step (its entry's `Adjustment`), and speaks the new
  /// value alone; at a bound the value stays, and the reader speaks it again (Slider.swift).
  private mutating func adjust(_ node: Int, up: Bool) -> Outcome {
    guard let adjustment = model.nodes[node].entry.adjustment, let value = value(of: node),
      let step = model.nodes[node].element.step?.value,
      let (next, atBound) = adjustment.adjusted(value, step: step, up: up)
    else {
      // The checker stops a script whose slider has no valid value or step.
      return Outcome(events: [.noEffect("\(model.describe(node)) has no value and step it can adjust")])
    }
    var outcome = Outcome()
    if atBound {
      let bound = adjustment.describe(up ? adjustment.maximum : adjustment.minimum)
      outcome.events.append(
        .noEffect("\(model.describe(node)) is at its \(up ? "maximum" : "minimum"), \(bound)"))
    } else {
      changedValues[node] = next
      outcome.events.append(
        .valueChanged(node, from: VisibleText.quoted(value), to: VisibleText.quoted(next)))
    }
    outcome.announcement = Announcement([Utterance(.speech, voice.adjustedParts(of: node, in: self))])
    return outcome
  }

  /// The element whose pop-up holds `node` (a drop-down, for its option), if any.
  func owner(ofPicked node: Int) -> Int? {
    guard let popup = model.nodes[node].sheets.last, let owner = model.nodes[popup].parent,
      model.nodes[owner].entry.popup != nil
    else { return nil }
    return owner
  }

  /// A part of `owner` (a stepper's button) moves its value one step (`Entry.steppedValue`);
  /// the reader then speaks the new value alone (components-wording.md §4: VoiceOver's
  /// `Increment button 1.05`, an app's live region on Android). At the bound nothing moves and
  /// nothing is said: the part is dimmed there where its platform dims it.
  private mutating func step(_ owner: Int, up: Bool, into outcome: inout Outcome) {
    guard let stepped = model.nodes[owner].entry.steppedValue, let value = value(of: owner),
      let (next, atBound) = stepped.adjustment.adjusted(
        value, step: model.nodes[owner].element.step?.value ?? stepped.defaultStep, up: up)
    else {
      // The checker stops a script whose stepper has no valid value or step.
      outcome.events.append(.noEffect("\(model.describe(owner)) has no value it can step"))
      return
    }
    guard !atBound else {
      let bound = stepped.adjustment.describe(up ? stepped.adjustment.maximum : stepped.adjustment.minimum)
      outcome.events.append(
        .noEffect("\(model.describe(owner)) is at its \(up ? "maximum" : "minimum"), \(bound)"))
      return
    }
    changedValues[owner] = next
    outcome.events.append(.valueChanged(owner, from: VisibleText.quoted(value), to: VisibleText.quoted(next)))
    dimParts(of: owner)
    outcome.announcement = Announcement([Utterance(.speech, voice.adjustedParts(of: owner, in: self))])
  }

  /// On a platform whose control dims the part that cannot pass its bound (`SteppedValue.dimsAtBound`),
  /// each part of `owner` is disabled while the value stands at its bound, unless `owner` is.
  private mutating func dimParts(of owner: Int) {
    guard let stepped = model.nodes[owner].entry.steppedValue, stepped.dimsAtBound.contains(model.platform),
      !states[owner].contains(.disabled), let value = value(of: owner)
    else { return }
    for part in model.nodes[owner].children {
      guard case .step(let up) = model.nodes[part].entry.activation else { continue }
      if stepped.isAtBound(value, up: up) {
        states[part].insert(.disabled)
      } else {
        states[part].remove(.disabled)
      }
    }
  }

  /// Enters `text` at the end of a field's value one character at a time, each echoed as its
  /// entry gives this platform (`TextEntry.echo`, in the voice's words). A field that hides its
  /// text shows only its length in the transcript.
  private mutating func type(_ text: String, into node: Int) -> Outcome {
    guard let entry = model.nodes[node].entry.textEntry, !text.isEmpty else {
      return Outcome(events: [.noEffect("there is no text to type")])
    }
    let mode = entry.echo[model.platform] ?? .silent
    let before = value(of: node) ?? ""
    var typed = before
    var echoes: [Utterance] = []
    for character in text {
      if let echo = voice.echo(typing: character, after: typed, mode, words: settings.words) {
        echoes.append(Utterance(.echo, [echo]))
      }
      typed.append(character)
    }
    changedValues[node] = typed
    func shown(_ value: String) -> String {
      guard let count = entry.hiddenText[model.platform], !value.isEmpty else {
        return VisibleText.quoted(value)
      }
      return "(\(count.spoken(value)), hidden)"
    }
    return Outcome(
      announcement: Announcement(echoes), events: [.valueChanged(node, from: shown(before), to: shown(typed))]
    )
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
    // A toolkit whose grabber says nothing after a resize (UIKit's: nothing is known) is silent.
    let parts = voice.resizedParts(of: grabber, in: self)
    outcome.announcement = parts.isEmpty ? .silence : Announcement([Utterance(.speech, parts)])
  }
}
