/// Known keys
/// A script is only valid if every `press` names a key or chord the simulator knows.
/// `press KEY ('+' KEY)*`: space enter tab shift+tab up down left right escape ctrl+tab.
struct KnownKeysRule: CheckRule {
  let invariant = "A script is only valid if every `press` names a key or chord the simulator knows."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for (_, run, known, _) in context.presses where known == nil {
      let keys = context.located(run)
      guard let first = keys.first, let last = keys.last else { continue }
      let chord = keys.map(\.value).joined(separator: "+")
      found.add(.error) {
        let valid = Catalogue.keys + Catalogue.chords
        let unknown = keys.first { !(Catalogue.keys + Catalogue.modifierKeys).contains($0.value) }
        let blamed = unknown?.range ?? first.range.union(last.range)
        let word = unknown?.value ?? chord
        let what: Message = unknown == nil ? "unknown key chord `\(chord)`" : "unknown key `\(word)`"
        return Diagnostic(
          .unknownKey,
          "\(what)\(Suggestions.didYouMean(word, in: valid)); keys are: \(raw: valid.joined(separator: ", "))",
          at: context.inScript(blamed))
      }
    }
  }
}
