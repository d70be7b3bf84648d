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
  /// Every statement of every test (as an index into `statements`) with the element statically
  /// focused when it runs (an index into `elements`; `StaticFocus`), walked once.
  public private(set) var focusWalk: [(statement: Int, focused: Int?)] = []
  /// Every statement of every test, in order.
  public let statements: [Statement]
  /// Every expectation with the statement holding it.
  public let expectations: [(Statement, Expectation)]
  /// The screen's elements indexed by name and id, shared by every script of the screen.
  public let index: ScreenIndex
  /// Targets already resolved: scripts name the same few elements again and again.
  private let resolutions = ResolutionMemo()

  public init(
    script: Script?, scriptFile: SourceFile?, screen: Screen?, catalogue: Catalogue, index: ScreenIndex? = nil
  ) {
    self.script = script
    self.scriptFile = scriptFile
    self.screen = screen
    self.catalogue = catalogue
    self.index = index ?? ScreenIndex(screen)
    let statements = script?.tests.flatMap(\.statements) ?? []
    self.statements = statements
    self.expectations = statements.compactMap { statement in
      if case .expect(let expectation) = statement.kind { return (statement, expectation) }
      return nil
    }
    let declared = script?.platforms ?? screen?.platforms ?? []
    let known = declared.compactMap { Platform(rawValue: $0.value) }
    self.platforms = known.isEmpty ? Platform.allCases : Array(Set(known)).sorted()
    // Last: the walk resolves targets through this context, so everything else must be set.
    let context = self
    self.focusWalk = StaticFocus.walk(context)
  }

  // MARK: Locations

  public func inScript(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: scriptFile!, range: range)
  }

  public func inScreen(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: screen!.file, range: range)
  }

  // MARK: Walking the script

  /// Every target a statement names, in order.
  public var targets: [Target] {
    statements.flatMap { statement -> [Target] in
      switch statement.kind {
      case .focus(let target): return [target]
      case .audit(let target): return target.map { [$0] } ?? []
      case .expect(let expectation):
        switch expectation.body {
        case .focus(let target): return [target]
        case .order(let targets): return targets
        case .state(_, _, let target): return target.map { [$0] } ?? []
        default: return []
        }
      default: return []
      }
    }
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
    let key = ResolutionKey(kind: target.kind?.value, name: target.name)
    if let known = resolutions[key] { return known }
    let resolution = resolveUncached(target)
    resolutions[key] = resolution
    return resolution
  }

  private func resolveUncached(_ target: Target) -> IndexResolution {
    let wanted = target.kind.map { catalogue.entry(forKind: $0.value)?.id }
    func candidates(_ indexes: [Int]?) -> [Int] {
      let found = indexes ?? []
      guard let wanted else { return found }
      return found.filter { catalogue.entry(forKind: elements[$0].kind.value)?.id == wanted }
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

struct ResolutionKey: Hashable {
  let kind: String?
  let name: TargetName
}

/// Resolutions of one context, filled as rules ask (a context is used by one thread).
final class ResolutionMemo: @unchecked Sendable {
  private var known: [ResolutionKey: CheckContext.IndexResolution] = [:]

  subscript(key: ResolutionKey) -> CheckContext.IndexResolution? {
    get { known[key] }
    set { known[key] = newValue }
  }
}
