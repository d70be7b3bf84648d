/// A dialog has a title that says what it is about: TalkBack speaks it as the dialog's window
/// opens, and VoiceOver lands on it after `Alert`. An app can show an alert without one (an
/// `AlertDialog` whose `alertTitle` is empty, a `UIAlertController` with no title); a screen
/// written by hand cannot (the checker's `unnamed-dialog`), so this reports captures.
///
/// The finding quotes what the reader says as the dialog opens, from its model
/// (`Session.openingWords`): VoiceOver's `Alert` alone, TalkBack nothing before the stop it lands
/// on. A warning, as axe-core's `aria-dialog-name` ("ARIA dialog and alertdialog nodes should
/// have an accessible name") is a best practice, not a WCAG failure: the user still hears the
/// message and the buttons. Sources: WAI-ARIA 1.2 `dialog` (accessible name required); axe-core
/// `aria-dialog-name`; WCAG 4.1.2 Name, Role, Value; the dialog entry's criterion "Its title
/// names it".
struct DialogHasTitleRule: AuditRule {
  let id = "dialog-has-title"
  let invariant = "A dialog has a title."
  let seed = "none"
  var severity: Severity { .warning }

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard model.nodes[node].entry.window?.title != nil,
      model.nodes[node].element.name?.value.isEmpty ?? true
    else { return [] }
    let reader = model.platform.readerName
    let opening = Announcement(session.openingWords(of: node))
    let said =
      opening.isSilent
      ? "\(reader) says nothing that names it as it opens"
      : "as it opens \(reader) says only \(VisibleText.quoted(opening.text))"
    return ["\(model.describe(node)) has no title: \(said); give it a title that says what it is about"]
  }
}
