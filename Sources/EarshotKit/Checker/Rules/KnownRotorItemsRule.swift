/// Known rotor items
/// A script is only valid if every `rotor` names a rotor setting: `headings`, `links`,
/// `form-controls`, `actions` or `default`.
/// See docs/components.md "Rotor navigation": `rotor headings  # headings | links | form-controls | actions | default`.
struct KnownRotorItemsRule: CheckRule {
  let invariant =
    "A script is only valid if every `rotor` names a rotor setting: `headings`, `links`, `form-controls`, `actions` or `default`."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for (_, word) in context.rotors {
      let written = context.value(word)
      guard RotorItem.setting(named: written) == nil else { continue }
      found.add(.error) {
        let valid = RotorItem.settingWords
        return Diagnostic(
          .unknownRotor,
          "unknown rotor setting `\(written)`\(Suggestions.didYouMean(written, in: valid)); expected one of: \(raw: valid.joined(separator: ", "))",
          at: context.inScript(context.located(word).range))
      }
    }
  }
}
