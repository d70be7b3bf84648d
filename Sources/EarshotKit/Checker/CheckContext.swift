import Foundation

/// What every checker rule sees: the script (when checking one), its compiled screen, the
/// catalogue, the platforms the script runs on, and the facts rules share, worked out once in
/// one pass over the statements: what each target resolves to, and where focus is before
/// each statement on each platform. Rules never throw and never print; they report.
public struct CheckContext: Sendable {
  public let script: Script?
  public let scriptFile: SourceFile?
  public let compiled: CompiledScreen?
  public let catalogue: Catalogue
  /// The platforms the script runs on: the command line's `--platform`, else its `platform`
  /// header, else the screen's, else both.
  public let platforms: [Platform]
  /// `--locale`, which replaces the script's `locale` header; nil: the header's, if any.
  public let localeOverride: SpeechLocale?
  /// The screen's elements indexed by name and id.
  public let index: ScreenIndex
  /// The script's texts (`Script.texts`; none without a script).
  public let texts: ScriptTexts

  public var screen: Screen? { compiled?.screen }
  /// Every screen element in document order; an element's index here is its identity.
  public var elements: [Element] { index.elements }

  // MARK: Facts per statement (numbered in order across all tests: "positions")

  /// The room each sorted list below is given on its first append (`append(_:to:room:)`).
  private let sortedListRoom: Int
  /// What the pass found of each statement, by position: where it is written, where its
  /// targets' elements start in `targetElements`, and where focus is before it. One list,
  /// appended to once a statement.
  public private(set) var statements: [StatementFacts] = []
  /// The element each target of each statement resolves to, in order (nil: it did not; the
  /// target and why are in `unresolvedTargets`). Only numbers: the targets themselves are not
  /// copied here, since nearly all of them resolve.
  public private(set) var targetElements: [Int?] = []
  /// Every target that does not resolve to one element, in order, and what it resolves to.
  public private(set) var unresolvedTargets: [(target: Target, resolution: Resolution)] = []
  /// Every `press`, with its position, its chord (nil: not one the simulator knows) and range.
  public private(set) var presses: [(position: Int, keys: TextRun, chord: KeyChord?, range: SourceRange)] = []
  /// The expectations, sorted by what rules ask of them (each with its statement's position),
  /// so that a rule reads only those it is about: every `expect PLATFORM …`, every `expect
  /// state`, every `expect role`, and every expectation about the focused element (`form` is
  /// its keyword).
  public private(set) var expectedPlatforms: [(position: Int, word: Text)] = []
  public private(set) var expectedStates:
    [(position: Int, platform: Text?, states: TextRun, target: Target?)] = []
  public private(set) var expectedRoles: [(position: Int, role: Text)] = []
  public private(set) var aboutFocused: [(position: Int, form: String, platform: Text?)] = []
  /// Every `type`, and every `swipe up` / `swipe down` (with whether a rotor other than
  /// `default` is set there), by position: actions only some focused elements take
  /// (`TypedIntoFieldRule`, `VerticalSwipesAdjustRule`).
  public private(set) var typed: [Int] = []
  public private(set) var verticalSwipes: [(position: Int, direction: SwipeDirection, withRotor: Bool)] = []
  /// Every `rotor` with its word (`KnownRotorItemsRule`).
  public private(set) var rotors: [(position: Int, word: Text)] = []
  /// Every `rotor actions`, and every `swipe up` / `swipe down` while it is set, by position:
  /// each needs an element with actions to have focus (`FocusedHasActionsRule`).
  public private(set) var onActions: [Int] = []
  /// Each test's statements as the program's steps, made in the same pass, so that building
  /// the program reads no statement again and copies no step (`Program`).
  public private(set) var programSteps: [[Program.Step]] = []
  /// The elements of the program's `expect order` lists, one after another.
  public private(set) var orderElements: [Int] = []
  /// False when a statement has no step: a target or word did not resolve (the checker
  /// reports it, and there is no program).
  public private(set) var stepsComplete = true
  /// Every `focus` that cannot land, on the platforms where it cannot, and why.
  public private(set) var unreachable: [(position: Int, target: Target, platform: Platform, why: Message)] =
    []

