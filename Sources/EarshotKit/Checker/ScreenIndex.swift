/// A screen's elements in document order, indexed by name or label, by folded name and by
/// `@id`, with each element's catalogue entry: so that resolving a target does not walk the
/// screen or the catalogue. Part of the compiled screen (`CompiledScreen`).
public struct ScreenIndex: Sendable {
  public let elements: [Element]
  let byName: NameTable
  let byFoldedName: NameTable
  let byID: NameTable
  /// Each element's catalogue entry (an index into the catalogue's entries), parallel to
  /// `elements`.
  let entries: [Int?]

  public init(_ screen: Screen?, catalogue: Catalogue = .standard) {
    let elements = screen?.allElements ?? []
    var names: [(name: String, element: Int)] = []
    var folded: [(name: String, element: Int)] = []
    var ids: [(name: String, element: Int)] = []
    var entries: [Int?] = []
    for (index, element) in elements.enumerated() {
      let own = element.names
      // An element once per name: its name and label may be the same words.
      for (position, name) in own.enumerated() where !own[..<position].contains(name) {
        names.append((name, index))
      }
      let foldedNames = own.map(CheckContext.fold)
      for (position, name) in foldedNames.enumerated() where !foldedNames[..<position].contains(name) {
        folded.append((name, index))
      }
      if let id = element.id { ids.append((id.value, index)) }
      entries.append(catalogue.entryIndex(forKind: element.kind.value))
    }
    self.elements = elements
    self.byName = NameTable(names)
    self.byFoldedName = NameTable(folded)
    self.byID = NameTable(ids)
    self.entries = entries
  }
}
