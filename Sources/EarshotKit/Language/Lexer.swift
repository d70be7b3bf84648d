/// Turns a source file into tokens, reporting every lexical problem and carrying on:
/// a bad character is skipped, an unterminated string ends at the end of its line.
///
///     token   := WORD | STRING | '@' WORD | NUMBER '%'? | '{' | '}' | ',' | ';' | '+' | NEWLINE
///     WORD    := (letter | digit | '_') (letter | digit | '_' | '-')*
///     STRING  := "'" char* "'" | '"' char* '"'     escapes \\ \' \" \n \t \u{XXXX}
///     comment := '#' to the end of the line
///
/// The lexer reads the file's bytes through a pointer and makes `Lexeme`s, plain values with no
/// text: the parser makes a `String` only for what it keeps (strings in `LexerStrings.swift`,
/// character classes in `LexerCharacters.swift`).
public struct Lexer {
  let file: SourceFile
  /// The file's bytes, valid only while `lex` runs.
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var lexemes: LexemeWriter
  var blocks = BlockSeparators()
  /// The values of strings that are not simply the bytes between their quotes.
  var values: [String] = []
  /// At most the limit of each severity built; the rest counted (`DiagnosticCollector`).
  var diagnostics: DiagnosticCollector
  let repaired: Set<Int>
  let maximumStringLength: Int
  /// Read once per file (a `static let` read costs a `swift_once` check).
  let words = WordTable.standard

  /// Tokens with their text, for tools and tests; the parser reads `lex`'s lexemes.
  public static func tokenize(
    _ file: SourceFile, maximumStringLength: Int = Limits.standard.maximumStringLength,
    maximumDiagnostics: Int = Limits.standard.maximumErrorsPerFile
  )
    -> (tokens: [Token], diagnostics: [Diagnostic])
  {
    let lexed = lex(file, maximumStringLength: maximumStringLength, maximumDiagnostics: maximumDiagnostics)
    let tokens = withExtendedLifetime(lexed.lexemes) {
      lexed.lexemes.buffer.map {
        Token($0.kind, Lexed.text(of: $0, in: file.bytes, values: lexed.values), $0.range)
      }
    }
    return (tokens, lexed.diagnostics)
  }

  static func lex(_ file: SourceFile, maximumStringLength: Int, maximumDiagnostics: Int) -> Lexed {
    file.bytes.withUnsafeBufferPointer { bytes in
      var lexer = Lexer(
        file: file, bytes: bytes, maximumStringLength: maximumStringLength,
        maximumDiagnostics: maximumDiagnostics)
      lexer.run()
      let end = lexer.location(bytes.count, bytes.count)
      return Lexed(
        lexemes: lexer.lexemes.finish(), values: lexer.values,
        diagnostics: lexer.diagnostics.finished(at: end))
    }
  }

  private init(
    file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, maximumStringLength: Int, maximumDiagnostics: Int
  ) {
    self.file = file
    self.bytes = bytes
    self.maximumStringLength = maximumStringLength
    // Scripts average a token every five or six bytes; one allocation instead of a dozen.
    self.lexemes = LexemeWriter(capacity: bytes.count / 5 + 2)
    self.repaired = file.invalidBytes.isEmpty ? [] : Set(file.invalidBytes.map(\.offset))
    self.diagnostics = DiagnosticCollector(limit: maximumDiagnostics)
    for (offset, original) in file.invalidBytes where !overLimit() {
      report(
        Diagnostic(
          .invalidUTF8, "invalid UTF-8 at byte offset \(original); the file must be UTF-8",
          at: location(offset, offset + 3)))
    }
  }

