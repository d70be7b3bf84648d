/// Opens names a sheet
/// A screen is only valid if every `opens X` names exactly one sheet or dialog of that screen.
/// Activating a button written with `opens SHEET` opens that sheet (or dialog); a toast or
/// snackbar is `shows`'s (`ShowsNamesMessageRule`).
struct OpensNamesSheetRule: CheckRule {
  let invariant =
    "A screen is only valid if every `opens X` names exactly one sheet or dialog of that screen."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted. Most screens open
    // nothing, and most that do open what they name: the lists are made when first needed.
    let elements = context.index.elements
    var isSheet: [Bool] = []
    var knownSheetNames: [String]?
    var search: Suggestions.Search?
    for index in elements.indices {
      guard let opens = elements[index].opens else { continue }
      if isSheet.isEmpty {
        isSheet = context.index.entries.map {
          $0.map {
            context.catalogue.entries[$0].structure == .sheet && !context.catalogue.entries[$0].isShown
          }
            ?? false
        }
      }
      // By the screen's index: a walk over the elements for every `opens` would be quadratic.
      let named = context.index.byName.elements(named: opens.value)
      let matches = named.filter { isSheet[$0] }
      if matches.count == 1 { continue }
      if matches.count > 1 {
        found.add(
          Diagnostic(
            .opensNotSheet,
            "`opens \(opens.value)` is ambiguous: \(matches.count) sheets or dialogs are named \(VisibleText.quoted(opens.value))",
            at: context.inScreen(opens.range),
            notes: Note.listed(
              matches.map {
                Note("candidate: \(elements[$0].description)", at: context.inScreen(elements[$0].kind.range))
              })))
        continue
      }
      guard found.keeps(.error) else {
        found.omit(.error)
        continue
      }
      let other = named.first.map { elements[$0] }
      let sheetNames =
        knownSheetNames
        ?? elements.indices.filter { isSheet[$0] }.compactMap {
          (elements[$0].name ?? elements[$0].label)?.value
        }
      knownSheetNames = sheetNames
      let otherIsShown = named.first.flatMap { context.index.entry(ofElement: $0, in: context.catalogue) }?
        .isShown
      let what: Message =
        otherIsShown == true
        ? "\(other!.description) is shown, not opened: write `shows \(opens.value)`"
        : other.map { "\($0.description) is not a sheet or dialog" }
          ?? "no sheet or dialog is named \(VisibleText.quoted(opens.value))"
      let known: Message =
        sheetNames.isEmpty
        ? "the screen has no sheets or dialogs" : "sheets and dialogs are: \(list: sheetNames)"
      if search == nil { search = Suggestions.Search(sheetNames) }
      let nearest = search!.closest(to: opens.value)
      let suggestion: Message = nearest.map { " (did you mean `\($0)`?)" } ?? ""
      let message: Message = "`opens \(opens.value)`: \(what)\(suggestion); \(known)"
      found.add(
        Diagnostic(
          .opensNotSheet, message.showing(opens.value, against: nearest),
          at: context.inScreen(opens.range),
          notes: other.map {
            [Note("\($0.description) is declared here", at: context.inScreen($0.kind.range))]
          }
            ?? []))
    }
  }
}
