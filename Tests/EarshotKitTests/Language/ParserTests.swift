import Testing

@testable import EarshotKit

@Suite struct ParserTests {
  private func parse(_ text: String) -> (Script, [Diagnostic]) {
    Parser.parseScript(SourceFile(path: "dir/card.audit", text: text))
  }

  @Test func theCardExampleParsesIntoFourStatements() {
    let (script, diagnostics) = parse(
      "screen \"card.screen\"\nplatform ios\nfocus Submit; expect 'Submit, Button'; press space; expect state pressed"
    )
    #expect(diagnostics.isEmpty)
    #expect(script.platforms?.map(\.value) == ["ios"])
    guard case .file(let path) = script.screen else {
      Issue.record("expected a screen file")
      return
    }
    #expect(script.value(path.value) == "card.screen")
    #expect(script.tests.count == 1)
    let test = script.tests[0]
    #expect(test.isImplicit && test.name.value == "card.audit")
    #expect(test.statements.count == 4)
    guard case .focus(let target) = test.statements[0].kind, case .press(let keys) = test.statements[2].kind,
      case .expect(let last) = test.statements[3].kind, case .state(false, let states, nil) = last.body
    else {
      Issue.record("unexpected statements \(test.statements)")
      return
    }
    #expect(script.describe(target) == "Submit")
    #expect(script.values(keys) == ["space"])
    #expect(script.values(states) == ["pressed"])
  }

  @Test func targetsTakeAnOptionalKind() {
    let (script, diagnostics) = parse("screen {}\nfocus switch \"Wi-Fi\"\nfocus @wifi\nfocus button")
    #expect(diagnostics.isEmpty)
    let targets = script.tests[0].statements.compactMap { statement -> Target? in
      if case .focus(let target) = statement.kind { return target }
      return nil
    }
    #expect(targets.map { $0.kind.map(script.value) } == ["switch", nil, nil])
    #expect(targets.map(script.describe) == ["switch Wi-Fi", "@wifi", "button"])
    #expect(targets.map { script.value($0.name.text) } == ["Wi-Fi", "wifi", "button"])
  }

  @Test func kindsAndStatesAreTheVocabularysOwn() {
    // Long kinds (`card-controller`) and words that only look like kinds, with the standard
    // vocabulary (whose words the word table knows) and with another (whose sets are asked).
    let text = "focus card-controller Drag\nfocus card-controllers Drag\nfocus widget W\nfocus Button B"
    let file = SourceFile(path: "k.audit", text: text)
    func kinds(_ script: Script) -> [String?] {
      script.tests[0].statements.compactMap { statement -> String?? in
        if case .focus(let target) = statement.kind { return target.kind.map(script.value) }
        return nil
      }
    }
    let (standard, standardDiagnostics) = Parser.parseScript(file)
    #expect(kinds(standard) == ["card-controller"])
    #expect(standardDiagnostics.map(\.lineAndColumn.line) == [2, 3, 4])
    let vocabulary = Catalogue.standard.vocabulary
    let widgets = Vocabulary(kinds: ["widget", "Button"], states: vocabulary.states.union(["W"]))
    let (custom, customDiagnostics) = Parser.parseScript(file, vocabulary: widgets)
    #expect(kinds(custom) == ["widget", "Button"])
    #expect(customDiagnostics.map(\.lineAndColumn.line) == [1, 2])

    let screen = SourceFile(path: "k.screen", text: "button on\nbutton W\nbutton half")
    let (standardScreen, _) = Parser.parseScreen(screen)
    #expect(standardScreen.elements.map(\.name?.value) == [nil, "W", nil])
    let (customScreen, _) = Parser.parseScreen(screen, vocabulary: widgets)
    #expect(customScreen.elements.map(\.name?.value) == [nil, nil, nil])
  }

  @Test func chordsKeepEveryKeyInOrder() {
    let (script, diagnostics) = parse(
      "press tab\npress shift+tab\npress a+b+c+d\npress shift+\npress a+b+'c'\npress x")
    let chords = script.tests[0].statements.compactMap { statement -> [String]? in
      if case .press(let keys) = statement.kind { return script.values(keys) }
      return nil
    }
    #expect(chords == [["tab"], ["shift", "tab"], ["a", "b", "c", "d"], ["x"]])
    #expect(diagnostics.map(\.id) == [.expectedToken, .expectedToken])
    #expect(diagnostics.map(\.lineAndColumn.line) == [4, 5])
  }

