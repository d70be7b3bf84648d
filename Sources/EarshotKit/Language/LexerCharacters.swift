/// The lexer's byte classes, read from one table of flags: a global array of literals is laid
/// out by the compiler, so reading it costs neither a `swift_once` check nor a bounds check
/// (an index of type `UInt8` is always inside its 256 entries).
enum ByteClass {
  private static let continuesWordFlag: UInt8 = 1
  private static let startsWordFlag: UInt8 = 2
  private static let startsTokenOrSpaceFlag: UInt8 = 4
  private static let stopsStringFlag: UInt8 = 8

  /// Each byte's flags: continues a word 1, starts a word 2, starts a token or is a blank 4,
  /// stops a run of ordinary string bytes 8.
  private static let flags: [UInt8] = [
    // 0x00–0x0F: controls; tab, line feed, VT, FF and CR are blanks
    8, 8, 8, 8, 8, 8, 8, 8, 8, 4, 12, 12, 12, 12, 8, 8,
    // 0x10–0x1F: controls
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    // 0x20–0x2F: space ! " # $ % & ' ( ) * + , - . /
    4, 0, 4, 4, 0, 0, 0, 4, 0, 0, 0, 4, 4, 1, 0, 0,
    // 0x30–0x3F: digits : ; < = > ?
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 4, 0, 0, 0, 0,
    // 0x40–0x4F: @ and capitals
    4, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    // 0x50–0x5F: capitals [ \ ] ^ _
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 8, 0, 0, 7,
    // 0x60–0x6F: ` and small letters
    0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    // 0x70–0x7F: small letters { | } ~ DEL
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 4, 0, 4, 0, 8,
    // 0x80–0xBF: continuation bytes
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    // 0xC0–0xDF: leads of two-byte characters; C2 may start a C1 control
    0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    // 0xE0–0xEF: leads of three-byte characters; E2 may start a line or bidirectional control
    0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    // 0xF0–0xFF: leads of four-byte characters, and bytes UTF-8 does not use
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  ]

  @inline(__always)
  private static func has(_ byte: UInt8, _ flag: UInt8) -> Bool { flags[Int(byte)] & flag != 0 }

  /// Letters, digits, `_` and `-`: the ASCII bytes that continue a word.
  @inline(__always)
  static func continuesWord(_ byte: UInt8) -> Bool { has(byte, continuesWordFlag) }

  /// ASCII letters, digits and `_`.
  @inline(__always)
  static func startsWord(_ byte: UInt8) -> Bool { has(byte, startsWordFlag) }

  /// The ASCII bytes a token can start with, and blanks. Every other ASCII byte is unexpected:
  /// controls, and symbols that are neither punctuation, quotes, `#`, `@` nor word characters
  /// (`-` included).
  @inline(__always)
  static func startsTokenOrSpace(_ byte: UInt8) -> Bool { has(byte, startsTokenOrSpaceFlag) }

  /// The bytes that end a run of ordinary string bytes, whichever the quote: a backslash, and
  /// the bytes that can start a character `invisibleCharacter` finds (`C2` and `E2` start
  /// ordinary characters too; the slow path tells them apart).
  @inline(__always)
  static func stopsString(_ byte: UInt8) -> Bool { has(byte, stopsStringFlag) }

  /// `A`–`Z` and `a`–`z`: setting bit 5 makes a capital small, and no other byte lands in
  /// `a`–`z`.
  @inline(__always)
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Where the run of ASCII word bytes (`continuesWord`) from `start` ends.
  @inline(__always)
  static func wordEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    while end < bytes.count, continuesWord(bytes[end]) { end += 1 }
    return end
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
    return byte < 0x80 ? ByteClass.startsWord(byte) : isNonASCIIWordStart(at: index)
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
