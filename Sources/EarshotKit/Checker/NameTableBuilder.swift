import Foundation

extension NameTable {
  /// A table in the making: names are added one at a time, in document order (an element at
  /// most once per name), each read from its bytes. A screen's index adds its elements' names
  /// as it reads them: building a list of names first, and a lower-cased String for each
  /// folded one, cost more than the table.
  struct Builder {
    /// As in the table: the distinct names' composed bytes, in the order first met.
    private(set) var keyBytes: [UInt8] = []
    private(set) var keyStarts: [Int] = [0]
    /// Each name added, in order: its name's number and its element.
    private(set) var keyOfPair: [Int] = []
    private(set) var pairElements: [Int] = []
    /// How many elements each distinct name has.
    private(set) var counts: [Int] = []
    private(set) var slots: [Int32]
    private(set) var nonASCII: [String: Int] = [:]
    /// A folded ASCII name's bytes, lower-cased here rather than into a new String.
    private var scratch: [UInt8] = []

    /// `expectedCount`: about how many names will be added (the table grows past it).
    init(expectedCount: Int) {
      slots = [Int32](repeating: 0, count: NameTable.capacity(for: expectedCount))
      keyOfPair.reserveCapacity(expectedCount)
      pairElements.reserveCapacity(expectedCount)
    }

    /// Adds `name` as written for `element`.
    mutating func add(_ name: String, element: Int) {
      let ascii = name.withUTF8Bytes { bytes in
        let (hash, ascii) = NameTable.hash(bytes)
        if ascii { insert(bytes, hash: hash, element: element) }
        return ascii
      }
      if !ascii { addNonASCII(name, element: element) }
    }

    /// Adds `name` folded (`CheckContext.fold`) for `element`. An ASCII name folds to its
    /// lower case, made in a reused buffer.
    mutating func addFolded(_ name: String, element: Int) {
      guard NameTable.isASCII(name) else {
        add(CheckContext.fold(name), element: element)
        return
      }
      var scratch = self.scratch
      self.scratch = []
      scratch.removeAll(keepingCapacity: true)
      name.withUTF8Bytes { bytes in
        for byte in bytes { scratch.append(Builder.lowercase(byte)) }
      }
      _ = scratch.withUnsafeBufferPointer { insert($0, hash: NameTable.hash($0).hash, element: element) }
      self.scratch = scratch
    }

    /// Whether `a` and `b` fold to the same name (`CheckContext.fold(a) == CheckContext.fold(b)`),
    /// compared in place when both are ASCII.
    static func foldAlike(_ a: String, _ b: String) -> Bool {
      guard NameTable.isASCII(a), NameTable.isASCII(b) else {
        return CheckContext.fold(a) == CheckContext.fold(b)
      }
      return a.withUTF8Bytes { a in
        b.withUTF8Bytes { b in
          a.count == b.count && zip(a, b).allSatisfy { lowercase($0) == lowercase($1) }
        }
      }
    }

    /// An ASCII byte in lower case, as `String.lowercased()` makes it.
    private static func lowercase(_ byte: UInt8) -> UInt8 {
      byte &+ (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)
    }

    /// A name with bytes past ASCII: compared in its composed form, and kept as written for
    /// the table's look-up by String (`NameTable.nonASCII`).
    private mutating func addNonASCII(_ written: String, element: Int) {
      // Equal as a string to a name added already, though Foundation composes the two apart
      // (a pair composed only in Unicode 16): the same name, as lookups find it.
      if let known = nonASCII[written] {
        keyOfPair.append(known)
        pairElements.append(element)
        counts[known] += 1
        return
      }
      let composed = written.precomposedStringWithCanonicalMapping
      let key = composed.withUTF8Bytes { bytes in
        let (hash, ascii) = NameTable.hash(bytes)
        return (insert(bytes, hash: hash, element: element), ascii)
      }
      // The Kelvin sign composes to an ASCII `K`, found by its bytes.
      if !key.1, nonASCII[written] == nil { nonASCII[written] = key.0 }
    }

    /// Adds the name with these composed bytes for `element`; its number.
    @discardableResult
    private mutating func insert(_ name: UnsafeBufferPointer<UInt8>, hash: Int, element: Int) -> Int {
      if (counts.count + 1) * 2 > slots.count { grow() }
      let mask = slots.count - 1
      var slot = hash & mask
      while slots[slot] != 0, !keyEquals(Int(slots[slot]) - 1, name) { slot = (slot + 1) & mask }
      if slots[slot] == 0 {
        keyBytes.append(contentsOf: name)
        keyStarts.append(keyBytes.count)
        counts.append(0)
        slots[slot] = Int32(counts.count)
      }
      let key = Int(slots[slot]) - 1
      keyOfPair.append(key)
      pairElements.append(element)
      counts[key] += 1
      return key
    }

    private func keyEquals(_ key: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
      let start = keyStarts[key]
      guard keyStarts[key + 1] - start == name.count else { return false }
      return name.isEmpty
        || keyBytes.withUnsafeBufferPointer {
          memcmp($0.baseAddress! + start, name.baseAddress!, name.count) == 0
        }
    }

    /// Twice the slots, every name placed again: more names than expected were added.
    private mutating func grow() {
      slots = [Int32](repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      keyBytes.withUnsafeBufferPointer { bytes in
        for key in counts.indices {
          let name = UnsafeBufferPointer(rebasing: bytes[keyStarts[key]..<keyStarts[key + 1]])
          var slot = NameTable.hash(name).hash & mask
          while slots[slot] != 0 { slot = (slot + 1) & mask }
          slots[slot] = Int32(key + 1)
        }
      }
    }
  }
}
