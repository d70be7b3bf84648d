/// Shows names a toast or snackbar
/// A screen is only valid if every `shows X` names exactly one toast or snackbar of that screen.
/// Activating an element written with `shows MESSAGE` shows that toast or snackbar
/// (docs/components.md "Dialogs, toasts and snackbars"); a dialog is `opens`'s.
struct ShowsNamesMessageRule: CheckRule {
  let invariant =
    "A screen is only valid if every `shows X` names exactly one toast or snackbar of that screen."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let elements = context.index.elements
    for index in elements.indices {
      guard let shows = elements[index].shows else { continue }
      let named = context.index.byName.elements(named: shows.value)
      let entries = named.map { context.index.entry(ofElement: $0, in: context.catalogue) }
      let matches = zip(named, entries).filter { $0.1?.isShown == true }.map(\.0)
      if matches.count == 1 { continue }
      if matches.count > 1 {
        found.add(
          Diagnostic(
            .showsNotMessage,
            "`shows \(shows.value)` is ambiguous: \(matches.count) toasts or snackbars are named \(VisibleText.quoted(shows.value))",
            at: context.inScreen(shows.range),
            notes: Note.listed(
              matches.map {
                Note("candidate: \(elements[$0].description)", at: context.inScreen(elements[$0].kind.range))
              })))
        continue
      }
      found.add(.error) {
        let messages = elements.indices.filter {
          context.index.entry(ofElement: $0, in: context.catalogue)?.isShown == true
        }.compactMap { (elements[$0].name ?? elements[$0].label)?.value }
        let other = named.first.map { elements[$0] }
        let what: Message
        if let other, entries.first??.structure == .sheet {
          what = "\(other.description) is opened, not shown: write `opens \(shows.value)`"
        } else {
          what =
            other.map { "\($0.description) is not a toast or snackbar" }
            ?? "no toast or snackbar is named \(VisibleText.quoted(shows.value))"
        }
        // A name that is another element's is no misspelling.
        let nearest = other != nil ? nil : Suggestions.closest(to: shows.value, in: messages)
        let suggestion: Message = nearest.map { " (did you mean `\($0)`?)" } ?? ""
        let known: Message =
          messages.isEmpty
          ? "the screen has no toasts or snackbars" : "toasts and snackbars are: \(list: messages)"
        let message: Message = "`shows \(shows.value)`: \(what)\(suggestion); \(known)"
        return Diagnostic(
          .showsNotMessage, message.showing(shows.value, against: nearest),
          at: context.inScreen(shows.range),
          notes: other.map {
            [Note("\($0.description) is declared here", at: context.inScreen($0.kind.range))]
          }
            ?? [])
      }
    }
  }
}
