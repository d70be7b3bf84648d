import EarshotKit
import Testing

/// The matching modes of `expect` against TalkBack's `Submit, Button` + `Double-tap to activate`.
@Suite struct AnnouncementMatcherTests {
  static let said = Announcement([
    Utterance(.speech, ["Submit", "Button"]), Utterance(.hint, ["Double-tap to activate"]),
  ])

  static let cases: [(String, AnnouncementMatch, Bool, Bool)] = [
    ("Submit, Button", .normalized, false, true),
    ("submit.  button", .normalized, false, true),
    ("Submit; Button: double tap to activate.", .normalized, false, true),
    ("Submit\nButton,", .normalized, false, true),
    ("Button, Submit", .normalized, false, false),
    ("Button, Submit", .normalized, true, true),
    ("Activate, Button, Submit", .normalized, true, false),
    ("Submit, Button, Double-tap to activate", .exactly, false, true),
    ("Submit, Button", .exactly, false, true),
    ("submit, Button", .exactly, false, false),
    ("Button, Double-tap to activate", .exactly, true, false),
    ("Button", .contains, false, true),
    ("button, double tap to activate", .contains, false, true),
    ("Submit, activate", .contains, false, false),
    ("activate, Submit", .contains, true, false),
    ("double tap to activate, Submit", .contains, true, true),
    ("Submit, Butto", .normalized, false, false),
  ]

  @Test(arguments: cases)
  func matching(_ testCase: (String, AnnouncementMatch, Bool, Bool)) {
    let (expected, mode, anyOrder, matches) = testCase
    #expect(AnnouncementMatcher.matches(expected, mode, anyOrder: anyOrder, said: Self.said) == matches)
  }

  @Test func silenceMatchesOnlyAnEmptyExpectation() {
    #expect(!AnnouncementMatcher.matches("Submit", .normalized, anyOrder: false, said: .silence))
    #expect(AnnouncementMatcher.matches("", .normalized, anyOrder: false, said: .silence))
  }

  @Test func diffNamesMissingAndUnexpectedParts() {
    #expect(
      AnnouncementMatcher.diff(expected: "Delete, Dimmed, Button", said: "Delete, Button, disabled")
        == "-dimmed +disabled")
    #expect(
      AnnouncementMatcher.diff(expected: "Button, Delete", said: "Delete, Button")
        == "the same parts in another order")
  }
}
