/// The recursive-descent parser for both languages (scripts in `ScriptParser.swift`, screens in
/// `ScreenParser.swift`). It never stops at the first error: a bad statement is reported and
/// skipped up to the next `;`, line break or closing brace, so one run reports every error.
///
/// It reads the lexer's `Lexeme`s, compares keywords as `Keyword`s, and makes a `String` only
/// for a name or text the screen AST or a script's headers store (`text(of:)`, `located(_:)`);
/// a script's statements keep where their texts are instead (`keep(_:)`, `ScriptTexts`).
public struct Parser {
  let file: SourceFile
  let bytes: [UInt8]
  /// Holds the memory `tokens` reads.
  let lexemes: Lexemes
  /// Read in place: the parser's index stays inside them (at the end-of-file lexeme at most).
  let tokens: UnsafeBufferPointer<Lexeme>
  /// The values of strings that are not simply the bytes between their quotes (`Lexed`).
  let values: [String]
  let vocabulary: Vocabulary
  /// The Strings of common words (`WordTable`), read once per file.
  let commonWords: [String]
  /// What each common word is in `vocabulary`, when the word table describes it: then a word
  /// is a kind or a state by its index, without hashing it into the vocabulary's sets.
  let commonClasses: [WordClass]?
  let limits: Limits
  var index = 0
  /// The lexer's diagnostics, then the parser's own, at most the limit of each built
  /// (`DiagnosticCollector`). The parser drops those that its own error covers
  /// (`takeUnquotedText`).
  var lexed: [Diagnostic]
  var found: DiagnosticCollector
  var elementCount = 0
  var reportedElementLimit = false
  /// Once the file has ended inside a block, the enclosing blocks are not reported again.
  var reportedUnterminatedBlock = false
  /// How many `{ … }` blocks enclose the current token. Blocks nest through recursion (a test
  /// in a test, an element in an element), so their depth is bounded by `maximumNesting`:
  /// a deeper block is reported and skipped without recursion, and the stack stays small.
  var blockDepth = 0
  /// The texts of the script's statements, as they are parsed (`keep(_:)`).
  var texts: [ScriptTexts.Span] = []
  /// The targets of the script's lists (`Script.targetLists`).
  var targetLists: [Target] = []

  init(file: SourceFile, vocabulary: Vocabulary, limits: Limits) {
    let lexed = Lexer.lex(
      file, maximumStringLength: limits.maximumStringLength, maximumDiagnostics: limits.maximumErrorsPerFile)
    self.file = file
    self.bytes = file.bytes
    self.lexemes = lexed.lexemes
    self.tokens = lexed.lexemes.buffer
    self.values = lexed.values
    self.vocabulary = vocabulary
    let words = WordTable.standard
    self.commonWords = words.texts
    self.commonClasses = words.classes(for: vocabulary)
    self.limits = limits
    self.lexed = lexed.diagnostics
    self.found = DiagnosticCollector(limit: limits.maximumErrorsPerFile)
  }

  /// Lexes `file` and parses it with `production`, returning the result and every diagnostic.
  static func parse<Result>(
    _ file: SourceFile, _ vocabulary: Vocabulary, _ limits: Limits, _ production: (inout Parser) -> Result
  ) -> (Result, [Diagnostic]) {
    var parser = Parser(file: file, vocabulary: vocabulary, limits: limits)
    let result = withExtendedLifetime(parser.lexemes) { production(&parser) }
    let end = SourceLocation(file: file, range: SourceRange(file.bytes.count, file.bytes.count))
    let found = parser.found.finished(at: end)
    return (result, parser.lexed.isEmpty ? found : parser.lexed + found)
  }

  // MARK: Token stream

  var current: Lexeme { tokens[index] }

  func peek(_ distance: Int = 1) -> Lexeme {
    tokens[min(index + distance, tokens.count - 1)]
  }

