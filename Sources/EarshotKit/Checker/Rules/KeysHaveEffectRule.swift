/// Keys have an effect
/// A script should only press keys that, per the catalogue, act on the focused component on
/// every platform it runs on (a warning: the script still runs).
/// See SPEC §2.3 (`press enter` on a Button under iOS: the seeds say Enter activates on Android only).
struct KeysHaveEffectRule: CheckRule {
  let invariant =
    "A script should only press keys that act on the focused component on every platform it runs on."

  func check(_ context: CheckContext) -> [Diagnostic] {
    context.focusWalk.compactMap { step -> Diagnostic? in
      let statement = context.statements[step.statement]
      guard case .press(let keys) = statement.kind, let focusedIndex = step.focused else { return nil }
      let focused = context.elements[focusedIndex]
      guard let entry = context.entry(of: focused) else { return nil }
      let chord = keys.map(\.value).joined(separator: "+")
      // Unknown keys are KnownKeysRule's to report.
      guard (Catalogue.keys + Catalogue.chords).contains(chord) else { return nil }
      let idle = context.platforms.filter { entry.effect(ofKey: chord, on: $0) == nil }
      guard !idle.isEmpty else { return nil }
      let acting = Platform.allCases.filter { entry.effect(ofKey: chord, on: $0) != nil }
      let seedSays = entry.keyboard.first { $0.input == chord }.map { " (seed: \"\($0.source)\")" } ?? ""
      let elsewhere =
        acting.isEmpty ? "" : "; it acts on \(acting.map(\.rawValue).joined(separator: ", ")) only"
      return Diagnostic(
        .keyWithoutEffect,
        "`press \(chord)` does nothing to \(entry.title) on \(idle.map(\.rawValue).joined(separator: ", "))\(elsewhere)\(seedSays)",
        at: context.inScript(statement.range),
        notes: [Note("\(focused.description) has focus here", at: context.inScreen(focused.kind.range))])
    }
  }
}
