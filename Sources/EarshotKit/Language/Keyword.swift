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

  /// The keyword `word` spells, or `.none` (for tests and tools; the lexer keeps a table).
  init(_ word: UnsafeBufferPointer<UInt8>) {
    self = KeywordTable.standard.keyword(in: word, from: 0, to: word.count)
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

/// Finds the keyword a word spells with one hash and one comparison (a `switch` on the
/// first byte was an unpredictable jump for every word): the word's first eight bytes, read as
/// a number, times a constant picks one of 64 slots, and the keyword in that slot, if any,
/// is compared with the word.
struct KeywordTable: Sendable {
  private struct Slot {
    /// The keyword's first eight bytes as `packed` reads them; 0 in an empty slot.
    var packed: UInt64 = 0
    var length = 0
    var keyword = Keyword.none
  }

  private var slots = [Slot](repeating: Slot(), count: 64)

  /// Chosen (by trying) so that the keywords land in 64 different slots; a test checks it.
  private static let multiplier: UInt64 = 0x102C_8E3C_02C5_C113

  static let standard = KeywordTable()

  private init() {
    for keyword in Keyword.allCases where keyword != .none {
      let spelling = keyword.spelling
      let bytes = UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
      let packed = KeywordTable.packed(bytes, from: 0, to: bytes.count)
      slots[KeywordTable.slot(packed)] = Slot(packed: packed, length: bytes.count, keyword: keyword)
    }
  }

  /// The keyword `bytes[start..<end]` spells, or `.none`.
  @inline(__always)
  func keyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {
    let length = end - start
    guard length >= 2, length <= 13 else { return .none }
    let packed = KeywordTable.packed(bytes, from: start, to: end)
    let slot = slots[KeywordTable.slot(packed)]
    guard slot.packed == packed, slot.length == length else { return .none }
    if length > 8 {
      // The four long keywords: compare the rest too.
      let spelling = slot.keyword.spelling.utf8Start
      for index in 8..<length where bytes[start + index] != spelling[index] { return .none }
    }
    return slot.keyword
  }

  @inline(__always)
  private static func slot(_ packed: UInt64) -> Int {
    Int(truncatingIfNeeded: (packed &* multiplier) >> 58)
  }

  /// The first eight bytes of `bytes[start..<end]` (fewer if it is shorter, the rest zero) as
  /// a little-endian number.
  @inline(__always)
  private static func packed(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
    let length = min(end - start, 8)
    if start + 8 <= bytes.count {
      let word = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self).littleEndian
      return length == 8 ? word : word & ((1 << UInt64(length * 8)) - 1)
    }
    var packed: UInt64 = 0
    for index in 0..<length { packed |= UInt64(bytes[start + index]) << UInt64(index * 8) }
    return packed
  }
}