  @discardableResult
  mutating func advance() -> Lexeme {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  var atEnd: Bool { current.kind == .endOfFile }

  /// The range of the token before the current one: where what was just parsed ends.
  var previousRange: SourceRange { tokens[max(0, index - 1)].range }

  /// A token's text (`Token.text`): a string's value, an id without `@`, a word as written.
  ///
  /// `mutating` though it changes nothing: a non-mutating method called from the mutating
  /// ones is handed a copy of the whole parser (a retain and a release of each of its
  /// arrays), and this one is called for every name the AST keeps.
  mutating func text(of token: Lexeme) -> String {
    if token.common != 0 { return commonWords[Int(token.common)] }
    return Lexed.text(of: token, in: bytes, values: values)
  }

  /// Whether `word` is a kind of element in the vocabulary.
  mutating func isKind(_ word: Lexeme) -> Bool {
    if let classes = commonClasses { return classes[Int(word.common)].isKind }
    return vocabulary.kinds.contains(text(of: word))
  }

  /// Whether `word` is a state in the vocabulary.
  mutating func isState(_ word: Lexeme) -> Bool {
    if let classes = commonClasses { return classes[Int(word.common)].isState }
    return vocabulary.states.contains(text(of: word))
  }

  /// A token's text and where it was written, for the AST.
  mutating func located(_ token: Lexeme) -> Located<String> {
    Located(text(of: token), token.range)
  }

  /// How a token reads in "expected …, found …" messages.
  mutating func describe(_ token: Lexeme) -> String {
    Token.describe(token.kind, text(of: token))
  }

  /// Skips line breaks and `;` between statements.
  mutating func skipSeparators() {
    while current.kind == .newline || current.kind == .semicolon { advance() }
  }

  /// After a complete statement only `;`, a line break, `}` or the end of the file may follow.
  mutating func expectEndOfStatement(hint: String = "") {
    if current.endsStatement || current.kind == .rightBrace { return }
    report(.expectedToken, "expected end of statement, found \(describe(current))\(hint)", current.range)
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

  // MARK: Blocks

  /// Enters the `'{' item* '}'` block whose opening brace is current, and returns that brace;
  /// the caller parses items while `nextItem` says, then calls `leaveBlock`. A block nested
  /// deeper than the limit is reported (`nesting-too-deep`) and skipped, and nil returned.
  mutating func enterBlock() -> Lexeme? {
    guard blockDepth < limits.maximumNesting else {
      report(
        .nestingTooDeep,
        "blocks are nested more than \(limits.maximumNesting) deep; the limit is \(limits.maximumNesting)",
        current.range)
      skipBlock()
      return nil
    }
    blockDepth += 1
    return advance()
  }

  mutating func leaveBlock() {
    blockDepth -= 1
  }

  /// Skips separators up to the block's next item. False at the closing brace (consumed) or
  /// at the end of the file, which is reported with `unterminated` at the opening brace.
  mutating func nextItem(in open: Lexeme, unterminated: @autoclosure () -> Message) -> Bool {
    skipSeparators()
    if current.kind == .rightBrace {
      advance()
      return false
    }
    if atEnd {
      reportUnterminated(unterminated(), open.range)
      return false
    }
    return true
  }

  // MARK: Expecting

  /// Consumes a word that must be `word` (or `other`), or reports what was found.
  mutating func expectWord(_ word: Keyword, or other: Keyword = .none, _ what: String) -> Lexeme? {
    let keyword = current.keyword
    if keyword != .none, keyword == word || keyword == other { return advance() }
    report(.expectedToken, "expected \(what), found \(describe(current))", current.range)
    return nil
  }

  /// Consumes a string, or reports what was found.
  mutating func expectString(_ what: String) -> Located<String>? {
    atString(what) ? located(advance()) : nil
  }

  /// A word or a string: names in either form.
  mutating func expectName(_ what: String) -> Located<String>? {
    atName(what) ? located(advance()) : nil
  }

  /// Whether a string is next; if not, reports what was found instead of `what`.
  mutating func atString(_ what: String) -> Bool {
    if current.kind == .string { return true }
    report(.expectedToken, "expected \(what) (a quoted string), found \(describe(current))", current.range)
    return false
  }

  /// Whether a word or a string is next; if not, reports what was found instead of `what`.
  mutating func atName(_ what: String) -> Bool {
    if current.kind == .word || current.kind == .string { return true }
    report(.expectedToken, "expected \(what), found \(describe(current))", current.range)
    return false
  }

  /// Whether text written without quotes is next, where a quoted string belongs: a word, a
  /// number or an id (`title Login`, `expect 50%`, `type ana@example.com`).
  var atUnquotedText: Bool {
    switch current.kind {
    case .word, .number, .percentage, .elementID: return true
    default: return false
    }
  }

  /// Recovery for words written where one quoted string belongs (`expect Sign in`, `title
  /// Login`, `type ana@example.com`): consumes the tokens up to the end of the statement and
  /// returns the range they cover, widened over the characters after `start` that start no
  /// token (the `.` of an address). Quoted, those characters are text, so the lexer's
  /// `unexpected-character` errors for them are dropped, and the caller reports one error
  /// showing the quoted form; a control character is an error in quotes too, and stays one.
  /// With `anyOrder`, a trailing `in any order` is left out of the range, and said.
  mutating func takeUnquotedText(after start: Int, anyOrder: Bool = false) -> (
    range: SourceRange, inAnyOrder: Bool
  ) {
    var taken: [Lexeme] = []
    while !current.endsStatement, current.kind != .rightBrace { taken.append(advance()) }
    var bound = current.range.start
    var inAnyOrder = false
    if anyOrder, taken.count > 3, taken[taken.count - 3].isWord(.in), taken[taken.count - 2].isWord(.any),
      taken[taken.count - 1].isWord(.order)
    {
      inAnyOrder = true
      bound = taken[taken.count - 3].range.start
      taken.removeLast(3)
    }
    var range = SourceRange(taken.first?.range.start ?? bound, taken.last?.range.end ?? bound)
    lexed.removeAll { diagnostic in
      let blamed = diagnostic.location.range
      guard diagnostic.id == .unexpectedCharacter, blamed.start >= start, blamed.end <= bound,
        !diagnostic.location.file.text(of: blamed).unicodeScalars.contains(where: VisibleText.isControl)
      else { return false }
      range = range.union(blamed)
      return true
    }
    return (range, inAnyOrder)
  }

  /// Keeps where a token's text and its value are (`Script.texts`) and returns its place.
  /// Its value is not made into a string: it is a slice of the file's bytes, or for a string
  /// written with escapes the lexer's value (`Lexed.text(of:in:values:)` reads the same).
  mutating func keep(_ token: Lexeme) -> Text {
    let range = token.range
    let span: ScriptTexts.Span
    switch token.kind {
    case .string where token.value >= 0: span = ScriptTexts.Span(.escaped, range, payload: Int(token.value))
    case .string: span = ScriptTexts.Span(.quoted, range)
    case .elementID: span = ScriptTexts.Span(.id, range)
    default: span = ScriptTexts.Span(.word, range, payload: Int(token.common))
    }
    texts.append(span)
    return Text(index: texts.count - 1)
  }

  // MARK: Reporting

  /// Reports a block the file ended inside of: only the innermost, so that one missing `}`
  /// deep in a screen is one error.
  mutating func reportUnterminated(_ message: @autoclosure () -> Message, _ open: SourceRange) {
    if reportedUnterminatedBlock { return }
    reportedUnterminatedBlock = true
    report(.unterminatedBlock, message(), open)
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
