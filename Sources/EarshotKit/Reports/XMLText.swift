/// Text made safe for XML 1.0 reports. Every character that `VisibleText` escapes (controls,
/// bidirectional controls, default-ignorable characters, noncharacters), every code point XML 1.0 forbids
/// among them (U+FFFE, U+FFFF; lone surrogates cannot occur in a Swift string), is replaced by
/// its *visible* escape (`\u{1B}`), as the console shows it, never written raw or as a
/// character reference, which would be ill-formed for the forbidden ones and would still reach
/// a CI page as an invisible character for the others. Text content
/// keeps its line feeds and tabs (a failure body has several lines); attribute values are one
/// line, so theirs are escaped too. Then `& < > " '` are escaped.
enum XMLText {
  static func attribute(_ text: String) -> String {
    markup(visible(text, keepingLines: false))
  }

  static func text(_ text: String) -> String {
    markup(visible(text, keepingLines: true))
  }

  /// A CDATA section; `]]>` inside is split across two sections. Found by bytes: a `>` with a
  /// combining mark after it is one character, which a search for the string `]]>` skips, but
  /// it still ends the section.
  static func cdata(_ text: String) -> String {
    let found = inspect(text)
    let safe = found.needsCleaning ? visible(text, keepingLines: true) : text
    guard found.containsCDATAEnd else { return "<![CDATA[" + safe + "]]>" }
    var out = Array("<![CDATA[".utf8)
    out.reserveCapacity(safe.utf8.count + 32)
    for byte in safe.utf8 {
      if byte == UInt8(ascii: ">"), out.count >= 2, out[out.count - 1] == 0x5D, out[out.count - 2] == 0x5D {
        out += "]]><![CDATA[".utf8
      }
      out.append(byte)
    }
    return String(decoding: out + "]]>".utf8, as: UTF8.self)
  }

  /// Whether a text needs the slow path (see `inspect`).
  static func needsCleaning(_ text: String) -> Bool {
    inspect(text).needsCleaning
  }

  /// Both questions a report asks of a text, answered in one pass over its UTF-8 bytes (a
  /// transcript is tens of kilobytes; Foundation's search was slow on them): does it hold a
  /// character to escape (a control other than tab and line feed, a C1 control, a line
  /// separator, a bidirectional control, a default-ignorable character, a noncharacter), and
  /// does it hold `]]>`.
  static func inspect(_ text: String) -> (needsCleaning: Bool, containsCDATAEnd: Bool) {
    scan(text) { bytes in
      var dirty = false
      var hasEnd = false
      for index in bytes.indices {
        let byte = bytes[index]
        if byte < 0x20 {
          if byte != 0x09, byte != 0x0A { dirty = true }
        } else if byte == 0x3E {
          if index >= 2, bytes[index - 1] == 0x5D, bytes[index - 2] == 0x5D { hasEnd = true }
        } else if byte == 0x7F {
          dirty = true
        } else if byte >= 0x80, index >= 1 {
          let previous = bytes[index - 1]
          if previous == 0xC2, byte <= 0x9F { dirty = true }
          if VisibleText.isInvisible(index >= 2 ? bytes[index - 2] : 0, previous, byte) { dirty = true }
        }
      }
      return (dirty, hasEnd)
    }
  }

  /// Runs `body` over the text's UTF-8 bytes in place (native strings always allow it).
  private static func scan<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var text = text
    return text.withUTF8(body)
  }

  /// `& < > " '` as entities (HTML5 knows `&apos;` too: the HTML report uses this as well).
  static func markup(_ text: String) -> String {
    // Most text has nothing to escape at all.
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
    else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// Characters to escape as visible escapes; with `keepingLines`, line feeds and tabs stay.
  private static func visible(_ text: String, keepingLines: Bool) -> String {
    if keepingLines, !needsCleaning(text) { return text }
    if !keepingLines, !VisibleText.mayNeedEscapes(text), !needsCleaning(text) { return text }
    var out = ""
    for (scalar, escaped) in ShownScalars(text) {
      if keepingLines, scalar == "\n" || scalar == "\t" {
        out.unicodeScalars.append(scalar)
      } else if escaped || !isAllowed(scalar) {
        out += VisibleText.escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
