/// The lexer's character classes. ASCII ones are tests on a byte (a bit of a 128-bit mask),
/// not tables: a `static let` table costs a `swift_once` check on every read in the hot loop.
enum ASCII {
  /// Letters, digits and `_`: bits 0x30–0x39 below 64; bits 0x41–0x5A, 0x5F, 0x61–0x7A above.
  private static let wordStartLow: UInt64 = 0x03FF_0000_0000_0000
  private static let wordStartHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE
  /// `-` (0x2D) continues a word but does not start one.
  private static let hyphen: UInt64 = 1 << 0x2D
  /// White space (0x09–0x0D, 0x20), `"` `#` `'` `+` `,` `;` below 64; `@` `{` `}` above.
  private static let punctuationLow: UInt64 = 0x0800_188D_0000_3E00
  private static let punctuationHigh: UInt64 = 0x2800_0000_0000_0001

  @inline(__always)
  private static func isMember(_ byte: UInt8, _ low: UInt64, _ high: UInt64) -> Bool {
    byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : byte < 128 && (high >> UInt64(byte &- 64)) & 1 == 1
  }

  /// Letters, digits, `_` and `-`: the bytes that continue a word.
  @inline(__always)
  static func continuesWord(_ byte: UInt8) -> Bool {
    isMember(byte, wordStartLow | hyphen, wordStartHigh)
  }

  /// Letters, digits and `_`.
  @inline(__always)
  static func startsWord(_ byte: UInt8) -> Bool {
    isMember(byte, wordStartLow, wordStartHigh)
  }

  /// The ASCII bytes a token can start with, and white space. Every other ASCII byte is
  /// unexpected: controls, and symbols that are neither punctuation, quotes, `#`, `@` nor word
  /// characters (`-` included).
  @inline(__always)
  static func startsTokenOrSpace(_ byte: UInt8) -> Bool {
    isMember(byte, wordStartLow | punctuationLow, wordStartHigh | punctuationHigh)
  }

  /// Where the run of ASCII word bytes (`continuesWord`) from `start` ends.
  @inline(__always)
  static func wordEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    while end < bytes.count, continuesWord(bytes[end]) { end += 1 }
    return end
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// The bytes that end a run of ordinary string bytes, whichever the quote: a backslash, and
  /// the bytes that can start a character `invisibleCharacter` finds (`C2` and `E2` start
  /// ordinary characters too; the slow path tells them apart).
  @inline(__always)
  static func stopsString(_ byte: UInt8) -> Bool {
    if byte >= 0x20, byte < 0x7F { return byte == UInt8(ascii: "\\") }
    if byte < 0x20 { return byte != 0x09 }
    return byte == 0x7F || byte == 0xC2 || byte == 0xE2
  }
}

// MARK: Scalars

extension Lexer {
  /// The length of the UTF-8 sequence that starts at `index` (the bytes are valid UTF-8).
  func scalarLength(at index: Int) -> Int {
    switch bytes[index] {
    case 0xF0...0xF7: return min(4, bytes.count - index)
    case 0xE0...0xEF: return min(3, bytes.count - index)
    case 0xC0...0xDF: return min(2, bytes.count - index)
    default: return 1
    }
  }

  func scalar(at index: Int) -> Unicode.Scalar {
    let length = scalarLength(at: index)
    return String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
  }

  func isWordStart(at index: Int) -> Bool {
    let byte = bytes[index]
    return byte < 0x80 ? ASCII.startsWord(byte) : isNonASCIIWordStart(at: index)
  }

  /// Out of line, as `scanNonASCIIWord` says.
  @inline(never)
  private func isNonASCIIWordStart(at index: Int) -> Bool {
    // A repaired invalid sequence stays inside the word it interrupts, so that `Sub\xFFmit`
    // is one (unknown) name rather than three errors; the bytes were reported already.
    if repaired.contains(index) { return true }
    let properties = scalar(at: index).properties
    return properties.isAlphabetic || properties.numericType != nil
  }

  @inline(never)
  func isWordContinue(at index: Int) -> Bool {
    if bytes[index] == UInt8(ascii: "-") { return true }
    if isWordStart(at: index) { return true }
    guard bytes[index] >= 0x80, !repaired.contains(index) else { return false }
    // Combining marks (as in decomposed accents) continue a word.
    switch scalar(at: index).properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
