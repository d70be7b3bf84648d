import Testing

@testable import EarshotKit

/// The lexer's fast tests (byte classes, the word table, eight bytes at once) against the plain
/// definitions they stand for.
@Suite struct LexerClassTests {
  @Test func asciiClassesMatchTheirDefinitions() {
    for value in 0...255 {
      let byte = UInt8(value)
      let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      let digit = (0x30...0x39).contains(byte)
      let startsWord = letter || digit || byte == 0x5F
      #expect(ByteClass.startsWord(byte) == startsWord, "\(byte)")
      #expect(ByteClass.continuesWord(byte) == (startsWord || byte == 0x2D), "\(byte)")
      #expect(ByteClass.isDigit(byte) == digit, "\(byte)")
      #expect(ByteClass.isLetter(byte) == letter, "\(byte)")
      let space: Set<UInt8> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
      let punctuation = Set("#{},;+'\"@".utf8)
      #expect(
        ByteClass.startsTokenOrSpace(byte)
          == (byte < 0x80 && (space.contains(byte) || punctuation.contains(byte) || startsWord)),
        "\(byte)")
      let stops =
        (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0x5C
      #expect(ByteClass.stopsString(byte) == stops, "\(byte)")
    }
  }

  private func keyword(_ text: String) -> Keyword {
    Array(text.utf8).withUnsafeBufferPointer { Keyword($0) }
  }

  @Test func everyKeywordIsRecognisedFromItsSpelling() {
    for keyword in Keyword.allCases where keyword != .none {
      let spelling = keyword.spelling.description
      #expect(self.keyword(spelling) == keyword)
      // Case, a letter more or less, or a letter changed: another word.
      #expect(self.keyword(spelling.uppercased()) == .none)
      #expect(self.keyword(spelling + "s") == .none)
      #expect(self.keyword(String(spelling.dropLast())) == .none)
      #expect(self.keyword(String(spelling.dropLast()) + "x") == .none)
      #expect(self.keyword("x" + String(spelling.dropFirst())) == .none)
    }
    for word in ["", "a", "o", "s", "if", "on", "off", "orders", "stats", "swipes", "ios", "button", "Focus"]
    {
      #expect(keyword(word) == .none, "\(word)")
    }
  }

  @Test func commonWordsAreFoundWithTheirOwnStrings() {
    let table = WordTable.standard
    #expect(table.texts.count > 20)  // kinds, states, keys and platforms at least
    for (index, text) in table.texts.enumerated().dropFirst() {
      let found = Array(text.utf8).withUnsafeBufferPointer { table.find(in: $0, from: 0, to: $0.count) }
      #expect(found.common == UInt8(index), "\(text)")
      #expect(
        found.keyword == (Keyword.allCases.first { $0 != .none && $0.spelling.description == text } ?? .none))
    }
    for word in ["Options", "spaces", "Tab", "pres", "ios2", "x"] {
      let found = Array(word.utf8).withUnsafeBufferPointer { table.find(in: $0, from: 0, to: $0.count) }
      #expect(found.common == 0 && found.keyword == .none, "\(word)")
    }
  }

  @Test func commonWordsKnowTheirClassesInTheStandardVocabulary() throws {
    let table = WordTable.standard
    let vocabulary = Catalogue.standard.vocabulary
    let classes = try #require(table.classes(for: vocabulary))
    // Every kind and state is a common word (the parser then asks no set) ...
    for word in vocabulary.kinds.union(vocabulary.states) { #expect(table.texts.contains(word), "\(word)") }
    #expect(table.texts.contains("card-controller") && table.texts.contains("strikethrough") == false)
    for (index, text) in table.texts.enumerated() {
      #expect(classes[index].isKind == vocabulary.kinds.contains(text), "\(text)")
      #expect(classes[index].isState == vocabulary.states.contains(text), "\(text)")
    }
    // ... but another vocabulary's sets are asked.
    #expect(
      table.classes(for: Vocabulary(kinds: vocabulary.kinds.union(["widget"]), states: vocabulary.states))
        == nil)
    #expect(
      table.classes(
        for: Vocabulary(kinds: Set(vocabulary.kinds.sorted()), states: Set(vocabulary.states.sorted())))
        != nil)
  }

  @Test func countedBlockSeparatorsAgreeWithAScan() {
    let texts = [
      "test \"a\" {\n  focus x\n  press tab; doubletap\n}\n", "test \"a\" {}", "{ { ;\n } \n }\r\n{\r}",
      "screen { button a { text b\n } }\ntest \"t\" {\nfocus a\n", "}\n}{\n;;\n{\n",
      "{" + String(repeating: "\n", count: 5000) + "}",
    ]
    for text in texts {
      let lexed = Lexer.lex(
        SourceFile(path: "t", text: text), maximumStringLength: 100, maximumDiagnostics: 10)
      withExtendedLifetime(lexed.lexemes) {
        let lexemes = lexed.lexemes.buffer
        var depth = 0
        for (index, lexeme) in lexemes.enumerated() {
          if lexeme.kind == .leftBrace {
            #expect((lexeme.value >= 0) == (depth == 0), "\(text) \(index)")
            #expect(
              lexemes.statementCapacity(ofBlockAt: index)
                == lexemes.scannedStatementCapacity(ofBlockAt: index),
              "\(text) \(index)")
            depth += 1
          } else if lexeme.kind == .rightBrace {
            depth = max(0, depth - 1)
          }
        }
      }
    }
  }

  @Test func eightBytesAtOnceAgreeWithOneAtATime() {
    // Bytes near every boundary the word test draws, in random words of eight.
    let interesting: [UInt8] = [
      0x00, 0x01, 0x08, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x27, 0x28, 0x41, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F,
      0x80,
      0x81, 0xC2, 0xE2, 0xFE, 0xFF,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in
        Bool.random(using: &generator)
          ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
      }
      let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      for quote in [UInt8(ascii: "'"), UInt8(ascii: "\"")] {
        let isPlain = { (byte: UInt8) in
          byte >= 0x20 && byte < 0x7F && byte != quote && byte != UInt8(ascii: "\\")
        }
        #expect(
          Lexer.allPlain(word, UInt64(quote) &* Lexer.eachByte) == bytes.allSatisfy(isPlain), "\(bytes)")
        // The string scan jumps to the lowest flagged byte: it must be the first one not plain.
        let flagged = Lexer.unplainBytes(word, UInt64(quote) &* Lexer.eachByte)
        #expect(flagged.trailingZeroBitCount / 8 == (bytes.firstIndex { !isPlain($0) } ?? 8), "\(bytes)")
      }
    }
  }
}
