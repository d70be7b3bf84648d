/// Unique test names
/// A script is only valid if no two of its tests share a name.
/// See SPEC §2.3 ("duplicate test names (error, with a note at the first)") and §6 (JUnit names
/// are unique per suite).
struct UniqueTestNamesRule: CheckRule {
  let invariant = "A script is only valid if no two of its tests share a name."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let tests = context.script?.tests else { return }
    // A script has a handful of tests: compared in turn; a long one through a table.
    var table: [String: Int] = [:]
    if tests.count > 16 { table.reserveCapacity(tests.count) }
    for index in tests.indices {
      let test = tests[index]
      let earlierIndex =
        tests.count > 16
        ? table[test.name.value] : tests[..<index].firstIndex { $0.name.value == test.name.value }
      if let earlierIndex {
        let earlier = tests[earlierIndex]
        found.add(
          Diagnostic(
            .duplicateTestName, "duplicate test name \(VisibleText.quoted(test.name.value))",
            at: context.inScript(test.name.range),
            notes: [Note("first defined here", at: context.inScript(earlier.name.range))]))
      } else if tests.count > 16 {
        table[test.name.value] = index
      }
    }
  }
}
