/// Strings: `'…'` or `"…"` on one line, with escapes `\\ \' \" \n \t \u{XXXX}`.
extension Lexer {
  mutating func lexString(quote: UInt8) {
    let start = offset
    // Nearly every string is plain: closed on its line, no escape, no NUL. Its value is the
    // bytes between its quotes, made into a `String` only if the parser keeps it.
    let end = ordinaryRunEnd(from: offset + 1, quote: quote)
    if end < bytes.count, bytes[end] == quote, end - start - 1 <= maximumStringLength {
      offset = end + 1
      append(.string, start)
      return
    }
    offset += 1
    var value: [UInt8] = []
    while true {
      guard offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D else {
        report(
          Diagnostic(
            .unterminatedString,
            "unterminated string; close it with \(quote == 0x27 ? "'" : "\"") on the same line",
            at: location(start, start + 1)))
        break
      }
      let byte = bytes[offset]
      if byte == quote {
        offset += 1
        break
      }
      if byte == UInt8(ascii: "\\") {
        lexEscape(into: &value)
        continue
      }
      if byte == 0 {
        reportNul(offset)
      } else if let control = invisibleCharacter(at: offset) {
        // Written raw, such a character would act on every terminal and log that shows the
        // string (an escape sequence, a line break in a test name, text shown backwards): it
        // must be written as an escape.
        let what = control < 0xA0 ? "control character" : "bidirectional or line control"
        report(
          Diagnostic(
            .unexpectedCharacter,
            "\(raw: what) \(raw: VisibleText.codePoint(control)) in a string; write it as `\(raw: VisibleText.escape(Unicode.Scalar(control)!))`",
            at: location(offset, offset + scalarLength(at: offset))))
      }
      // Copy the run of ordinary bytes at once.
      let end = ordinaryRunEnd(from: offset + scalarLength(at: offset), quote: quote)
      value.append(contentsOf: bytes[offset..<end])
      offset = end
    }
    if value.count > maximumStringLength {
      report(
        Diagnostic(
          .stringTooLong,
          "this string is \(value.count) bytes long; the limit is \(maximumStringLength)",
          at: location(start, start + 1)))
    }
    values.append(String(decoding: value, as: UTF8.self))
    append(.string, start, value: Int32(values.count - 1))
  }

