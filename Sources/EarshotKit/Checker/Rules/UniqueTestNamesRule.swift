/// Unique test names
/// A script is only valid if no two of its tests share a name.
/// See SPEC §2.3 ("duplicate test names (error, with a note at the first)") and §6 (JUnit names
/// are unique per suite).
struct UniqueTestNamesRule: CheckRule {
  let invariant = "A script is only valid if no two of its tests share a name."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    var first: [String: TestCase] = [:]
    for test in context.script?.tests ?? [] {
      if let earlier = first[test.name.value] {
        found.add(
          Diagnostic(
            .duplicateTestName, "duplicate test name \(VisibleText.quoted(test.name.value))",
            at: context.inScript(test.name.range),
            notes: [Note("first defined here", at: context.inScript(earlier.name.range))]))
      } else {
        first[test.name.value] = test
      }
    }
  }
}
