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

  /// Case is compared as Unicode folds it, and both sides are composed (NFC) first: what a
  /// person types in another language matches what the reader said in it.
  @Test func matchingFoldsCaseAsUnicodeDoesAndComposesBothSides() {
    func said(_ parts: [String]) -> Announcement { Announcement([Utterance(.speech, parts)]) }
    // German ß folds to ss; Greek final sigma to sigma; a ligature to its letters.
    #expect(
      AnnouncementMatcher.matches(
        "STRASSE, Schaltfläche", .normalized, anyOrder: false, said: said(["Straße", "Schaltfläche"])))
    #expect(AnnouncementMatcher.matches("ΣΊΣΥΦΟΣ", .normalized, anyOrder: false, said: said(["σίσυφος"])))
    #expect(AnnouncementMatcher.matches("file", .normalized, anyOrder: false, said: said(["ﬁle"])))
    // `é` typed decomposed matches the precomposed `é` an app wrote, and the other way round.
    #expect(
      AnnouncementMatcher.matches(
        "Cafe\u{301}, Button", .normalized, anyOrder: false, said: said(["Café", "Button"])))
    #expect(
      AnnouncementMatcher.matches("café", .contains, anyOrder: false, said: said(["Cafe\u{301}", "Button"])))
    #expect(
      !AnnouncementMatcher.matches(
        "Strasse, Knopf", .normalized, anyOrder: false, said: said(["Straße", "Schaltfläche"])))
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