  public init(
    script: Script?, scriptFile: SourceFile?, screen compiled: CompiledScreen?, catalogue: Catalogue,
    platforms override: [Platform]? = nil, locale localeOverride: SpeechLocale? = nil
  ) {
    self.localeOverride = localeOverride
    self.script = script
    self.scriptFile = scriptFile
    self.compiled = compiled
    self.catalogue = catalogue
    self.index = compiled?.index ?? ScreenIndex(nil, catalogue: catalogue)
    self.texts = script?.texts ?? .none
    let declared = script?.platforms ?? compiled?.screen.platforms ?? []
    // In `allCases` order, each once: `sorted` and without repeats, with no set built.
    if let override, !override.isEmpty {
      self.platforms = Platform.those(override.contains)
    } else {
      let known = Platform.those { platform in declared.contains { $0.value == platform.rawValue } }
      self.platforms = known.isEmpty ? Platform.allCases : known
    }
    // Every list holds one entry (or one per platform) per statement: reserved once, not grown.
    let statements = script?.tests.reduce(0) { $0 + $1.statements.count } ?? 0
    sortedListRoom = statements / 4 + 4
    self.statements.reserveCapacity(statements)
    targetElements.reserveCapacity(statements)
    programSteps.reserveCapacity(script?.tests.count ?? 0)
    for test in script?.tests ?? [] { walk(test) }
  }

  /// One pass over a test's statements fills every list above, so that rules read what they
  /// need instead of each walking (and copying) the statements again. Focus is walked on each
  /// platform by the simulator's own focus model, from the state a test starts in.
  private mutating func walk(_ test: TestCase) {
    var walk = FocusWalk(compiled, platforms: platforms)
    var steps: [Program.Step] = []
    steps.reserveCapacity(test.statements.count)
    // Each test starts with no rotor set, as the run's focus model does.
    var rotorSet = false
    var actionsRotor = false
    // One switch per statement, on the statement in place: each `switch` on a copy of a
    // statement, or each pattern that binds its payload, would copy it again.
    for index in test.statements.indices {
      let position = statements.count
      let range = test.statements[index].range
      let first = targetElements.count
      statements.append(StatementFacts(range: range, firstTarget: first, focus: walk.focus))
      let action: ResolvedAction
      // An action's step is the action; an expectation's or audit's is made below.
      var step: Program.Kind?
      switch test.statements[index].kind {
      case .focus(let target):
        action = add(target, for: .focus).map { .action(.focus(element: $0)) } ?? .unresolved
      case .swipe(let direction):
        if direction.value.isVertical {
          verticalSwipes.append((position, direction.value, rotorSet))
          if actionsRotor { onActions.append(position) }
          action = .action(.verticalSwipe(up: direction.value == .up))
        } else {
          action = .action(.swipe(forward: direction.value == .right))
        }
      case .type(let text):
        typed.append(position)
        action = .action(.type(text))
      case .rotor(let word):
        rotors.append((position, word))
        let setting = RotorItem.setting(named: texts.value(word))
        rotorSet = setting.map { $0 != nil } ?? rotorSet
        actionsRotor = setting.map { $0 == .actions } ?? actionsRotor
        if actionsRotor { onActions.append(position) }
        action = setting.map { .action(.rotor($0)) } ?? .unresolved
      case .doubletap: action = .action(.activate)
      case .press(let keys):
        // One key (nearly every `press`) or two, read without building a list of them.
        let chord =
          keys.count == 1
          ? KeyChord(keyAt: keys.start, in: texts)
          : keys.count == 2
            ? KeyChord(modifier: texts.value(at: keys.start), key: texts.value(at: keys.start + 1)) : nil
        CheckContext.append((position, keys, chord, range), to: &presses, room: sortedListRoom)
        action = chord.map { .action(.press($0)) } ?? .unresolved
      case .dismiss: action = .action(.dismiss)
      case .expect(let expectation):
        addTargets(of: expectation.body)
        sort(expectation, at: position)
        action = .notAnAction
        step = Program.kind(
          of: expectation, elements: targetElements[first...], texts: texts, orders: &orderElements)
      case .audit(let target):
        if let target {
          step = add(target, for: .any).map { .audit(element: $0) }
        } else {
          step = .audit(element: nil)
        }
        action = .notAnAction
      }
      if case .action(let resolved) = action { step = .act(resolved) }
      if let step { steps.append(Program.Step(range: range, kind: step)) } else { stepsComplete = false }
      let cannotLand = walk.perform(action)
      // Only a `focus` can fail to land: its target is read again from the statement.
      if !cannotLand.isEmpty, case .focus(let target) = test.statements[index].kind {
        for (platform, why) in cannotLand { unreachable.append((position, target, platform, why)) }
      }
    }
    programSteps.append(steps)
  }

