/// The screen language:
///
///     screen-file := ('platform' PLATFORM (',' PLATFORM)*)* ( 'screen' STRING? '{' element* '}' | element* )
///     element     := KIND name? modifier* ('{' element* '}')?
///     name        := STRING | WORD            a WORD that is a modifier or a state word is not a name
///     modifier    := '@' WORD | STATE | 'label' STRING | 'value' STRING | 'hint' STRING
///                  | 'visible' STRING | 'placeholder' STRING | 'announces' STRING | 'role' STRING
///                  | 'opens' (WORD | STRING) | 'hidden' | 'strikethrough'
///                  | 'step' (NUMBER | PERCENTAGE | WORD | STRING)   `step 10`; the checker reads the number
///                  | 'toolkit' WORD                 `toolkit compose`; the checker reads the word
///                  | 'action' STRING                `action "Delete"`: a custom action, repeatable
///                  | 'message' STRING               a dialog's message
///                  | 'shows' (WORD | STRING)        the toast or snackbar activating it shows
///                  | 'columns' (NUMBER | WORD | STRING)   `columns 3`; the checker reads the number
///
/// Kinds and states are parsed as words; the checker validates them against the catalogue.
extension Parser {
  /// The modifiers, as messages list them (`Keyword` recognises them).
  static let modifierKeywords = [
    "label", "value", "hint", "visible", "placeholder", "announces", "role", "hidden", "strikethrough",
    "opens", "step", "toolkit", "action", "message", "shows", "columns",
  ]

  public static func parseScreen(
    _ file: SourceFile, vocabulary: Vocabulary = Catalogue.standard.vocabulary, limits: Limits = .standard
  ) -> (Screen, [Diagnostic]) {
    parse(file, vocabulary, limits) { $0.parseScreenFile() }
  }

  mutating func parseScreenFile() -> Screen {
    var platforms: [Located<String>]?
    var replacedPlatforms: [Located<String>] = []
    var elements: [Element] = []
    var title: Located<String>?
    var allowances: [Allowance] = []
    var wrapped = false
    while true {
      skipSeparators()
      if atEnd { break }
      if current.isWord(.platform) {
        let keyword = advance()
        if let earlier = platforms {
          report(
            .duplicateHeader, "a screen has one `platform` line; this one replaces the earlier one",
            keyword.range)
          replacedPlatforms += earlier
        }
        platforms = parseWordList("a platform (`ios` or `android`)")
        expectEndOfStatement()
      } else if current.isWord(.screen), peek().kind == .string || peek().kind == .leftBrace {
        let keyword = advance()
        if wrapped || !elements.isEmpty {
          report(.duplicateHeader, "a screen file holds one `screen { … }` block", keyword.range)
        }
        wrapped = true
        let inline = parseInlineScreenBody()
        title = title ?? inline.title
        elements += inline.elements
      } else if current.kind == .rightBrace {
        report(.unbalancedBrace, "unbalanced `}`: no block is open here", current.range)
        advance()
      } else if current.isWord(.allow) {
        if let allowance = parseAllowance() { allowances.append(allowance) }
      } else if let element = parseElement() {
        elements.append(element)
      }
    }
    var screen = Screen(
      file: file, title: title, platforms: platforms, elements: elements,
      range: SourceRange(0, file.bytes.count))
    screen.allowances = allowances
    screen.replacedPlatforms = replacedPlatforms
    return screen
  }

  /// After the `screen` keyword of a script header: `"Title"? { element* }`.
  mutating func parseInlineScreen() -> Screen {
    let start = current.range.start
    let body = parseInlineScreenBody()
    return Screen(
      file: file, title: body.title, platforms: nil, elements: body.elements,
      range: SourceRange(start, previousRange.end))
  }

  private mutating func parseInlineScreenBody() -> (title: Located<String>?, elements: [Element]) {
    var title: Located<String>?
    if current.kind == .string {
      title = located(advance())
    }
    guard current.kind == .leftBrace else {
      report(.expectedToken, "expected `{` to open the screen, found \(describe(current))", current.range)
      skipStatement()
      return (title, [])
    }
    return (title, parseElementBlock())
  }

  /// `'{' element* '}'`, the opening brace current (its depth is bounded by `enterBlock`).
  mutating func parseElementBlock() -> [Element] {
    var children: [Element] = []
    guard let open = enterBlock() else { return children }
    while nextItem(in: open, unterminated: "unterminated block; expected `}` to close this `{`") {
      if let element = parseElement() { children.append(element) }
    }
    leaveBlock()
    return children
  }

  mutating func parseElement() -> Element? {
    guard current.kind == .word else {
      report(
        .expectedToken, "expected an element kind (such as `button`), found \(describe(current))",
        current.range)
      skipStatement()
      if current.kind == .leftBrace { skipBlock() }
      return nil
    }
    let kindToken = advance()
    var element = Element(kind: located(kindToken), range: kindToken.range)
    countElement(kindToken.range)
    if current.kind == .string || (current.kind == .word && isNameWord(current)) {
      element.name = located(advance())
    }
    while !current.endsStatement, current.kind != .leftBrace, current.kind != .rightBrace {
      guard parseModifier(into: &element) else {
        skipStatement()
        break
      }
    }
    element.range = element.range.union(previousRange)
    if current.kind == .leftBrace {
      element.children = parseElementBlock()
      element.range = element.range.union(previousRange)
    }
    return element
  }

