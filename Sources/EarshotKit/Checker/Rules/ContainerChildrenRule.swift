/// Container children
/// A screen is only valid if a container that holds only some kinds (`tabs`: tabs) holds
/// nothing else.
/// For example `tabs { tab "Home" selected; tab "Search" }`; see docs/screen-language.md.
struct ContainerChildrenRule: CheckRule {
  let invariant = "A screen is only valid if a container that holds only some kinds holds nothing else."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let model = context.compiled?.model(on: Platform.allCases[0]) else { return }
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue),
        let kinds = entry.allowedChildren
      else { continue }
      let allowed = kinds.compactMap(context.catalogue.entry(forKind:))
      // The children of the pop-up its platform adds between them, if it has one (a drop-down's
      // menu holds its options).
      let node = model.node(ofElement: index)
      let holder = model.sheet(openedBy: node).flatMap { model.nodes[$0].isSynthesized ? $0 : nil } ?? node
      for child in model.nodes[holder].children {
        // Elements a platform adds are none of the screen's; unknown kinds are reported as such.
        guard let element = model.nodes[child].elementIndex,
          let childEntry = context.index.entry(ofElement: element, in: context.catalogue),
          !allowed.contains(where: { $0 === childEntry })
        else { continue }
        let only = kinds.map { "`\($0)`" }.joined(separator: ", ")
        // A toast holds nothing: its text is its name.
        let holds = kinds.isEmpty ? "no elements" : "only \(only) elements"
        found.add(.error) {
          Diagnostic(
            .childNotAllowed,
            "\(elements[element].description) cannot be inside \(elements[index].description): a \(raw: entry.title) holds \(raw: holds)",
            at: context.inScreen(elements[element].kind.range),
            notes: [
              Note(
                "\(elements[index].description) is declared here",
                at: context.inScreen(elements[index].kind.range))
            ])
        }
      }
    }
  }
}
