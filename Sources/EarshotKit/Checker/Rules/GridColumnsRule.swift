/// Grid columns
/// A screen is only valid if every element of a kind laid out in columns (a grid) has `columns`
/// written as a positive whole number, and no element of another kind has `columns`.
/// For example `grid "Gallery" columns 3 { cell "Beach" }`; see docs/components.md.
struct GridColumnsRule: CheckRule {
  let invariant =
    "A screen is only valid if every grid has `columns` written as a positive whole number, and no element of another kind has `columns`."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue) else { continue }
      let columns = elements[index].columns
      if !entry.takesColumns {
        guard let columns else { continue }
        found.add(.error) {
          let kinds = context.catalogue.entries.filter(\.takesColumns).compactMap(\.kinds.first)
          return Diagnostic(
            .invalidColumns,
            "\(entry.title) is not laid out in columns, so it takes no `columns`; only these kinds do: \(raw: kinds.joined(separator: ", "))",
            at: context.inScreen(columns.range))
        }
        continue
      }
      guard let columns else {
        found.add(.error) {
          Diagnostic(
            .invalidColumns,
            "\(elements[index].description) has no columns; write how many columns its cells are laid out in, such as `columns 3`",
            at: context.inScreen(elements[index].kind.range))
        }
        continue
      }
      // At most 9 digits, so that it is an Int with room to count rows.
      let isWhole =
        !columns.value.isEmpty && columns.value.count <= 9 && columns.value.allSatisfy(\.isASCII)
        && columns.value.allSatisfy(\.isNumber)
      guard !isWhole || Int(columns.value) == 0 else { continue }
      found.add(.error) {
        Diagnostic(
          .invalidColumns,
          "`columns \(columns.value)` is not a number of columns of \(entry.title): write a positive whole number, such as `columns 3`",
          at: context.inScreen(columns.range))
      }
    }
  }
}
