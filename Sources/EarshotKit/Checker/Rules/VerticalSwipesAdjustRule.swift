/// Vertical swipes adjust
/// A script is only valid if every `swipe up` and `swipe down` is written where a rotor other
/// than `default` is set, or else where an adjustable element (a slider) has focus, on every
/// platform it runs on: without a rotor, adjusting is all they do.
/// See docs/components.md, "Sliders and text fields" and "Rotor navigation": a `swipe up` where
/// nothing is adjustable and no rotor is set is an error.
struct VerticalSwipesAdjustRule: CheckRule {
  let invariant =
    "A script is only valid if every `swipe up` and `swipe down` is written where a rotor is set or an adjustable element has focus, on every platform it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    for (position, direction, withRotor) in context.verticalSwipes {
      // With a rotor set they move by it, whatever has focus.
      if withRotor { continue }
      guard
        let (platform, node) = FocusedRequirement.firstUnmet(
          at: position, in: context, compiled: compiled, accepts: { $0.adjustment != nil })
      else { continue }
      found.add(.error) {
        let gesture = "swipe \(direction.rawValue)"
        let range = context.range(ofStatement: position)
        let adjustable = context.catalogue.entries.filter { $0.adjustment != nil }.compactMap(\.kinds.first)
        let why: Message
        var notes: [Note] = []
        if let node {
          let model = compiled.model(on: platform)
          why = "\(model.describe(node)) is not adjustable"
          notes.append(
            Note(
              "\(model.describe(node)) has focus here",
              at: context.inScreen(model.nodes[node].element.kind.range)))
        } else {
          why = "nothing has focus"
        }
        notes.append(Note("only these kinds are adjustable: \(raw: adjustable.joined(separator: ", "))"))
        notes.append(Note("to move by headings, links or form controls, set a rotor first: `rotor headings`"))
        return Diagnostic(
          .notAdjustable,
          "`\(raw: gesture)` adjusts the focused element, but \(why) here and no rotor is set",
          at: context.inScript(range), notes: notes)
      }
    }
  }
}
