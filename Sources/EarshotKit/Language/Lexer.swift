/// Turns a source file into tokens (SPEC §2.1), reporting every lexical problem and carrying on:
/// a bad character is skipped, an unterminated string ends at the end of its line.
///
///     token   := WORD | STRING | '@' WORD | NUMBER '%'? | '{' | '}' | ',' | ';' | '+' | NEWLINE
///     WORD    := (letter | digit | '_') (letter | digit | '_' | '-')*
///     STRING  := "'" char* "'" | '"' char* '"'     escapes \\ \' \" \n \t \u{XXXX}
///     comment := '#' to the end of the line
public struct Lexer {
  private let file: SourceFile
  private let bytes: [UInt8]
  private var offset = 0
  private var tokens: [Token] = []
  /// At most the limit of each severity built; the rest counted (`DiagnosticCollector`).
  private var diagnostics: DiagnosticCollector
  private let repaired: Set<Int>
  private var maximumStringLength = Int.max

  public static func tokenize(
    _ file: SourceFile, maximumStringLength: Int = Limits.standard.maximumStringLength,
    maximumDiagnostics: Int = Limits.standard.maximumErrorsPerFile
  )
    -> (tokens: [Token], diagnostics: [Diagnostic])
  {
    var lexer = Lexer(file: file, maximumDiagnostics: maximumDiagnostics)
    lexer.maximumStringLength = maximumStringLength
    // Scripts average a token every five or six bytes; one allocation instead of a dozen.
    lexer.tokens.reserveCapacity(file.bytes.count / 5 + 2)
    lexer.run()
    let end = lexer.location(lexer.bytes.count, lexer.bytes.count)
    return (lexer.tokens, lexer.diagnostics.finished(at: end))
  }

  private init(file: SourceFile, maximumDiagnostics: Int) {
    self.file = file
    self.bytes = file.bytes
    self.repaired = Set(file.invalidBytes.map(\.offset))
    self.diagnostics = DiagnosticCollector(limit: maximumDiagnostics)
    for (offset, original) in file.invalidBytes where !overLimit() {
      report(
        Diagnostic(
          .invalidUTF8, "invalid UTF-8 at byte offset \(original); the file must be UTF-8",
          at: location(offset, offset + 3)))
    }
  }

