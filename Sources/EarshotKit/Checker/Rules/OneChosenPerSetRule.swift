/// One chosen per set
/// A screen is only valid if at most one item of a set holds the state its kind chooses (one
/// `checked` radio of consecutive sibling radios, one `selected` tab of a `tabs`).
/// Consecutive sibling radios form one set (`Activation.choose`). A capture
/// is what an app showed (two radio buttons outside a `RadioGroup` can both be checked): it is
/// imported as it is, and the `one-chosen-per-set` audit rule reports it.
struct OneChosenPerSetRule: CheckRule {
  let invariant = "A screen is only valid if at most one item of a set holds the state its kind chooses."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let model = context.compiled?.model(on: Platform.allCases[0]), context.screen?.importedFrom == nil
    else { return }
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    // The first item of each set (by the set's node) written with its chosen state.
    var first: [Int: (element: Int, state: Located<String>)] = [:]
    for index in elements.indices where !elements[index].states.isEmpty {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue),
        case .choose(let chosen) = entry.activation,
        let state = elements[index].states.first(where: { StateName(word: $0.value) == chosen }),
        let set = model.collection(of: model.node(ofElement: index))
      else { continue }
      guard let earlier = first[set] else {
        first[set] = (index, state)
        continue
      }
      let grouping: Message =
        model.nodes[set].entry.structure == .siblingSet
        ? "consecutive sibling \(raw: entry.kinds.first ?? entry.id) elements form one set"
        : "the items of \(elements[model.nodes[set].elementIndex ?? index].description) form one set"
      found.add(.error) {
        Diagnostic(
          .severalChosen,
          "\(elements[index].description) and \(elements[earlier.element].description) are both `\(state.value)` in one set; choosing one takes `\(state.value)` from the others, so keep it on one (\(grouping))",
          at: context.inScreen(state.range),
          notes: [
            Note(
              "`\(earlier.state.value)` is first written here, on \(elements[earlier.element].description)",
              at: context.inScreen(earlier.state.range))
          ])
      }
    }
  }
}
