/// Gives every captured stop and control that no target could name alone an id a script can
/// write: `@n12`, the node's place among the capture's elements in document order (12th).
/// Real captures hold many unnamed or like-named controls (rows of one list, icons with no
/// description); without an id a script, and `earshot init`, could not focus them. An element
/// keeps the capture's own id when it is unique; a generated id never repeats one of the
/// capture's (`taken`), and the same capture always gets the same ids.
enum TargetIDs {
  static func generate(in elements: inout [Element], taken: Set<String>) {
    var counts: [String: Int] = [:]
    visit(&elements) { element, _ in
      if let name = element.name?.value { counts[element.kind.value + "\u{0}" + name, default: 0] += 1 }
    }
    visit(&elements) { element, place in
      guard element.id == nil, element.kind.value != "container", element.kind.value != "list",
        element.captured?.partOf == nil
      else { return }
      if let name = element.name?.value, counts[element.kind.value + "\u{0}" + name] == 1, !name.isEmpty {
        return
      }
      var id = "n\(place)"
      while taken.contains(id) { id += "x" }
      element.id = Located(id, element.range)
    }
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
