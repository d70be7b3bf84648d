/// Typed into a field
/// A script is only valid if every `type` is written where an element that takes text (a text
/// or secure field) has focus, on every platform it runs on.
/// See docs/components.md "Sliders and text fields": a `type` with no editable field focused is an error.
struct TypedIntoFieldRule: CheckRule {
  let invariant =
    "A script is only valid if every `type` is written where an element that takes text has focus, on every platform it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    for position in context.typed {
      guard
        let (platform, node) = FocusedRequirement.firstUnmet(
          at: position, in: context, compiled: compiled, accepts: { $0.textEntry != nil })
      else { continue }
      found.add(.error) {
        let range = context.range(ofStatement: position)
        guard let node else {
          return Diagnostic(
            .notEditable, "`type` enters text into the focused field, but nothing has focus here",
            at: context.inScript(range),
            notes: [Note("a test starts with nothing focused; `focus` a text or secure field first")])
        }
        let model = compiled.model(on: platform)
        let fields = context.catalogue.entries.filter { $0.textEntry != nil }.flatMap(\.kinds)
        return Diagnostic(
          .notEditable,
          "`type` enters text into the focused field, but \(model.describe(node)) takes no text; only these kinds do: \(raw: fields.joined(separator: ", "))",
          at: context.inScript(range),
          notes: [
            Note(
              "\(model.describe(node)) has focus here",
              at: context.inScreen(model.nodes[node].element.kind.range))
          ])
      }
    }
  }
}

/// What the rules about an action on the focused element ask (`TypedIntoFieldRule`,
/// `VerticalSwipesAdjustRule`): where, before the statement at `position`, the focused
/// element's kind does not take the action.
enum FocusedRequirement {
  /// The first platform where focus is known and the focused node's entry does not `accept`
  /// the action, and that node (nil: nothing has focus); nil when every platform accepts it.
  static func firstUnmet(
    at position: Int, in context: CheckContext, compiled: CompiledScreen, accepts: (Entry) -> Bool
  ) -> (Platform, Int?)? {
    let focus = context.focus(before: position)
    for index in context.platforms.indices {
      switch focus[focus.startIndex + index] {
      case .nothing: return (context.platforms[index], nil)
      case .on(let node):
        let model = compiled.model(on: context.platforms[index])
        if !accepts(model.nodes[node].entry) { return (context.platforms[index], node) }
      case .unknown: continue
      }
    }
    return nil
  }
}
