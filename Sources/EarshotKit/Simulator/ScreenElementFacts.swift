/// What every platform's model of a screen reads of each element, by its index in
/// `Screen.allElements`: the element, where its subtree ends, its catalogue entry, the states
/// the screen gives it and how it reads in messages. `CompiledScreen` works them out once for
/// both platforms' models, from its index; each model looked every kind up and described every
/// element again.
struct ScreenElementFacts: Sendable {
  /// `Screen.allElements`, depth first: an element's children follow it, so the models walk
  /// the screen by index, where walking the tree copied each element at every level.
  let elements: [Element]
  /// The index after each element's subtree: its first child is the next element, each later
  /// child starts where the previous one's subtree ends.
  let subtreeEnds: [Int]
  let entries: [Entry]
  /// Whether the catalogue has the element's kind (`entries` holds `.group` where it does not).
  let isKnownKind: [Bool]
  /// The states the screen gives each element, with its kind's defaults (a sheet without a
  /// size is `full`, a check box without a state `unchecked`).
  let states: [Set<StateName>]
  /// `Element.description`.
  let descriptions: [String]

  /// `entryIndices`: each element's entry as an index into the catalogue's (`ScreenIndex`),
  /// when it has been looked up already.
  init(_ elements: [Element], entryIndices: [Int?]? = nil, catalogue: Catalogue) {
    var entries: [Entry] = []
    var isKnownKind: [Bool] = []
    var states: [Set<StateName>] = []
    var descriptions: [String] = []
    entries.reserveCapacity(elements.count)
    isKnownKind.reserveCapacity(elements.count)
    states.reserveCapacity(elements.count)
    descriptions.reserveCapacity(elements.count)
    for index in elements.indices {
      let entry =
        entryIndices.map { $0[index].map { catalogue.entries[$0] } }
        ?? catalogue.entry(forKind: elements[index].kind.value)
      entries.append(entry ?? .group)
      isKnownKind.append(entry != nil)
      states.append(ScreenElementFacts.states(of: index, in: elements, entry: entry ?? .group))
      descriptions.append(
        Element.describe(
          kind: elements[index].kind.value, name: (elements[index].name ?? elements[index].label)?.value,
          id: elements[index].id?.value))
    }
    self.elements = elements
    self.subtreeEnds = ScreenElementFacts.subtreeEnds(of: elements)
    self.entries = entries
    self.isKnownKind = isKnownKind
    self.states = states
    self.descriptions = descriptions
  }

  /// The children of the element at `index`, as indices into `elements`.
  func children(of index: Int) -> some Sequence<Int> {
    sequence(first: index + 1) { subtreeEnds[$0] }.prefix { $0 < subtreeEnds[index] }
  }

  /// Worked out from the last element back: an element's children come after it, so their
  /// subtrees' ends are known when it is reached.
  private static func subtreeEnds(of elements: [Element]) -> [Int] {
    var ends = [Int](repeating: 0, count: elements.count)
    for index in elements.indices.reversed() {
      var end = index + 1
      for _ in 0..<elements[index].children.count { end = ends[end] }
      ends[index] = end
    }
    return ends
  }

  /// Read in place: an element copied is a dozen references counted.
  private static func states(of index: Int, in elements: [Element], entry: Entry) -> Set<StateName> {
    // Most elements are written without states, of a kind without exclusive ones.
    if elements[index].states.isEmpty, entry.exclusiveStates.isEmpty { return [] }
    var states = Set(elements[index].states.compactMap { StateName(word: $0.value) })
    // A group of exclusive states the screen leaves unwritten holds its default, if the
    // catalogue gives one (a sheet is `full`, a check box `unchecked`).
    for group in entry.exclusiveStates where states.isDisjoint(with: group) {
      if let fallback = entry.states.first(where: { $0.isDefault && group.contains($0.name) }) {
        states.insert(fallback.name)
      }
    }
    return states
  }
}
