/// The audit-language AST (SPEC §2.2): enums and structs, every node carrying the UTF-8 range
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

/// A whole script file.
public struct Script: Sendable {
  public var title: Located<String>?
  public var screen: ScreenSource?
  /// `platform ios, android`; nil when the header is absent.
  public var platforms: [Located<String>]?
  public var settings: [Setting] = []
  /// Explicit `test` blocks, plus one implicit test (named after the file) for statements
  /// written outside any block.
  public var tests: [TestCase] = []

  public init() {}
}

/// Where a script's screen comes from.
public enum ScreenSource: Sendable {
  /// `screen "checkout.screen"`: a path relative to the script.
  case file(Located<String>)
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
}

public struct Statement: Sendable {
  public let kind: StatementKind
  public let range: SourceRange
}

public enum StatementKind: Sendable {
  /// `focus Submit`: place screen-reader focus; it speaks.
  case focus(Target)
  /// `swipe right` / `swipe left`: next / previous in screen-reader order.
  case swipe(Located<SwipeDirection>)
  /// `doubletap`: activate the focused element.
  case doubletap
  /// `press shift+tab`: one chord of keys.
  case press([Located<String>])
  /// `dismiss`: the escape gesture.
  case dismiss
  case expect(Expectation)
  /// `audit` or `audit Submit`: check the catalogue's criteria.
  case audit(Target?)
}

/// The keys of a `press` as one chord: `shift+tab`.
func chord(of keys: [Located<String>]) -> String {
  keys.count == 1 ? keys[0].value : keys.map(\.value).joined(separator: "+")
}

public enum SwipeDirection: String, Sendable {
  case right, left
}

public struct Expectation: Sendable {
  /// `expect ios …`: only on that platform.
  public let platform: Located<String>?
  public let body: ExpectationBody
}

public enum ExpectationBody: Sendable {
  case announcement(AnnouncementMatch, Located<String>, anyOrder: Bool)
  case state(negated: Bool, states: [Located<String>], of: Target?)
  case focus(Target)
  case name(Located<String>)
  case role(Located<String>)
  case value(Located<String>)
  case hint(Located<String>)
  case order([Target])
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
public struct Target: Sendable {
  public let kind: Located<String>?
  public let name: TargetName
  public let range: SourceRange

  /// The target as the user wrote it, for messages.
  public var description: String {
    let name: String
    switch self.name {
    case .name(let text): name = text
    case .id(let id): name = "@" + id
    }
    return kind.map { "\($0.value) \(name)" } ?? name
  }
}

public enum TargetName: Sendable, Hashable {
  case name(String)
  case id(String)
}