  /// Appends to one of the sorted lists, reserving room on the first append for a quarter of
  /// the statements (each list holds one kind of statement; a block much larger than that
  /// leaves the allocator's fast path): usually one allocation for a list a script uses,
  /// none for one it does not. Counting each kind first walked the statements once more;
  /// growing from empty made a list three times. Static: a method of the context called
  /// while it is being changed is handed a copy of it.
  @inline(__always)
  private static func append<Element>(_ element: Element, to list: inout [Element], room: Int) {
    if list.capacity == 0 { list.reserveCapacity(room) }
    list.append(element)
  }

  /// Resolves a target the statement at hand names; returns its element, if it has one.
  private mutating func add(_ target: Target, for purpose: TargetPurpose) -> Int? {
    let resolution = resolve(target, for: purpose)
    let element = resolution.element
    targetElements.append(element)
    if element == nil { unresolvedTargets.append((target, resolution)) }
    return element
  }

  /// Resolves the targets an expectation names, in the order they are written, each for what
  /// it is for.
  private mutating func addTargets(of body: ExpectationBody) {
    switch body {
    case .focus(let target):
      _ = add(target, for: .focus)
    case .order(let list):
      for index in list.indices { _ = add(script!.targetLists[index], for: .focus) }
    case .state(_, let states, let target):
      if let target { _ = add(target, for: .states(states)) }
    default: break
    }
  }

  private mutating func sort(_ expectation: Expectation, at position: Int) {
    if let word = expectation.platform {
      CheckContext.append((position, word), to: &expectedPlatforms, room: sortedListRoom)
    }
    switch expectation.body {
    case .state(_, let states, let target):
      CheckContext.append(
        (position, expectation.platform, states, target), to: &expectedStates, room: sortedListRoom)
    case .role(let role):
      CheckContext.append((position, role), to: &expectedRoles, room: sortedListRoom)
    default: break
    }
    if let form = CheckContext.focusedForm(of: expectation.body) {
      CheckContext.append(
        (position, form, expectation.platform), to: &aboutFocused, room: sortedListRoom)
    }
  }

  /// The expectation's keyword, when it is about the focused element.
  static func focusedForm(of body: ExpectationBody) -> String? {
    switch body {
    case .state(_, _, let target): return target == nil ? "state" : nil
    case .name: return "name"
    case .role: return "role"
    case .value: return "value"
    case .hint: return "hint"
    case .announcement, .focus, .order, .silence: return nil
    }
  }

  /// Where focus is before statement `position` on each platform the script runs on.
  public func focus(before position: Int) -> StaticFocus.OnPlatforms { statements[position].focus }

  /// The range of the statement at `position`.
  public func range(ofStatement position: Int) -> SourceRange { statements[position].range }

  // MARK: Texts and locations

  /// A text's value.
  public func value(_ text: Text) -> String { texts.value(text) }

  /// A text with its value, where it is written.
  public func located(_ text: Text) -> Located<String> { texts.located(text) }

  /// A run's texts, each with its value and where it is written.
  public func located(_ run: TextRun) -> [Located<String>] { texts.located(run) }

  /// A target as the user wrote it, for messages.
  public func describe(_ target: Target) -> String {
    script?.describe(target) ?? ""
  }