  @Test func typeAndVerticalSwipesParse() {
    let (script, diagnostics) = parse(
      "screen {}\ntype \"ana@example.com\"\nswipe up\nswipe down\nswipe right\ntype ana\ntype")
    let statements = script.tests[0].statements
    guard statements.count == 4, case .type(let text) = statements[0].kind,
      case .swipe(let up) = statements[1].kind, case .swipe(let down) = statements[2].kind,
      case .swipe(let right) = statements[3].kind
    else {
      Issue.record("unexpected statements \(statements)")
      return
    }
    #expect(script.value(text) == "ana@example.com")
    #expect([up.value, down.value, right.value] == [.up, .down, .right])
    #expect(up.value.isVertical && down.value.isVertical && !right.value.isVertical)
    #expect(diagnostics.map(\.id) == [.unquotedText, .expectedToken])
    #expect(diagnostics.map(\.lineAndColumn.line) == [6, 7])
  }

  @Test func aStepIsKeptAsWritten() {
    let file = SourceFile(
      path: "s.screen", text: "slider \"Volume\" value \"50%\" step 10\nslider B step 2.5%\nslider C step")
    let (screen, diagnostics) = Parser.parseScreen(file)
    #expect(screen.elements.map(\.step?.value) == ["10", "2.5%", nil])
    #expect(screen.elements[0].value?.value == "50%")
    #expect(diagnostics.map(\.id) == [.expectedToken])
  }

  @Test func unquotedTextIsOneErrorUnlessItHoldsAControlCharacter() {
    // The `.` of an address is text once quoted: no error of its own.
    let (_, address) = parse("screen {}\ntype ana@example.com")
    #expect(address.map(\.id) == [.unquotedText])
    #expect(
      address.map(\.message) == ["the text to type is a quoted string: write `type \"ana@example.com\"`"])
    #expect(address.map(\.lineAndColumn.line) == [2] && address.map(\.lineAndColumn.column) == [6])
    #expect(address.map(\.location.range) == [SourceRange(15, 30)])
    // A control character is an error inside quotes too: it stays one.
    let (_, bell) = parse("screen {}\nexpect Ding\u{7} dong")
    #expect(bell.map(\.id) == [.unexpectedCharacter, .unquotedAnnouncement])
    #expect(bell.map(\.lineAndColumn.column) == [12, 8])
  }

  @Test func recoveryReportsEveryErrorInOneRun() {
    let (script, diagnostics) = parse("screen {}\nfoccus a\nswipe sideways\nfocus b\nexpect\n}\nfocus c")
    #expect(diagnostics.map(\.id) == [.unknownKeyword, .expectedToken, .expectedToken, .unbalancedBrace])
    #expect(diagnostics.map(\.lineAndColumn.line) == [2, 3, 5, 6])
    #expect(script.tests[0].statements.count == 2)  // focus b, focus c
  }

  @Test func screenElementsCarryNamesModifiersAndChildren() {
    let file = SourceFile(
      path: "s.screen",
      text: """
        platform ios
        screen "Checkout" {
          switch "Bluetooth" off disabled hint "Connect devices"
          button Filters @filters opens Filters
          row "Inbox" selected { text "3 unread" }
          text off
        }
        """)
    let (screen, diagnostics) = Parser.parseScreen(file)
    #expect(diagnostics.isEmpty)
    #expect(screen.title?.value == "Checkout")
    #expect(screen.elements.count == 4)
    #expect(screen.elements[0].states.map(\.value) == ["off", "disabled"])
    #expect(screen.elements[0].hint?.value == "Connect devices")
    #expect(screen.elements[1].id?.value == "filters" && screen.elements[1].opens?.value == "Filters")
    #expect(screen.elements[2].children.first?.name?.value == "3 unread")
    // A state word right after the kind is a state, not a name: quote such names.
    #expect(screen.elements[3].name == nil && screen.elements[3].states.map(\.value) == ["off"])
  }

  @Test func deepNestingIsReportedNotACrash() {
    let depth = 100_000
    let text =
      "screen {" + String(repeating: "group {", count: depth) + String(repeating: "}", count: depth) + "}"
    let (_, diagnostics) = Parser.parseScreen(SourceFile(path: "deep.screen", text: text))
    #expect(diagnostics.map(\.id) == [.nestingTooDeep])
  }

  @Test func unclosedDeepNestingIsReportedNotACrash() {
    let text = "screen {" + String(repeating: "group {", count: 50_000)
    let (_, diagnostics) = Parser.parseScreen(SourceFile(path: "deep.screen", text: text))
    #expect(diagnostics.map(\.id) == [.nestingTooDeep, .unterminatedBlock])
  }
}
