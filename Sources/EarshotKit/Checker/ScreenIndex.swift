/// A screen's elements in document order, indexed by name or label, by folded name and by
/// `@id`, with what the checker asks of each element worked out once: so that resolving a
/// target or walking focus does not walk the screen or the catalogue. Built once per screen
/// and shared by every script that uses it.
public struct ScreenIndex: Sendable {
  public let elements: [Element]
  let byName: [String: [Int]]
  let byFoldedName: [String: [Int]]
  let byID: [String: [Int]]
  /// Each element's catalogue entry (an index into the catalogue's entries), parallel to
  /// `elements`.
  let entries: [Int?]
  /// Whether activating each element may move focus: it opens a sheet, or it is a dismiss or
  /// close control (parallel to `elements`).
  let movesFocusWhenActivated: [Bool]

  public init(_ screen: Screen?, catalogue: Catalogue = .standard) {
    let elements = screen?.allElements ?? []
    var byName: [String: [Int]] = [:]
    var byFoldedName: [String: [Int]] = [:]
    var byID: [String: [Int]] = [:]
    var entries: [Int?] = []
    var moves: [Bool] = []
    for (index, element) in elements.enumerated() {
      let names = element.names
      for name in Set(names) { byName[name, default: []].append(index) }
      for name in Set(names.map(CheckContext.fold)) { byFoldedName[name, default: []].append(index) }
      if let id = element.id { byID[id.value, default: []].append(index) }
      let entry = catalogue.entryIndex(forKind: element.kind.value)
      entries.append(entry)
      let closes = entry.map { catalogue.entries[$0] }.map { entry in
        entry.activation == .closeSheet
          || names.contains { entry.closesSheetWhenNamed.contains($0.lowercased()) }
      }
      moves.append(element.opens != nil || closes == true)
    }
    self.elements = elements
    self.byName = byName
    self.byFoldedName = byFoldedName
    self.byID = byID
    self.entries = entries
    self.movesFocusWhenActivated = moves
  }
}