  private mutating func run() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a leading BOM is ignored
    var unexpectedStart: Int?
    while offset < bytes.count {
      let byte = bytes[offset]
      let start = offset
      if isUnexpected(byte) {
        if unexpectedStart == nil { unexpectedStart = start }
        offset += scalarLength(at: offset)
        continue
      }
      if let begin = unexpectedStart {
        reportUnexpected(begin, start)
        unexpectedStart = nil
      }
      switch byte {
      case 0x20, 0x09, 0x0C, 0x0B:
        offset += 1
      case 0x0A:
        offset += 1
        append(.newline, "\n", start)
      case 0x0D:
        offset += (offset + 1 < bytes.count && bytes[offset + 1] == 0x0A) ? 2 : 1
        append(.newline, "\n", start)
      case UInt8(ascii: "#"):
        while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
          if bytes[offset] == 0 { reportNul(offset) }
          offset += 1
        }
      case UInt8(ascii: "{"): single(.leftBrace, "{")
      case UInt8(ascii: "}"): single(.rightBrace, "}")
      case UInt8(ascii: ","): single(.comma, ",")
      case UInt8(ascii: ";"): single(.semicolon, ";")
      case UInt8(ascii: "+"): single(.plus, "+")
      case UInt8(ascii: "'"), UInt8(ascii: "\""): lexString(quote: byte)
      case UInt8(ascii: "@"):
        offset += 1
        let word = scanWord()
        append(.elementID, word, start)
        if word.isEmpty {
          report(
            Diagnostic(.expectedToken, "expected an element id after `@`", at: location(start, start + 1)))
        }
        checkWordLength(start, "element id")
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumberOrWord()
        checkWordLength(start, "word")
      default:
        let word = scanWord()
        append(.word, word, start)
        checkWordLength(start, "word")
      }
    }
    if let begin = unexpectedStart { reportUnexpected(begin, offset) }
    append(.endOfFile, "", bytes.count)
  }

  /// A byte that can start no token: NUL, other control characters, and symbols the languages
  /// do not use (`$`, `(`, …). Non-ASCII letters start words; other non-ASCII scalars are
  /// unexpected too.
  private func isUnexpected(_ byte: UInt8) -> Bool {
    byte < 0x80 ? Lexer.isASCIIUnexpected(byte) : !isWordStart(at: offset)
  }

  /// Reports a run of unexpected characters as one diagnostic; a NUL byte inside the run is
  /// reported on its own. (Invalid UTF-8 never reaches here: it was reported when the file was
  /// loaded, and its replacement counts as a word character.)
  private mutating func reportUnexpected(_ start: Int, _ end: Int) {
    var index = start
    var runStart: Int?
    func flush(_ upTo: Int, into diagnostics: inout DiagnosticCollector, file: SourceFile) {
      guard diagnostics.keeps(.error) else {
        if runStart != nil { diagnostics.omit(.error) }
        runStart = nil
        return
      }
      guard let begin = runStart else { return }
      let text = file.text(of: SourceRange(begin, upTo))
      let shown = text.unicodeScalars.map {
        $0.value < 0x20 || $0.value == 0x7F ? "U+" + hex($0.value) : String($0)
      }
      .joined()
      diagnostics.add(
        Diagnostic(
          .unexpectedCharacter, "unexpected character\(text.unicodeScalars.count > 1 ? "s" : "") `\(shown)`",
          at: SourceLocation(file: file, range: SourceRange(begin, upTo))))
      runStart = nil
    }
    while index < end {
      if bytes[index] == 0 {
        flush(index, into: &diagnostics, file: file)
        reportNul(index)
        index += 1
      } else {
        if runStart == nil { runStart = index }
        index += scalarLength(at: index)
      }
    }
    flush(end, into: &diagnostics, file: file)
  }

  /// Words and ids have the strings' length limit: a name is a name whichever way it is written.
  private mutating func checkWordLength(_ start: Int, _ what: String) {
    let length = offset - start
    guard length > maximumStringLength else { return }
    report(
      Diagnostic(
        .stringTooLong, "this \(what) is \(length) bytes long; the limit is \(maximumStringLength)",
        at: location(start, start + 1)))
  }

  /// Whether the limit of errors is reached; if so the one at hand is counted, and the
  /// caller does not build it. (Every lexical problem is an error.)
  private mutating func overLimit() -> Bool {
    if diagnostics.keeps(.error) { return false }
    diagnostics.omit(.error)
    return true
  }

  private mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.add(diagnostic)
  }

  private mutating func reportNul(_ at: Int) {
    guard !overLimit() else { return }
    report(Diagnostic(.nulByte, "NUL byte in source text", at: location(at, at + 1)))
  }

  private mutating func single(_ kind: TokenKind, _ text: String) {
    let start = offset
    offset += 1
    append(kind, text, start)
  }

  private mutating func lexNumberOrWord() {
    let start = offset
    while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
    if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "."), (0x30...0x39).contains(bytes[offset + 1])
    {
      offset += 1
      while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "%") {
      offset += 1
      append(.percentage, String(decoding: bytes[start..<offset], as: UTF8.self), start)
    } else if offset < bytes.count, isWordContinue(at: offset), bytes[offset] != UInt8(ascii: ".") {
      offset = start
      _ = scanWord()
      append(.word, String(decoding: bytes[start..<offset], as: UTF8.self), start)
    } else {
      append(.number, String(decoding: bytes[start..<offset], as: UTF8.self), start)
    }
  }

  private mutating func scanWord() -> String {
    let start = offset
    if offset < bytes.count, isWordStart(at: offset) {
      offset += scalarLength(at: offset)
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte < 0x80 {
          // ASCII, nearly every byte of every script: one table lookup.
          guard Lexer.isASCIIWordContinue(byte) else { break }
          offset += 1
        } else {
          guard isWordContinue(at: offset) else { break }
          offset += scalarLength(at: offset)
        }
      }
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// The ASCII bytes that start no token (see `isUnexpected`): controls other than white
  /// space, and symbols that are neither punctuation, quotes, `#`, `@` nor word characters.
  ///
  /// These character classes are tests, not `static let` tables: a table is read through a
  /// lazily initialised global, which costs a `swift_once` call at every byte.
  @inline(__always)
  private static func isASCIIUnexpected(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20: return false
    case 0x00...0x1F, 0x7F: return true
    case UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "+"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "@"):
      return false
    default:
      return !(isASCIIWordContinue(byte) && byte != 0x2D)
    }
  }

  /// ASCII letters, digits, `_` and `-`: the bytes that continue a word.
  @inline(__always)
  private static func isASCIIWordContinue(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20  // ASCII upper case to lower case
    return (0x61...0x7A).contains(folded) || (0x30...0x39).contains(byte) || byte == 0x5F || byte == 0x2D
  }

  private mutating func lexString(quote: UInt8) {
    let start = offset
    // Nearly every string is plain: closed on its line, no escape, no NUL. Take it as one run
    // of bytes, with no buffer in between.
    let end = ordinaryRunEnd(from: offset + 1, quote: quote)
    if end < bytes.count, bytes[end] == quote, end - start - 1 <= maximumStringLength {
      let text = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
      offset = end + 1
      append(.string, text, start)
      return
    }
    offset += 1
    var value: [UInt8] = []
    while true {
      guard offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D else {
        report(
          Diagnostic(
            .unterminatedString,
            "unterminated string; close it with \(quote == 0x27 ? "'" : "\"") on the same line",
            at: location(start, start + 1)))
        break
      }
      let byte = bytes[offset]
      if byte == quote {
        offset += 1
        break
      }
      if byte == UInt8(ascii: "\\") {
        lexEscape(into: &value)
        continue
      }
      if byte == 0 {
        reportNul(offset)
      } else if let control = invisibleCharacter(at: offset) {
        // Written raw, such a character would act on every terminal and log that shows the
        // string (an escape sequence, a line break in a test name, text shown backwards): it
        // must be written as an escape.
        let what = control < 0xA0 ? "control character" : "bidirectional or line control"
        report(
          Diagnostic(
            .unexpectedCharacter,
            "\(raw: what) \(raw: VisibleText.codePoint(control)) in a string; write it as `\(raw: VisibleText.escape(Unicode.Scalar(control)!))`",
            at: location(offset, offset + scalarLength(at: offset))))
      }
      // Copy the run of ordinary bytes at once.
      let end = ordinaryRunEnd(from: offset + scalarLength(at: offset), quote: quote)
      value.append(contentsOf: bytes[offset..<end])
      offset = end
    }
    if value.count > maximumStringLength {
      report(
        Diagnostic(
          .stringTooLong,
          "this string is \(value.count) bytes long; the limit is \(maximumStringLength)",
          at: location(start, start + 1)))
    }
    append(.string, String(decoding: value, as: UTF8.self), start)
  }

  /// Where the run of ordinary string bytes from `start` ends: at the next quote, escape,
  /// line break, NUL or other control character, or the end of the file. (`C2` may start a C1
  /// control, U+0080 to U+009F, so it ends the run too; the slow path looks closer.)
  private func ordinaryRunEnd(from start: Int, quote: UInt8) -> Int {
    var end = start
    while end < bytes.count {
      let next = bytes[end]
      if next == quote || Lexer.isStringStop(next) { break }
      end += 1
    }
    return end
  }

  /// The bytes that end a run of ordinary string bytes, whichever the quote: a backslash, and
  /// the bytes that can start a character `invisibleCharacter` finds (`C2` and `E2` start
  /// ordinary characters too; the slow path tells them apart).
  @inline(__always)
  private static func isStringStop(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
      || byte == UInt8(ascii: "\\")
  }

  /// The code point at `index` if it is one that `VisibleText` escapes (a control character,
  /// a line separator, a bidirectional control), tab aside: such characters are written in a
  /// string as escapes, never raw.
  private func invisibleCharacter(at index: Int) -> UInt32? {
    let byte = bytes[index]
    if byte == 0x09 { return nil }
    if byte < 0x80 { return VisibleText.needsEscape(Unicode.Scalar(byte)) ? UInt32(byte) : nil }
    guard byte == 0xC2 || byte == 0xE2 else { return nil }
    let scalar = self.scalar(at: index)
    return VisibleText.needsEscape(scalar) ? scalar.value : nil
  }

  private mutating func lexEscape(into value: inout [UInt8]) {
    let start = offset
    offset += 1
    guard offset < bytes.count else { return }
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""):
      value.append(byte)
      offset += 1
    case UInt8(ascii: "n"):
      value.append(0x0A)
      offset += 1
    case UInt8(ascii: "t"):
      value.append(0x09)
      offset += 1
    case UInt8(ascii: "u"):
      offset += 1
      var digits = ""
      var closed = false
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "{") {
        offset += 1
        while offset < bytes.count, digits.count <= 8, let hex = hexDigit(bytes[offset]) {
          digits.append(hex)
          offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
          closed = true
          offset += 1
        }
      }
      if closed, (1...8).contains(digits.count), let code = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        value.append(contentsOf: String(Character(scalar)).utf8)
      } else {
        report(
          Diagnostic(
            .invalidEscape,
            "invalid unicode escape; write `\\u{XXXX}` with 1 to 8 hex digits of a valid scalar",
            at: location(start, offset)))
      }
    default:
      if byte == 0x0A || byte == 0x0D { return }
      let length = scalarLength(at: offset)
      offset += length
      report(
        Diagnostic(
          .invalidEscape,
          "invalid escape `\(file.text(of: SourceRange(start, offset)))`; valid escapes are \\\\ \\' \\\" \\n \\t \\u{XXXX}",
          at: location(start, offset)))
    }
  }

  private func hexDigit(_ byte: UInt8) -> Character? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return Character(Unicode.Scalar(byte))
    default: return nil
    }
  }

  // MARK: Scalars

  private func scalarLength(at index: Int) -> Int {
    switch bytes[index] {
    case 0xF0...0xF7: return min(4, bytes.count - index)
    case 0xE0...0xEF: return min(3, bytes.count - index)
    case 0xC0...0xDF: return min(2, bytes.count - index)
    default: return 1
    }
  }

  private func scalar(at index: Int) -> Unicode.Scalar {
    let length = scalarLength(at: index)
    return String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
  }

  private func isWordStart(at index: Int) -> Bool {
    let byte = bytes[index]
    if byte < 0x80 {
      return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        || byte == UInt8(ascii: "_")
    }
    // A repaired invalid sequence stays inside the word it interrupts, so that `Sub\xFFmit`
    // is one (unknown) name rather than three errors; the bytes were reported already.
    if repaired.contains(index) { return true }
    let properties = scalar(at: index).properties
    return properties.isAlphabetic || properties.numericType != nil
  }

  private func isWordContinue(at index: Int) -> Bool {
    if bytes[index] == UInt8(ascii: "-") { return true }
    if isWordStart(at: index) { return true }
    guard bytes[index] >= 0x80, !repaired.contains(index) else { return false }
    // Combining marks (as in decomposed accents) continue a word.
    switch scalar(at: index).properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  private mutating func append(_ kind: TokenKind, _ text: String, _ start: Int) {
    tokens.append(Token(kind, text, SourceRange(start, max(start, offset))))
  }

  private func location(_ start: Int, _ end: Int) -> SourceLocation {
    SourceLocation(file: file, range: SourceRange(start, min(end, bytes.count)))
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
