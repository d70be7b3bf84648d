/// The audit language (SPEC §2.2):
///
///     file        := header* ( test | statement )*
///     header      := 'title' STRING | 'screen' STRING | 'screen' STRING? '{' element* '}'
///                  | 'platform' PLATFORM (',' PLATFORM)* | 'set' SETTING VALUE
///     test        := 'test' STRING '{' statement* '}'
///     statement   := action | expectation | 'audit' target?
///     action      := 'focus' target | 'swipe' ('right' | 'left') | 'doubletap'
///                  | 'press' KEY ('+' KEY)* | 'dismiss'
///     expectation := 'expect' PLATFORM? expect-body
///     expect-body := ('exactly' | 'contains')? STRING ('in' 'any' 'order')?
///                  | 'state' 'not'? STATE (',' STATE)* ('of' target)?
///                  | 'focus' target | 'name' STRING | 'role' WORD | 'value' STRING
///                  | 'hint' STRING | 'order' target (',' target)* | 'silence'
///     target      := WORD | STRING | '@' WORD | KIND (WORD | STRING | '@' WORD)
///
/// Platforms, keys, settings, states and roles are parsed as words and validated by the
/// checker against the catalogue, so that their errors can list the valid ones.
extension Parser {
  static let headerKeywords = ["title", "screen", "platform", "set"]
  static let statementKeywords = ["focus", "swipe", "doubletap", "press", "dismiss", "expect", "audit"]
  static let expectKeywords = [
    "exactly", "contains", "state", "focus", "name", "role", "value", "hint", "order", "silence",
  ]

  public static func parseScript(
    _ file: SourceFile, vocabulary: Vocabulary = Catalogue.standard.vocabulary, limits: Limits = .standard
  ) -> (Script, [Diagnostic]) {
    parse(file, vocabulary, limits) { $0.parseScriptFile() }
  }

