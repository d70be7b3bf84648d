/// Names (or ids) to the elements that carry them, in document order: what every target of
/// every script is resolved with. A `Dictionary<String, [Int]>` costs a seeded SipHash and an
/// array retained per lookup, more than the rest of resolving a target; here a name is hashed
/// over its UTF-8 bytes (FNV-1a from a per-process seed, then mixed, so that a screen cannot be
/// written to make its names collide), and its elements are a range of one flat list.
struct NameTable: Sendable {
  /// The distinct names, in the order first met.
  private let keys: [String]
  /// Name `k`'s elements are `elements[starts[k]..<starts[k + 1]]`.
  private let starts: [Int]
  private let elements: [Int]
  /// Open addressing, a power of two at least twice the names: a name's number + 1, or 0.
  private let slots: [Int32]

  /// Each name with an element that carries it, in document order (an element at most once
  /// per name).
  init(_ pairs: [(name: String, element: Int)]) {
    var keys: [String] = []
    var lists: [[Int]] = []
    var slots = [Int32](repeating: 0, count: NameTable.capacity(for: pairs.count))
    let mask = slots.count - 1
    for (name, element) in pairs {
      var slot = NameTable.hash(name) & mask
      while slots[slot] != 0, keys[Int(slots[slot]) - 1] != name { slot = (slot + 1) & mask }
      if slots[slot] == 0 {
        keys.append(name)
        lists.append([])
        slots[slot] = Int32(keys.count)
      }
      lists[Int(slots[slot]) - 1].append(element)
    }
    var starts = [0]
    starts.reserveCapacity(lists.count + 1)
    for list in lists { starts.append(starts.last! + list.count) }
    self.keys = keys
    self.starts = starts
    self.elements = lists.flatMap { $0 }
    self.slots = slots
  }

  /// The positions (in `subscript(position:)`) of the elements `name` names; empty if none.
  func positions(of name: String) -> Range<Int> {
    let mask = slots.count - 1
    var slot = NameTable.hash(name) & mask
    while slots[slot] != 0 {
      let key = Int(slots[slot]) - 1
      if keys[key] == name { return starts[key]..<starts[key + 1] }
      slot = (slot + 1) & mask
    }
    return 0..<0
  }

  subscript(position: Int) -> Int { elements[position] }

  /// The elements `name` names, as a list (for rules that report).
  func elements(named name: String) -> [Int] {
    Array(elements[positions(of: name)])
  }

  private static func capacity(for count: Int) -> Int {
    var capacity = 8
    while capacity < count * 2 { capacity *= 2 }
    return capacity
  }

  /// Chosen once per process: lookups give the same answers whatever it is.
  private static let seed = UInt64.random(in: .min ... .max)

  private static func hash(_ name: String) -> Int {
    // Read in place: iterating `utf8` costs more per byte than the hash does.
    name.utf8.withContiguousStorageIfAvailable(hash) ?? Array(name.utf8).withUnsafeBufferPointer(hash)
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    // Murmur3's finaliser: every bit of the state reaches the low bits the mask keeps.
    hash ^= hash >> 33
    hash &*= 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash &*= 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return Int(truncatingIfNeeded: hash)
  }
}
