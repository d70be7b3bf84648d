/// Known toolkits
/// A screen is only valid if every `toolkit` is written on a kind a toolkit draws (a sheet, a
/// progress indicator), names a toolkit that draws that kind, and no two of one element's
/// toolkits draw on the same platform.
/// See docs/components.md "Sheets: each toolkit's wording": a screen says which toolkit draws a sheet.
struct KnownSheetToolkitsRule: CheckRule {
  let invariant =
    "A screen is only valid if every `toolkit` is written on a kind a toolkit draws, names a toolkit that draws that kind, and no two of one element's toolkits draw on the same platform."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let elements = context.index.elements
    let names = context.catalogue.sheetToolkits.map(\.id)
    for index in elements.indices where !elements[index].toolkits.isEmpty {
      let entry = context.index.entry(ofElement: index, in: context.catalogue)
      guard let entry, entry.structure == .sheet, entry.window == nil else {
        // An unknown kind is reported by its own rule; its toolkit is not looked at.
        guard let entry else { continue }
        if !entry.toolkits.isEmpty {
          checkToolkits(of: index, among: entry.toolkits, owner: "an element", in: context, into: &found) {
            word in
            "unknown toolkit `\(word)` for \(entry.title)\(Suggestions.didYouMean(word, in: entry.toolkits)); its toolkits are: \(raw: entry.toolkits.joined(separator: ", "))"
          }
          continue
        }
        let word = elements[index].toolkits[0]
        found.add(.error) {
          let kinds = context.catalogue.entries.filter {
            ($0.structure == .sheet && $0.window == nil) || !$0.toolkits.isEmpty
          }
          .compactMap(\.kinds.first)
          return Diagnostic(
            .toolkitNotOfKind,
            "\(entry.title) takes no `toolkit`; only these kinds do: \(raw: kinds.joined(separator: ", "))",
            at: context.inScreen(word.range),
            notes: [
              Note(
                "\(elements[index].description) is declared here",
                at: context.inScreen(elements[index].kind.range))
            ])
        }
        continue
      }
      checkToolkits(
        of: index, among: names, owner: "a sheet", in: context, into: &found
      ) { word in
        "unknown sheet toolkit `\(word)`\(Suggestions.didYouMean(word, in: names)); toolkits are: \(raw: names.joined(separator: ", "))"
      }
    }
  }

  /// The toolkits written on element `index`: each one of `known` (else `unknown` says so),
  /// one per platform (the catalogue's toolkit of that name says which platforms it draws on);
  /// `owner` names what has one toolkit per platform in the message.
  private func checkToolkits(
    of index: Int, among known: [String], owner: String, in context: CheckContext,
    into found: inout DiagnosticCollector, unknown: (String) -> Message
  ) {
    let element = context.index.elements[index]
    var drawing: [Platform: Located<String>] = [:]
    for word in element.toolkits {
      guard known.contains(word.value) else {
        found.add(.error) {
          Diagnostic(.unknownToolkit, unknown(word.value), at: context.inScreen(word.range))
        }
        continue
      }
      let platforms = context.catalogue.sheetToolkit(named: word.value)?.platforms ?? []
      if let platform = platforms.first(where: { drawing[$0] != nil }), let first = drawing[platform] {
        found.add(.error) {
          Diagnostic(
            .duplicateToolkit,
            "\(element.description) already has a toolkit for \(raw: platform.systemName), `\(first.value)`; \(raw: owner) has one toolkit per platform",
            at: context.inScreen(word.range),
            notes: [Note("`\(first.value)` is written here", at: context.inScreen(first.range))])
        }
        continue
      }
      for platform in platforms { drawing[platform] = word }
    }
  }
}
