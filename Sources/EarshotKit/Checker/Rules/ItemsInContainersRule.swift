/// Items in their containers
/// A screen is only valid if every element of a kind that is an item of a container (a `tab`
/// of `tabs`) is a child of such a container.
/// For example `tabs { tab "Home" selected; tab "Search" }`; see docs/screen-language.md.
struct ItemsInContainersRule: CheckRule {
  let invariant =
    "A screen is only valid if every element of a kind that is an item of a container is a child of such a container."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let model = context.compiled?.model(on: Platform.allCases[0]) else { return }
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue),
        !entry.allowedParents.isEmpty
      else { continue }
      // The nearest written element around it: a pop-up its platform adds (a drop-down's menu)
      // stands between an option and its drop-down.
      var around = model.nodes[model.node(ofElement: index)].parent
      while let node = around, model.nodes[node].isSynthesized { around = model.nodes[node].parent }
      let parent = around.flatMap { model.nodes[$0].elementIndex }
      let parentEntry = parent.map { context.index.entry(ofElement: $0, in: context.catalogue) }
      // A parent of an unknown kind is reported as such (`unknown-kind`), not again here.
      if case .some(.none) = parentEntry { continue }
      let allowed = entry.allowedParents.compactMap(context.catalogue.entry(forKind:))
      if let parentEntry = parentEntry ?? nil, allowed.contains(where: { $0 === parentEntry }) { continue }
      let containers = entry.allowedParents.map { "`\($0)`" }.joined(separator: " or ")
      found.add(.error) {
        Diagnostic(
          .outsideContainer,
          "\(elements[index].description) is not inside \(raw: containers): a \(raw: entry.title) is an item of one; write it in `\(raw: entry.allowedParents[0]) { … }`",
          at: context.inScreen(elements[index].kind.range),
          notes: parent.map {
            [Note("\(elements[$0].description) holds it here", at: context.inScreen(elements[$0].kind.range))]
          } ?? [])
      }
    }
  }
}
