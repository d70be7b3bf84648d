/// A dialog offers the screen-reader user a button: TalkBack lands in it and keeps focus there,
/// and its buttons are what close it (`AlertController.ButtonHandler`); a dialog with none can
/// only be left by Back or the escape gesture, which magentaA11y's alert-dialog criteria do not
/// count on ("CTA button, double tap to activate", `notifications/alert-dialog.md`). A button
/// that opens another dialog counts: the user goes on through it (an `AlertDialog`'s button
/// dismisses its dialog as it does so), and the dialog it opens is audited for its own way out.
struct DialogHasButtonRule: AuditRule {
  let id = "dialog-has-button"
  let invariant = "A dialog holds a button that closes it or opens another dialog."
  let seed = "none"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard model.nodes[node].entry.window?.title != nil else { return [] }
    guard !tables.holdingSheetExit.contains(node), !tables.dialogsOpeningADialog.contains(node)
    else { return [] }
    return [
      "\(model.describe(node)) has no button: \(model.platform.readerName) users can leave it only with \(model.platform == .ios ? "the escape gesture" : "Back"); give it one, such as OK or Cancel"
    ]
  }
}
