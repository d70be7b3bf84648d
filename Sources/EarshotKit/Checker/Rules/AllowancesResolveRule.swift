/// Allowances resolve
/// A script or screen is only valid if every `allow` names an audit rule that exists and
/// exactly one element of the screen: a rule id that does not exist, or a target that matches
/// nothing, is a located error. The screen's allowances are checked with the
/// screen, a script's with the script.
struct AllowancesResolveRule: CheckRule {
  let invariant =
    "A script or screen is only valid if every `allow` names an audit rule that exists and exactly one element of the screen."
  let scope = CheckScope.both

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let allowances: [Allowance]
    let file: SourceFile
    if let script = context.script, let scriptFile = context.scriptFile {
      (allowances, file) = (script.allowances, scriptFile)
    } else if let screen = context.screen {
      (allowances, file) = (screen.allowances, screen.file)
    } else {
      return
    }
    // Nearly every script and screen has none: nothing below is made for them (walking the
    // statements and listing the rules cost 5% of checking a corpus of such scripts).
    guard !allowances.isEmpty else { return }
    let rules = AuditRules.all.map(\.id)
    // A script that audits nothing can use none of its allowances: said before it runs (a
    // run reports the ones its audits did not use).
    let audits = context.script.map { script in
      script.tests.contains { $0.statements.contains { if case .audit = $0.kind { true } else { false } } }
    }
    for allowance in allowances where audits == false {
      found.add(.warning) {
        Diagnostic(
          .unusedAllow, "`allow \(allowance.rule.value)` is unused: this script has no `audit`",
          at: SourceLocation(file: file, range: allowance.range))
      }
    }
    for allowance in allowances {
      let at = SourceLocation(file: file, range: allowance.rule.range)
      guard rules.contains(allowance.rule.value) else {
        found.add(.error) {
          Diagnostic(
            .unknownAuditRule,
            "unknown audit rule `\(allowance.rule.value)`\(Suggestions.didYouMean(allowance.rule.value, in: rules)); `earshot audit --help` lists the rules",
            at: at)
        }
        continue
      }
      // Without a screen there is nothing to resolve against (its absence is reported).
      guard context.compiled != nil else { continue }
      let elements = context.index.elements(of: allowance, catalogue: context.catalogue)
      guard elements.count != 1 else { continue }
      let target = SourceLocation(
        file: file,
        range: SourceRange(
          (allowance.kind ?? allowance.id ?? allowance.name)!.range.start,
          (allowance.id ?? allowance.name)!.range.end))
      found.add(.error) {
        Diagnostic(
          .allowTargetNotFound,
          elements.isEmpty
            ? "`allow` names \(raw: allowance.targetDescription), which is no element of the screen"
            : "`allow` names \(raw: allowance.targetDescription), which is \(elements.count) elements of the screen; name one (by `@id`, or with its kind)",
          at: target)
      }
    }
  }
}
