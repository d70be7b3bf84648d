/// The words the parsers look for, recognised from their bytes once, by the lexer, so that the
/// parsers compare small numbers instead of strings. Any other word is `.none`. Words are
/// case-sensitive: `Focus` is not `focus`.
enum Keyword: UInt8, CaseIterable {
  case none
  // Headers and tests.
  case title, screen, platform, set, test
  // Statements.
  case focus, swipe, doubletap, press, dismiss, expect, audit
  // Expectations (and `focus` above).
  case exactly, contains, state, name, role, value, hint, order, silence
  // The little words of statements.
  case right, left, `in`, any, not, of
  // Screen modifiers (and `value`, `hint`, `role` above).
  case label, visible, placeholder, announces, hidden, strikethrough, opens

  /// How the keyword is written.
  @inline(__always)
  var spelling: StaticString {
    switch self {
    case .none: return ""
    case .title: return "title"
    case .screen: return "screen"
    case .platform: return "platform"
    case .set: return "set"
    case .test: return "test"
    case .focus: return "focus"
    case .swipe: return "swipe"
    case .doubletap: return "doubletap"
    case .press: return "press"
    case .dismiss: return "dismiss"
    case .expect: return "expect"
    case .audit: return "audit"
    case .exactly: return "exactly"
    case .contains: return "contains"
    case .state: return "state"
    case .name: return "name"
    case .role: return "role"
    case .value: return "value"
    case .hint: return "hint"
    case .order: return "order"
    case .silence: return "silence"
    case .right: return "right"
    case .left: return "left"
    case .in: return "in"
    case .any: return "any"
    case .not: return "not"
    case .of: return "of"
    case .label: return "label"
    case .visible: return "visible"
    case .placeholder: return "placeholder"
    case .announces: return "announces"
    case .hidden: return "hidden"
    case .strikethrough: return "strikethrough"
    case .opens: return "opens"
    }
  }

  /// The keyword `word` spells, or `.none`. The first byte and the length pick the one
  /// candidate (the second byte where two share both); then its spelling is compared.
  init(_ word: UnsafeBufferPointer<UInt8>) {
    self = .none
    let length = word.count
    guard length >= 2, length <= 13 else { return }
    let candidate: Keyword
    switch word[0] {
    case UInt8(ascii: "a"): candidate = length == 3 ? .any : length == 5 ? .audit : .announces
    case UInt8(ascii: "c"): candidate = .contains
    case UInt8(ascii: "d"): candidate = length == 9 ? .doubletap : .dismiss
    case UInt8(ascii: "e"): candidate = length == 6 ? .expect : .exactly
    case UInt8(ascii: "f"): candidate = .focus
    case UInt8(ascii: "h"): candidate = length == 4 ? .hint : .hidden
    case UInt8(ascii: "i"): candidate = .in
    case UInt8(ascii: "l"): candidate = length == 4 ? .left : .label
    case UInt8(ascii: "n"): candidate = length == 3 ? .not : .name
    case UInt8(ascii: "o"):
      candidate = length == 2 ? .of : word[1] == UInt8(ascii: "r") ? .order : .opens
    case UInt8(ascii: "p"): candidate = length == 8 ? .platform : length == 5 ? .press : .placeholder
    case UInt8(ascii: "r"): candidate = length == 4 ? .role : .right
    case UInt8(ascii: "s"):
      switch length {
      case 3: candidate = .set
      case 5: candidate = word[1] == UInt8(ascii: "w") ? .swipe : .state
      case 6: candidate = .screen
      case 7: candidate = .silence
      default: candidate = .strikethrough
      }
    case UInt8(ascii: "t"): candidate = length == 4 ? .test : .title
    case UInt8(ascii: "v"): candidate = length == 5 ? .value : .visible
    default: return
    }
    let spelling = candidate.spelling
    guard spelling.utf8CodeUnitCount == length else { return }
    let expected = spelling.utf8Start
    for index in 1..<length where word[index] != expected[index] { return }
    self = candidate
  }

  /// The headers of a script: `title`, `screen`, `platform`, `set`.
  var isHeader: Bool { self == .title || self == .screen || self == .platform || self == .set }

  /// The words that start an expectation's body (`Parser.expectKeywords`).
  var startsExpectation: Bool {
    switch self {
    case .exactly, .contains, .state, .focus, .name, .role, .value, .hint, .order, .silence: return true
    default: return false
    }
  }

  /// The screen modifiers followed by a string (`Parser.stringModifiers`).
  var isStringModifier: Bool {
    switch self {
    case .label, .value, .hint, .visible, .placeholder, .announces, .role: return true
    default: return false
    }
  }

  /// Every modifier word (`Parser.modifierKeywords`): no element's name.
  var isModifier: Bool { isStringModifier || self == .hidden || self == .strikethrough || self == .opens }
}
