/// What every checker rule sees: the script (when checking one), its screen, the catalogue,
/// the platforms the script runs on, and the lookups rules share. Rules never throw and never
/// print; they return diagnostics.
public struct CheckContext: Sendable {
  public let script: Script?
  public let scriptFile: SourceFile?
  public let screen: Screen?
  public let catalogue: Catalogue
  /// The platforms the script runs on: its `platform` header, else the screen's, else both.
  public let platforms: [Platform]
  /// Every screen element in document order, computed once.
  public var elements: [Element] { index.elements }
  /// The element statically focused when each statement runs (`StaticFocus`; an index into
  /// `elements`, nil when unknown). Statements are numbered in order across all tests; the
  /// lists below use those positions.
  public private(set) var focusedBefore: [Int?] = []
  /// Every target every statement names, in order, and what each resolves to (parallel):
  /// resolved once here, since several rules and the focus walk ask about the same targets.
  public private(set) var targets: [Target] = []
  public private(set) var targetResolutions: [IndexResolution] = []
  /// For each statement, the index of its first target in `targets` (its targets follow).
  public private(set) var firstTarget: [Int] = []
  /// Every `press`, with its position and range.
  public private(set) var presses: [(position: Int, keys: [Located<String>], range: SourceRange)] = []
  /// Every expectation, with the position of its statement.
  public private(set) var expectations: [(position: Int, expectation: Expectation)] = []
  /// The screen's elements indexed by name and id, shared by every script of the screen.
  public let index: ScreenIndex

  public init(
    script: Script?, scriptFile: SourceFile?, screen: Screen?, catalogue: Catalogue, index: ScreenIndex? = nil
  ) {
    self.script = script
    self.scriptFile = scriptFile
    self.screen = screen
    self.catalogue = catalogue
    self.index = index ?? ScreenIndex(screen, catalogue: catalogue)
    let declared = script?.platforms ?? screen?.platforms ?? []
    let known = declared.compactMap { Platform(rawValue: $0.value) }
    self.platforms = known.isEmpty ? Platform.allCases : Array(Set(known)).sorted()
    // One pass over the statements fills every list above, so that rules read what they need
    // instead of each walking (and copying) the statements again.
    for test in script?.tests ?? [] {
      var focus = StaticFocus()
      for statement in test.statements {
        let position = focusedBefore.count
        focusedBefore.append(focus.focused)
        let first = targets.count
        firstTarget.append(first)
        statement.kind.appendTargets(to: &targets)
        for target in targets[first...] { targetResolutions.append(resolveIndex(target)) }
        switch statement.kind {
        case .press(let keys): presses.append((position, keys, statement.range))
        case .expect(let expectation): expectations.append((position, expectation))
        default: break
        }
        focus.advance(
          over: statement.kind, target: first < targets.count ? targetResolutions[first] : nil, in: self)
      }
    }
  }

  // MARK: Locations

  public func inScript(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: scriptFile!, range: range)
  }

  public func inScreen(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: screen!.file, range: range)
  }

  // MARK: Resolving names

  public enum Resolution {
    case element(Element)
    case none
    case ambiguous([Element])
  }

  /// The screen element a target names: exactly one, or none, or several. A name matches an
  /// element's name or label exactly; failing that, ignoring case.
  public func resolve(_ target: Target) -> Resolution {
    switch resolveIndex(target) {
    case .element(let index): return .element(elements[index])
    case .none: return .none
    case .ambiguous(let indexes): return .ambiguous(indexes.map { elements[$0] })
    }
  }

  /// The same, as indexes into `elements` (no element is copied), remembered per target.
  public enum IndexResolution: Sendable {
    case element(Int)
    case none
    case ambiguous([Int])
  }

  public func resolveIndex(_ target: Target) -> IndexResolution {
    // Compared by catalogue entry, so that a kind's aliases find the same elements.
    let wanted = target.kind.map { catalogue.entryIndex(forKind: $0.value) }
    func candidates(_ indexes: [Int]?) -> [Int] {
      let found = indexes ?? []
      guard let wanted else { return found }
      return found.filter { index.entries[$0] == wanted }
    }
    let matches: [Int]
    switch target.name {
    case .id(let id):
      matches = candidates(index.byID[id])
    case .name(let name):
      let exact = candidates(index.byName[name])
      matches = exact.isEmpty ? candidates(index.byFoldedName[CheckContext.fold(name)]) : exact
    }
    switch matches.count {
    case 0: return .none
    case 1: return .element(matches[0])
    default: return .ambiguous(matches)
    }
  }

  /// How names compare when they do not match exactly: ignoring case, and reading the
  /// typographic hyphens and spaces apps put in labels (`Wi‑Fi` with U+2011, `6:44 PM` with
  /// U+202F) as the plain ones a script is typed with.
  static func fold(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
    var folded = ""
    for scalar in name.lowercased().unicodeScalars {
      switch scalar.value {
      case 0x2010, 0x2011, 0x2012, 0x2013, 0x2212: folded += "-"
      case 0x00A0, 0x2007, 0x202F: folded += " "
      case 0x2018, 0x2019: folded += "'"
      default: folded.unicodeScalars.append(scalar)
      }
    }
    return folded
  }

  public func entry(of element: Element) -> Entry? {
    catalogue.entry(forKind: element.kind.value)
  }
}
