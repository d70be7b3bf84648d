/// The audit language:
///
///     file        := header* ( test | statement )*
///     header      := 'title' STRING | 'screen' STRING | 'screen' STRING? '{' element* '}'
///                  | 'platform' PLATFORM (',' PLATFORM)* | 'locale' LOCALE | 'set' SETTING VALUE
///     test        := 'test' STRING '{' statement* '}'
///     statement   := action | expectation | 'audit' target?
///     action      := 'focus' target | 'swipe' ('right' | 'left' | 'up' | 'down') | 'doubletap'
///                  | 'press' KEY ('+' KEY)* | 'dismiss' | 'type' STRING | 'rotor' ROTOR
///     expectation := 'expect' PLATFORM? expect-body
///     expect-body := ('exactly' | 'contains')? STRING ('in' 'any' 'order')?
///                  | 'state' 'not'? STATE (',' STATE)* ('of' target)?
///                  | 'focus' target | 'name' STRING | 'role' WORD | 'value' STRING
///                  | 'hint' STRING | 'order' target (',' target)* | 'silence'
///     target      := WORD | STRING | '@' WORD | KIND (WORD | STRING | '@' WORD)
///
/// ROTOR is `headings`, `links`, `form-controls`, `actions` or `default`. LOCALE is a BCP-47 tag
/// (`de`, `pt-BR`).
/// Platforms, keys, settings, rotor items, states and roles are parsed as words and validated by the
/// checker against the catalogue, so that their errors can list the valid ones.
extension Parser {
  /// The keywords by kind, as the error messages list them (`Keyword` recognises them).
  static let headerKeywords = ["title", "screen", "platform", "locale", "set"]
  static let statementKeywords = [
    "focus", "swipe", "doubletap", "press", "type", "dismiss", "expect", "audit", "rotor",
  ]
  static let expectKeywords = [
    "exactly", "contains", "state", "focus", "name", "role", "value", "hint", "order", "silence",
  ]

  /// `implicitTestName`: the name of the test of the statements outside any `test` block, asked
  /// for only when there are some; the file's name when nil (`Compiler.parseScript(at:)` gives
  /// the name of the file a link names).
  public static func parseScript(
    _ file: SourceFile, vocabulary: Vocabulary = Catalogue.standard.vocabulary, limits: Limits = .standard,
    implicitTestName: (() -> String)? = nil
  ) -> (Script, [Diagnostic]) {
    let name = implicitTestName ?? { PathText.name(of: file.path) }
    return parse(file, vocabulary, limits) { $0.parseScriptFile(implicitTestName: name) }
  }

  mutating func parseScriptFile(implicitTestName: () -> String) -> Script {
    var script = Script()
    // Reserved once: at most every other token of a statement is a text kept (`focus X`,
    // `expect "…"`), and a grown table was copied each time it grew. (An inline screen's
    // tokens count too: an over-reservation of untouched memory.)
    texts.reserveCapacity(tokens.count / 2)
    var looseStatements: [Statement] = []
    var firstLoose: SourceRange?
    var seenBody = false
    while true {
      skipSeparators()
      if atEnd { break }
      let token = current
      guard token.kind == .word else {
        if token.kind == .rightBrace {
          report(.unbalancedBrace, "unbalanced `}`: no block is open here", token.range)
          advance()
        } else {
          report(.expectedToken, "expected a statement, found \(describe(token))", token.range)
          skipStatement()
          if current.kind == .rightBrace { advance() }
        }
        continue
      }
      if token.keyword.isHeader {
        if seenBody {
          report(
            .misplacedHeader,
            "`\(text(of: token))` is a header; headers come before the first test or statement",
            token.range)
          var discarded = Script()
          parseHeader(into: &discarded)
        } else {
          parseHeader(into: &script)
        }
      } else if token.keyword == .test {
        seenBody = true
        parseTest(into: &script.tests)
      } else if token.keyword == .allow {
        // Anywhere at the top level: it is about the script's audits, not a step.
        if let allowance = parseAllowance() { script.allowances.append(allowance) }
      } else {
        let count = looseStatements.count
        parseStatement(allowHeaders: !seenBody, into: &looseStatements)
        if looseStatements.count > count {
          seenBody = true
          if firstLoose == nil { firstLoose = looseStatements[count].range }
        }
      }
    }
    if let range = firstLoose {
      checkStepLimit(looseStatements.count, range)
      let implicit = TestCase(
        name: Located(implicitTestName(), range), statements: looseStatements, isImplicit: true)
      script.tests.insert(implicit, at: 0)
    }
    script.targetLists = targetLists
    script.texts = ScriptTexts.make(bytes: bytes, spans: texts, escaped: values, commonWords: commonWords)
    return script
  }

