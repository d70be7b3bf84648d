/// The tokens shared by the audit language and the screen language.
public enum TokenKind: Equatable, Sendable {
  /// Letters, digits, `_` and `-`: `focus`, `Wi-Fi`, `shift`.
  case word
  /// `'…'` or `"…"`; `text` holds the value with escapes resolved.
  case string
  /// `@submit`; `text` holds the id without `@`.
  case elementID
  /// `12`, `1.5`.
  case number
  /// `200%`; `text` holds the whole token.
  case percentage
  case leftBrace, rightBrace, comma, semicolon, plus
  /// A line break (LF, CRLF or CR) ends a statement, as `;` does.
  case newline
  case endOfFile
}

/// A token with its text, as `Lexer.tokenize` hands it out. The parser reads `Lexeme`s instead,
/// and makes text only for what it keeps.
public struct Token: Sendable {
  public let kind: TokenKind
  public let text: String
  public let range: SourceRange

  public init(_ kind: TokenKind, _ text: String, _ range: SourceRange) {
    self.kind = kind
    self.text = text
    self.range = range
  }

  /// How the token reads in "expected …, found …" messages.
  public var description: String { Token.describe(kind, text) }

  static func describe(_ kind: TokenKind, _ text: @autoclosure () -> String) -> String {
    switch kind {
    case .word: return "`\(text())`"
    case .string: return "string"
    case .elementID: return "`@\(text())`"
    case .number, .percentage: return "number `\(text())`"
    case .leftBrace: return "`{`"
    case .rightBrace: return "`}`"
    case .comma: return "`,`"
    case .semicolon: return "`;`"
    case .plus: return "`+`"
    case .newline: return "end of line"
    case .endOfFile: return "end of file"
    }
  }

  public func isWord(_ word: String) -> Bool { kind == .word && text == word }
  public var endsStatement: Bool { kind == .newline || kind == .semicolon || kind == .endOfFile }
}

/// A token as the parser reads it: plain data, no text of its own. Its text is in the file's
/// bytes (`Lexed.text(of:)`), except for a string whose value differs from what is written
/// (an escape, an error), which the lexer keeps aside. A word the parser looks for is
/// recognised once, by the lexer, as a `Keyword`.
struct Lexeme {
  let range: SourceRange
  let kind: TokenKind
  /// For a word; `.none` for every other kind.
  let keyword: Keyword
  /// For a common word, its String's index in `WordTable.texts`; 0 otherwise.
  var common: UInt8 = 0
  /// For a string: its index in `Lexed.values`, or -1 when its value is the bytes between
  /// its quotes. For a `{` outside any block: the separators in its block (`BlockSeparators`).
  /// -1 for the rest.
  var value: Int32

  var endsStatement: Bool { kind == .newline || kind == .semicolon || kind == .endOfFile }
  func isWord(_ word: Keyword) -> Bool { keyword == word }

}

/// What the lexer makes of a file: the lexemes, the string values it had to build, and its
/// diagnostics.
struct Lexed {
  var lexemes: Lexemes
  var values: [String]
  var diagnostics: [Diagnostic]

  /// The text `Token.text` holds: a string's value, an id without `@`, the written text of
  /// the rest.
  static func text(of lexeme: Lexeme, in bytes: [UInt8], values: [String]) -> String {
    let range = lexeme.range
    switch lexeme.kind {
    case .string:
      if lexeme.value >= 0 { return values[Int(lexeme.value)] }
      return String(decoding: bytes[(range.start + 1)..<(range.end - 1)], as: UTF8.self)
    case .elementID: return String(decoding: bytes[(range.start + 1)..<range.end], as: UTF8.self)
    case .newline: return "\n"
    case .endOfFile: return ""
    default: return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
  }
}
