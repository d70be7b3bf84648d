/// States of the focused component
/// A script is only valid if every state it expects is a state of the component it is about:
/// the `of` target, or else the element focused at that point (on each platform it runs on).
/// For example: "`on` is not a state of Button; Button has: disabled, selected, pressed".
struct StatesOfFocusedComponentRule: CheckRule {
  let invariant = "A script is only valid if every state it expects is a state of the component it is about."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    let known = context.catalogue.allStateNames
    for (position, platform, states, target) in context.expectedStates {
      let hasTarget = target != nil
      let only = platform.flatMap { Platform(rawValue: context.value($0)) }
      let focus = context.focus(before: position)
      // The node the expectation is about on the platform at `index`, if it is checked there.
      func subject(_ index: Int) -> (model: ScreenModel, node: Int)? {
        let platform = context.platforms[index]
        guard only == nil || only == platform else { return nil }
        let model = compiled.model(on: platform)
        if hasTarget {
          // The `of` target is the statement's only one.
          guard let element = context.targetElements[context.statements[position].firstTarget] else {
            return nil
          }
          return (model, model.node(ofElement: element))
        }
        guard case .on(let node) = focus[focus.startIndex + index] else { return nil }
        return (model, node)
      }
      // One diagnostic per component, however many platforms agree. (Two platforms at most:
      // the first one's entry is remembered, so that nothing is allocated per statement and
      // no subject is looked up twice.)
      var checked: Entry?
      for index in context.platforms.indices {
        guard let (model, node) = subject(index) else { continue }
        let entry = model.nodes[node].entry
        guard checked !== entry else { continue }
        checked = entry
        for index in states.indices {
          // A word that is no state of the catalogue's is `KnownStatesRule`'s to report.
          guard let name = StateName(at: index, in: context.texts), known.contains(name),
            !entry.states.contains(where: { $0.name == name })
          else { continue }
          let state = context.texts.located(at: index)
          found.add(
            Diagnostic(
              .stateNotOfComponent,
              "`\(state.value)` is not a state of \(entry.title); \(raw: entry.statesSentence)",
              at: context.inScript(state.range),
              notes: [
                Note(
                  "\(model.describe(node)) \(raw: !hasTarget ? "has focus here" : "is declared here")",
                  at: context.inScreen(model.nodes[node].element.kind.range))
              ]))
        }
      }
    }
  }
}