  // MARK: Headers

  mutating func parseHeader(into script: inout Script) {
    let keyword = advance()
    switch keyword.keyword {
    case .title:
      guard current.kind == .string else {
        if atUnquotedText {
          reportUnquotedText("a title", after: keyword)
        } else {
          _ = atString("a title")
          skipStatement()
        }
        return
      }
      if script.title != nil { duplicateHeader(keyword) }
      script.title = located(advance())
    case .screen:
      if let source = parseScreenSource() {
        if script.screen != nil { duplicateHeader(keyword) }
        script.screen = source
      }
    case .platform:
      let platforms = parseWordList("a platform (`ios` or `android`)")
      if let earlier = script.platforms {
        duplicateHeader(keyword)
        script.replacedPlatforms += earlier
      }
      script.platforms = platforms
    case .locale:
      // The tag is checked against the readers' locales by the checker, which knows them.
      guard let tag = expectName("a locale tag (`de`, `pt-BR`, `zh-TW`)") else {
        skipStatement()
        return
      }
      if script.locale != nil { duplicateHeader(keyword) }
      script.locale = tag
    default:  // .set
      guard let name = expectName("a setting name"), let value = expectName("a setting value") else {
        skipStatement()
        return
      }
      script.settings.append(Setting(name: name, value: value))
    }
    expectEndOfStatement()
  }

  private mutating func duplicateHeader(_ keyword: Lexeme) {
    report(
      .duplicateHeader, "a script has one `\(text(of: keyword))` header; this one replaces the earlier one",
      keyword.range)
  }

  /// `screen "path"` or `screen "Title"? { … }`.
  private mutating func parseScreenSource() -> ScreenSource? {
    if current.kind == .string, peek().kind != .leftBrace {
      let name = advance()
      return .file(Located(keep(name), name.range))
    }
    if current.kind == .string || current.kind == .leftBrace {
      return .inline(parseInlineScreen())
    }
    report(
      .expectedToken,
      "expected a screen file (a quoted path) or an inline screen `{ … }`, found \(describe(current))",
      current.range)
    skipStatement()
    return nil
  }

  /// `WORD (',' WORD)*`, for platforms: the words up to the first missing one.
  ///
  /// Lists here start as a literal of their first item: appending to an empty array takes
  /// the general path of growing one, about twice the work for the one-item lists most are.
  mutating func parseWordList(_ what: String) -> [Located<String>] {
    guard let first = expectName(what) else { return [] }
    var words = [first]
    while current.kind == .comma {
      advance()
      guard let word = expectName(what) else { break }
      words.append(word)
    }
    return words
  }

  // MARK: Tests

