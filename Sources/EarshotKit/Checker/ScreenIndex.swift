/// A screen's elements in document order, indexed by name or label, by folded name and by
/// `@id`, with each element's catalogue entry: so that resolving a target does not walk the
/// screen or the catalogue. Part of the compiled screen (`CompiledScreen`).
public struct ScreenIndex: Sendable {
  public let elements: [Element]
  let byName: [String: [Int]]
  let byFoldedName: [String: [Int]]
  let byID: [String: [Int]]
  /// Each element's catalogue entry (an index into the catalogue's entries), parallel to
  /// `elements`.
  let entries: [Int?]

  public init(_ screen: Screen?, catalogue: Catalogue = .standard) {
    let elements = screen?.allElements ?? []
    var byName: [String: [Int]] = [:]
    var byFoldedName: [String: [Int]] = [:]
    var byID: [String: [Int]] = [:]
    var entries: [Int?] = []
    for (index, element) in elements.enumerated() {
      let names = element.names
      for name in Set(names) { byName[name, default: []].append(index) }
      for name in Set(names.map(CheckContext.fold)) { byFoldedName[name, default: []].append(index) }
      if let id = element.id { byID[id.value, default: []].append(index) }
      entries.append(catalogue.entryIndex(forKind: element.kind.value))
    }
    self.elements = elements
    self.byName = byName
    self.byFoldedName = byFoldedName
    self.byID = byID
    self.entries = entries
  }
}
