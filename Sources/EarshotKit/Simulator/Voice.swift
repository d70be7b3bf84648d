import Foundation

/// A screen reader's way of turning an element into speech. Both voices read the same
/// catalogue data (each entry's `Composition`: parts in order, role words, usage hint) and
/// differ where the research says the readers differ (`../shared/research/announcements.md`).
public protocol Voice: Sendable {
  var platform: Platform { get }
  /// The focus utterance, part by part.
  func focusParts(of node: Int, from previous: Int?, in session: Session) -> [String]
  /// The usage hint utterance, spoken after a pause; nil when there is none.
  func hint(of node: Int, in session: Session) -> String?
  /// What is said for a node with no name at all (TalkBack's `Unlabelled`; VoiceOver says
  /// nothing and speaks the traits alone).
  func unlabelled(_ words: ReaderWords) -> String?
  /// A typed character as the reader echoes it (TalkBack's `capital A`, `At`; VoiceOver's
  /// `Cap Z`).
  func spokenCharacter(_ character: Character, words: ReaderWords) -> String
  /// The name the reader gives a punctuation mark or symbol that ends a typed word (TalkBack's
  /// `At` in `ana At`); nil for one it names none.
  func characterName(_ character: Character, words: ReaderWords) -> String?
  /// What the reader says when a script sets the rotor (`rotor headings`; nil: `default`),
  /// its hint, and what it says when a rotor move finds no further item (`Rotor.swift`).
  func rotorParts(_ item: RotorItem?, words: ReaderWords) -> [String]
  func rotorHint(_ item: RotorItem?, words: ReaderWords) -> String?
  func rotorBoundary(_ item: RotorItem, atEnd: Bool, words: ReaderWords) -> String?
  /// With `rotor actions`: an action's spoken name, the hint said with it, and what is said
  /// where the focused element has no actions (`Rotor.swift`).
  func actionName(_ item: AccessibilityActionItem, words: ReaderWords) -> String
  func actionChosenHint(_ words: ReaderWords) -> String?
  func noActions(_ words: ReaderWords) -> String?
  /// What follows an element's usage hint when it has actions (`Actions available`), in the
  /// hint's utterance; nil: nothing.
  func actionsAvailable(of node: Int, in session: Session) -> String?
}

extension Voice {
  public func composition(of node: Int, in session: Session) -> Composition? {
    session.model.nodes[node].entry.announcement(on: platform)
  }

  /// The parts the catalogue lists for the node, each rendered for this platform. What its
  /// children say is worked out once and shared by the parts that need it (`name` asks whether
  /// there is any, `children` says it): worked out per part, each level of nested rows spoke
  /// its subtree twice, so a chain of them took time exponential in its depth.
  public func catalogueParts(of node: Int, in session: Session) -> [String] {
    var children: [String]?
    return (composition(of: node, in: session)?.parts ?? []).flatMap {
      render($0, of: node, in: session, children: &children)
    }
  }

  func render(_ part: Part, of node: Int, in session: Session) -> [String] {
    var children: [String]?
    return render(part, of: node, in: session, children: &children)
  }

  /// The accessible name: the `label`, else the element's name, else the catalogue's default
  /// for this platform (the card controller, the dismiss element).
  public func name(of node: Int, in session: Session) -> String? {
    session.model.nodes[node].element.label?.value ?? session.model.nodes[node].element.name?.value
      ?? session.model.nodes[node].entry.defaultNames[platform].map {
        catalogueWords($0, of: node, in: session)
      }
  }

  /// What a state word sounds like on this platform (`disabled` is `Dimmed` on iOS), in the
  /// run's language.
  public func spoken(_ state: StateName, of node: Int, in session: Session) -> String {
    let word =
      session.model.nodes[node].entry.states.first { $0.name == state }?.spoken[platform] ?? state.rawValue
    return catalogueWords(word, of: node, in: session)
  }

  /// Words of the catalogue's compositions in the run's language (`CataloguePhrases`).
  func catalogueWords(_ english: String, of node: Int, in session: Session) -> String {
    CataloguePhrases.localized(
      english, entry: session.model.nodes[node].entry.id, on: platform, words: session.settings.words)
  }

