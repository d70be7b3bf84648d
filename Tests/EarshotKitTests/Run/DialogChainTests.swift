import Testing

@testable import EarshotKit

/// `dialog-has-button` follows the dialogs a dialog's buttons open, one from another: beyond
/// what `Fixtures/runs/audit-dialog.audit` states, a long chain that reaches a dialog with a
/// button that closes it reports nothing, and a ring of dialogs reports each, its message naming
/// the first few dialogs of the way and no more.
@Suite struct DialogChainTests {
  /// `count` dialogs `D0`, `D1`, …, each with a button that opens the next; the last's button
  /// opens `last` (nil: the last has a button that closes it).
  private static func screen(_ count: Int, lastOpens last: String?) -> Screen {
    var text = "button \"Start\" opens \"D0\"\n"
    for index in 0..<count {
      let next = index == count - 1 ? last : "D\(index + 1)"
      let button = next.map { "button \"B\(index)\" opens \"\($0)\"" } ?? "button \"OK\""
      text += "dialog \"D\(index)\" message \"Step \(index).\" { \(button) }\n"
    }
    return Parser.parseScreen(SourceFile(path: "chain.screen", text: text)).0
  }

  private static func dialogFindings(_ screen: Screen, on platform: Platform) -> [String] {
    AuditRuleTests.findings(screen, on: platform).map(\.text).filter { $0.hasPrefix("dialog-has-button") }
  }

  @Test func aLongChainReachingAButtonThatClosesItsDialogReportsNothing() {
    let screen = Self.screen(300, lastOpens: nil)
    for platform in Platform.allCases {
      #expect(Self.dialogFindings(screen, on: platform).isEmpty)
    }
  }

  @Test func aRingOfDialogsReportsEachNamingTheFirstFewOfTheWay() {
    let screen = Self.screen(6, lastOpens: "D0")
    let found = Self.dialogFindings(screen, on: .ios)
    #expect(found.count == 6)
    #expect(
      found.first
        == #"dialog-has-button: dialog "D0" has no button that closes it, and no dialog it leads to has one: it opens dialog "D1", which opens dialog "D2", which opens dialog "D3", which opens dialog "D4", and so on; VoiceOver users can leave them only with the escape gesture; give one a button that closes it, such as OK or Cancel"#
    )
    #expect(
      found.last
        == #"dialog-has-button: dialog "D5" has no button that closes it, and no dialog it leads to has one: it opens dialog "D0", which opens dialog "D1", which opens dialog "D2", which opens dialog "D3", and so on; VoiceOver users can leave them only with the escape gesture; give one a button that closes it, such as OK or Cancel"#
    )
    // Four dialogs round: the way is named whole, back to where it began.
    let short = Self.dialogFindings(Self.screen(4, lastOpens: "D0"), on: .android)
    #expect(
      short.first
        == #"dialog-has-button: dialog "D0" has no button that closes it, and no dialog it leads to has one: it opens dialog "D1", which opens dialog "D2", which opens dialog "D3", which opens dialog "D0" again; TalkBack users can leave them only with Back; give one a button that closes it, such as OK or Cancel"#
    )
  }

  /// A dialog whose only button opens the dialog itself has a button, which leads back to it: a
  /// cycle of one, in the chain's words. One whose only button opens a sheet over it has a
  /// button that does not close it, named. Neither is said to have no button.
  @Test func aButtonThatOpensItsOwnDialogOrASheetIsNamedNotCalledMissing() {
    let text = """
      button "Retry" opens "Offline"
      dialog "Offline" message "No connection." { button "Try again" opens "Offline" }
      button "Share" opens "Share photo?"
      dialog "Share photo?" message "Choose how." { button "More" opens "Options" }
      sheet "Options" { button "Close" }
      """
    let screen = Parser.parseScreen(SourceFile(path: "self.screen", text: text)).0
    #expect(
      Self.dialogFindings(screen, on: .android) == [
        #"dialog-has-button: dialog "Offline" has no button that closes it: it opens dialog "Offline" again; TalkBack users can leave it only with Back; give it a button that closes it, such as OK or Cancel"#,
        #"dialog-has-button: dialog "Share photo?" has no button that closes it: button "More" opens sheet "Options" over it; TalkBack users can leave it only with Back; give it a button that closes it, such as OK or Cancel"#,
      ])
  }

  /// A dialog that opens itself and another dialog goes on through the other: one that reaches a
  /// button that closes it reports nothing; one that does not is named as the way.
  @Test func aDialogThatOpensItselfGoesOnThroughTheOtherDialogItOpens() {
    func screen(_ lastButton: String) -> Screen {
      let text = """
        button "Start" opens "A"
        dialog "A" message "One." { button "Again" opens "A"
        button "Next" opens "B" }
        dialog "B" message "Two." { \(lastButton) }
        """
      return Parser.parseScreen(SourceFile(path: "both.screen", text: text)).0
    }
    #expect(Self.dialogFindings(screen(#"button "OK""#), on: .ios).isEmpty)
    #expect(
      Self.dialogFindings(screen(#"text "Wait""#), on: .ios).first
        == #"dialog-has-button: dialog "A" has no button that closes it, and no dialog it leads to has one: it opens dialog "B", which opens none; VoiceOver users can leave them only with the escape gesture; give one a button that closes it, such as OK or Cancel"#
    )
  }
}
