/// Keys have an effect
/// A script should only press keys that, per the catalogue, act on the focused component on
/// every platform it runs on (a warning: the script still runs).
/// For example `press enter` on a Button under iOS: the seeds say Enter activates on Android only.
struct KeysHaveEffectRule: CheckRule {
  let invariant =
    "A script should only press keys that act on the focused component on every platform it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    for press in context.presses.indices {
      // Unknown keys are KnownKeysRule's to report; keys that act whatever is focused (moving
      // focus, escape closing a sheet) are fine.
      guard let chord = context.presses[press].chord, chord.movesFocusForward == nil, chord != .escape
      else { continue }
      let position = context.presses[press].position
      // The focused node on the platform at `index`.
      func focused(_ index: Int) -> Int? {
        guard case .on(let node) = context.focus(before: position)[index] else {
          return nil
        }
        return node
      }
      // Whether the key does nothing to the focused node there: read from the node's facts
      // (`Entry.effect(ofKey:on:)` searched its keyboard table for every press). Asked again
      // rather than collected: usually the key acts, and nothing is built.
      func isIdle(_ index: Int) -> Bool {
        guard let node = focused(index) else { return false }
        return compiled.model(on: context.platforms[index]).focusFacts[node].keysActingHere & chord.bit == 0
      }
      guard let first = context.platforms.indices.first(where: isIdle) else { continue }
      found.add(.warning) {
        let model = compiled.model(on: context.platforms[first])
        let node = focused(first)!
        let platforms = context.platforms.indices.filter(isIdle).map { context.platforms[$0] }
        return diagnostic(
          chord, model.nodes[node].entry, platforms, model, node, context.presses[press].range, context)
      }
    }
  }

  private func diagnostic(
    _ chord: KeyChord, _ entry: Entry, _ idle: [Platform], _ model: ScreenModel, _ focused: Int,
    _ range: SourceRange,
    _ context: CheckContext
  ) -> Diagnostic {
    let acting = Platform.allCases.filter { entry.effect(ofKey: chord, on: $0) != nil }
    let seedSays: Message =
      entry.keyboard.first { $0.input == .key(chord) }.map { " (seed: \"\(raw: $0.source)\")" } ?? ""
    let elsewhere: Message =
      acting.isEmpty ? "" : "; it acts on \(raw: acting.map(\.rawValue).joined(separator: ", ")) only"
    return Diagnostic(
      .keyWithoutEffect,
      "`press \(chord.rawValue)` does nothing to \(entry.title) on \(raw: idle.map(\.rawValue).joined(separator: ", "))\(elsewhere)\(seedSays)",
      at: context.inScript(range),
      notes: [
        Note(
          "\(model.describe(focused)) has focus here",
          at: context.inScreen(model.nodes[focused].element.kind.range))
      ])
  }
}
