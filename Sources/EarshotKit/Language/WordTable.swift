/// The words the lexer knows, found with one hash of a word's first eight bytes: the parsers'
/// keywords (`Keyword`), and the common words of the vocabulary (keys, states, kinds of
/// element, platforms), whose Strings are made once here rather than for every time a script
/// writes them (`press tab`, `expect state pressed`, `focus button "OK"`): making a String
/// checks and copies its bytes, where handing out one made already copies 16 bytes.
struct WordTable: Sendable {
  private struct Slot {
    /// The word's first eight bytes as `packedWord` reads them, and its length; 0 in an empty
    /// slot.
    var packed: UInt64 = 0
    /// Its bytes 8 to 15, the same way.
    var rest: UInt64 = 0
    var length: UInt8 = 0
    var keyword = Keyword.none
    /// Its index in `texts`, if it is a common word; 0 if not.
    var common: UInt8 = 0
  }

  /// The longest word the table holds.
  static let maximumLength = 16

  /// Open addressing, at most a third full (about a hundred words in 512 slots), so that a
  /// word the table does not know (a name) is most often told so by its first slot.
  private var slots = [Slot](repeating: Slot(), count: 512)

  /// The common words' Strings; `texts[0]` is unused.
  let texts: [String]

  /// What each common word is in the standard vocabulary (`WordClass`), by its index in `texts`.
  let classes: [WordClass]
  /// The vocabulary `classes` describes, when every word of it is a common word: a parser
  /// given this one asks `classes` instead of hashing the word into the vocabulary's sets.
  let vocabulary: Vocabulary?

  static let standard = WordTable(vocabulary: Catalogue.standard.vocabulary)

  /// The keywords, and the vocabulary's kinds and states, the keys and the platforms as common
  /// words (those up to `maximumLength` bytes long, up to 255 of them).
  private init(vocabulary: Vocabulary) {
    let commonWords =
      vocabulary.kinds.sorted() + vocabulary.states.sorted()
      + Catalogue.keys + Catalogue.modifierKeys + Catalogue.platforms
    var texts = [""]
    for word in commonWords
    where texts.count < 256 && (1...WordTable.maximumLength).contains(word.utf8.count)
      && !texts.contains(word)
    {
      texts.append(word)
    }
    self.texts = texts
    self.classes = texts.map {
      WordClass(isKind: vocabulary.kinds.contains($0), isState: vocabulary.states.contains($0))
    }
    let covered = vocabulary.kinds.union(vocabulary.states).allSatisfy(texts.contains)
    self.vocabulary = covered ? vocabulary : nil
    for keyword in Keyword.allCases where keyword != .none {
      let spelling = keyword.spelling
      insert(UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)) {
        $0.keyword = keyword
      }
    }
    for (index, word) in texts.enumerated().dropFirst() {
      Array(word.utf8).withUnsafeBufferPointer { bytes in insert(bytes) { $0.common = UInt8(index) } }
    }
  }

  /// `classes`, if `vocabulary` is the one they describe (sets compared by identity first).
  func classes(for vocabulary: Vocabulary) -> [WordClass]? {
    guard let described = self.vocabulary, described.kinds == vocabulary.kinds,
      described.states == vocabulary.states
    else { return nil }
    return classes
  }

  /// Finds or adds the slot of `word`, and lets `update` mark it.
  private mutating func insert(_ word: UnsafeBufferPointer<UInt8>, _ update: (inout Slot) -> Void) {
    let packed = word.packedWord(from: 0, to: word.count)
    let rest = word.packedWord(from: Swift.min(8, word.count), to: word.count)
    var index = WordTable.slot(packed)
    while slots[index].length != 0,
      slots[index].packed != packed || slots[index].rest != rest || slots[index].length != word.count
    {
      index = (index + 1) & 511
    }
    slots[index].packed = packed
    slots[index].rest = rest
    slots[index].length = UInt8(word.count)
    update(&slots[index])
  }

  /// The keyword and the common word (its index in `texts`, or 0) that `bytes[start..<end]`
  /// spells.
  @inline(__always)
  func find(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (
    keyword: Keyword, common: UInt8
  ) {
    let length = end - start
    guard length >= 1, length <= WordTable.maximumLength else { return (.none, 0) }
    let packed = bytes.packedWord(from: start, to: end)
    let rest = length > 8 ? bytes.packedWord(from: start + 8, to: end) : 0
    var index = WordTable.slot(packed)
    while true {
      let slot = slots[index]
      if slot.length == 0 { return (.none, 0) }
      if slot.packed == packed, slot.rest == rest, Int(slot.length) == length {
        return (slot.keyword, slot.common)
      }
      index = (index + 1) & 511
    }
  }

  @inline(__always)
  private static func slot(_ packed: UInt64) -> Int {
    Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 55)
  }
}

/// What a common word is in the vocabulary `WordTable.classes` describes.
struct WordClass: Sendable {
  let isKind: Bool
  let isState: Bool
}

extension UnsafeBufferPointer<UInt8> {
  /// The first eight bytes of `self[start..<end]` (fewer if it is shorter, the rest zero) as
  /// a little-endian number.
  @inline(__always)
  func packedWord(from start: Int, to end: Int) -> UInt64 {
    let length = Swift.min(end - start, 8)
    if start + 8 <= count {
      let word = UnsafeRawPointer(baseAddress! + start).loadUnaligned(as: UInt64.self).littleEndian
      return length == 8 ? word : word & ((1 << UInt64(length * 8)) - 1)
    }
    var packed: UInt64 = 0
    for index in 0..<length { packed |= UInt64(self[start + index]) << UInt64(index * 8) }
    return packed
  }
}
