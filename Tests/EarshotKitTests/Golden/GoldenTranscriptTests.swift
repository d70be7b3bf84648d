import EarshotKit
import Testing

/// The golden's text split into its header and test sections, and a run written into it.
@Suite struct GoldenTranscriptTests {
  static let golden = """
    earshot golden transcript 3
    script: a.audit

    test "one"
      focus A
        say "A, Button"

    test "two"

    test "four"
      focus B
        say "B, Button"

    """

  /// Any text parses, and gives the same bytes back: a golden edited by hand, one with no test,
  /// one whose tests have no blank line above them or whose last line has no line break.
  @Test(arguments: [
    golden, "", "earshot golden transcript 3\n", "test \"x\"", "h\ntest \"a\"\n  s\ntest \"b\"\n",
    "h\n\n\ntest \"a\"\n\n", "h\r\n\ntest \"a\"\r\n",
  ])
  func parsingKeepsEveryByte(_ text: String) {
    #expect(GoldenTranscript(parsing: text).text == text)
  }

  @Test func sectionsAreTheTestsWithTheBlankLineAboveThem() {
    let parsed = GoldenTranscript(parsing: Self.golden)
    #expect(parsed.header == "earshot golden transcript 3\nscript: a.audit\n")
    #expect(parsed.sections.map(\.testLine) == ["test \"one\"", "test \"two\"", "test \"four\""])
    #expect(parsed.sections[1].text == "\ntest \"two\"\n")
  }

  /// A passed test replaces its section; a new one follows the test before it in the script
  /// (else precedes the one after it); a failed test's and a left-out test's are kept.
  @Test func aRunIsWrittenIntoTheGoldenInTheScriptsOrder() {
    let candidate = GoldenCandidate(
      header: "earshot golden transcript 3\nscript: b.audit\n",
      ran: [
        .init(testLine: "test \"zero\"", section: "\ntest \"zero\"\n"),
        .init(testLine: "test \"two\"", section: nil),
        .init(testLine: "test \"three\"", section: "\ntest \"three\"\n"),
        .init(testLine: "test \"four\"", section: "\ntest \"four\"\n"),
      ],
      scriptTests: ["test \"zero\"", "test \"one\"", "test \"two\"", "test \"three\"", "test \"four\""])
    let golden = GoldenTranscript(parsing: Self.golden)
    #expect(
      candidate.written(into: golden).text == """
        earshot golden transcript 3
        script: b.audit

        test "zero"

        test "one"
          focus A
            say "A, Button"

        test "two"

        test "three"

        test "four"

        """)
    let comparison = candidate.compare(with: golden)
    #expect(comparison.headerDiffers)
    #expect(comparison.differing == ["test \"four\""])
    #expect(comparison.added == ["test \"zero\"", "test \"three\""])
    #expect(comparison.failed == ["test \"two\""])
    #expect(comparison.matched == 0)
    #expect(comparison.orphans.isEmpty)
  }
}
