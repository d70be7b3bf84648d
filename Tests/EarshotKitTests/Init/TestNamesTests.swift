import Testing

@testable import EarshotKit

/// The tests of a starter script get names no other test has: a repeated name is numbered with
/// the next number that gives no test's own name, found in work that grows with the tests, not
/// with the square of those named alike.
@Suite struct TestNamesTests {
  /// The names of `names`' tests once `ScriptSections` has numbered them.
  private static func numbered(_ names: [String]) -> [String] {
    var sections = ScriptSections(
      comment: [], headers: [], allowances: [],
      entries: names.map { .test(GeneratedTest(name: $0, lines: ["  focus @a"])) })
    sections.numberRepeatedTestNames()
    return sections.others.compactMap(\.testName)
  }

  /// A disclosure really named "Advanced (2)" keeps its test's name; the second "Advanced" is
  /// numbered past it.
  @Test func aNumberedNameNeverTakesAnotherTestsOwnName() {
    let advanced = #"disclosure "Advanced" expands"#
    #expect(
      Self.numbered([advanced, advanced, advanced + " (2)", advanced, advanced + " (2)"]) == [
        advanced, advanced + " (3)", advanced + " (2)", advanced + " (4)", advanced + " (2) (2)",
      ])
  }

  /// 2,000 tests named alike try one number each after the first, and a number some test has
  /// as its own name is skipped once.
  @Test func testsNamedAlikeTryOneNumberEach() {
    let names = Array(repeating: "row expands", count: 2_000) + ["row expands (1000)"]
    let counts = WorkCounts()
    let numbered = WorkCounts.$current.withValue(counts) { Self.numbered(names) }
    #expect(Set(numbered).count == numbered.count)
    #expect(numbered[999] == "row expands (1001)")
    #expect(numbered[1_999] == "row expands (2001)")
    #expect(numbered.last == "row expands (1000)")
    #expect(counts[.testNameTried] == 1_999 + 1)
  }
}
