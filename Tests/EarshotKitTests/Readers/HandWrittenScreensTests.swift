import Testing

@testable import EarshotKit

/// A screen written by hand runs on the readers' own rules over its standard widgets' nodes
/// (`StandardWidgetNodes`): where the nodes decide differently from a kind's old grouping, the
/// readers' rules win. Each case names the rule it follows.
@Suite struct HandWrittenScreensTests {
  static let mail = #"list "Mail" { row "Inbox" { text "3 unread"; button "Delete" }; row "Sent" }"#

  private func spoken(_ session: Session) -> [String] {
    session.order.map {
      "\(session.model.describe($0)): \(session.focusAnnouncement(of: $0).withoutHint.text)"
    }
  }

  /// TalkBack gives an actionable child its own focus and reads the rest into the row
  /// (`shouldFocusNode`, `TreeNodesDescription`); the button inside the first item takes the
  /// item's place (`CollectionState`), said only when focus comes from outside the item.
  /// An element with no standard widget (a drop-down, whose menu the platform draws; an iOS
  /// grid), or with a `role` of its own, is left, with what it holds, to the catalogue's
  /// compositions; the rest of its screen
  /// is still read by the reader's rules, so a slider beside it says its percentage as the
  /// framework formats it in the run's language.
  @Test(arguments: [
    (#"dropdown "Land" value "D" { option "D"; option "F" }"#, Platform.android),
    (#"grid "G" columns 2 { cell "a"; cell "b" }"#, .ios),
    (#"switch "Label" off role """#, .ios),
  ])
  func aKindWithNoWidgetLeavesTheRestToTheReader(other: String, platform: Platform) throws {
    let (screen, diagnostics) = Parser.parseScreen(
      SourceFile(path: "v.screen", text: #"slider "V" value "40%" step 10; "# + other))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let readings = try #require(StandardWidgetNodes.readings(of: screen, on: platform, catalogue: .standard))
    #expect(readings.first! != nil)
    #expect(readings.dropFirst().allSatisfy { $0 == nil })
    var settings = ReaderSettings()
    settings.words = ReaderWords(try #require(SpeechLocale("tr")))
    let session = Session(model: ScreenModel(screen: screen, platform: platform), settings: settings)
    let said = session.focusAnnouncement(of: try #require(session.order.first)).withoutHint.text
    #expect(said.hasPrefix(platform == .android ? "%40, V" : "V, 40%"), "\(said)")
  }

  @Test func aButtonInARowIsItsOwnStopOnTalkBack() throws {
    var session = try VoiceTests.session(Self.mail, on: .android)
    #expect(
      spoken(session) == [
        #"row "Inbox": Inbox, 3 unread, 1 of 2, In list, 2 items"#,
        #"button "Delete": Delete, Button, 1 of 2, In list, 2 items"#,
        #"row "Sent": Sent, 2 of 2, In list, 2 items"#,
      ])
    let delete = try #require(
      session.model.nodes.indices.first { session.model.describe($0) == #"button "Delete""# })
    #expect(session.model.stop(for: delete) == delete)
    _ = session.swipe(forward: true)
    #expect(session.swipe(forward: true).announcement.withoutHint.text == "Delete, Button")
  }

  /// A cell holding a control other than its one switch is no element: its texts and the
  /// control are elements of their own (`IOSCell`), and the row stands for its title.
  @Test func aCellHoldingAButtonLeavesItsPartsTheirOwnElementsOnVoiceOver() throws {
    let session = try VoiceTests.session(Self.mail, on: .ios)
    #expect(
      spoken(session) == [
        #"row "Inbox": Inbox"#, #"text "3 unread": 3 unread"#, #"button "Delete": Delete, Button"#,
        #"row "Sent": Sent, Button"#,
      ])
  }
}
