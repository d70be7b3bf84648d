/// Text as the HTML report writes it. Everything from scripts, screens and captures goes
/// through `visible` (invisible characters and bidirectional overrides shown as escapes,
/// `VisibleText`, then `& < > " '` as character references), so that no name can add markup,
/// close an attribute or turn a line around; text earshot composed goes through `escaped`.
enum HTMLText {
  /// `& < > " '` as character references: safe in element content and in quoted attributes.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
    else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
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
}
