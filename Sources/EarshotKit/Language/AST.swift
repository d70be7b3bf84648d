/// The audit-language AST: enums and structs, every node carrying the UTF-8 range
/// of the source it came from.

/// A value and where it was written.
public struct Located<Value: Sendable>: Sendable {
  public let value: Value
  public let range: SourceRange

  public init(_ value: Value, _ range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// A word or quoted string a statement holds: where it is written and its number in its
/// script's `texts`, which read its value. Plain numbers, so that statements (and the
/// checker's facts about them) are copied and freed without retaining or releasing a string
/// each, and parsing makes no string at all for them (`ScriptTexts`).
public struct Text: Sendable, Equatable {
  /// Its place in `Script.texts`, which knows where it is written (`ScriptTexts.range(of:)`):
  /// a statement holds its texts as one number each, and is copied in registers. Held in 32
  /// bits, as a script's offsets are (`ScriptTexts.Span`): a statement is a third smaller.
  private let raw: UInt32
  public var index: Int { Int(raw) }

  init(index: Int) { raw = UInt32(truncatingIfNeeded: index) }
}

/// Items written one after another, consecutive in one of the tables that hold them, so that
/// what holds a run holds no list.
public struct Run: Sendable, Equatable {
  /// In 32 bits, as `Text`'s number.
  private let rawStart: UInt32
  private let rawCount: UInt32
  public var start: Int { Int(rawStart) }
  public var count: Int { Int(rawCount) }

  public init(start: Int, count: Int) {
    rawStart = UInt32(truncatingIfNeeded: start)
    rawCount = UInt32(truncatingIfNeeded: count)
  }

  /// The items' places in their table.
  public var indices: Range<Int> { start..<start + count }
}

/// Texts written one after another (`shift+tab`, `state on, disabled`): a run of
/// `Script.texts`.
public typealias TextRun = Run
/// Targets written one after another (`expect order A, B, C`): a run of `Script.targetLists`.
public typealias TargetRun = Run

/// A whole script file.
///
/// A value, held in one reference that is copied when a shared script is changed: the
/// compiler hands a script to the checker, its context, the program and the result, and
/// copying its seven lists and strings inline cost a retain and a release of each, every time.
public struct Script: Sendable {
  /// The statements' texts (`Text`): where each is written and its value.
  public var texts: ScriptTexts {
    _read { yield storage.texts }
    _modify { yield &unique().texts }
  }
  /// The targets of lists (`expect order A, B`), one list after another (`TargetRun`): held
  /// here, so that a statement holds no list and is freed without visiting it.
  public var targetLists: [Target] {
    _read { yield storage.targetLists }
    _modify { yield &unique().targetLists }
  }
  public var title: Located<String>? {
    _read { yield storage.title }
    _modify { yield &unique().title }
  }
  public var screen: ScreenSource? {
    _read { yield storage.screen }
    _modify { yield &unique().screen }
  }
  /// `platform ios, android`; nil when the header is absent.
  public var platforms: [Located<String>]? {
    _read { yield storage.platforms }
    _modify { yield &unique().platforms }
  }
  /// `locale de`: the language the readers speak (a BCP-47 tag, as written); nil for English.
  public var locale: Located<String>? {
    _read { yield storage.locale }
    _modify { yield &unique().locale }
  }
  /// The platforms of `platform` headers that a later one replaced: not run, but still
  /// checked, so that an unknown one is reported.
  public var replacedPlatforms: [Located<String>] {
    _read { yield storage.replacedPlatforms }
    _modify { yield &unique().replacedPlatforms }
  }
  public var settings: [Setting] {
    _read { yield storage.settings }
    _modify { yield &unique().settings }
  }
  /// Explicit `test` blocks, plus one implicit test (named after the file) for statements
  /// written outside any block.
  public var tests: InlineFirstList<TestCase> {
    _read { yield storage.tests }
    _modify { yield &unique().tests }
  }
  /// `allow RULE on TARGET because "…"`, in order.
  public var allowances: [Allowance] {
    _read { yield storage.allowances }
    _modify { yield &unique().allowances }
  }

  private var storage = Storage()

  /// The fields. Changed only through `unique()`, which copies a shared one first, so no two
  /// scripts ever see a change of the other's: hence `@unchecked Sendable`, and no run-time
  /// exclusivity check on each read (a script's value semantics are its own guarantee; the
  /// checks cost more than the reads).
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var texts = ScriptTexts.none
    @exclusivity(unchecked) var targetLists: [Target] = []
    @exclusivity(unchecked) var title: Located<String>?
    @exclusivity(unchecked) var screen: ScreenSource?
    @exclusivity(unchecked) var platforms: [Located<String>]?
    @exclusivity(unchecked) var locale: Located<String>?
    @exclusivity(unchecked) var replacedPlatforms: [Located<String>] = []
    @exclusivity(unchecked) var settings: [Setting] = []
    @exclusivity(unchecked) var tests: InlineFirstList<TestCase> = []
    @exclusivity(unchecked) var allowances: [Allowance] = []

    init() {}

    init(copying other: Storage) {
      texts = other.texts
      targetLists = other.targetLists
      title = other.title
      screen = other.screen
      platforms = other.platforms
      locale = other.locale
      replacedPlatforms = other.replacedPlatforms
      settings = other.settings
      tests = other.tests
      allowances = other.allowances
    }
  }

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    return storage
  }

