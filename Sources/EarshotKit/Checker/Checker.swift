/// Runs every rule of `SpecifiedRules` over a script and its screen (or a screen alone) and
/// returns what they report: each rule's first `limit` errors and warnings, and a count of the
/// rest (`DiagnosticCollector`). Nothing is executed here.
public enum Checker {
  public static func check(
    _ context: CheckContext, rules: [any CheckRule] = SpecifiedRules.all,
    limit: Int = Limits.standard.maximumErrorsPerFile
  ) -> [Diagnostic] {
    guard let file = context.scriptFile ?? context.screen?.file else { return [] }
    let end = SourceLocation(file: file, range: SourceRange(file.bytes.count, file.bytes.count))
    return rules.flatMap { rule in
      var found = DiagnosticCollector(limit: limit)
      rule.check(context, into: &found)
      return found.finished(at: end)
    }
  }
}
