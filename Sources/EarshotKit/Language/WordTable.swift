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
    var length = 0
    var keyword = Keyword.none
    /// Its index in `texts`, if it is a common word; 0 if not.
    var common: UInt8 = 0
  }

  /// Open addressing, at most a third full, so that a word the table does not know (a name)
  /// is most often told so by its first slot.
  private var slots = [Slot](repeating: Slot(), count: 256)

  /// The common words' Strings; `texts[0]` is unused.
  let texts: [String]

  static let standard = WordTable(
    commonWords: Catalogue.standard.vocabulary.kinds.sorted() + Catalogue.standard.vocabulary.states.sorted()
      + (KeyChord.keys.map(\.rawValue) + KeyChord.modifiers) + Platform.allCases.map(\.rawValue))

  /// The keywords, and those of `commonWords` eight bytes long at most (up to 255 of them).
  private init(commonWords: [String]) {
    var texts = [""]
    for word in commonWords
    where texts.count < 256 && (1...8).contains(word.utf8.count) && !texts.contains(word) {
      texts.append(word)
    }
    self.texts = texts
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

  /// Finds or adds the slot of `word`, and lets `update` mark it.
  private mutating func insert(_ word: UnsafeBufferPointer<UInt8>, _ update: (inout Slot) -> Void) {
    let packed = word.packedWord(from: 0, to: word.count)
    var index = WordTable.slot(packed)
    while slots[index].length != 0, slots[index].packed != packed || slots[index].length != word.count {
      index = (index + 1) & 255
    }
    slots[index].packed = packed
    slots[index].length = word.count
    update(&slots[index])
  }

  /// The keyword and the common word (its index in `texts`, or 0) that `bytes[start..<end]`
  /// spells.
  @inline(__always)
  func find(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (
    keyword: Keyword, common: UInt8
  ) {
    let length = end - start
    guard length >= 1, length <= 13 else { return (.none, 0) }
    let packed = bytes.packedWord(from: start, to: end)
    var index = WordTable.slot(packed)
    while true {
      let slot = slots[index]
      if slot.length == 0 { return (.none, 0) }
      if slot.packed == packed, slot.length == length {
        if length > 8 {
          // The four long keywords: compare the rest too.
          let spelling = slot.keyword.spelling.utf8Start
          for offset in 8..<length where bytes[start + offset] != spelling[offset] { return (.none, 0) }
        }
        return (slot.keyword, slot.common)
      }
      index = (index + 1) & 255
    }
  }

  @inline(__always)
  private static func slot(_ packed: UInt64) -> Int {
    Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }
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
