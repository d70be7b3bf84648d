/// Opens names a sheet
/// A screen is only valid if every `opens X` names exactly one sheet of that screen.
/// See SPEC §3 (`opens SHEET`) and §5 (activating a button opens its sheet).
struct OpensNamesSheetRule: CheckRule {
  let invariant = "A screen is only valid if every `opens X` names exactly one sheet of that screen."
  let scope = CheckScope.screen

  func check(_ context: CheckContext) -> [Diagnostic] {
    let sheets = context.elements.filter { context.entry(of: $0)?.id == "sheet" }
    let sheetNames = sheets.compactMap { ($0.name ?? $0.label)?.value }
    return context.elements.compactMap { element in
      guard let opens = element.opens else { return nil }
      let matches = sheets.filter { $0.names.contains(opens.value) }
      if matches.count == 1 { return nil }
      if matches.count > 1 {
        return Diagnostic(
          .opensNotSheet,
          "`opens \(opens.value)` is ambiguous: \(matches.count) sheets are named \(VisibleText.quoted(opens.value))",
          at: context.inScreen(opens.range),
          notes: matches.map { Note("candidate: \($0.description)", at: context.inScreen($0.kind.range)) })
      }
      let other = context.elements.first { $0.names.contains(opens.value) }
      let what: Message =
        other.map { "\($0.description) is not a sheet" }
        ?? "no sheet is named \(VisibleText.quoted(opens.value))"
      let known: Message = sheetNames.isEmpty ? "the screen has no sheets" : "sheets are: \(list: sheetNames)"
      return Diagnostic(
        .opensNotSheet,
        "`opens \(opens.value)`: \(what)\(Suggestions.didYouMean(opens.value, in: sheetNames)); \(known)",
        at: context.inScreen(opens.range),
        notes: other.map { [Note("\($0.description) is declared here", at: context.inScreen($0.kind.range))] }
          ?? [])
    }
  }
}
