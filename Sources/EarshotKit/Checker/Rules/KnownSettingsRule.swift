/// Known settings
/// A script is only valid if every `set` names a known setting and one of its values.
/// The settings: `set hints on|off`, `set list-positions on|off`.
struct KnownSettingsRule: CheckRule {
  let invariant = "A script is only valid if every `set` names a known setting and one of its values."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for setting in context.script?.settings ?? [] {
      guard let spec = Catalogue.settings.first(where: { $0.name == setting.name.value }) else {
        found.add(.error) {
          let names = Catalogue.settings.map(\.name)
          return Diagnostic(
            .unknownSetting,
            "unknown setting `\(setting.name.value)`\(Suggestions.didYouMean(setting.name.value, in: names)); settings are: \(raw: names.joined(separator: ", "))",
            at: context.inScript(setting.name.range))
        }
        continue
      }
      if !spec.values.contains(setting.value.value) {
        found.add(
          Diagnostic(
            .invalidSettingValue,
            "`\(setting.value.value)` is not a value of `\(spec.name)`; it takes: \(raw: spec.values.joined(separator: ", "))",
            at: context.inScript(setting.value.range)))
      }
    }
  }
}
