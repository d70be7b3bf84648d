/// Text as the HTML report writes it. Everything from scripts, screens and captures goes
/// through `visible` (invisible characters and bidirectional overrides shown as escapes,
/// `VisibleText`, then `& < > " '` as character references), so that no name can add markup,
/// close an attribute or turn a line around; text earshot composed goes through `composed`.
enum HTMLText {
  /// `& < > " '` as character references: safe in element content and in quoted attributes
  /// (the entities XML uses, which HTML5 knows too).
  static func escaped(_ text: String) -> String {
    XMLText.markup(text)
  }

  /// Text as a file holds it (a name, a path, a title), on one line.
  static func visible(_ text: String) -> String {
    escaped(VisibleText.escaped(text))
  }

  /// Text earshot composed that may hold echoes (messages, transcript lines, rendered
  /// diagnostics), its line feeds kept.
  static func composed(_ text: String) -> String {
    escaped(VisibleText.sanitized(text, keepingLineBreaks: true))
  }

  /// A transcript line with its quoted words isolated (`<bdi>`): speech in a right-to-left
  /// language reads from the right within its quotes, and the line's own words stay in place.
  static func isolatingQuoted(_ line: String) -> String {
    guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
      return composed(line)
    }
    return composed(String(line[..<open])) + "<bdi>" + composed(String(line[open...close])) + "</bdi>"
      + composed(String(line[line.index(after: close)...]))
  }
}