  /// One part; `children` holds what the node's children say once it has been asked for.
  func render(_ part: Part, of node: Int, in session: Session, children: inout [String]?) -> [String] {
    // Fields are read through the model in place: binding the element to a local would copy
    // every field of it, for each part of each announcement.
    func childParts() -> [String] {
      if let children { return children }
      let parts = self.childParts(of: node, in: session)
      children = parts
      return parts
    }
    switch part {
    case .selected, .disabled:
      let state: StateName = part == .selected ? .selected : .disabled
      return session.states[node].contains(state) ? [spoken(state, of: node, in: session)] : []
    case .state:
      // The held state of each exclusive group, in the words the entry gives this platform
      // (none where the word is empty: VoiceOver and an unchecked radio button).
      return session.model.nodes[node].entry.exclusiveStates.compactMap { group in
        group.first(where: session.states[node].contains).map { spoken($0, of: node, in: session) }
      }.filter { !$0.isEmpty }
    case .value:
      // An empty text field reads its placeholder where the value would be.
      let placeholder =
        session.model.nodes[node].entry.valueShowsPlaceholder
        ? session.model.nodes[node].element.placeholder.map { [$0.value] } ?? [] : []
      guard let value = session.value(of: node) else { return placeholder }
      // A field that hides its text speaks how many characters it holds (`8 characters`).
      if let count = session.model.nodes[node].entry.textEntry?.hiddenText[platform] {
        return value.isEmpty ? placeholder : [count.spoken(value)]
      }
      return [value]
    case .text:
      // What an edit box shows as its text: the value, else its label, else its placeholder.
      if let value = session.value(of: node), !value.isEmpty { return [value] }
      if let name = name(of: node, in: session), !name.isEmpty { return [name] }
      if let placeholder = session.model.nodes[node].element.placeholder { return [placeholder.value] }
      return render(.name, of: node, in: session, children: &children)
    case .name:
      if let sized = sheetSizedName(of: node, in: session) { return [sized] }
      if let name = name(of: node, in: session), !name.isEmpty { return [name] }
      if let word = session.model.nodes[node].entry.spokenWhenUnnamed[platform] { return [word] }
      let needsName = session.model.nodes[node].entry.needsName
      // A field's placeholder or typed text is text, so TalkBack does not call it unlabelled
      // (it is still unnamed).
      let hasText =
        session.model.nodes[node].entry.textEntry != nil && !(session.value(of: node) ?? "").isEmpty
      // TalkBack says `Unlabelled` only for a node with no role name either
      // (`AccessibilityNodeFeedbackUtils.getUnlabelledNodeDescription`): an unnamed Button says
      // `Button` (`TalkBackUnlabelled`).
      guard needsName, childParts().isEmpty, session.model.spokenRole(of: node) == nil,
        session.model.nodes[node].element.placeholder == nil, !hasText,
        let unlabelled = unlabelled(session.settings.words)
      else { return [] }
      return [unlabelled]
    case .children:
      return session.model.nodes[node].element.label == nil ? childParts() : []
    case .size:
      guard let sheet = session.model.nodes[node].sheets.last else { return [] }
      return [spoken(session.size(ofSheet: sheet), of: sheet, in: session)]
    case .role:
      return session.model.spokenRole(of: node, words: session.settings.words).map { [$0] } ?? []
    case .position:
      guard let position = session.model.position(of: node) else { return [] }
      let words = session.settings.words
      guard !words.isDefault else { return ["\(position.place) of \(position.count)"] }
      // TalkBack's `list_index_template`, VoiceOver's series (`IOSComposition`).
      return platform == .android
        ? [words.talkBack("list_index_template", words.number(position.place), words.number(position.count))]
        : [IOSComposition.series(position.place, of: position.count, words: words)]
    }
  }

  /// The name with the size of its sheet in it, where the node's composition puts it there
  /// (`Composition.sheetSizeInName`: Material 1.14's `Collapsed. Drag handle`); nil: it does not.
  /// `name(of:)` stays the element's own name, which `expect name` and the audit rules read.
  func sheetSizedName(of node: Int, in session: Session) -> String? {
    guard let form = composition(of: node, in: session)?.sheetSizeInName,
      let sheet = session.model.nodes[node].sheets.last,
      let sized = form.name(name(of: node, in: session), inSheetOf: session.size(ofSheet: sheet)),
      !sized.isEmpty
    else { return nil }
    return sized
  }

  /// What a grouping element's exposed children say, in order, as part of its own stop.
  func childParts(of node: Int, in session: Session) -> [String] {
    guard session.model.nodes[node].entry.groupsChildren else { return [] }
    return contentParts(of: node, in: session)
  }

  /// The exposed children's parts; a container (no parts of its own) contributes its children's.
  private func contentParts(of node: Int, in session: Session) -> [String] {
    session.model.nodes[node].children
      .filter { !session.model.nodes[$0].isHidden }
      .flatMap { child in
        composition(of: child, in: session)?.parts.isEmpty ?? true
          ? contentParts(of: child, in: session) : catalogueParts(of: child, in: session)
      }
  }

  /// After a toggle, only its new state is spoken: a switch's (seed 003; announcements.md
  /// §1.11), a check box's (readers-wording.md §1.3 for TalkBack, §3.1 for VoiceOver).
  public func toggledParts(of node: Int, in session: Session) -> [String] {
    activatedParts(of: node, changed: true, in: session)
  }

  /// What is said after an activation that `changed` the element's state, or that changed
  /// nothing: its composition's `afterChange` or `afterNoChange` parts, as it reads now.
  public func activatedParts(of node: Int, changed: Bool, in session: Session) -> [String] {
    guard let composition = composition(of: node, in: session) else { return [] }
    var children: [String]?
    return (changed ? composition.afterChange : composition.afterNoChange).flatMap {
      render($0, of: node, in: session, children: &children)
    }
  }

