/// The tokens shared by the audit language and the screen language (SPEC §2.1, §3).
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
  public var description: String {
    switch kind {
    case .word: return "`\(text)`"
    case .string: return "string"
    case .elementID: return "`@\(text)`"
    case .number, .percentage: return "number `\(text)`"
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