  /// A `test` block, appended to `tests` unless it is malformed.
  mutating func parseTest(into tests: inout InlineFirstList<TestCase>) {
    let keyword = advance()
    guard let name = expectString("a test name") else {
      skipStatement()
      if current.kind == .leftBrace { skipBlock() }
      return
    }
    guard current.kind == .leftBrace else {
      report(
        .expectedToken, "expected `{` to open the test's block, found \(describe(current))", current.range)
      skipStatement()
      return
    }
    var statements: [Statement] = []
    let block = index
    if let open = enterBlock() {
      // Reserved only for a block that is parsed (one nested too deep is skipped).
      statements.reserveCapacity(tokens.statementCapacity(ofBlockAt: block))
      while nextItem(
        in: open, unterminated: "unterminated block; expected `}` to close test \"\(name.value)\"")
      {
        let token = current
        if token.keyword == .test {
          report(
            .nestedTest, "tests cannot be nested; close \"\(name.value)\" before starting another",
            token.range)
          var discarded = InlineFirstList<TestCase>()
          parseTest(into: &discarded)
        } else if token.keyword.isHeader {
          report(
            .misplacedHeader, "`\(text(of: token))` is a header; write it at the top of the file", token.range
          )
          var discarded = Script()
          parseHeader(into: &discarded)
        } else if token.keyword == .allow {
          report(
            .misplacedAllow,
            "`allow` applies to a whole script; write it outside the test, at the top level", token.range)
          _ = parseAllowance()
        } else {
          parseStatement(allowHeaders: false, into: &statements)
        }
      }
      leaveBlock()
    }
    checkStepLimit(statements.count, keyword.range)
    tests.append(TestCase(name: name, statements: statements, isImplicit: false))
  }

  private mutating func checkStepLimit(_ count: Int, _ range: SourceRange) {
    if count > limits.maximumStepsPerTest {
      report(
        .tooManySteps, "this test has \(count) steps; the limit is \(limits.maximumStepsPerTest) per test",
        range)
    }
  }

  // MARK: Statements

  /// Parses one statement into `statements`; on an error reports it and skips the statement.
  mutating func parseStatement(allowHeaders: Bool, into statements: inout [Statement]) {
    let keyword = current
    guard keyword.kind == .word else {
      report(.expectedToken, "expected a statement, found \(describe(keyword))", keyword.range)
      skipStatement()
      return
    }
    // Each statement is built where it is complete and moved into the array: built as an
    // optional and unwrapped, it was copied and destroyed on the way.
    switch keyword.keyword {
    case .focus:
      advance()
      guard let target = parseTarget("an element to focus") else { return skipStatement() }
      finish(.focus(target), from: keyword, into: &statements)
    case .swipe:
      advance()
      if current.keyword == .up || current.keyword == .down {
        let word = advance()
        finish(
          .swipe(Located(word.keyword == .up ? .up : .down, word.range)), from: keyword, into: &statements)
        return
      }
      guard
        let word = expectWord(.right, or: .left, "a swipe direction (`right`, `left`, `up` or `down`)")
      else {
        return skipStatement()
      }
      finish(
        .swipe(Located(word.keyword == .right ? .right : .left, word.range)), from: keyword, into: &statements
      )
    case .doubletap:
      advance()
      guard current.endsStatement || current.kind == .rightBrace else { return reportDoubletapTarget() }
      finish(.doubletap, from: keyword, into: &statements)
    case .press:
      advance()
      guard let keys = parseKeys() else { return skipStatement() }
      finish(.press(keys), from: keyword, into: &statements)
    case .dismiss:
      advance()
      finish(.dismiss, from: keyword, into: &statements)
    case .type:
      advance()
      guard current.kind == .string else {
        if atUnquotedText { return reportUnquotedText("the text to type", after: keyword) }
        _ = atString("the text to type")
        return skipStatement()
      }
      finish(.type(keep(advance())), from: keyword, into: &statements)
    case .rotor:
      advance()
      guard current.kind == .word else {
        report(
          .expectedToken,
          "expected a rotor setting (`headings`, `links`, `form-controls`, `actions` or `default`), found \(describe(current))",
          current.range)
        return skipStatement()
      }
      finish(.rotor(keep(advance())), from: keyword, into: &statements)
    case .expect:
      advance()
      guard let expectation = parseExpectation() else { return skipStatement() }
      finish(.expect(expectation), from: keyword, into: &statements)
    case .audit:
      advance()
      if current.endsStatement || current.kind == .rightBrace {
        finish(.audit(nil), from: keyword, into: &statements)
      } else {
        guard let target = parseTarget("an element to audit") else { return skipStatement() }
        finish(.audit(target), from: keyword, into: &statements)
      }
    default:
      if overLimit() { return skipStatement() }
      let valid = Parser.statementKeywords + ["test"] + (allowHeaders ? Parser.headerKeywords : [])
      let word = text(of: keyword)
      report(
        .unknownKeyword,
        "unknown keyword `\(word)`\(Suggestions.didYouMean(word, in: valid)); expected one of: \(raw: valid.joined(separator: ", "))",
        keyword.range)
      skipStatement()
    }
  }

