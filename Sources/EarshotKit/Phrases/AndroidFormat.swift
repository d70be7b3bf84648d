/// Android's string templates filled in as `Resources.getString(id, args…)` fills them
/// (`java.util.Formatter`): `%1$s` and `%1$d` take the argument of that number, `%s` and `%d`
/// the next one, `%%` is a percent sign. Translations reorder the numbered placeholders
/// (`%2$s ersetzt durch %1$s`), which is why a phrase is always composed from its template.
enum AndroidFormat {
  static func format(_ template: String, _ arguments: [String]) -> String {
    var out = ""
    var next = 0
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      guard character == "%" else {
        out.append(character)
        index = template.index(after: index)
        continue
      }
      var cursor = template.index(after: index)
      guard cursor < template.endIndex else {
        out.append(character)
        break
      }
      if template[cursor] == "%" {
        out.append("%")
        index = template.index(after: cursor)
        continue
      }
      var digits = ""
      while cursor < template.endIndex, template[cursor].isASCII, template[cursor].isNumber {
        digits.append(template[cursor])
        cursor = template.index(after: cursor)
      }
      var position: Int?
      if !digits.isEmpty, cursor < template.endIndex, template[cursor] == "$" {
        position = Int(digits).map { $0 - 1 }
        cursor = template.index(after: cursor)
      }
      guard cursor < template.endIndex, ["s", "d", "@"].contains(template[cursor]) else {
        out.append(character)
        index = template.index(after: index)
        continue
      }
      let argument = position ?? next
      if position == nil { next += 1 }
      if arguments.indices.contains(argument) { out += arguments[argument] }
      index = template.index(after: cursor)
    }
    return out
  }
}
