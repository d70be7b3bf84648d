import EarshotKit
import Testing

@Suite struct LexerTests {
  private func kinds(_ text: String) -> [TokenKind] {
    Lexer.tokenize(SourceFile(path: "t", text: text)).tokens.map(\.kind)
  }

  @Test func wordsStringsIdsNumbersAndPunctuation() {
    let (tokens, diagnostics) = Lexer.tokenize(
      SourceFile(path: "t", text: "press shift+tab; focus @wifi 'Wi-Fi' 200% 12 {}  # comment"))
    #expect(diagnostics.isEmpty)
    #expect(
      tokens.map(\.kind) == [
        .word, .word, .plus, .word, .semicolon, .word, .elementID, .string, .percentage, .number, .leftBrace,
        .rightBrace, .endOfFile,
      ])
    #expect(
      tokens.map(\.text).prefix(9) == ["press", "shift", "+", "tab", ";", "focus", "wifi", "Wi-Fi", "200%"])
  }

  @Test func rangesAreUTF8Offsets() {
    let (tokens, _) = Lexer.tokenize(SourceFile(path: "t", text: "focus \"Ünï\" x"))
    #expect(tokens[1].range == SourceRange(6, 13))  // Ü and ï are two bytes each
    #expect(tokens[2].range == SourceRange(14, 15))
  }

  @Test func escapesAreResolved() {
    let (tokens, diagnostics) = Lexer.tokenize(SourceFile(path: "t", text: #"'a\'b\"c\\d\ne\tf\u{1F600}'"#))
    #expect(diagnostics.isEmpty)
    #expect(tokens[0].text == "a'b\"c\\d\ne\tf😀")
  }

  @Test func lineEndingsAllEndStatements() {
    #expect(kinds("a\nb\r\nc\rd") == [.word, .newline, .word, .newline, .word, .newline, .word, .endOfFile])
  }

  @Test func aLeadingBOMIsIgnored() {
    let file = SourceFile(path: "t", contents: [0xEF, 0xBB, 0xBF] + Array("focus x".utf8))
    let (tokens, diagnostics) = Lexer.tokenize(file)
    #expect(diagnostics.isEmpty)
    #expect(tokens.first?.text == "focus")
    #expect(file.location(of: tokens[1].range.start) == (1, 8))
  }

  @Test func invalidUTF8IsReportedWithItsByteOffset() {
    let file = SourceFile(path: "t", contents: Array("ab ".utf8) + [0xFF] + Array(" x".utf8))
    let (_, diagnostics) = Lexer.tokenize(file)
    #expect(diagnostics.map(\.id) == [.invalidUTF8])
    #expect(diagnostics.first?.message.contains("byte offset 3") == true)
  }

  @Test func unterminatedStringIsBlamedOnItsOpeningQuote() {
    let (_, diagnostics) = Lexer.tokenize(SourceFile(path: "t", text: "expect 'abc\nfocus x"))
    #expect(diagnostics.map(\.id) == [.unterminatedString])
    #expect(diagnostics.first.map { $0.lineAndColumn == (1, 8) } == true)
  }
}