  /// Appends the statement that starts at `keyword` and ends with the token just parsed; then
  /// only the end of the statement may follow. Inlined, as `parseExpectation` is: a statement
  /// is 176 bytes, and each call it went through copied it (8.7M and 7.5M instructions a round
  /// of the benchmark).
  @inline(__always)
  private mutating func finish(
    _ kind: consuming StatementKind, from keyword: Lexeme, into statements: inout [Statement]
  ) {
    statements.append(Statement(kind: kind, range: keyword.range.union(previousRange)))
    expectEndOfStatement(hint: "; quote names that contain spaces")
  }

  /// Words where a quoted string belongs after `keyword` (`title Login`, `type
  /// ana@example.com`): one `unquoted-text` error showing the statement with them quoted.
  private mutating func reportUnquotedText(_ what: String, after keyword: Lexeme) {
    let (range, _) = takeUnquotedText(after: keyword.range.end)
    let written = text(of: keyword) + " " + Lexer.quoted(file.text(of: range))
    report(.unquotedText, "\(raw: what) is a quoted string: write `\(written)`", range)
  }

  /// `doubletap X`: a double tap activates the focused element and names none. One error,
  /// showing X focused first (`focus X; doubletap`); words that are no target are quoted.
  private mutating func reportDoubletapTarget() {
    let start = index
    let (range, _) = takeUnquotedText(after: previousRange.end)
    var target = file.text(of: range)
    let taken = (start..<index).map { tokens[$0] }
    let names: [TokenKind] = [.word, .string, .elementID]
    let isTarget =
      taken.count == 1 && names.contains(taken[0].kind)
      || taken.count == 2 && taken[0].kind == .word && isKind(taken[0]) && names.contains(taken[1].kind)
    if !isTarget || range != SourceRange(taken[0].range.start, taken[taken.count - 1].range.end) {
      target = Lexer.quoted(target)
    }
    report(
      .expectedToken,
      "`doubletap` takes no target: it activates the element that has focus; write `focus \(target); doubletap`",
      range)
  }

  /// `KEY ('+' KEY)*`: the keys are kept one after another in the script's texts.
  private mutating func parseKeys() -> TextRun? {
    guard let first = expectKey() else { return nil }
    var count = 1
    while current.kind == .plus {
      advance()
      guard expectKey() != nil else { return nil }
      count += 1
    }
    return TextRun(start: first.index, count: count)
  }

  private mutating func expectKey() -> Text? {
    guard current.kind == .word else {
      report(
        .expectedToken, "expected a key (such as `space` or `tab`), found \(describe(current))", current.range
      )
      return nil
    }
    return keep(advance())
  }

