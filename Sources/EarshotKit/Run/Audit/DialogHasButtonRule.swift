/// A dialog offers the screen-reader user a button: TalkBack lands in it and keeps focus there,
/// and its buttons are what close it (`AlertController.ButtonHandler`); a dialog with none can
/// only be left by Back or the escape gesture, which magentaA11y's alert-dialog criteria do not
/// count on ("CTA button, double tap to activate", `notifications/alert-dialog.md`). A button
/// that opens another dialog leads the user on through it (an `AlertDialog`'s button dismisses
/// its dialog as it does so), so it counts when the dialogs opened one from another reach one
/// with a button that closes it (`DialogWaysOut`). Dialogs that open each other in a cycle (a
/// button that opens its own dialog is a cycle of one), or a chain ending in a dialog with no
/// button, are reported each, the finding naming where the chain goes. A dialog is said to have
/// no button only when it holds none that opens anything: one whose button opens a sheet over
/// it has a button, which does not close it, and the finding names it.
struct DialogHasButtonRule: AuditRule {
  let id = "dialog-has-button"
  let invariant =
    "A dialog holds a button that closes it, or one that opens another dialog leading, dialog by dialog, to one that does."
  let seed = "none"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard model.nodes[node].entry.window?.title != nil, !tables.dialogWaysOut.leadsOut(node) else {
      return []
    }
    let reader = model.platform.readerName
    let escape = model.platform == .ios ? "the escape gesture" : "Back"
    let ways = tables.dialogWaysOut
    let (chain, end) = ways.chain(from: node)
    let dialog = model.describe(node)
    guard !chain.isEmpty else {
      guard let opener = ways.sheetOpener(in: node) else {
        return [
          "\(dialog) has no button: \(reader) users can leave it only with \(escape); give it one, such as OK or Cancel"
        ]
      }
      return [
        "\(dialog) has no button that closes it: \(opensSheet(opener, in: model)); \(reader) users can leave it only with \(escape); give it a button that closes it, such as OK or Cancel"
      ]
    }
    var path = "it opens " + chain.map(model.describe).joined(separator: ", which opens ")
    switch end {
    case .opensNone:
      path +=
        chain.last.flatMap(ways.sheetOpener).map { ", whose \(opensSheet($0, in: model))" }
        ?? ", which opens none"
    case .returns: path += " again"
    case .goesOn: path += ", and so on"
    }
    guard chain != [node] else {
      return [
        "\(dialog) has no button that closes it: \(path); \(reader) users can leave it only with \(escape); give it a button that closes it, such as OK or Cancel"
      ]
    }
    return [
      "\(dialog) has no button that closes it, and no dialog it leads to has one: \(path); \(reader) users can leave them only with \(escape); give one a button that closes it, such as OK or Cancel"
    ]
  }

  /// `button "More" opens sheet "Options" over it`: the sheet opens over the dialog, which stays.
  private func opensSheet(_ opener: DialogWaysOut.Opener, in model: ScreenModel) -> String {
    "\(model.describe(opener.control)) opens \(model.describe(opener.window)) over it"
  }
}
