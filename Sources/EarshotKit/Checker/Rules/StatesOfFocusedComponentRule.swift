/// States of the focused component
/// A script is only valid if every state it expects is a state of the component it is about:
/// the `of` target, or else the element focused at that point (on each platform it runs on).
/// See SPEC §2.3 ("`on` is not a state of Button; Button has: disabled, selected, pressed").
struct StatesOfFocusedComponentRule: CheckRule {
  let invariant = "A script is only valid if every state it expects is a state of the component it is about."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    let known = context.catalogue.vocabulary.states
    for (position, expectation) in context.expectations {
      guard case .state(_, let states, let target) = expectation.body else { continue }
      let only = expectation.platform.flatMap { Platform(rawValue: $0.value) }
      // The node the expectation is about on each platform it is checked on; one diagnostic
      // per component, however many platforms agree.
      var subjects: [(model: ScreenModel, node: Int)] = []
      for (platform, focus) in zip(context.platforms, context.focus(before: position))
      where only == nil || only == platform {
        let model = compiled.model(on: platform)
        if target != nil {
          // The `of` target is the statement's only one.
          guard case .element(let element) = context.targetResolutions[context.firstTarget[position]] else {
            break
          }
          subjects.append((model, model.node(ofElement: element)))
        } else if case .on(let node) = focus {
          subjects.append((model, node))
        }
      }
      var seen: [ObjectIdentifier] = []
      for (model, node) in subjects {
        let entry = model.nodes[node].entry
        guard !seen.contains(ObjectIdentifier(entry)) else { continue }
        seen.append(ObjectIdentifier(entry))
        for state in states where known.contains(state.value) && !entry.stateNames.contains(state.value) {
          found.add(
            Diagnostic(
              .stateNotOfComponent,
              "`\(state.value)` is not a state of \(entry.title); \(raw: entry.statesSentence)",
              at: context.inScript(state.range),
              notes: [
                Note(
                  "\(model.describe(node)) \(raw: target == nil ? "has focus here" : "is declared here")",
                  at: context.inScreen(model.nodes[node].element.kind.range))
              ]))
        }
      }
    }
  }
}
