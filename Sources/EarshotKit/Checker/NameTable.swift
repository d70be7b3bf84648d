import Foundation

/// Names (or ids) to the elements that carry them, in document order: what every target of
/// every script is resolved with. A `Dictionary<String, [Int]>` costs a seeded SipHash and an
/// array retained per lookup, more than the rest of resolving a target; here a name is hashed
/// over its UTF-8 bytes (FNV-1a from a per-process seed, then mixed, so that a screen cannot be
/// written to make its names collide) and compared byte for byte, so a script's name is looked
/// up from its file's bytes without becoming a string (`ScriptTexts.withBytes`), and its
/// elements are a range of one flat list. A class: its lists are read together, and a struct
/// of five lists was copied (each retained) wherever a table was held or captured.
///
/// Names match as Swift strings do, by canonical equivalence (`é` written precomposed or as
/// `e` and a combining accent, the Kelvin sign and `K`): every non-ASCII name, in the table and
/// looked up, is compared in its composed form (NFC), whose bytes are equal exactly when the
/// names are equivalent. ASCII is its own composed form.
final class NameTable: Sendable {
  /// The distinct names' bytes, one after another, in the order first met: name `k` is
  /// `keyBytes[keyStarts[k]..<keyStarts[k + 1]]`.
  private let keyBytes: [UInt8]
  private let keyStarts: [Int]
  /// Name `k`'s elements are `elements[starts[k]..<starts[k + 1]]`.
  private let starts: [Int]
  private let elements: [Int]
  /// Open addressing, a power of two at least twice the names: a name's number + 1, or 0.
  private let slots: [Int32]
  /// Each non-ASCII name as written, to its name's number: looked up as Swift compares
  /// strings, whose Unicode tables can be newer than Foundation's composition (a pair composed
  /// only in Unicode 16 is equal as strings but not as Foundation's composed bytes).
  private let nonASCII: [String: Int]

  /// Each name with an element that carries it, in document order (an element at most once
  /// per name).
  convenience init(_ pairs: [(name: String, element: Int)]) {
    var builder = Builder(expectedCount: pairs.count)
    for (name, element) in pairs { builder.add(name, element: element) }
    self.init(builder)
  }

  /// The table `builder` has made.
  init(_ builder: Builder) {
    // The elements laid out by name in one list, in document order within each name, as the
    // pairs came: no list is made per name.
    var starts = [0]
    starts.reserveCapacity(builder.counts.count + 1)
    for count in builder.counts { starts.append(starts.last! + count) }
    var elements = [Int](repeating: 0, count: builder.pairElements.count)
    var next = starts
    for (key, element) in zip(builder.keyOfPair, builder.pairElements) {
      elements[next[key]] = element
      next[key] += 1
    }
    self.keyBytes = builder.keyBytes
    self.keyStarts = builder.keyStarts
    self.starts = starts
    self.elements = elements
    self.slots = builder.slots
    self.nonASCII = builder.nonASCII
  }

  /// The positions (in `subscript(position:)`) of the elements `name` names; empty if none.
  func positions(of name: String) -> Range<Int> {
    if let key = nonASCII[name] { return starts[key]..<starts[key + 1] }
    let name = NameTable.composed(name)
    return name.withUTF8Bytes { positionsOfComposed($0, hash: NameTable.hash($0).hash) }
  }

  /// The same, for a text of a script, read from its bytes in place.
  func positions(of text: Text, in texts: ScriptTexts) -> Range<Int> {
    texts.withBytes(of: text) { positions(of: $0) }
  }

  /// The same, for a name given as its UTF-8 bytes.
  func positions(of name: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    // Hashed and tested for ASCII in one pass: nearly every name is ASCII, its own composed form.
    let (hash, ascii) = NameTable.hash(name)
    return ascii
      ? positionsOfComposed(name, hash: hash) : positions(of: String(decoding: name, as: UTF8.self))
  }

  /// The same, for a name in its composed form.
  private func positionsOfComposed(_ name: UnsafeBufferPointer<UInt8>, hash: Int) -> Range<Int> {
    let mask = slots.count - 1
    var slot = hash & mask
    return keyBytes.withUnsafeBufferPointer { keys in
      while slots[slot] != 0 {
        let key = Int(slots[slot]) - 1
        let start = keyStarts[key]
        if keyStarts[key + 1] - start == name.count,
          name.isEmpty || memcmp(keys.baseAddress! + start, name.baseAddress!, name.count) == 0
        {
          return starts[key]..<starts[key + 1]
        }
        slot = (slot + 1) & mask
      }
      return 0..<0
    }
  }

  subscript(position: Int) -> Int { elements[position] }

  /// The elements `name` names, as a list (for rules that report).
  func elements(named name: String) -> [Int] {
    Array(elements[positions(of: name)])
  }

  /// A name in its composed form (NFC), in which canonically equivalent names are the same
  /// bytes.
  private static func composed(_ name: String) -> String {
    isASCII(name) ? name : name.precomposedStringWithCanonicalMapping
  }

  /// Whether every byte of `name` is ASCII, read in place: iterating `utf8` costs more per
  /// byte.
  static func isASCII(_ name: String) -> Bool {
    name.withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 } }
  }

  static func capacity(for count: Int) -> Int {
    var capacity = 8
    while capacity < count * 2 { capacity *= 2 }
    return capacity
  }

  /// Chosen once per process: lookups give the same answers whatever it is.
  private static let seed = UInt64.random(in: .min ... .max)

  /// The bytes' hash, and whether they are all ASCII.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: Int, ascii: Bool) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    var high: UInt8 = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      high |= byte
    }
    // Murmur3's finaliser: every bit of the state reaches the low bits the mask keeps.
    hash ^= hash >> 33
    hash &*= 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash &*= 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return (Int(truncatingIfNeeded: hash), high < 0x80)
  }
}