  /// `target := WORD | STRING | '@' WORD | KIND (WORD | STRING | '@' WORD)`
  mutating func parseTarget(_ what: String) -> Target? {
    let first = current
    switch first.kind {
    case .elementID:
      advance()
      return Target(kind: nil, name: .id(keep(first)))
    case .string:
      advance()
      return Target(kind: nil, name: .name(keep(first)))
    case .word:
      advance()
      let next = current
      let nextIsName =
        next.kind == .string || next.kind == .elementID || (next.kind == .word && next.keyword != .of)
      if nextIsName, isKind(first) {
        advance()
        let kind = keep(first)
        let name: TargetName = next.kind == .elementID ? .id(keep(next)) : .name(keep(next))
        return Target(kind: kind, name: name)
      }
      if nextIsName, let kind = kindInAnotherCase(first) {
        // `focus Button "Sign in"`: a kind with a capital. One error, and the statement is
        // dropped (a name `Button` followed by a second name would report twice).
        report(
          .unknownKind,
          "element kinds are written in lower case: write `\(raw: kind) \(file.text(of: next.range))`",
          first.range)
        skipStatement()
        return nil
      }
      return Target(kind: nil, name: .name(keep(first)))
    default:
      report(
        .expectedToken, "expected \(what) (a name, a quoted label or an @id), found \(describe(first))",
        first.range)
      return nil
    }
  }

  /// The kind `word` spells in another case (`Button`), if it spells one.
  private mutating func kindInAnotherCase(_ word: Lexeme) -> String? {
    let lowered = text(of: word).lowercased()
    return lowered != text(of: word) && vocabulary.kinds.contains(lowered) ? lowered : nil
  }

  // MARK: Expectations

  /// `'expect' PLATFORM? expect-body`. A word after `expect` that is neither a platform nor a
  /// keyword is read by what it is near and what follows it: near a keyword, a misspelt one
  /// (`expect focuss "Sign in"`); near a platform, or followed by a string or a keyword, a
  /// platform, which the checker reports if it is none (`expect iso "x"`); else the first of
  /// words where a quoted announcement belongs (`expect Sign in`, `expect Submit, Button`).
  @inline(__always)
  private mutating func parseExpectation() -> Expectation? {
    var platform: Text?
    var platformToken: Lexeme?
    if current.kind == .word, !current.keyword.startsExpectation,
      Platform(rawValue: text(of: current)) != nil || readsAsPlatform()
    {
      platformToken = current
      platform = keep(advance())
    }
    guard let body = parseExpectationBody(after: platformToken) else { return nil }
    return Expectation(platform: platform, body: body)
  }

  /// The words an expectation may start with: a platform or a keyword.
  static let expectationStarts = Catalogue.platforms + expectKeywords

  /// Whether the word where an expectation starts, no platform and no keyword, stands for a
  /// platform: it is nearest one (`iso`), or it is near no keyword and a string or a keyword
  /// follows (`expect web "x"`).
  private mutating func readsAsPlatform() -> Bool {
    if let nearest = Suggestions.closest(to: text(of: current), in: Parser.expectationStarts) {
      return Platform(rawValue: nearest) != nil
    }
    return peek().kind == .string || peek().keyword.startsExpectation
  }

  private mutating func parseExpectationBody(after platform: Lexeme?) -> ExpectationBody? {
    let token = current
    if token.kind == .string { return parseAnnouncement(.normalized, after: platform) }
    guard token.kind == .word, token.keyword.startsExpectation else {
      if token.kind == .word, overLimit() { return nil }
      let word = text(of: token)
      // A word near a keyword is a misspelling of it (`expect stat on`). (One nearer a
      // platform, where a platform may be written, was read as one.)
      if token.kind == .word, let nearest = Suggestions.closest(to: word, in: Parser.expectKeywords) {
        let platformFirst: Message = platform == nil ? "a platform (`ios` or `android`), " : ""
        report(
          .unknownKeyword,
          "unknown expectation `\(word)` (did you mean `\(raw: nearest)`?); expected \(platformFirst)a quoted announcement or one of: \(raw: Parser.expectKeywords.joined(separator: ", "))",
          token.range)
        return nil
      }
      if atUnquotedText {
        reportUnquoted("an announcement", after: platform, keyword: nil, anyOrder: true)
        return nil
      }
      report(
        .expectedToken,
        "expected an announcement (a quoted string) or one of: \(raw: Parser.expectKeywords.joined(separator: ", ")); found \(describe(token))",
        token.range)
      return nil
    }
    advance()
    switch token.keyword {
    case .exactly: return parseAnnouncement(.exactly, after: platform, keyword: token)
    case .contains: return parseAnnouncement(.contains, after: platform, keyword: token)
    case .state: return parseStateExpectation()
    case .focus: return parseTarget("the element expected to have focus").map(ExpectationBody.focus)
    case .name: return expectationText("a name", after: platform, keyword: token).map(ExpectationBody.name)
    case .value: return expectationText("a value", after: platform, keyword: token).map(ExpectationBody.value)
    case .hint: return expectationText("a hint", after: platform, keyword: token).map(ExpectationBody.hint)
    case .role: return atName("a role (such as `button`)") ? .role(keep(advance())) : nil
    case .order:
      // Kept one after another in the script's target lists.
      guard let first = parseTarget("an element in the expected order") else { return nil }
      let start = targetLists.count
      targetLists.append(first)
      while current.kind == .comma {
        advance()
        guard let target = parseTarget("an element in the expected order") else { return nil }
        targetLists.append(target)
      }
      return .order(TargetRun(start: start, count: targetLists.count - start))
    default:  // .silence
      return .silence
    }
  }

