/// How the generator writes texts, targets and paths into a script, so that what it writes
/// parses back to the same values.
enum ScriptText {
  /// A string literal in `quote` (`'` or `"`): the quote and backslash escaped, and every
  /// character the lexer refuses raw (controls, tab included, line and paragraph separators,
  /// bidirectional controls) and every character a person would not see (`ShownScalars`)
  /// as `\u{…}`, since the language has no `\r` and a raw one would be an
  /// `unexpected-character` error.
  static func literal(_ text: String, quote: Character = "\"") -> String {
    var out = String(quote)
    for (scalar, escaped) in ShownScalars(text) {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case Unicode.Scalar(String(quote))!: out += "\\" + String(quote)
      default:
        if escaped {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + String(quote)
  }

  /// `text`, or its first Unicode scalars and `…` when it is longer than `bytes` in UTF-8: a
  /// string a script holds may be no longer than `Limits.maximumStringLength`.
  static func fitting(_ text: String, bytes: Int) -> String {
    guard text.utf8.count > bytes else { return text }
    var out = String.UnicodeScalarView()
    var used = 3  // the `…`
    for scalar in text.unicodeScalars {
      used += UTF8.width(scalar)
      guard used <= bytes else { break }
      out.append(scalar)
    }
    return String(out) + "…"
  }

  /// A test's name, `subject suffix`, the subject cut so that the name fits a string with room
  /// to spare (`ScriptSections` numbers a name that repeats another: `(2)`).
  static func testName(_ subject: String, _ suffix: String = "", maximumLength: Int) -> String {
    let room = max(4, maximumLength - 16 - suffix.utf8.count)
    return fitting(subject, bytes: room) + suffix
  }

  /// An announcement as `expect` compares it: single-quoted, as the documentation's examples are.
  static func announcement(_ text: String) -> String { literal(text, quote: "'") }

  /// Whether `id` can be written `@id`: a word (ASCII letters, digits, `_`, then `-` too). A
  /// capture's identifier may hold dots or spaces, which the lexer would split.
  static func isWord(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, isWordScalar(first) else { return false }
    return id.unicodeScalars.allSatisfy { isWordScalar($0) || $0 == "-" }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_")
  }

  /// `path` as the script at `scriptFolder` names it: relative to that folder (both made
  /// absolute against the working directory first, `.` and `..` taken out, links not followed),
  /// their parts compared by bytes, as the file system names folders.
  static func relativePath(of path: String, from scriptFolder: String) -> String {
    let workingDirectory = FileSystem.currentDirectory() ?? "/"
    func absolute(_ path: String) -> String {
      ProjectRoot.normalized(PathText.isAbsolute(path) ? path : workingDirectory + "/" + path)
    }
    return ProjectRoot.relative(absolute(path), to: absolute(scriptFolder))
  }
}