  public init() {}

  /// A text's value.
  public func value(_ text: Text) -> String { texts.value(at: text.index) }

  /// The values of a run's texts.
  public func values(_ run: TextRun) -> [String] {
    run.indices.map(texts.value(at:))
  }
}

/// Where a script's screen comes from.
public enum ScreenSource: Sendable {
  /// `screen "checkout.screen"`: a path relative to the script, a text of it
  /// (`Script.value(_:)` reads it): kept as a number, since a path is rarely short enough for
  /// a string to hold inline, and a suite keeps thousands of scripts.
  case file(Located<Text>)
  /// `screen { … }` or `screen "Title" { … }`.
  case inline(Screen)

  public var range: SourceRange {
    switch self {
    case .file(let path): return path.range
    case .inline(let screen): return screen.range
    }
  }
}

/// `set hints off`.
public struct Setting: Sendable {
  public let name: Located<String>
  public let value: Located<String>
}

public struct TestCase: Sendable {
  public let name: Located<String>
  public var statements: [Statement]
  /// True for the test made of statements outside any `test` block.
  public let isImplicit: Bool

  /// Where reports place the test: its name, or its first statement for the implicit test
  /// (whose name is the file's, written nowhere).
  public var writtenAt: SourceRange {
    isImplicit ? (statements.first?.range ?? name.range) : name.range
  }
}

public struct Statement: Sendable {
  public let kind: StatementKind
  public let range: SourceRange
}

public enum StatementKind: Sendable {
  /// `focus Submit`: place screen-reader focus; it speaks.
  case focus(Target)
  /// `swipe right` / `swipe left`: next / previous in screen-reader order; `swipe up` /
  /// `swipe down`: adjust the focused element (a slider) up or down one step.
  case swipe(Located<SwipeDirection>)
  /// `doubletap`: activate the focused element.
  case doubletap
  /// `press shift+tab`: one chord of keys.
  case press(TextRun)
  /// `dismiss`: the escape gesture.
  case dismiss
  /// `type "ana@example.com"`: enter text into the focused field, one character at a time.
  case type(Text)
  /// `rotor headings`: what `swipe up` / `swipe down` move by from here on (`headings`,
  /// `links`, `form-controls`, `actions`, or `default`: adjust only). The word is checked against the
  /// rotor items by the checker, so that its error can list them.
  case rotor(Text)
  case expect(Expectation)
  /// `audit` or `audit Submit`: check the catalogue's criteria.
  case audit(Target?)
}

public enum SwipeDirection: String, Sendable {
  case right, left, up, down

  /// `up` or `down`: a vertical swipe, which adjusts rather than moves.
  public var isVertical: Bool { self == .up || self == .down }
}

public struct Expectation: Sendable {
  /// `expect ios …`: only on that platform.
  public let platform: Text?
  public let body: ExpectationBody
}

public enum ExpectationBody: Sendable {
  case announcement(AnnouncementMatch, Text, anyOrder: Bool)
  case state(negated: Bool, states: TextRun, of: Target?)
  case focus(Target)
  case name(Text)
  case role(Text)
  case value(Text)
  case hint(Text)
  case order(TargetRun)
  case silence
}

public enum AnnouncementMatch: String, Sendable {
  /// Case-folded, punctuation-insensitive comparison (the default).
  case normalized
  /// Byte for byte against the canonical rendering.
  case exactly
  /// A run of whole parts.
  case contains
}

/// How a script names an element: `Submit`, `"Wi-Fi"`, `@submit`, `button Submit`.
/// Where it is written is its texts' place (`ScriptTexts.range(of:)`), not kept here: a
/// target is a third of the size of one that held its range, and statements hold them.
public struct Target: Sendable {
  public let kind: Text?
  public let name: TargetName
}

public enum TargetName: Sendable, Equatable {
  case name(Text)
  case id(Text)

  /// The name or id as written (an id without its `@`).
  public var text: Text {
    switch self {
    case .name(let text), .id(let text): return text
    }
  }
}

extension Script {
  /// A target as the user wrote it, for messages: `button "Submit"` reads `button Submit`,
  /// an id `@submit`.
  public func describe(_ target: Target) -> String {
    let name: String
    switch target.name {
    case .name(let text): name = value(text)
    case .id(let id): name = "@" + value(id)
    }
    return target.kind.map { "\(value($0)) \(name)" } ?? name
  }
}
