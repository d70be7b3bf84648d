/// Value names an option
/// A screen is only valid if the `value` of an element whose options open in a pop-up (a
/// drop-down) names one of its options, and no other option is written chosen: the value names
/// the chosen one.
/// For example `dropdown "Size" value "M" { option "S"; option "M" }`; see docs/components.md.
struct ValueNamesOptionRule: CheckRule {
  let invariant =
    "A screen is only valid if the value of an element whose options open in a pop-up names one of its options, and no other option is written chosen."
  let scope = CheckScope.screen

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    // By index, in place: an element copied is a dozen references counted.
    let elements = context.index.elements
    for index in elements.indices {
      guard let entry = context.index.entry(ofElement: index, in: context.catalogue), entry.popup != nil
      else { continue }
      // An option written with the state picking chooses (`selected`) that the value does not name.
      for option in elements[index].children {
        guard let optionEntry = context.catalogue.entry(forKind: option.kind.value),
          case .pick(let chosen) = optionEntry.activation,
          let state = option.states.first(where: { StateName(word: $0.value) == chosen }),
          !option.names.contains(elements[index].value?.value ?? "\u{0}")
        else { continue }
        let name = option.name?.value ?? option.label?.value ?? ""
        found.add(.error) {
          Diagnostic(
            .valueNamesNoOption,
            "\(option.description) is written `\(state.value)`, but the chosen option of \(elements[index].description) is the one its value names; write `value \(VisibleText.quoted(name))` on \(elements[index].description) instead",
            at: context.inScreen(state.range))
        }
      }
      guard let value = elements[index].value else { continue }
      let options = elements[index].children.flatMap(\.names)
      guard !options.contains(value.value) else { continue }
      found.add(.error) {
        let nearest = Suggestions.closest(to: value.value, in: options)
        let suggestion: Message = nearest.map { " (did you mean \(VisibleText.quoted($0))?)" } ?? ""
        let listed =
          options.isEmpty
          ? "it has none; write them in its block: `{ option \(VisibleText.quoted(value.value)) }`"
          : "its options are: \(options.map { VisibleText.quoted($0) }.joined(separator: ", "))"
        let message: Message =
          "\(VisibleText.quoted(value.value)) is the value of \(elements[index].description) but names none of its options\(suggestion); \(raw: listed)"
        return Diagnostic(
          .valueNamesNoOption, message.showing(value.value, against: nearest),
          at: context.inScreen(value.range))
      }
    }
  }
}