  private mutating func run() {
    let count = bytes.count
    // A leading BOM is ignored.
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    while true {
      // Spaces and tabs between tokens, skipped here rather than one dispatch each.
      while offset < count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
      guard offset < count else { break }
      let byte = bytes[offset]
      let start = offset
      // Most tokens are words: tested before the jump of the `switch`, which the processor
      // cannot predict as well.
      if ByteClass.isLetter(byte) {
        lexWord()
        continue
      }
      switch byte {
      case 0x0C, 0x0B:  // the other blanks
        offset += 1
      case 0x0A:
        offset += 1
        append(.newline, start)
        blocks.separators += 1
      case 0x0D:
        offset += (offset + 1 < count && bytes[offset + 1] == 0x0A) ? 2 : 1
        append(.newline, start)
        blocks.separators += 1
      case UInt8(ascii: "#"):
        while offset < count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
          if bytes[offset] == 0 { reportNul(offset) }
          offset += 1
        }
      case UInt8(ascii: "{"):
        blocks.opened(at: lexemes.count)
        single(.leftBrace)
      case UInt8(ascii: "}"):
        single(.rightBrace)
        blocks.closed(in: &lexemes)
      case UInt8(ascii: ","): single(.comma)
      case UInt8(ascii: ";"):
        single(.semicolon)
        blocks.separators += 1
      case UInt8(ascii: "+"): single(.plus)
      case UInt8(ascii: "'"), UInt8(ascii: "\""): lexString(quote: byte)
      case UInt8(ascii: "@"):
        offset += 1
        scanWord()
        append(.elementID, start)
        if offset == start + 1 {
          report(
            Diagnostic(.expectedToken, "expected an element id after `@`", at: location(start, start + 1)))
        }
        checkWordLength(start, "element id")
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumberOrWord()
        checkWordLength(start, "word")
      case UInt8(ascii: "_"):
        lexWord()
      case UInt8(ascii: "`"):
        lexLookalikeString(opening: 1, closing: [[UInt8(ascii: "`")]])
      case 0xE2
      where offset + 2 < count && bytes[offset + 1] == 0x80
        && (bytes[offset + 2] == 0x9C || bytes[offset + 2] == 0x98):
        // “ (E2 80 9C) closes with ”, ‘ (E2 80 98) with ’; either closing one is taken.
        lexLookalikeString(opening: 3, closing: [[0xE2, 0x80, 0x9D], [0xE2, 0x80, 0x99]])
      default:
        // Non-ASCII letters start words; other non-ASCII scalars, controls and the symbols the
        // languages do not use (`$`, `(`, `-`, …) start no token.
        if byte >= 0x80, isWordStart(at: offset) { lexWord() } else { skipUnexpected() }
      }
    }
    blocks.finish(in: &lexemes)
    append(.endOfFile, count)
  }

  /// The word that starts at `offset`.
  private mutating func lexWord() {
    let start = offset
    if bytes[offset] < 0x80 {
      offset = ByteClass.wordEnd(in: bytes, from: offset + 1)
      if offset < bytes.count, bytes[offset] >= 0x80 { scanNonASCIIWord(started: true) }
    } else {
      // `isWordStart` said yes before this was called: the first character is not asked again.
      offset += scalarLength(at: offset)
      scanNonASCIIWord(started: true)
    }
    let (keyword, common) = words.find(in: bytes, from: start, to: offset)
    lexemes.append(
      Lexeme(range: SourceRange(start, offset), kind: .word, keyword: keyword, common: common, value: -1))
    checkWordLength(start, "word")
  }

  /// Skips a run of characters that can start no token, and reports it.
  private mutating func skipUnexpected() {
    let start = offset
    repeat {
      offset += scalarLength(at: offset)
    } while offset < bytes.count && isUnexpected(at: offset)
    reportUnexpected(start, offset)
  }

  /// Whether the character at `index` can start no token (nor is white space).
  private func isUnexpected(at index: Int) -> Bool {
    let byte = bytes[index]
    return byte < 0x80 ? !ByteClass.startsTokenOrSpace(byte) : !isWordStart(at: index)
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
  @inline(__always)
  private mutating func checkWordLength(_ start: Int, _ what: StaticString) {
    if offset - start > maximumStringLength { reportTooLong(start, what) }
  }

  private mutating func reportTooLong(_ start: Int, _ what: StaticString) {
    let length = offset - start
    report(
      Diagnostic(
        .stringTooLong,
        "this \(what.description) is \(length) bytes long; the limit is \(maximumStringLength)",
        at: location(start, start + 1)))
  }

  /// Whether the limit of errors is reached; if so the one at hand is counted, and the
  /// caller does not build it. (Every lexical problem is an error.)
  mutating func overLimit() -> Bool {
    if diagnostics.keeps(.error) { return false }
    diagnostics.omit(.error)
    return true
  }

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.add(diagnostic)
  }

  mutating func reportNul(_ at: Int) {
    guard !overLimit() else { return }
    report(Diagnostic(.nulByte, "NUL byte in source text", at: location(at, at + 1)))
  }

  private mutating func single(_ kind: TokenKind) {
    let start = offset
    offset += 1
    append(kind, start)
  }

  private mutating func lexNumberOrWord() {
    let start = offset
    skipDigits()
    if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "."), ByteClass.isDigit(bytes[offset + 1]) {
      offset += 1
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "%") {
      offset += 1
      append(.percentage, start)
    } else if offset < bytes.count, isWordContinue(at: offset), bytes[offset] != UInt8(ascii: ".") {
      // `2fa`: a word that starts with digits (no keyword does).
      offset = start
      scanWord()
      append(.word, start)
    } else {
      append(.number, start)
    }
  }

  private mutating func skipDigits() {
    while offset < bytes.count, ByteClass.isDigit(bytes[offset]) { offset += 1 }
  }

  /// Moves past the word at `offset`, if one starts there.
  private mutating func scanWord() {
    guard offset < bytes.count else { return }
    if bytes[offset] < 0x80 {
      // ASCII, nearly every byte of every script: a tight loop over the bytes, then the
      // general loop only if the word goes on with a non-ASCII character.
      guard ByteClass.startsWord(bytes[offset]) else { return }
      offset = ByteClass.wordEnd(in: bytes, from: offset + 1)
      guard offset < bytes.count, bytes[offset] >= 0x80 else { return }
      scanNonASCIIWord(started: true)
    } else {
      scanNonASCIIWord(started: false)
    }
  }

  /// The rest of `scanWord`, from a non-ASCII byte. Out of line: the Unicode properties it
  /// asks for are types whose size is known only at run time, and a function that holds
  /// them asks for their metadata on every call, used or not.
  @inline(never)
  private mutating func scanNonASCIIWord(started: Bool) {
    if !started {
      guard isWordStart(at: offset) else { return }
      offset += scalarLength(at: offset)
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte < 0x80 {
        guard ByteClass.continuesWord(byte) else { break }
        offset += 1
      } else {
        guard isWordContinue(at: offset) else { break }
        offset += scalarLength(at: offset)
      }
    }
  }

  /// A token of `kind` from `start` to `offset`.
  mutating func append(_ kind: TokenKind, _ start: Int, value: Int32 = -1) {
    lexemes.append(
      Lexeme(range: SourceRange(start, max(start, offset)), kind: kind, keyword: .none, value: value))
  }

  func location(_ start: Int, _ end: Int) -> SourceLocation {
    SourceLocation(file: file, range: SourceRange(start, min(end, bytes.count)))
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
