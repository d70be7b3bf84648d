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
    // By index and appended only when a rule found something: most rules find nothing, and
    // a `flatMap` would copy each rule out and grow the list for each.
    var all: [Diagnostic] = []
    for index in rules.indices {
      var found = DiagnosticCollector(limit: limit)
      rules[index].check(context, into: &found)
      if !found.isEmpty { all += found.finished(at: end) }
    }
    return all
  }
}
