/// Message on a dialog
/// A screen is only valid if `message` is written only on a dialog.
/// A dialog's message is drawn below its title; no other kind has one
/// (docs/components.md "Dialogs, toasts and snackbars").
struct MessageOnDialogRule: CheckRule {
  let invariant = "A screen is only valid if `message` is written only on a dialog."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let elements = context.index.elements
    for index in elements.indices {
      guard let message = elements[index].message,
        let entry = context.index.entry(ofElement: index, in: context.catalogue), entry.window?.message == nil
      else { continue }
      found.add(.error) {
        let kinds = context.catalogue.entries.filter { $0.window?.message != nil }.compactMap(\.kinds.first)
        return Diagnostic(
          .messageNotOfKind,
          "\(entry.title) has no message; only these kinds do: \(raw: kinds.joined(separator: ", ")); write its text as its name, or a `text` beside it",
          at: context.inScreen(message.range),
          notes: [
            Note(
              "\(elements[index].description) is declared here",
              at: context.inScreen(elements[index].kind.range))
          ])
      }
    }
  }
}