  /// A word that is neither a modifier nor a state word.
  private mutating func isNameWord(_ word: Lexeme) -> Bool {
    !word.keyword.isModifier && !isState(word)
  }

  private mutating func countElement(_ range: SourceRange) {
    elementCount += 1
    if elementCount > limits.maximumElements, !reportedElementLimit {
      reportedElementLimit = true
      report(
        .tooManyElements, "the screen has more than \(limits.maximumElements) elements, the limit", range)
    }
  }

  /// The modifiers that take a value (all but `hidden` and `strikethrough`).
  static let valuedModifierKeywords = modifierKeywords.filter { $0 != "hidden" && $0 != "strikethrough" }

  /// Whether `word`, just consumed, neither a modifier nor a state, is a misspelt modifier
  /// followed by its value (`placholder "you@example.com"`, `opns Filters`): then it is
  /// reported here with the nearest modifier, and its value consumed, so that the value is not
  /// a second error. A word without a value is left as a state, which the checker reports
  /// with what the element's kind may be.
  private mutating func misspeltModifier(_ word: Lexeme) -> Bool {
    guard !isState(word) else { return false }
    let written = text(of: word)
    let nearest: String?
    switch current.kind {
    case .string, .number, .percentage:
      nearest = Suggestions.closest(to: written, in: Parser.valuedModifierKeywords)
    case .word where !current.keyword.isModifier && !isState(current):
      // A word is the value of `opens`, `step`, `toolkit`, `shows` or `columns` only.
      let guess = Suggestions.closest(to: written, in: Parser.modifierKeywords)
      guard let guess, ["opens", "step", "toolkit", "shows", "columns"].contains(guess) else { return false }
      nearest = guess
    default:
      return false
    }
    let suggestion: Message = nearest.map { " (did you mean `\(raw: $0)`?)" } ?? ""
    report(
      .unknownKeyword,
      "unknown modifier `\(written)`\(suggestion); modifiers are: \(raw: Parser.modifierKeywords.joined(separator: ", "))",
      word.range)
    advance()
    return true
  }

  /// One modifier; false after reporting something that is not one.
  private mutating func parseModifier(into element: inout Element) -> Bool {
    let token = current
    switch token.kind {
    case .elementID:
      advance()
      if let first = element.id {
        report(
          .duplicateID, "\(element.description) already has the id @\(first.value); an element has one id",
          token.range)
      }
      element.id = located(token)
      return true
    case .word:
      advance()
      let keyword = token.keyword
      if keyword.isStringModifier {
        guard let value = expectString("the \(text(of: token)) text") else { return false }
        switch keyword {
        case .label: element.label = value
        case .value: element.value = value
        case .hint: element.hint = value
        case .visible: element.visible = value
        case .placeholder: element.placeholder = value
        case .role: element.role = value
        case .message: element.message = value
        default: element.announces = value
        }
      } else if keyword == .hidden {
        element.hidden = true
      } else if keyword == .strikethrough {
        element.strikethrough = true
      } else if keyword == .opens {
        guard let sheet = expectName("the name of the sheet it opens") else { return false }
        element.opens = sheet
      } else if keyword == .shows {
        guard let shown = expectName("the name of the toast or snackbar it shows") else { return false }
        element.shows = shown
      } else if keyword == .step {
        // A number, read and checked against the element's kind by the checker
        // (`AdjustableValuesRule`), which reports a word or string that is not one.
        let kinds: [TokenKind] = [.number, .percentage, .word, .string]
        guard kinds.contains(current.kind) else {
          report(
            .expectedToken,
            "expected the step of \(element.description) (a number such as `10`), found \(describe(current))",
            current.range)
          return false
        }
        element.step = located(advance())
      } else if keyword == .columns {
        // A number, read and checked by the checker (`GridColumnsRule`), which reports a word or
        // string that is not a positive whole number.
        let kinds: [TokenKind] = [.number, .percentage, .word, .string]
        guard kinds.contains(current.kind) else {
          report(
            .expectedToken,
            "expected the number of columns of \(element.description) (such as `3`), found \(describe(current))",
            current.range)
          return false
        }
        element.columns = located(advance())
      } else if keyword == .toolkit {
        // A toolkit's name, checked against the catalogue's toolkits by the checker
        // (`KnownSheetToolkitsRule`), which suggests the nearest.
        guard current.kind == .word else {
          report(
            .expectedToken,
            "expected the toolkit that draws \(element.description) (such as `material`), found \(describe(current))",
            current.range)
          return false
        }
        element.toolkits.append(located(advance()))
      } else if keyword == .action {
        // A custom action's name; the checker reports an empty or repeated one.
        guard let name = expectString("the name of the action") else { return false }
        element.actions.append(name)
      } else if !misspeltModifier(token) {
        element.states.append(located(token))
      }
      return true
    case .string:
      report(
        .expectedToken,
        "unexpected string after \(element.description); an element has one name, written right after its kind",
        token.range)
      return false
    default:
      report(
        .expectedToken, "expected a modifier or state of \(element.description), found \(describe(token))",
        token.range)
      return false
    }
  }
}
