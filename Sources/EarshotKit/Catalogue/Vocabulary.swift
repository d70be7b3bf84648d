/// The closed vocabularies of the languages, as types: the states elements can be in, the keys
/// a script presses, the gestures, the platforms. Scripts and screens write them as words; the
/// checker turns each word into one of these, and nothing after it compares words.

public enum Platform: String, CaseIterable, Sendable, Comparable {
  case ios, android

  /// Made once: the synthesized `allCases` builds a new array at every use, and the checker
  /// asks for it with every script.
  public static let allCases: [Platform] = [.ios, .android]

  /// The platforms of `allCases` that `includes` says, in that order, as one of a few lists
  /// made once (every script has one).
  static func those(_ includes: (Platform) -> Bool) -> [Platform] {
    switch (includes(.ios), includes(.android)) {
    case (true, true): return allCases
    case (true, false): return onlyIOS
    case (false, true): return onlyAndroid
    case (false, false): return []
    }
  }

  private static let onlyIOS: [Platform] = [.ios]
  private static let onlyAndroid: [Platform] = [.android]

  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  public var readerName: String { self == .ios ? "VoiceOver" : "TalkBack" }
}

/// A state an element can be in. Each kind has some of them (its entry's
/// `states`), and the catalogue says what each reader speaks for each.
public enum StateName: String, CaseIterable, Sendable {
  case disabled, selected, pressed
  case on, off
  case minimized, half, full
  case checked, unchecked, mixed
  case collapsed, expanded
}

/// A key or chord a script presses.
public enum KeyChord: String, CaseIterable, Sendable {
  case space, enter, tab, up, down, left, right, escape
  case shiftTab = "shift+tab"
  case ctrlTab = "ctrl+tab"

  /// The single keys (a chord joins them with `+`) and the modifiers chords use.
  public static let keys: [KeyChord] = [.space, .enter, .tab, .up, .down, .left, .right, .escape]
  public static let modifiers = ["shift", "ctrl"]

  /// Keys that move keyboard focus among enabled interactive elements whatever is focused
  /// (seeds 000 and 002: "tab, arrow keys or Ctl+tab: focus visibly moves"): true forward.
  public var movesFocusForward: Bool? {
    switch self {
    case .tab, .down, .right, .ctrlTab: return true
    case .shiftTab, .up, .left: return false
    default: return nil
    }
  }

  /// The single key a `press` names, if it is one (`init(rawValue:)`, read faster).
  init?(key: String) {
    guard let chord = KeyChord.spellings.word(key) else { return nil }
    self = chord
  }

  /// The single key a script's text at `index` names.
  init?(keyAt index: Int, in texts: ScriptTexts) {
    guard let chord = KeyChord.spellings.word(at: index, in: texts) else { return nil }
    self = chord
  }

  /// The chord of two keys (`shift`, `tab` is `shift+tab`), if it is one: compared with each
  /// chord's two halves, without joining the keys into one string.
  init?(modifier: String, key: String) {
    guard let chord = KeyChord.halves.first(where: { $0.modifier == modifier && $0.key == key })?.chord else {
      return nil
    }
    self = chord
  }

  /// Each chord of two keys, split at its `+`.
  private static let halves: [(modifier: String, key: String, chord: KeyChord)] = allCases.compactMap {
    chord in
    let parts = chord.rawValue.split(separator: "+", maxSplits: 1)
    return parts.count == 2 ? (String(parts[0]), String(parts[1]), chord) : nil
  }
}

/// A gesture of the screen reader.
public enum Gesture: String, CaseIterable, Sendable {
  case swipe, doubletap, dismiss
  /// One-finger swipes up and down: they adjust an adjustable element.
  case swipeUp = "swipe up"
  case swipeDown = "swipe down"
}

/// The words of a closed vocabulary (states, keys) with their spellings made once: reading a
/// word compares it with each spelling, which costs a fraction of `init(rawValue:)` (a generic
/// switch over static strings) on the checker's path, where every state and key is read.
struct Spellings<Word: RawRepresentable & CaseIterable & Sendable>: Sendable where Word.RawValue == String {
  private let words: [(spelling: String, word: Word)] = Word.allCases.map { ($0.rawValue, $0) }
  /// The word each common word of the lexer spells (`WordTable.texts`), if any: a script's
  /// states and keys are nearly always common words, found by their index with no String
  /// made or compared.
  private let byCommonWord: [Word?] = WordTable.standard.texts.map { Word(rawValue: $0) }

  func word(_ text: String) -> Word? {
    words.first { $0.spelling == text }?.word
  }

  /// The word a script's text at `index` spells.
  func word(at index: Int, in texts: ScriptTexts) -> Word? {
    let common = texts.commonWord(at: index)
    return common != 0 ? byCommonWord[common] : word(texts.value(at: index))
  }
}

extension StateName {
  private static let spellings = Spellings<StateName>()

  /// The state a word names (`init(rawValue:)`, read faster).
  init?(word: String) {
    guard let state = StateName.spellings.word(word) else { return nil }
    self = state
  }

  /// The state a script's text at `index` names.
  init?(at index: Int, in texts: ScriptTexts) {
    guard let state = StateName.spellings.word(at: index, in: texts) else { return nil }
    self = state
  }
}

extension KeyChord {
  fileprivate static let spellings = Spellings<KeyChord>()
}
