/// Known platforms
/// A script or screen is only valid if every platform it names is one the simulator has.
/// See SPEC §2.2 (`platform`, `expect PLATFORM`).
struct KnownPlatformsRule: CheckRule {
  let invariant = "A script or screen is only valid if every platform it names is one the simulator has."
  let scope = CheckScope.both

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    func verify(_ words: [Located<String>], _ location: (SourceRange) -> SourceLocation) {
      for word in words { verify(word, location) }
    }
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
    if context.script == nil, let screen = context.screen, let platforms = screen.platforms {
      verify(platforms) { SourceLocation(file: screen.file, range: $0) }
    }
    if context.script != nil {
      verify(context.script?.platforms ?? [], context.inScript)
      for (_, word) in context.expectedPlatforms { verify(word, context.inScript) }
    }
  }
}
