import EarshotKit
import Testing

/// Actions and their effects, on both voices, with the rule each follows.
@Suite struct SessionTests {
  static let sheetScreen = """
    button "Filters" opens Filters
    sheet Filters half {
      grabber
      button "Close"
    }
    """

  private func session(_ text: String, _ platform: Platform) throws -> Session {
    try VoiceTests.session(text, on: platform)
  }

  private func node(_ session: Session, _ name: String) throws -> Int {
    try #require(session.model.nodes.indices.first { session.model.nodes[$0].element.names.contains(name) })
  }

  @Test(arguments: [(Platform.ios, "Off"), (.android, "Off")])
  func aSwitchSpeaksOnlyItsNewState(_ platform: Platform, _ spoken: String) throws {
    // announcements.md §1.11: after a click TalkBack says only the new state; seed 003.
    var session = try session(#"switch "Wi-Fi" on"#, platform)
    _ = session.focus(on: try node(session, "Wi-Fi"))
    let outcome = session.activate()
    #expect(outcome.announcement.text == spoken)
    #expect(session.states[try node(session, "Wi-Fi")].contains(.off))
  }

  @Test func theGrabberCyclesThreeSizesOnIOSAndTwoOnAndroid() throws {
    // Seed 004: "A card controller button expands/collapses the sheet to cover half the screen or
    // the whole screen. After expanding or collapsing, only the name and state gets announced".
    let seedScreen = Self.sheetScreen.replacingOccurrences(
      of: "sheet Filters half", with: "sheet Filters half toolkit seed")
    var ios = try session(seedScreen, .ios)
    _ = ios.focus(on: try node(ios, "Filters"))
    #expect(
      ios.activate().announcement.text
        == "Card controller, half screen, Button, adjust the size of the card overlaying screen")
    #expect(ios.activate().announcement.text == "Card controller, full screen")
    #expect(ios.activate().announcement.text == "Card controller, minimized")
    #expect(ios.activate().announcement.text == "Card controller, half screen")

    var android = try session(seedScreen, .android)
    _ = android.focus(on: try node(android, "Filters"))
    #expect(android.activate().announcement.text == "Sheet grabber, collapsed, Double-tap to activate")
    #expect(android.activate().announcement.text == "Sheet grabber, expanded")
    #expect(android.activate().announcement.text == "Sheet grabber, collapsed")
  }

  @Test func eachToolkitSpeaksItsOwnResize() throws {
    // readers-wording.md §5: UIKit's grabber has no known value or feedback, so nothing is said
    // after it resizes the sheet (the size still cycles); TalkBack speaks a Material or Compose
    // drag handle's new state alone, and Material's hint follows the state.
    var ios = try session(Self.sheetScreen, .ios)
    _ = ios.focus(on: try node(ios, "Filters"))
    #expect(ios.activate().announcement.text == "Sheet Grabber")
    let sheet = try #require(ios.model.nodes.indices.first { ios.model.nodes[$0].entry.structure == .sheet })
    #expect(ios.activate().announcement.text == "")
    #expect(ios.size(ofSheet: sheet) == .full)

    var android = try session(Self.sheetScreen, .android)
    _ = android.focus(on: try node(android, "Filters"))
    #expect(
      android.activate().announcement.text
        == "collapsed, Drag handle, Button, Double-tap to Expand the bottom sheet")
    #expect(android.activate().announcement.text == "expanded")
    _ = android.swipe(forward: true)
    _ = android.swipe(forward: false)
    let handle = try #require(android.focus)
    #expect(android.focusAnnouncement(of: handle).text.hasSuffix("Double-tap to Collapse the bottom sheet"))
    #expect(android.activate().announcement.text == "collapsed")

