/// Text made safe for XML 1.0 reports (test-dsl-anchors.md §1.3): ANSI colour escapes are
/// removed; every code point XML 1.0 forbids (C0 controls but tab, line feed and carriage
/// return; U+FFFE, U+FFFF; lone surrogates cannot occur in a Swift string) is replaced by the
/// *visible* text `&#N;`, never written raw or as a character reference, which would be just as
/// ill-formed; then `& < > " '` are escaped.
enum XMLText {
  /// For attribute values: line breaks and tabs as character references so they survive
  /// attribute-value normalization.
  static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// A CDATA section; `]]>` inside is split across two sections.
  static func cdata(_ text: String) -> String {
    let found = inspect(text)
    let safe = found.needsCleaning ? visible(stripANSI(text)) : text
    let hasEnd = found.needsCleaning ? inspect(safe).containsCDATAEnd : found.containsCDATAEnd
    guard hasEnd else { return "<![CDATA[" + safe + "]]>" }
    return "<![CDATA[" + safe.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
  }

  /// Whether a text needs the slow path: a C0 control other than tab, LF and CR (ESC among
  /// them), or U+FFFE / U+FFFF (UTF-8 `EF BF BE` / `EF BF BF`).
  static func needsCleaning(_ text: String) -> Bool {
    inspect(text).needsCleaning
  }

  /// Both questions a report asks of a text, answered in one pass over its UTF-8 bytes (a
  /// transcript is tens of kilobytes; Foundation's search was slow on them): does it need
  /// cleaning, and does it hold `]]>`.
  static func inspect(_ text: String) -> (needsCleaning: Bool, containsCDATAEnd: Bool) {
    scan(text) { bytes in
      var dirty = false
      var hasEnd = false
      for index in bytes.indices {
        let byte = bytes[index]
        if byte < 0x20 {
          if byte != 0x09, byte != 0x0A, byte != 0x0D { dirty = true }
        } else if byte == 0x3E {
          if index >= 2, bytes[index - 1] == 0x5D, bytes[index - 2] == 0x5D { hasEnd = true }
        } else if byte >= 0xBE, byte <= 0xBF, index >= 2, bytes[index - 1] == 0xBF, bytes[index - 2] == 0xEF {
          dirty = true
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

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    let clean = needsCleaning(text) ? visible(stripANSI(text)) : text
    // Most text has nothing to escape at all.
    if !clean.utf8.contains(where: {
      $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27
        || (inAttribute && ($0 == 0x0A || $0 == 0x0D || $0 == 0x09))
    }) {
      return clean
    }
    var out = ""
    for scalar in clean.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n" where inAttribute: out += "&#10;"
      case "\r" where inAttribute: out += "&#13;"
      case "\t" where inAttribute: out += "&#9;"
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

  /// Forbidden code points as the visible text `&#N;`.
  private static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { out += "&#\(scalar.value);" }
    }
    return out
  }

  /// Removes `ESC [ … letter` sequences (colour and cursor codes).
  static func stripANSI(_ text: String) -> String {
    guard text.unicodeScalars.contains("\u{1B}") else { return text }
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        out.unicodeScalars.append(scalar)
        continue
      }
      guard let next = scalars.next() else { break }
      guard next == "[" else {
        out.unicodeScalars.append(next)
        continue
      }
      while let code = scalars.next(), !(("A"..."Z").contains(code) || ("a"..."z").contains(code)) {}
    }
    return out
  }
}
