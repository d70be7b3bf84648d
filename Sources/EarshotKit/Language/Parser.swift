/// The recursive-descent parser for both languages (scripts in `ScriptParser.swift`, screens in
/// `ScreenParser.swift`). It never stops at the first error: a bad statement is reported and
/// skipped up to the next `;`, line break or closing brace, so one run reports every error.
public struct Parser {
  let file: SourceFile
  let tokens: [Token]
  let vocabulary: Vocabulary
  let limits: Limits
  var index = 0
  /// The lexer's diagnostics, then the parser's own, at most the limit of each built
  /// (`DiagnosticCollector`).
  let lexed: [Diagnostic]
  var found: DiagnosticCollector
  var elementCount = 0
  var reportedElementLimit = false
  /// Once the file has ended inside a block, the enclosing blocks are not reported again.
  var reportedUnterminatedBlock = false
  /// How many `{ … }` blocks enclose the current token. Blocks nest through recursion (a test
  /// in a test, an element in an element), so their depth is bounded by `maximumNesting`:
  /// a deeper block is reported and skipped without recursion, and the stack stays small.
  var blockDepth = 0

  init(file: SourceFile, vocabulary: Vocabulary, limits: Limits) {
    let (tokens, diagnostics) = Lexer.tokenize(
      file, maximumStringLength: limits.maximumStringLength, maximumDiagnostics: limits.maximumErrorsPerFile)
    self.file = file
    self.tokens = tokens
    self.vocabulary = vocabulary
    self.limits = limits
    self.lexed = diagnostics
    self.found = DiagnosticCollector(limit: limits.maximumErrorsPerFile)
  }

  /// Lexes `file` and parses it with `production`, returning the result and every diagnostic.
  static func parse<Result>(
    _ file: SourceFile, _ vocabulary: Vocabulary, _ limits: Limits, _ production: (inout Parser) -> Result
  ) -> (Result, [Diagnostic]) {
    var parser = Parser(file: file, vocabulary: vocabulary, limits: limits)
    let result = production(&parser)
    let end = SourceLocation(file: file, range: SourceRange(file.bytes.count, file.bytes.count))
    return (result, parser.lexed + parser.found.finished(at: end))
  }

  // MARK: Token stream

  var current: Token { tokens[index] }

  func peek(_ distance: Int = 1) -> Token {
    tokens[min(index + distance, tokens.count - 1)]
  }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  var atEnd: Bool { current.kind == .endOfFile }

  /// Skips line breaks and `;` between statements.
  mutating func skipSeparators() {
    while current.kind == .newline || current.kind == .semicolon { advance() }
  }

  /// After a complete statement only `;`, a line break, `}` or the end of the file may follow.
  mutating func expectEndOfStatement(hint: String = "") {
    if current.endsStatement || current.kind == .rightBrace { return }
    report(.expectedToken, "expected end of statement, found \(current.description)\(hint)", current.range)
    skipStatement()
  }

  /// Error recovery: skip to the end of the statement, stepping over balanced `{ … }` blocks.
  /// Stops before a `}` that closes an enclosing block.
  mutating func skipStatement() {
    while !current.endsStatement, current.kind != .rightBrace {
      if current.kind == .leftBrace { skipBlock() } else { advance() }
    }
  }

  /// Skips a `{ … }` block without recursion (so that a deeply nested input cannot exhaust
  /// the stack); reports it if the file ends first.
  mutating func skipBlock() {
    let open = advance()
    var depth = 1
    while depth > 0 {
      switch current.kind {
      case .leftBrace: depth += 1
      case .rightBrace: depth -= 1
      case .endOfFile:
        reportUnterminated("unterminated block; expected `}` to close this `{`", open.range)
        return
      default: break
      }
      advance()
    }
  }

  /// `'{' item* '}'`, the opening brace current: parses items with `item` until the closing
  /// brace; if the file ends first, reports `unterminated` at the opening brace. A block nested
  /// deeper than the limit is reported (`nesting-too-deep`) and skipped.
  mutating func parseBlock(unterminated message: Message, _ item: (inout Parser) -> Void) {
    guard blockDepth < limits.maximumNesting else {
      report(
        .nestingTooDeep,
        "blocks are nested more than \(limits.maximumNesting) deep; the limit is \(limits.maximumNesting)",
        current.range)
      skipBlock()
      return
    }
    blockDepth += 1
    defer { blockDepth -= 1 }
    let open = advance()
    while true {
      skipSeparators()
      if current.kind == .rightBrace {
        advance()
        return
      }
      if atEnd {
        reportUnterminated(message, open.range)
        return
      }
      item(&self)
    }
  }

  /// Consumes a word that must be one of `words`, or reports what was found.
  mutating func expectWord(_ words: [String], _ what: String) -> Located<String>? {
    if current.kind == .word, words.contains(current.text) {
      let token = advance()
      return Located(token.text, token.range)
    }
    report(.expectedToken, "expected \(what), found \(current.description)", current.range)
    return nil
  }

  /// Consumes a string, or reports what was found.
  mutating func expectString(_ what: String) -> Located<String>? {
    guard current.kind == .string else {
      report(
        .expectedToken, "expected \(what) (a quoted string), found \(current.description)", current.range)
      return nil
    }
    let token = advance()
    return Located(token.text, token.range)
  }

  /// A word or a string: names in either form.
  mutating func expectName(_ what: String) -> Located<String>? {
    guard current.kind == .word || current.kind == .string else {
      report(.expectedToken, "expected \(what), found \(current.description)", current.range)
      return nil
    }
    let token = advance()
    return Located(token.text, token.range)
  }

  /// Reports a block the file ended inside of: only the innermost, so that one missing `}`
  /// deep in a screen is one error.
  mutating func reportUnterminated(_ message: Message, _ open: SourceRange) {
    if reportedUnterminatedBlock { return }
    reportedUnterminatedBlock = true
    report(.unterminatedBlock, message, open)
  }

  /// Whether the limit of errors is reached; if so the error at hand is counted, and the
  /// caller need not build its message (one with a "did you mean" costs a search).
  mutating func overLimit() -> Bool {
    if found.keeps(.error) { return false }
    found.omit(.error)
    return true
  }

  mutating func report(_ id: DiagnosticID, _ message: Message, _ range: SourceRange, notes: [Note] = []) {
    found.add(Diagnostic(id, message, at: SourceLocation(file: file, range: range), notes: notes))
  }
}
