/// Gives every captured stop and control that no target could name alone an id a script can
/// write: `@n12`, the node's place among the capture's elements in document order (12th).
/// Real captures hold many unnamed or like-named controls (rows of one list, icons with no
/// description); without an id a script, and `earshot init`, could not focus them. An element
/// keeps the capture's own id when it is unique; a generated id never repeats one of the
/// capture's (`taken`), and the same capture always gets the same ids.
enum TargetIDs {
  /// `count`: about how many elements there are (the capture's nodes), to size the tables.
  static func generate(in elements: inout [Element], taken: Set<String>, count: Int = 0) {
    // Each element's kind and name is hashed once: its key's number, by place, and how many
    // elements share each key.
    var keys: [KindAndName: Int] = [:]
    keys.reserveCapacity(count)
    var keyOfPlace: [Int] = [-1]
    keyOfPlace.reserveCapacity(count + 1)
    var sharing: [Int] = []
    visit(&elements) { element, _ in
      guard let name = element.name?.value, !name.isEmpty else {
        keyOfPlace.append(-1)
        return
      }
      let key = KindAndName(kind: element.kind.value, name: name)
      let number = keys[key] ?? sharing.count
      if number == sharing.count {
        keys[key] = number
        sharing.append(0)
      }
      sharing[number] += 1
      keyOfPlace.append(number)
    }
    visit(&elements) { element, place in
      guard element.id == nil, element.kind.value != "container", element.kind.value != "list" else { return }
      if keyOfPlace[place] >= 0, sharing[keyOfPlace[place]] == 1 { return }
      var id = "n\(place)"
      while taken.contains(id) { id += "x" }
      element.id = Located(id, element.range)
    }
  }

  /// A kind and a name, as a key (no string is made for it).
  private struct KindAndName: Hashable {
    let kind: String
    let name: String
  }

  /// Calls `body` with each element, depth first in document order, and its place (from 1).
  private static func visit(_ elements: inout [Element], _ body: (inout Element, Int) -> Void) {
    var place = 0
    func walk(_ level: inout [Element]) {
      for index in level.indices {
        place += 1
        body(&level[index], place)
        walk(&level[index].children)
      }
    }
    walk(&elements)
  }
}