  /// The string an expectation's keyword takes (`name "Sign in"`), or nil after reporting what
  /// is there instead.
  private mutating func expectationText(_ what: String, after platform: Lexeme?, keyword: Lexeme) -> Text? {
    if current.kind == .string { return keep(advance()) }
    if atUnquotedText {
      reportUnquoted(what, after: platform, keyword: keyword, anyOrder: false)
    } else {
      report(.expectedToken, "expected \(what) (a quoted string), found \(describe(current))", current.range)
    }
    return nil
  }

  /// Words where an expectation's quoted text belongs (`expect Sign in`, `expect name Sign in`):
  /// one `unquoted-announcement` error showing the expectation with them quoted. A trailing
  /// `in any order` stays outside the quotes where an announcement may have one.
  private mutating func reportUnquoted(
    _ what: String, after platform: Lexeme?, keyword: Lexeme?, anyOrder: Bool
  ) {
    let (range, inAnyOrder) = takeUnquotedText(after: previousRange.end, anyOrder: anyOrder)
    var written = "expect "
    for token in [platform, keyword].compactMap({ $0 }) { written += text(of: token) + " " }
    written += Lexer.quoted(file.text(of: range)) + (inAnyOrder ? " in any order" : "")
    report(.unquotedAnnouncement, "\(raw: what) is a quoted string: write `\(written)`", range)
  }

  private mutating func parseAnnouncement(
    _ match: AnnouncementMatch, after platform: Lexeme?, keyword: Lexeme? = nil
  ) -> ExpectationBody? {
    if current.kind != .string {
      if atUnquotedText {
        reportUnquoted("an announcement", after: platform, keyword: keyword, anyOrder: true)
      } else {
        report(
          .expectedToken, "expected an announcement (a quoted string), found \(describe(current))",
          current.range)
      }
      return nil
    }
    let text = keep(advance())
    var anyOrder = false
    if current.isWord(.in) {
      advance()
      guard expectWord(.any, "`any order`") != nil, expectWord(.order, "`order`") != nil else {
        return nil
      }
      anyOrder = true
    }
    return .announcement(match, text, anyOrder: anyOrder)
  }

  private mutating func parseStateExpectation() -> ExpectationBody? {
    var negated = false
    if current.isWord(.not) {
      advance()
      negated = true
    }
    // The states are kept one after another in the script's texts.
    guard atName("a state (such as `disabled` or `on`)") else { return nil }
    let first = keep(advance())
    var count = 1
    while current.kind == .comma {
      advance()
      guard atName("a state (such as `disabled` or `on`)") else { return nil }
      _ = keep(advance())
      count += 1
    }
    let states = TextRun(start: first.index, count: count)
    var target: Target?
    if current.isWord(.of) {
      advance()
      guard let parsed = parseTarget("the element whose state is expected") else { return nil }
      target = parsed
    }
    return .state(negated: negated, states: states, of: target)
  }
}