  /// After a swipe up or down adjusts it, only its new value (readers-wording.md §6:
  /// VoiceOver's device recording, TalkBack's state description change of a seek control), in
  /// the words its reader's rules give it where they give some (TalkBack's localized
  /// percentage, as its focus says it: `ReaderModel.adjustedState`).
  public func adjustedParts(of node: Int, in session: Session) -> [String] {
    if let state = session.model.reading(of: node)?.adjustedState(session.liveState(of: node)) {
      return [state]
    }
    return render(.value, of: node, in: session)
  }

  /// What the reader says as `character` is typed at the end of `text`, in the echo `mode` the
  /// field's entry gives this platform (readers-wording.md §2.9, §3.7). Nil: nothing.
  public func echo(
    typing character: Character, after text: String, _ mode: TypingEcho, words: ReaderWords = .english
  ) -> String? {
    switch mode {
    case .silent: return nil
    case .word(let word): return word
    case .characters: return spokenCharacter(character, words: words)
    case .charactersAndWords:
      return finishedWord(typing: character, after: text, words: words)
        ?? spokenCharacter(character, words: words)
    }
  }

  /// The word that a space or punctuation mark ends, which TalkBack speaks instead of the mark
  /// (google/talkback `TextEventInterpreter.appendLastWordIfNeeded`): the word runs back from
  /// the mark to the space or punctuation before it (its loop stops short of the first
  /// character), a mark with a name is spoken after it (`ana@` is `ana At`) and one without
  /// only ends it (`hi ` is `hi`); a word of one character is not echoed (`a@` is `At`).
  /// Punctuation is ASCII's (`\p{Punct}` in Java); characters are counted as Swift's.
  func finishedWord(typing character: Character, after text: String, words: ReaderWords = .english) -> String?
  {
    func endsWord(_ character: Character) -> Bool {
      character.isWhitespace || (character.isASCII && (character.isPunctuation || character.isSymbol))
    }
    guard endsWord(character) else { return nil }
    let before = Array(text)
    var start = 0
    var index = before.count - 1
    while index > 0 {
      if endsWord(before[index]) {
        start = index + 1
        break
      }
      index -= 1
    }
    let stem = String(before[start...])
    let word = stem + String(character)
    guard word.contains(where: { !$0.isWhitespace }), word.count != 2 else { return nil }
    guard let name = characterName(character, words: words) else {
      return word.trimmingCharacters(in: .whitespaces)
    }
    return (stem + " " + name).trimmingCharacters(in: .whitespaces)
  }

  /// After a grabber resizes its sheet, its composition's `afterResize` parts: the seed's name
  /// and new size (seed 004), TalkBack's new state alone (Material, Compose), or nothing.
  public func resizedParts(of node: Int, in session: Session) -> [String] {
    var children: [String]?
    return (composition(of: node, in: session)?.afterResize ?? [.name, .size]).flatMap {
      render($0, of: node, in: session, children: &children)
    }
  }

  /// The catalogue's usage hint of `node`: the one for its sheet's size now where the
  /// composition gives one (Material's drag handle), else its hint.
  func usageHint(_ composition: Composition, of node: Int, in session: Session) -> String? {
    catalogueHint(composition, of: node, in: session).map { catalogueWords($0, of: node, in: session) }
  }

  private func catalogueHint(_ composition: Composition, of node: Int, in session: Session) -> String? {
    if let hint = composition.hintByState.first(where: { session.states[node].contains($0.key) })?.value {
      return hint
    }
    guard !composition.hintBySheetSize.isEmpty, let sheet = session.model.nodes[node].sheets.last else {
      return composition.hint
    }
    return composition.hintBySheetSize[session.size(ofSheet: sheet)] ?? composition.hint
  }

  /// The developer's hint and the catalogue's usage hint; the catalogue's is for enabled
  /// elements only (a disabled switch has no "Double tap to toggle setting").
  /// `includingOwn: false` leaves the developer's hint out (TalkBack speaks it in the focus
  /// utterance instead: `TalkBack.developerHint`).
  func hintParts(of node: Int, in session: Session, catalogueFirst: Bool, includingOwn: Bool = true)
    -> [String]
  {
    let own = includingOwn ? session.model.nodes[node].element.hint?.value : nil
    // No usage hint in a state without a click action (the selected tab of a TabLayout).
    let composition = composition(of: node, in: session)
    let offersNoAction = composition?.noHintWhen.contains(where: session.states[node].contains) ?? false
    let usage =
      session.isDisabled(node) || offersNoAction
      ? nil : composition.flatMap { usageHint($0, of: node, in: session) }
    return (catalogueFirst ? [usage, own] : [own, usage]).compactMap { $0 }
  }
}
