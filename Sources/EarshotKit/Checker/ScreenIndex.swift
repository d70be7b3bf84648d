/// A screen's elements in document order, indexed by name or label, by folded name and by
/// `@id`, with each element's catalogue entry: so that resolving a target does not walk the
/// screen or the catalogue. Part of the compiled screen (`CompiledScreen`).
public struct ScreenIndex: Sendable {
  /// `Screen.allElements`.
  public let elements: [Element]
  let byName: NameTable
  let byFoldedName: NameTable
  let byID: NameTable
  /// Each element's catalogue entry (an index into the catalogue's entries), parallel to
  /// `elements`.
  let entries: [Int?]
  /// The catalogue entry of each common word that is a kind (`WordTable.texts`; -1: not a
  /// kind), so that a target's kind, nearly always a common word, is found without hashing
  /// its String. Empty without a screen, where a kind is looked up by its String.
  let entryOfCommonWord: [Int]

  public init(_ screen: Screen?, catalogue: Catalogue = .standard) {
    let elements = screen?.allElements ?? []
    // The names added as they are read, from their bytes (`NameTable.Builder`).
    var names = NameTable.Builder(expectedCount: elements.count)
    var folded = NameTable.Builder(expectedCount: elements.count)
    var ids = NameTable.Builder(expectedCount: elements.count)
    var entries: [Int?] = []
    entries.reserveCapacity(elements.count)
    // Each element read in place: an element copied is a dozen references counted.
    for index in elements.indices {
      // An element once per name: its name and label may be the same words.
      let name = elements[index].name?.value
      if let name {
        names.add(name, element: index)
        folded.addFolded(name, element: index)
      }
      if let label = elements[index].label?.value {
        if label != name { names.add(label, element: index) }
        if !(name.map { NameTable.Builder.foldAlike($0, label) } ?? false) {
          folded.addFolded(label, element: index)
        }
      }
      if let id = elements[index].id?.value { ids.add(id, element: index) }
      entries.append(catalogue.entryIndex(forKind: elements[index].kind.value))
    }
    self.elements = elements
    self.byName = NameTable(names)
    self.byFoldedName = NameTable(folded)
    self.byID = NameTable(ids)
    self.entries = entries
    self.entryOfCommonWord = screen == nil ? [] : catalogue.entryOfCommonWord
  }

  /// The catalogue entry of the element at `index` in `elements` (nil: its kind is not in the
  /// catalogue).
  func entry(ofElement index: Int, in catalogue: Catalogue) -> Entry? {
    entries[index].map { catalogue.entries[$0] }
  }
}
