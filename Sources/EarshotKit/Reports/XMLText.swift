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
    let safe = visible(stripANSI(text))
    return "<![CDATA[" + safe.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var out = ""
    for scalar in visible(stripANSI(text)).unicodeScalars {
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
