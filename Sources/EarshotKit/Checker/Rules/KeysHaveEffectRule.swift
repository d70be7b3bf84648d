/// Keys have an effect
/// A script should only press keys that, per the catalogue, act on the focused component on
/// every platform it runs on (a warning: the script still runs).
/// See SPEC §2.3 (`press enter` on a Button under iOS: the seeds say Enter activates on Android only).
struct KeysHaveEffectRule: CheckRule {
  let invariant =
    "A script should only press keys that act on the focused component on every platform it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for (position, keys, range) in context.presses {
      guard let focusedIndex = context.focusedBefore[position],
        let entryIndex = context.index.entries[focusedIndex]
      else { continue }
      // Unknown keys are KnownKeysRule's to report; keys that act whatever is focused (moving
      // focus, escape closing a sheet) are fine.
      guard let chord = KeyChord(rawValue: chord(of: keys)), chord.movesFocusForward == nil, chord != .escape
      else { continue }
      let entry = context.catalogue.entries[entryIndex]
      let idle = context.platforms.filter { entry.effect(ofKey: chord, on: $0) == nil }
      guard !idle.isEmpty else { continue }
      found.add(.warning) { diagnostic(chord, entry, idle, context.elements[focusedIndex], range, context) }
    }
  }

  private func diagnostic(
    _ chord: KeyChord, _ entry: Entry, _ idle: [Platform], _ focused: Element, _ range: SourceRange,
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
      notes: [Note("\(focused.description) has focus here", at: context.inScreen(focused.kind.range))])
  }
}
