/// Text from scripts, screens, captures and the command line as earshot shows it to a person.
///
/// Such text can hold characters that act on a terminal or a CI log instead of being read: a
/// line break that starts a forged `::warning::` workflow command, ESC and CSI (U+009B) colour and
/// cursor sequences, BEL, a carriage return that hides what came before it, or a bidirectional
/// override that shows a name backwards. Every output shows them as visible escapes in Swift's
/// notation (`\n`, `\r`, `\t`, `\u{1B}`), so a report always says exactly what the file holds.
///
/// An echo, a name or text repeated inside a message, is also cut to `maximumEcho` characters
/// with an ellipsis: a million-character name is reported, not printed a million times.
public enum VisibleText {
  /// Longest echo of a name or text in a message, in characters (README, "Limits").
  public static let maximumEcho = 200

  /// Whether earshot shows `scalar` as an escape: every C0 control (line breaks and tab
  /// included), DEL, every C1 control, the line and paragraph separators, and the
  /// bidirectional embeddings, overrides and isolates (the "Trojan Source" characters).
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The visible form of one scalar that `needsEscape`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// `text` with every character that `needsEscape` shown as an escape; with `keepingTabs`,
  /// tabs stay (a source line keeps its tabs so that the caret under it lines up).
  public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
    guard mayNeedEscapes(text) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar), !(keepingTabs && scalar == "\t") {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Each line of a multi-line text escaped, the line feeds between them kept.
  public static func escapedLines(_ text: String) -> String {
    guard mayNeedEscapes(text) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
      .joined(separator: "\n")
  }

  /// `"…"`, with `"` and `\` escaped as well as everything that `needsEscape`: how transcripts,
  /// reports and messages quote a name or an utterance, so that a quoted text always ends at
  /// its closing quote and shows what it holds.
  public static func quoted(_ text: String) -> String {
    guard needsQuotingEscapes(text) else { return "\"" + text + "\"" }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  /// Whether `quoted` has anything to escape in `text` (nearly no name or utterance does).
  static func needsQuotingEscapes(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x22 || $0 == 0x5C } || mayNeedEscapes(text)
  }

  /// A name or text repeated in a message: cut to `maximumEcho` characters with `…`, then
  /// escaped.
  public static func echo(_ text: String) -> String {
    escaped(truncated(text, to: maximumEcho))
  }

  /// The first `limit` characters of `text` and `…`, or `text` when it is no longer.
  public static func truncated(_ text: String, to limit: Int) -> String {
    // A character is at least one byte, so a short text needs no counting.
    guard text.utf8.count > limit else { return text }
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end != text.endIndex
    else { return text }
    return String(text[..<end]) + "…"
  }

  /// Output on its way to a terminal or log: everything `needsEscape` escaped but line feeds,
  /// tabs and the colour codes earshot writes itself (`ESC [ digits ; … m`). Every report
  /// escapes what it prints already; this is the second line of defence at the door.
  public static func terminalSafe(_ output: String) -> String {
    guard mayNeedEscapes(output) else { return output }
    var out = ""
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\n" || scalar == "\t" || !needsEscape(scalar) {
        out.unicodeScalars.append(scalar)
      } else if scalar == "\u{1B}", let length = colourCodeLength(scalars) {
        out.unicodeScalars.append(scalar)
        out.unicodeScalars.append(contentsOf: scalars.prefix(length))
        scalars = scalars.dropFirst(length)
      } else {
        out += escape(scalar)
      }
    }
    return out
  }

  /// The length of `[ digits ; … m` at the start of `scalars`, after an ESC, if it is there.
  private static func colourCodeLength(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    guard scalars.first == "[" else { return nil }
    var length = 1
    for scalar in scalars.dropFirst() {
      length += 1
      if scalar == "m" { return length }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
    }
    return nil
  }

  /// `U+001B`: a code point as messages name it.
  public static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// A quick look at the UTF-8 bytes for anything `needsEscape` could match: a byte below
  /// 0x20, DEL, `C2 80`…`C2 9F` (the C1 controls), `E2 80 A8`…`E2 80 AE` and
  /// `E2 81 A6`…`E2 81 A9` (the separators and bidirectional controls). Nearly no text has any.
  static func mayNeedEscapes(_ text: String) -> Bool {
    var (beforePrevious, previous): (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
      if beforePrevious == 0xE2, previous == 0x80, (0xA8...0xAE).contains(byte) { return true }
      if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
      (beforePrevious, previous) = (previous, byte)
    }
    return false
  }
}