    let compose = Self.sheetScreen.replacingOccurrences(
      of: "sheet Filters half", with: "sheet Filters half toolkit compose")
    var composed = try session(compose, .android)
    _ = composed.focus(on: try node(composed, "Filters"))
    #expect(
      composed.activate().announcement.text
        == "collapsed, Drag handle, Double-tap to activate, Actions available, use tap with 3 fingers to view"
    )
    #expect(composed.activate().announcement.text == "expanded")
  }

  @Test(arguments: Platform.allCases)
  func closingReturnsFocusToTheTrigger(_ platform: Platform) throws {
    // Seed 004: "When the sheet is closed, the focus should return to the triggering element."
    var session = try session(Self.sheetScreen, platform)
    let filters = try node(session, "Filters")
    _ = session.focus(on: filters)
    _ = session.activate()
    #expect(session.openSheets.count == 1)
    let closed = session.press(.escape)
    #expect(session.focus == filters)
    #expect(closed.announcement.withoutHint.text == "Filters, Button")
    #expect(closed.events.contains(.focusMoved(to: filters)))
  }

  @Test func enterDoesNothingOnIOS() throws {
    // Seed 002: "enter: Activates on Android".
    var ios = try session("button Submit", .ios)
    _ = ios.focus(on: try node(ios, "Submit"))
    #expect(ios.press(.enter).announcement.isSilent)
    #expect(ios.lastActivated == nil)
    var android = try session("button Submit", .android)
    _ = android.focus(on: try node(android, "Submit"))
    _ = android.press(.enter)
    #expect(android.lastActivated == (try node(android, "Submit")))
  }

  @Test(arguments: Platform.allCases)
  func aButtonPostsItsAnnouncement(_ platform: Platform) throws {
    var session = try session(#"button "Save" announces "Saved""#, platform)
    _ = session.focus(on: try node(session, "Save"))
    #expect(session.activate().announcement.utterances == [Utterance(.live, ["Saved"])])
  }

  @Test func listPositionsOnTalkBack() throws {
    // announcements.md §1.10: "2 of 3", "In list, 3 items", "Out of list".
    var settings = ReaderSettings()
    settings.listPositions = true
    var session = try VoiceTests.session(
      #"heading "Mail"; list "L" { row "A"; row "B"; row "C" }"#, on: .android, settings: settings)
    _ = session.swipe(forward: true)
    #expect(session.swipe(forward: true).announcement.withoutHint.text == "A, 1 of 3, In list, 3 items")
    #expect(session.swipe(forward: true).announcement.withoutHint.text == "B, 2 of 3")
    _ = session.swipe(forward: false)
    #expect(session.swipe(forward: false).announcement.text == "Mail, Heading, Out of list")
  }

  /// A stop inside a list that is no item of it (a button in a container above the rows) enters
  /// and leaves the list as an item does: TalkBack's collection state follows the collection
  /// around the focused node (`CollectionState`), whether or not the node is an item; a
  /// position is said for an item only.
  @Test func aListEnteredAtAStopThatIsNoItemIsStillEntered() throws {
    var session = try VoiceTests.session(
      #"button "Back"; list "L" { container { button "Edit" }; row "A"; row "B" }; button "Next""#,
      on: .android)
    _ = session.swipe(forward: true)
    #expect(session.swipe(forward: true).announcement.withoutHint.text == "Edit, Button, In list, 2 items")
    #expect(session.swipe(forward: true).announcement.withoutHint.text == "A, 1 of 2")
    _ = session.swipe(forward: false)
    #expect(session.swipe(forward: false).announcement.withoutHint.text == "Back, Button, Out of list")
    _ = session.swipe(forward: true)
    _ = session.swipe(forward: true)
    _ = session.swipe(forward: true)
    _ = session.swipe(forward: true)
    #expect(session.swipe(forward: false).announcement.withoutHint.text == "B, 2 of 2, In list, 2 items")
    _ = session.swipe(forward: false)
    _ = session.swipe(forward: false)
    #expect(session.swipe(forward: false).announcement.withoutHint.text == "Back, Button, Out of list")
  }
}