  /// Where the run of ordinary string bytes from `start` ends: at the next quote, escape,
  /// line break, NUL or other control character, or the end of the file. (`C2` may start a C1
  /// control, U+0080 to U+009F, so it ends the run too; the slow path looks closer.)
  private func ordinaryRunEnd(from start: Int, quote: UInt8) -> Int {
    let quotes = UInt64(quote) &* Lexer.eachByte
    func stops(_ byte: UInt8) -> Bool { byte == quote || ByteClass.stopsString(byte) }
    var end = start
    while end + 8 <= bytes.count {
      // Eight bytes at once: all printable ASCII other than the quote and a backslash, or
      // straight to the first that is not, which may still be ordinary (a tab, a letter
      // beyond ASCII).
      let flagged = Lexer.unplainBytes(
        UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self), quotes)
      if flagged == 0 {
        end += 8
        continue
      }
      end += flagged.trailingZeroBitCount >> 3
      if stops(bytes[end]) { return end }
      end += 1
    }
    while end < bytes.count, !stops(bytes[end]) { end += 1 }
    return end
  }

  /// 0x01 in each byte of a word.
  static let eachByte: UInt64 = 0x0101_0101_0101_0101

  /// Whether the eight bytes of `word` are all in 0x20–0x7E and none is the quote (`quotes`
  /// holds it in each byte) or a backslash.
  @inline(__always)
  static func allPlain(_ word: UInt64, _ quotes: UInt64) -> Bool { unplainBytes(word, quotes) == 0 }

  /// The high bit of each byte of `word` that is not plain (`allPlain`), and perhaps of bytes
  /// after the first such (in memory order), but never of one before it. The classic tests on a
  /// word at once: a byte is below n when subtracting n from it borrows into its high bit while
  /// its own high bit is clear, zero when it is below 1, and at least 0x7F when adding 1 sets
  /// its high bit or it is set already. A borrow or carry can only spill into the next byte
  /// from a byte that answers yes itself, so the lowest bit set is exact.
  @inline(__always)
  static func unplainBytes(_ word: UInt64, _ quotes: UInt64) -> UInt64 {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- 0x20 &* eachByte) & ~word
    let notQuote = word ^ quotes
    let quote = (notQuote &- eachByte) & ~notQuote
    let notBackslash = word ^ (UInt64(UInt8(ascii: "\\")) &* eachByte)
    let backslash = (notBackslash &- eachByte) & ~notBackslash
    let high = (word &+ eachByte) | word
    return (control | quote | backslash | high) & highBits
  }

  /// The code point at `index` if it is a control that `VisibleText.isControl` names (a
  /// control character, a line separator, a bidirectional control), tab aside: such characters
  /// are written in a string as escapes, never raw. (Reports also escape the bidirectional
  /// marks, U+FEFF and noncharacters, which a script may hold raw.)
  private func invisibleCharacter(at index: Int) -> UInt32? {
    let byte = bytes[index]
    if byte == 0x09 { return nil }
    if byte < 0x80 { return VisibleText.isControl(Unicode.Scalar(byte)) ? UInt32(byte) : nil }
    guard byte == 0xC2 || byte == 0xE2 else { return nil }
    let scalar = self.scalar(at: index)
    return VisibleText.isControl(scalar) ? scalar.value : nil
  }

  private mutating func lexEscape(into value: inout [UInt8]) {
    let start = offset
    offset += 1
    guard offset < bytes.count else { return }
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""):
      value.append(byte)
      offset += 1
    case UInt8(ascii: "n"):
      value.append(0x0A)
      offset += 1
    case UInt8(ascii: "t"):
      value.append(0x09)
      offset += 1
    case UInt8(ascii: "u"):
      offset += 1
      var digits = ""
      var closed = false
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "{") {
        offset += 1
        while offset < bytes.count, digits.count <= 8, let hex = hexDigit(bytes[offset]) {
          digits.append(hex)
          offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
          closed = true
          offset += 1
        }
      }
      if closed, (1...8).contains(digits.count), let code = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        value.append(contentsOf: String(Character(scalar)).utf8)
      } else {
        report(
          Diagnostic(
            .invalidEscape,
            "invalid unicode escape; write `\\u{XXXX}` with 1 to 8 hex digits of a valid scalar",
            at: location(start, offset)))
      }
    default:
      if byte == 0x0A || byte == 0x0D { return }
      let length = scalarLength(at: offset)
      offset += length
      report(
        Diagnostic(
          .invalidEscape,
          "invalid escape `\(file.text(of: SourceRange(start, offset)))`; valid escapes are \\\\ \\' \\\" \\n \\t \\u{XXXX}",
          at: location(start, offset)))
    }
  }

  private func hexDigit(_ byte: UInt8) -> Character? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return Character(Unicode.Scalar(byte))
    default: return nil
    }
  }

  /// A string written with typographic quotes (“…” ‘…’) or backticks, as word processors and
  /// chat tools write them: one `curly-quotes` error that shows the straight-quoted form, and
  /// then a string token of what is between them, so that the statement parses on and reports
  /// nothing more (the script does not run: it has an error). Without a closing quote on the
  /// line, the opening one is reported alone and skipped.
  mutating func lexLookalikeString(opening: Int, closing: [[UInt8]]) {
    let start = offset
    var end = offset + opening
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
      if let close = closing.first(where: { matches($0, at: end) }) {
        let inner = String(decoding: bytes[(start + opening)..<end], as: UTF8.self)
        offset = end + close.count
        if !overLimit() {
          report(
            Diagnostic(
              .curlyQuotes, "use straight quotes: write \(raw: Lexer.quoted(inner))",
              at: location(start, offset)))
        }
        values.append(inner)
        append(.string, start, value: Int32(values.count - 1))
        return
      }
      end += 1
    }
    offset += opening
    if !overLimit() {
      report(
        Diagnostic(
          .curlyQuotes, "use straight quotes (`\"` or `'`); this one is not closed on its line",
          at: location(start, offset)))
    }
  }

  /// `text` as a script writes it in straight quotes: in `'…'` when it holds a `"` and no `'`,
  /// else in `"…"` with its `"` and `\` escaped (suggestions in messages).
  static func quoted(_ text: String) -> String {
    if text.contains("\""), !text.contains("'") { return "'" + text + "'" }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return "\"" + escaped + "\""
  }

  private func matches(_ sequence: [UInt8], at index: Int) -> Bool {
    index + sequence.count <= bytes.count
      && sequence.indices.allSatisfy { bytes[index + $0] == sequence[$0] }
  }
}
