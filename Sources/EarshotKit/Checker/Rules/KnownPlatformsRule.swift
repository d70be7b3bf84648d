/// Known platforms
/// A script or screen is only valid if every platform it names is one the simulator has.
/// Platforms are named by `platform` and by `expect PLATFORM`.
struct KnownPlatformsRule: CheckRule {
  let invariant = "A script or screen is only valid if every platform it names is one the simulator has."
  let scope = CheckScope.both

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    func verify(_ word: Located<String>, _ location: (SourceRange) -> SourceLocation) {
      if Platform(rawValue: word.value) == nil {
        found.add(.error) {
          Diagnostic(
            .unknownPlatform,
            "unknown platform `\(word.value)`\(Suggestions.didYouMean(word.value, in: Catalogue.platforms)); platforms are: \(raw: Catalogue.platforms.joined(separator: ", "))",
            at: location(word.range))
        }
      }
    }
    // A `platform` line that a later one replaced is checked too: its mistakes are still there.
    if context.script == nil, let screen = context.screen {
      for word in screen.replacedPlatforms + (screen.platforms ?? []) {
        verify(word) { SourceLocation(file: screen.file, range: $0) }
      }
    }
    if let script = context.script {
      for word in script.replacedPlatforms + (script.platforms ?? []) { verify(word, context.inScript) }
      for (_, word) in context.expectedPlatforms { verify(context.located(word), context.inScript) }
    }
  }
}
