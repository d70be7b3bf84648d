import EarshotKit
import Testing

/// `--filter` and `PATH:LINE` as the library reads them.
@Suite struct TestSelectionTests {
  @Test(arguments: [
    ("submit", "Submit disabled", true), ("SUBMIT", "a submit button", true), ("dis", "Submit", false),
    ("*abled", "Submit disabled", true), ("*abled", "disabled twice", false),
    ("s?b*", "Submit disabled", true),
    ("s?b", "Submit", false), ("*", "", true), ("**a**b**", "xaxbx", true),
    ("a*a*a*a*a*b", "aaaaaaaaaaaaaaaa", false),
    ("[x]", "a [x] b", true),
  ])
  func patternsAreCaseBlindSubstringsOrWholeNameGlobs(_ pattern: String, _ name: String, _ expected: Bool) {
    #expect(TestSelection(patterns: [pattern]).matches(name) == expected)
  }

  @Test func anyPatternMayMatchAndNoneMatchesEverything() {
    #expect(TestSelection(patterns: ["x", "tab"]).matches("Tabs"))
    #expect(!TestSelection(patterns: ["x", "y"]).matches("Tabs"))
    #expect(TestSelection().matches("anything"))
  }

  static let lineCases: [(lines: Set<Int>, taken: [Int])] = [
    ([4], []), ([5], [0]), ([9], [0]), ([10], [1]), ([12], [1]), ([99], [2]), ([5, 12], [0, 1]),
  ]

  /// A line selects the last test written at or above it, in the script it names only.
  @Test(arguments: lineCases)
  func aLineSelectsTheTestWrittenAtOrAboveIt(_ lines: Set<Int>, _ expected: [Int]) {
    let tests = [("a", 5), ("b", 10), ("c", 20)].map { (name: $0.0, line: $0.1) }
    #expect(TestSelection(lines: ["x.audit": lines]).select(tests, in: "x.audit") == expected)
    #expect(TestSelection(lines: ["x.audit": lines]).select(tests, in: "y.audit") == [0, 1, 2])
    #expect(
      TestSelection(patterns: ["b"], lines: ["x.audit": lines]).select(tests, in: "x.audit")
        == expected.filter { $0 == 1 })
  }
}
