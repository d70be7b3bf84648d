import Testing

@testable import EarshotKit

/// The lexer's fast tests (bit masks, keywords by first byte and length) against the plain
/// definitions they stand for.
@Suite struct LexerClassTests {
  @Test func asciiClassesMatchTheirDefinitions() {
    for value in 0...255 {
      let byte = UInt8(value)
      let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      let digit = (0x30...0x39).contains(byte)
      let startsWord = letter || digit || byte == 0x5F
      #expect(ASCII.startsWord(byte) == startsWord, "\(byte)")
      #expect(ASCII.continuesWord(byte) == (startsWord || byte == 0x2D), "\(byte)")
      #expect(ASCII.isDigit(byte) == digit, "\(byte)")
      let space: Set<UInt8> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
      let punctuation = Set("#{},;+'\"@".utf8)
      #expect(
        ASCII.startsTokenOrSpace(byte)
          == (byte < 0x80 && (space.contains(byte) || punctuation.contains(byte) || startsWord)),
        "\(byte)")
      let stops =
        (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0x5C
      #expect(ASCII.stopsString(byte) == stops, "\(byte)")
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
}
