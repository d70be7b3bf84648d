import EarshotKit
import Testing

/// What each reader says and where focus goes as a dialog opens and closes, and as a toast or
/// snackbar is shown (components-wording.md §1.1, §1.2, §2, §11; Entries/Dialog.swift,
/// Entries/Snackbar.swift).
@Suite struct DialogTests {
  static let screen = """
    screen "Account" {
      button "Sign in" opens "Error"
      dialog "Error" message "The username or password is incorrect." { button "Retry"; button "OK" }
      button "Save" shows "Saved"
      toast "Saved"
      button "Archive" shows "Message archived"
      snackbar "Message archived" { button "Undo" }
    }
    """

  static func session(on platform: Platform) throws -> Session {
    try VoiceTests.session(screen, on: platform)
  }

  static func node(_ name: String, in session: Session) throws -> Int {
    try #require(session.model.nodes.indices.first { session.model.nodes[$0].element.name?.value == name })
  }

  /// Each utterance of an outcome, as `verb: text`.
  static func said(_ outcome: Session.Outcome) -> [String] {
    outcome.announcement.utterances.map { "\($0.kind.rawValue): \($0.text)" }
  }

  @Test func talkBackSpeaksTheWindowTitleThenLandsOnTheMessage() throws {
    var session = try Self.session(on: .android)
    _ = session.focus(on: try Self.node("Sign in", in: session))
    let opened = session.activate()
    #expect(
      Self.said(opened) == [
        "speech: Error", "speech: The username or password is incorrect.",
      ])
    #expect(
      session.model.describe(session.focus!) == #"dialog message "The username or password is incorrect.""#)
    #expect(
      Self.said(session.swipe(forward: true)) == ["speech: Retry, Button", "hint: Double-tap to activate"])
    _ = session.swipe(forward: false)
    #expect(Self.said(session.swipe(forward: false)) == ["speech: Error"])
    #expect(session.swipe(forward: false).events == [.boundary(atEnd: false)])
  }

  @Test func aButtonOrDismissClosesTheDialogAndTalkBackRestoresFocusAfterTheScreenTitle() throws {
    var session = try Self.session(on: .android)
    let signIn = try Self.node("Sign in", in: session)
    _ = session.focus(on: signIn)
    _ = session.activate()
    _ = session.swipe(forward: true)
    let closed = session.activate()
    #expect(
      Self.said(closed) == ["speech: Account", "speech: Sign in, Button", "hint: Double-tap to activate"])
    #expect(session.focus == signIn)
    #expect(session.openSheets.isEmpty)
    _ = session.activate()
    #expect(Self.said(session.dismiss()).first == "speech: Account")
    #expect(session.focus == signIn)
  }

  @Test func closingADialogOverAnotherSpeaksTheOneBelowAsTheWindowTitle() throws {
    var session = try VoiceTests.session(
      """
      screen "Account" {
        button "Delete" opens "Delete account?"
        dialog "Delete account?" message "This cannot be undone." {
          button "Why?" opens "Reasons"
          dialog "Reasons" { button "Close" }
        }
      }
      """, on: .android)
    _ = session.focus(on: try Self.node("Delete", in: session))
    _ = session.activate()
    _ = session.swipe(forward: true)
    #expect(Self.said(session.activate()).first == "speech: Reasons")
    let why = try Self.node("Why?", in: session)
    #expect(
      Self.said(session.dismiss()) == [
        "speech: Delete account?", "speech: Why?, Button", "hint: Double-tap to activate",
      ])
    #expect(session.focus == why)
    #expect(Self.said(session.dismiss()).first == "speech: Account")
  }

  @Test func voiceOverSaysAlertAndLandsOnTheTitle() throws {
    var session = try Self.session(on: .ios)
    let signIn = try Self.node("Sign in", in: session)
    _ = session.focus(on: signIn)
    #expect(Self.said(session.activate()) == ["speech: Alert", "speech: Error"])
    #expect(Self.said(session.swipe(forward: true)) == ["speech: The username or password is incorrect."])
    #expect(Self.said(session.swipe(forward: true)) == ["speech: Retry, Button"])
    #expect(Self.said(session.activate()) == ["speech: Sign in, Button"])
    #expect(session.focus == signIn)
  }

  @Test func aToastIsHeardOnAndroidOnlyAndFocusStays() throws {
    for platform in Platform.allCases {
      var session = try Self.session(on: platform)
      let save = try Self.node("Save", in: session)
      _ = session.focus(on: save)
      let shown = session.activate()
      #expect(Self.said(shown) == (platform == .android ? ["live: Saved"] : []), "\(platform)")
      #expect(shown.events.contains(.shown(try Self.node("Saved", in: session))))
      #expect(session.focus == save)
      #expect(!session.order.contains(try Self.node("Saved", in: session)))
    }
  }

  @Test func aSnackbarIsALiveRegionThatKeepsFocusAndClosesWithItsAction() throws {
    var session = try Self.session(on: .android)
    let archive = try Self.node("Archive", in: session)
    let snackbar = try Self.node("Message archived", in: session)
    #expect(!session.order.contains(snackbar))
    _ = session.focus(on: archive)
    #expect(Self.said(session.activate()) == ["live: Message archived, Undo, Button"])
    #expect(session.focus == archive)
    #expect(Self.said(session.swipe(forward: true)).first == "speech: Message archived")
    #expect(Self.said(session.swipe(forward: true)).first == "speech: Undo, Button")
    let undone = session.activate()
    #expect(undone.events.contains(.sheetClosed(snackbar)))
    #expect(session.focus == nil)
    #expect(!session.order.contains(snackbar))
  }

  @Test func voiceOverSaysNothingAsASnackbarShowsButReachesIt() throws {
    var session = try Self.session(on: .ios)
    _ = session.focus(on: try Self.node("Archive", in: session))
    #expect(session.activate().announcement.isSilent)
    #expect(Self.said(session.swipe(forward: true)) == ["speech: Message archived"])
    #expect(Self.said(session.swipe(forward: true)) == ["speech: Undo, Button"])
  }
}