  public func inScript(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: scriptFile!, range: range)
  }

  public func inScreen(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: screen!.file, range: range)
  }

  // MARK: Resolving names

  /// What a target is for: any element (`audit X`), one that can take focus (`focus X`,
  /// `expect focus X`, `expect order …`), or one whose kind has these states (`expect state
  /// half of X`).
  public enum TargetPurpose: Sendable {
    case any, focus
    /// The states as written (`expect state half of X`).
    case states(TextRun)
  }

  /// The screen element a target names (its index in `elements`): exactly one, none, several,
  /// or (for focus) only elements that cannot take focus on any platform the script runs on.
  public enum Resolution: Sendable {
    case element(Int)
    case none
    case ambiguous([Int])
    case notFocusable([Int])

    /// The one element it names, if it resolved.
    public var element: Int? {
      if case .element(let element) = self { element } else { nil }
    }
  }

  /// A name matches an element's name or label exactly; failing that, ignoring case. A kind
  /// narrows the candidates to that kind; a purpose to the elements the statement can act on,
  /// so that `focus Filters` is the button, not the sheet of the same name.
  public func resolve(_ target: Target, for purpose: TargetPurpose = .any) -> Resolution {
    let wanted = entryIndex(ofKindOf: target)
    // Usually a target names one element: found without building a list of candidates.
    if let only = onlyCandidate(of: target, kind: wanted) {
      if case .focus = purpose, compiled?.isFocusable(only, on: platforms) == false {
        return .notFocusable([only])
      }
      return .element(only)
    }
    var matches = candidates(of: target, kind: wanted)
    switch purpose {
    case .focus where !matches.isEmpty && compiled != nil:
      // Usually every candidate can take focus: the list is kept, not copied.
      let compiled = compiled!
      if !matches.allSatisfy({ compiled.isFocusable($0, on: platforms) }) {
        let focusable = matches.filter { compiled.isFocusable($0, on: platforms) }
        if focusable.isEmpty { return .notFocusable(matches) }
        matches = focusable
      }
    case .states(let words) where matches.count > 1:
      // None having them leaves every candidate: the ambiguity is then the error to fix.
      let having = matches.filter { element in
        let states = index.entries[element].map { catalogue.entries[$0].states } ?? []
        return located(words).allSatisfy { word in
          states.contains { $0.name.rawValue == word.value }
        }
      }
      if !having.isEmpty { matches = having }
    default: break
    }
    switch matches.count {
    case 0: return .none
    case 1: return .element(matches[0])
    default: return .ambiguous(matches)
    }
  }

  /// Every element the target's name (and kind) matches.
  func candidates(of target: Target) -> [Int] {
    candidates(of: target, kind: entryIndex(ofKindOf: target))
  }

  /// The catalogue entry of the kind a target names: nil without a kind, `.some(nil)` for a
  /// kind the catalogue lacks.
  private func entryIndex(ofKindOf target: Target) -> Int?? {
    guard let kind = target.kind else { return nil }
    let common = texts.commonWord(kind)
    if common != 0, common < index.entryOfCommonWord.count {
      let entry = index.entryOfCommonWord[common]
      return .some(entry < 0 ? nil : entry)
    }
    return .some(catalogue.entryIndex(forKind: value(kind)))
  }

  /// The same, given the catalogue entry of the target's kind (`.some(nil)`: a kind the
  /// catalogue lacks). Kinds are compared by entry, so that a kind's aliases find the same
  /// elements.
  private func candidates(of target: Target, kind wanted: Int??) -> [Int] {
    func ofKind(_ found: [Int]) -> [Int] {
      guard let wanted else { return found }
      return found.filter { index.entries[$0] == wanted }
    }
    switch target.name {
    case .id(let id):
      return ofKind(index.byID.elements(named: value(id)))
    case .name(let name):
      let exact = ofKind(index.byName.elements(named: value(name)))
      return exact.isEmpty
        ? ofKind(index.byFoldedName.elements(named: CheckContext.fold(value(name)))) : exact
    }
  }

  /// The one element the target's exact name or id (and kind) matches; nil when it matches
  /// none or several, for `candidates(of:kind:)` to sort out.
  private func onlyCandidate(of target: Target, kind wanted: Int??) -> Int? {
    // The name is looked up from the script's bytes, without making a string of it; the
    // table is handed on where it is held (binding it to a local retained it every time).
    switch target.name {
    case .id(let id): return onlyCandidate(named: id, in: index.byID, kind: wanted)
    case .name(let name): return onlyCandidate(named: name, in: index.byName, kind: wanted)
    }
  }

  private func onlyCandidate(named text: Text, in table: NameTable, kind wanted: Int??) -> Int? {
    var only: Int?
    for position in table.positions(of: text, in: texts) {
      let element = table[position]
      if let wanted, index.entries[element] != wanted { continue }
      if only != nil { return nil }
      only = element
    }
    return only
  }

  /// How names compare when they do not match exactly: ignoring case as Unicode folds it
  /// (`Straße` ≡ `STRASSE`, final `ς` ≡ `σ`, not ASCII's lower case alone), composed (NFC: an
  /// `é` typed as `e` and a combining accent is the `é` an app wrote), and reading the
  /// typographic hyphens and spaces apps put in labels (`Wi‑Fi` with U+2011, `6:44 PM` with
  /// U+202F) as the plain ones a script is typed with.
  static func fold(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
    var folded = ""
    let caseFolded = name.precomposedStringWithCanonicalMapping.folding(
      options: [.caseInsensitive], locale: nil)
    for scalar in caseFolded.unicodeScalars {
      switch scalar.value {
      case 0x2010, 0x2011, 0x2012, 0x2013, 0x2212: folded += "-"
      case 0x00A0, 0x2007, 0x202F: folded += " "
      case 0x2018, 0x2019: folded += "'"
      default: folded.unicodeScalars.append(scalar)
      }
    }
    return folded
  }
}