  mutating func parseScriptFile() -> Script {
    var script = Script()
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
          report(.expectedToken, "expected a statement, found \(token.description)", token.range)
          skipStatement()
          if current.kind == .rightBrace { advance() }
        }
        continue
      }
      if Parser.headerKeywords.contains(token.text) {
        if seenBody {
          report(
            .misplacedHeader, "`\(token.text)` is a header; headers come before the first test or statement",
            token.range)
          var discarded = Script()
          parseHeader(into: &discarded)
        } else {
          parseHeader(into: &script)
        }
      } else if token.text == "test" {
        seenBody = true
        if let test = parseTest() { script.tests.append(test) }
      } else if let statement = parseStatement(allowHeaders: !seenBody) {
        seenBody = true
        if firstLoose == nil { firstLoose = statement.range }
        looseStatements.append(statement)
      }
    }
    if let range = firstLoose {
      checkStepLimit(looseStatements.count, range)
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      let implicit = TestCase(name: Located(name, range), statements: looseStatements, isImplicit: true)
      script.tests.insert(implicit, at: 0)
    }
    return script
  }

  // MARK: Headers

  mutating func parseHeader(into script: inout Script) {
    let keyword = advance()
    switch keyword.text {
    case "title":
      if let title = expectString("a title") {
        if script.title != nil { duplicateHeader(keyword) }
        script.title = title
      }
    case "screen":
      if let source = parseScreenSource() {
        if script.screen != nil { duplicateHeader(keyword) }
        script.screen = source
      }
    case "platform":
      let platforms = parseWordList("a platform (`ios` or `android`)")
      if script.platforms != nil { duplicateHeader(keyword) }
      script.platforms = platforms
    default:  // "set"
      guard let name = expectName("a setting name"), let value = expectName("a setting value") else {
        skipStatement()
        return
      }
      script.settings.append(Setting(name: name, value: value))
    }
    expectEndOfStatement()
  }

  private mutating func duplicateHeader(_ keyword: Token) {
    report(
      .duplicateHeader, "a script has one `\(keyword.text)` header; this one replaces the earlier one",
      keyword.range)
  }

  /// `screen "path"` or `screen "Title"? { … }`.
  private mutating func parseScreenSource() -> ScreenSource? {
    if current.kind == .string, peek().kind != .leftBrace {
      let token = advance()
      return .file(Located(token.text, token.range))
    }
    if current.kind == .string || current.kind == .leftBrace {
      return .inline(parseInlineScreen())
    }
    report(
      .expectedToken,
      "expected a screen file (a quoted path) or an inline screen `{ … }`, found \(current.description)",
      current.range)
    skipStatement()
    return nil
  }

  /// `WORD (',' WORD)*`, for platforms.
  mutating func parseWordList(_ what: String) -> [Located<String>] {
    var words: [Located<String>] = []
    repeat {
      if !words.isEmpty { advance() }  // the comma
      guard let word = expectName(what) else { break }
      words.append(word)
    } while current.kind == .comma
    return words
  }

  // MARK: Tests

  mutating func parseTest() -> TestCase? {
    let keyword = advance()
    guard let name = expectString("a test name") else {
      skipStatement()
      if current.kind == .leftBrace { skipBlock() }
      return nil
    }
    guard current.kind == .leftBrace else {
      report(
        .expectedToken, "expected `{` to open the test's block, found \(current.description)", current.range)
      skipStatement()
      return nil
    }
    var statements: [Statement] = []
    parseBlock(unterminated: "unterminated block; expected `}` to close test \"\(name.value)\"") { parser in
      if parser.current.kind == .word, parser.current.text == "test" {
        parser.report(
          .nestedTest, "tests cannot be nested; close \"\(name.value)\" before starting another",
          parser.current.range)
        _ = parser.parseTest()
      } else if parser.current.kind == .word, Parser.headerKeywords.contains(parser.current.text) {
        parser.report(
          .misplacedHeader, "`\(parser.current.text)` is a header; write it at the top of the file",
          parser.current.range)
        var discarded = Script()
        parser.parseHeader(into: &discarded)
      } else if let statement = parser.parseStatement(allowHeaders: false) {
        statements.append(statement)
      }
    }
    checkStepLimit(statements.count, keyword.range)
    return TestCase(name: name, statements: statements, isImplicit: false)
  }

  private mutating func checkStepLimit(_ count: Int, _ range: SourceRange) {
    if count > limits.maximumStepsPerTest {
      report(
        .tooManySteps, "this test has \(count) steps; the limit is \(limits.maximumStepsPerTest) per test",
        range)
    }
  }

  // MARK: Statements

  /// Parses one statement; on an error reports it, skips the statement and returns nil.
  mutating func parseStatement(allowHeaders: Bool) -> Statement? {
    let keyword = current
    guard keyword.kind == .word else {
      report(.expectedToken, "expected a statement, found \(keyword.description)", keyword.range)
      skipStatement()
      return nil
    }
    let kind: StatementKind?
    switch keyword.text {
    case "focus":
      advance()
      kind = parseTarget("an element to focus").map(StatementKind.focus)
    case "swipe":
      advance()
      let word = expectWord(["right", "left"], "a swipe direction (`right` or `left`)")
      kind = word.map { .swipe(Located(SwipeDirection(rawValue: $0.value)!, $0.range)) }
    case "doubletap":
      advance()
      kind = .doubletap
    case "press":
      advance()
      kind = parseKeys().map(StatementKind.press)
    case "dismiss":
      advance()
      kind = .dismiss
    case "expect":
      advance()
      kind = parseExpectation().map(StatementKind.expect)
    case "audit":
      advance()
      if current.endsStatement || current.kind == .rightBrace {
        kind = .audit(nil)
      } else {
        kind = parseTarget("an element to audit").map { .audit($0) }
      }
    default:
      let valid = Parser.statementKeywords + ["test"] + (allowHeaders ? Parser.headerKeywords : [])
      if overLimit() {
        skipStatement()
        return nil
      }
      report(
        .unknownKeyword,
        "unknown keyword `\(keyword.text)`\(Suggestions.didYouMean(keyword.text, in: valid)); expected one of: \(raw: valid.joined(separator: ", "))",
        keyword.range)
      skipStatement()
      return nil
    }
    guard let kind else {
      skipStatement()
      return nil
    }
    let statement = Statement(kind: kind, range: keyword.range.union(tokens[max(0, index - 1)].range))
    expectEndOfStatement(hint: "; quote names that contain spaces")
    return statement
  }

  /// `KEY ('+' KEY)*`
  private mutating func parseKeys() -> [Located<String>]? {
    var keys: [Located<String>] = []
    repeat {
      if !keys.isEmpty { advance() }  // the `+`
      guard current.kind == .word else {
        report(
          .expectedToken, "expected a key (such as `space` or `tab`), found \(current.description)",
          current.range)
        return nil
      }
      let token = advance()
      keys.append(Located(token.text, token.range))
    } while current.kind == .plus
    return keys
  }

  /// `target := WORD | STRING | '@' WORD | KIND (WORD | STRING | '@' WORD)`
  mutating func parseTarget(_ what: String) -> Target? {
    let first = current
    switch first.kind {
    case .elementID:
      advance()
      return Target(kind: nil, name: .id(first.text), range: first.range)
    case .string:
      advance()
      return Target(kind: nil, name: .name(first.text), range: first.range)
    case .word:
      advance()
      let next = current
      let nextIsName =
        next.kind == .string || next.kind == .elementID || (next.kind == .word && next.text != "of")
      if vocabulary.kinds.contains(first.text), nextIsName {
        advance()
        let name: TargetName = next.kind == .elementID ? .id(next.text) : .name(next.text)
        return Target(
          kind: Located(first.text, first.range), name: name, range: first.range.union(next.range))
      }
      return Target(kind: nil, name: .name(first.text), range: first.range)
    default:
      report(
        .expectedToken, "expected \(what) (a name, a quoted label or an @id), found \(first.description)",
        first.range)
      return nil
    }
  }

  // MARK: Expectations

  private mutating func parseExpectation() -> Expectation? {
    var platform: Located<String>?
    if current.kind == .word, !Parser.expectKeywords.contains(current.text),
      !peek().endsStatement, peek().kind != .rightBrace
    {
      let token = advance()
      platform = Located(token.text, token.range)
    }
    guard let body = parseExpectationBody() else { return nil }
    return Expectation(platform: platform, body: body)
  }

  private mutating func parseExpectationBody() -> ExpectationBody? {
    let token = current
    if token.kind == .string { return parseAnnouncement(.normalized) }
    guard token.kind == .word else {
      report(
        .expectedToken,
        "expected an announcement (a quoted string) or one of: \(raw: Parser.expectKeywords.joined(separator: ", ")); found \(token.description)",
        token.range)
      return nil
    }
    guard Parser.expectKeywords.contains(token.text) else {
      if overLimit() { return nil }
      report(
        .unknownKeyword,
        "unknown expectation `\(token.text)`\(Suggestions.didYouMean(token.text, in: Parser.expectKeywords)); expected a quoted announcement or one of: \(raw: Parser.expectKeywords.joined(separator: ", "))",
        token.range)
      return nil
    }
    advance()
    switch token.text {
    case "exactly": return parseAnnouncement(.exactly)
    case "contains": return parseAnnouncement(.contains)
    case "state": return parseStateExpectation()
    case "focus": return parseTarget("the element expected to have focus").map(ExpectationBody.focus)
    case "name": return expectString("a name").map(ExpectationBody.name)
    case "value": return expectString("a value").map(ExpectationBody.value)
    case "hint": return expectString("a hint").map(ExpectationBody.hint)
    case "role": return expectName("a role (such as `button`)").map(ExpectationBody.role)
    case "order":
      var targets: [Target] = []
      repeat {
        if !targets.isEmpty { advance() }
        guard let target = parseTarget("an element in the expected order") else { return nil }
        targets.append(target)
      } while current.kind == .comma
      return .order(targets)
    default:  // "silence"
      return .silence
    }
  }

  private mutating func parseAnnouncement(_ match: AnnouncementMatch) -> ExpectationBody? {
    guard let text = expectString("an announcement") else { return nil }
    var anyOrder = false
    if current.isWord("in") {
      advance()
      guard expectWord(["any"], "`any order`") != nil, expectWord(["order"], "`order`") != nil else {
        return nil
      }
      anyOrder = true
    }
    return .announcement(match, text, anyOrder: anyOrder)
  }

  private mutating func parseStateExpectation() -> ExpectationBody? {
    var negated = false
    if current.isWord("not") {
      advance()
      negated = true
    }
    var states: [Located<String>] = []
    repeat {
      if !states.isEmpty { advance() }
      guard let state = expectName("a state (such as `disabled` or `on`)") else { return nil }
      states.append(state)
    } while current.kind == .comma
    var target: Target?
    if current.isWord("of") {
      advance()
      guard let parsed = parseTarget("the element whose state is expected") else { return nil }
      target = parsed
    }
    return .state(negated: negated, states: states, of: target)
  }
}
