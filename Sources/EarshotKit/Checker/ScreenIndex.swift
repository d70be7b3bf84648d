/// A screen's elements in document order, indexed by name or label, by folded name and by
/// `@id`, so that resolving a target does not walk the screen. Built once per screen and shared
/// by every script that uses it.
public struct ScreenIndex: Sendable {
  public let elements: [Element]
  let byName: [String: [Int]]
  let byFoldedName: [String: [Int]]
  let byID: [String: [Int]]

  public init(_ screen: Screen?) {
    let elements = screen?.allElements ?? []
    var byName: [String: [Int]] = [:]
    var byFoldedName: [String: [Int]] = [:]
    var byID: [String: [Int]] = [:]
    for (index, element) in elements.enumerated() {
      let names = element.names
      for name in Set(names) { byName[name, default: []].append(index) }
      for name in Set(names.map(CheckContext.fold)) { byFoldedName[name, default: []].append(index) }
      if let id = element.id { byID[id.value, default: []].append(index) }
    }
    self.elements = elements
    self.byName = byName
    self.byFoldedName = byFoldedName
    self.byID = byID
  }
}
