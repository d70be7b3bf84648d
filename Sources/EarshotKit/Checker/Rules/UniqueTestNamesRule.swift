/// Unique test names
/// A script is only valid if no two of its tests share a name.
/// A duplicate is an error with a note at the first; JUnit names are unique per suite.
struct UniqueTestNamesRule: CheckRule {
  let invariant = "A script is only valid if no two of its tests share a name."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // One test (the usual script) cannot repeat a name: no table is built for it.
    guard let tests = context.script?.tests, tests.count > 1 else { return }
    // Each name's first test, by index (a test is not copied into the table).
    var first: [String: Int] = [:]
    for (index, test) in tests.enumerated() {
      if let earlier = first[test.name.value].map({ tests[$0] }) {
        found.add(
          Diagnostic(
            .duplicateTestName, "duplicate test name \(VisibleText.quoted(test.name.value))",
            at: context.inScript(test.name.range),
            notes: [Note("first defined here", at: context.inScript(earlier.name.range))]))
      } else {
        first[test.name.value] = index
      }
    }
  }
}
