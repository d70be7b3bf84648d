/// Keys have an effect
/// A script should only press keys that, per the catalogue, act on the focused component on
/// every platform it runs on (a warning: the script still runs).
/// See SPEC §2.3 (`press enter` on a Button under iOS: the seeds say Enter activates on Android only).
struct KeysHaveEffectRule: CheckRule {
  let invariant =
    "A script should only press keys that act on the focused component on every platform it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let compiled = context.compiled else { return }
    for (position, _, chord, range) in context.presses {
      // Unknown keys are KnownKeysRule's to report; keys that act whatever is focused (moving
      // focus, escape closing a sheet) are fine.
      guard let chord, chord.movesFocusForward == nil, chord != .escape
      else { continue }
      // The focused component on each platform where the key does nothing to it (a lazy
      // list: usually the key acts, and nothing is built).
      let idle = zip(context.platforms, context.focus(before: position)).lazy.compactMap {
        platform, focus -> (platform: Platform, model: ScreenModel, node: Int)? in
        guard case .on(let node) = focus else { return nil }
        let model = compiled.model(on: platform)
        return model.nodes[node].entry.effect(ofKey: chord, on: platform) == nil
          ? (platform, model, node) : nil
      }
      var idlePlatforms = idle.makeIterator()
      guard let first = idlePlatforms.next() else { continue }
      found.add(.warning) {
        diagnostic(
          chord, first.model.nodes[first.node].entry, idle.map(\.platform), first.model, first.node, range,
          context)
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
