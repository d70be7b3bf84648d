import Foundation
import Testing

/// `earshot catalogue sheet` and the sheet parts, run as the built binary: a sheet naming no
/// toolkit is drawn by each platform's default toolkit (UIKit, Material), so its words come
/// first, the seed's (`toolkit seed`) after them.
@Suite struct CatalogueCommandTests {
  private func catalogue(_ component: String) throws -> String {
    let run = try EarshotBinary.run(["catalogue", component], in: temporaryFolder())
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    return run.out
  }

  /// The lines from `announcements` to `criteria`.
  private func announcements(_ output: String) -> String {
    guard let start = output.range(of: "  announcements"), let end = output.range(of: "  criteria:") else {
      return output
    }
    return String(output[start.lowerBound..<end.lowerBound])
  }

  @Test func theGrabberSpeaksTheDefaultToolkitsWordsThenTheSeeds() throws {
    let output = try catalogue("grabber")
    #expect(
      output.contains(
        "\n  iOS traits: (none)\n  Android role: BottomSheetDragHandleView, a clickable AppCompatImageView (ROLE_IMAGE_BUTTON, \"Button\")\n"
      ))
    #expect(
      announcements(output) == """
          announcements (a sheet naming no toolkit; `toolkit ID` names another, and `earshot catalogue` lists them):
            VoiceOver, uikit: name; unnamed, it is "Sheet Grabber"
              e.g. Sheet Grabber
            TalkBack, material: size + name + role + disabled; role "Button"; hint "Double-tap to Expand the bottom sheet"; unnamed, it is "Drag handle"
              e.g. collapsed, Drag handle, Button / Double-tap to Expand the bottom sheet
              e.g. expanded, Drag handle, Button / Double-tap to Collapse the bottom sheet
          with `toolkit seed` (Seed 004's wording):
            VoiceOver: name + size + role; role "Button"; hint "adjust the size of the card overlaying screen"; unnamed, it is "Card controller"
              e.g. Card controller, minimized, Button, adjust the size of the card overlaying screen
            TalkBack: name + size; hint "Double-tap to activate"; unnamed, it is "Sheet grabber"
              e.g. Sheet grabber, collapsed / Double-tap to activate

        """)
    #expect(
      output.contains(
        "\n    name (checkable from a tree): Its toolkit's name for it (the seed's: Card controller on iOS, Sheet grabber on Android) unless the screen overrides it\n"
      ))
  }

  @Test func aSheetShowsWhatItsPartsSayAsTheDefaultToolkitsDrawThem() throws {
    #expect(
      announcements(try catalogue("sheet")) == """
          announcements (a sheet naming no toolkit; `toolkit ID` names another, and `earshot catalogue` lists them):
            VoiceOver, uikit: (not a focus stop); its parts say
              e.g. Sheet Grabber
              e.g. Activate to dismiss pop-up window, Button
              e.g. Close, Button
            TalkBack, material: (not a focus stop); its parts say
              e.g. collapsed, Drag handle, Button / Double-tap to Expand the bottom sheet
              e.g. expanded, Drag handle, Button / Double-tap to Collapse the bottom sheet
              e.g. Close, Button / Double-tap to activate
          with `toolkit seed` (Seed 004's wording):
            VoiceOver: (not a focus stop)
              e.g. Card controller, half screen, Button, adjust the size of the card overlaying screen
              e.g. Double tap to dismiss pop-up window, Button
              e.g. Close, Button
            TalkBack: (not a focus stop)
              e.g. Sheet grabber, collapsed / Double-tap to activate
              e.g. Sheet grabber, expanded / Double-tap to activate

        """)
  }

  @Test func theDismissElementIsUIKitsAndOtherEntriesAreUnchanged() throws {
    #expect(
      announcements(try catalogue("dismiss")) == """
          announcements (a sheet naming no toolkit; `toolkit ID` names another, and `earshot catalogue` lists them):
            VoiceOver, uikit: name + role; role "Button"; unnamed, it is "Activate to dismiss pop-up window"
              e.g. Activate to dismiss pop-up window, Button
          with `toolkit seed` (Seed 004's wording):
            VoiceOver: name + role; role "Button"; unnamed, it is "Double tap to dismiss pop-up window"
              e.g. Double tap to dismiss pop-up window, Button

        """)
    // The close button is no toolkit's part: every sheet's, in its own words.
    #expect(
      announcements(try catalogue("close")) == """
          announcements:
            VoiceOver: name + disabled + role; role "Button"; unnamed, it is "Close"
              e.g. Close, Button
            TalkBack: name + role + disabled; role "Button"; hint "Double-tap to activate"; unnamed, it is "Close"
              e.g. Close, Button / Double-tap to activate

        """)
  }

  /// A dialog and a snackbar are drawn by no sheet toolkit: their own words, once; a toast holds
  /// nothing and has no iOS words (iOS has none).
  @Test func dialogsSnackbarsAndToastsPrintTheirOwnWords() throws {
    let dialog = try catalogue("dialog")
    #expect(!dialog.contains("toolkit"))
    #expect(
      announcements(dialog) == """
          announcements:
            VoiceOver: (not a focus stop)
              e.g. Alert
              e.g. Error
            TalkBack: (not a focus stop)
              e.g. Error
              e.g. The username or password is incorrect. Please try again.

        """)
    let toast = try catalogue("toast")
    #expect(toast.contains("\n  holds: nothing\n"))
    #expect(!toast.contains("VoiceOver"))
    #expect(
      try catalogue("snackbar").contains(
        "\n    TalkBack: name; hint \"Actions available, use Tap with 3 fingers to view\"\n"))
  }
}
