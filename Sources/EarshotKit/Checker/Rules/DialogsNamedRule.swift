/// Dialogs are named
/// A screen is only valid if every dialog has a name: its title.
/// TalkBack speaks a dialog's title as its window's as it opens, and scripts `opens` it by it
/// (docs/components.md "Dialogs, toasts and snackbars"). A capture is what an app showed, and an
/// app can show an alert with no title: it is imported as it is, and the `dialog-has-title`
/// audit rule reports it.
struct DialogsNamedRule: CheckRule {
  let invariant = "A screen is only valid if every dialog has a name: its title."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard context.screen?.importedFrom == nil else { return }
    let elements = context.index.elements
    for index in elements.indices where elements[index].name?.value.isEmpty ?? true {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue),
        entry.window?.title != nil
      else { continue }
      found.add(.error) {
        Diagnostic(
          .unnamedDialog,
          "\(elements[index].description) has no title: write it after the kind, as TalkBack speaks it when the dialog opens (`\(raw: elements[index].kind.value) \"Error\"`)",
          at: context.inScreen(elements[index].kind.range))
      }
    }
  }
}
