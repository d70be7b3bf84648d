/// The words the parsers look for, recognised from their bytes once, by the lexer, so that the
/// parsers compare small numbers instead of strings. Any other word is `.none`. Words are
/// case-sensitive: `Focus` is not `focus`.
enum Keyword: UInt8, CaseIterable {
  case none
  // Headers and tests.
  case title, screen, platform, locale, set, test
  // Statements.
  case focus, swipe, doubletap, press, dismiss, expect, audit
  // Expectations (and `focus` above).
  case exactly, contains, state, name, role, value, hint, order, silence
  // The little words of statements.
  case right, left, `in`, any, not, of
  // Screen modifiers (and `value`, `hint`, `role` above).
  case label, visible, placeholder, announces, hidden, strikethrough, opens
  // `type "…"`, `swipe up` / `swipe down`, and a slider's `step 10`.
  case type, up, down, step
  // `rotor headings`.
  case rotor
  // The toolkit that draws a sheet (`sheet Filters toolkit material`).
  case toolkit
  // The columns a grid lays its cells out in (`grid "Photos" columns 3`).
  case columns
  // `allow RULE on TARGET because "reason"`.
  case allow, because
  // A custom accessibility action of an element (`button "Mail" action "Delete"`).
  case action
  // A dialog's `message "…"`, and the transient message an element `shows`.
  case message, shows

  /// How the keyword is written.
  @inline(__always)
  var spelling: StaticString {
    switch self {
    case .none: return ""
    case .title: return "title"
    case .screen: return "screen"
    case .platform: return "platform"
    case .locale: return "locale"
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
    case .type: return "type"
    case .up: return "up"
    case .down: return "down"
    case .step: return "step"
    case .rotor: return "rotor"
    case .toolkit: return "toolkit"
    case .columns: return "columns"
    case .allow: return "allow"
    case .because: return "because"
    case .action: return "action"
    case .message: return "message"
    case .shows: return "shows"
    }
  }

  /// The keyword `word` spells, or `.none` (for tests and tools; the lexer keeps a table).
  init(_ word: UnsafeBufferPointer<UInt8>) {
    self = WordTable.standard.find(in: word, from: 0, to: word.count).keyword
  }

  /// The headers of a script: `title`, `screen`, `platform`, `locale`, `set`.
  var isHeader: Bool {
    self == .title || self == .screen || self == .platform || self == .locale || self == .set
  }

  /// The words that start an expectation's body (`Parser.expectKeywords`).
  var startsExpectation: Bool {
    switch self {
    case .exactly, .contains, .state, .focus, .name, .role, .value, .hint, .order, .silence: return true
    default: return false
    }
  }

  /// The screen modifiers followed by a string (listed in `Parser.modifierKeywords`).
  var isStringModifier: Bool {
    switch self {
    case .label, .value, .hint, .visible, .placeholder, .announces, .role, .message: return true
    default: return false
    }
  }

  /// Every modifier word (`Parser.modifierKeywords`): no element's name.
  var isModifier: Bool {
    isStringModifier || self == .hidden || self == .strikethrough || self == .opens || self == .step
      || self == .toolkit || self == .action || self == .shows || self == .columns
  }
}
