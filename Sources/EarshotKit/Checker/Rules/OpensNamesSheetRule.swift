/// Opens names a sheet
/// A screen is only valid if every `opens X` names exactly one sheet of that screen.
/// See SPEC §3 (`opens SHEET`) and §5 (activating a button opens its sheet).
struct OpensNamesSheetRule: CheckRule {
  let invariant = "A screen is only valid if every `opens X` names exactly one sheet of that screen."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let isSheet = context.index.entries.map {
      $0.map { context.catalogue.entries[$0].structure == .sheet } ?? false
    }
    let sheetNames = context.elements.indices.filter { isSheet[$0] }.compactMap {
      (context.elements[$0].name ?? context.elements[$0].label)?.value
    }
    var search: Suggestions.Search?
    for element in context.elements {
      guard let opens = element.opens else { continue }
      // By the screen's index: a walk over the elements for every `opens` would be quadratic.
      let named = context.index.byName.elements(named: opens.value)
      let matches = named.filter { isSheet[$0] }.map { context.elements[$0] }
      if matches.count == 1 { continue }
      if matches.count > 1 {
        found.add(
          Diagnostic(
            .opensNotSheet,
            "`opens \(opens.value)` is ambiguous: \(matches.count) sheets are named \(VisibleText.quoted(opens.value))",
            at: context.inScreen(opens.range),
            notes: Note.listed(
              matches.map { Note("candidate: \($0.description)", at: context.inScreen($0.kind.range)) })))
        continue
      }
      guard found.keeps(.error) else {
        found.omit(.error)
        continue
      }
      let other = named.first.map { context.elements[$0] }
      let what: Message =
        other.map { "\($0.description) is not a sheet" }
        ?? "no sheet is named \(VisibleText.quoted(opens.value))"
      let known: Message = sheetNames.isEmpty ? "the screen has no sheets" : "sheets are: \(list: sheetNames)"
      if search == nil { search = Suggestions.Search(sheetNames) }
      let suggestion: Message = search!.closest(to: opens.value).map { " (did you mean `\($0)`?)" } ?? ""
      found.add(
        Diagnostic(
          .opensNotSheet, "`opens \(opens.value)`: \(what)\(suggestion); \(known)",
          at: context.inScreen(opens.range),
          notes: other.map {
            [Note("\($0.description) is declared here", at: context.inScreen($0.kind.range))]
          }
            ?? []))
    }
  }
}
