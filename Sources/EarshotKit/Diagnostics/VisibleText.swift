/// Text from scripts, screens, captures and the command line as earshot shows it to a person.
///
/// Such text can hold characters that act on a terminal or a CI log instead of being read: a
/// line break that starts a forged `::warning::` workflow command, ESC and CSI (U+009B) colour and
/// cursor sequences, BEL, a carriage return that hides what came before it, or a bidirectional
/// override that shows a name backwards. Every output shows them as visible escapes in Swift's
/// notation (`\n`, `\r`, `\t`, `\u{1B}`), so a report always says exactly what the file holds:
/// a backslash of the file's own is shown doubled, so that `\n` written in a name and a line
/// break in it read differently. GitHub's runner also obeys the older `##[command]` form
/// anywhere in a line, so `##[` is shown as `#\u{23}[`.
///
/// Two forms: `escaped` for text as a file holds it (every backslash doubled), and `sanitized`
/// for text that earshot composed and may already hold escapes (only the invisible characters
/// escaped, so applying it twice changes nothing).
///
/// An echo, a name or text repeated inside a message, is also cut to `maximumEcho` Unicode
/// scalars with an ellipsis: a million-character name is reported, not printed a million times.
public enum VisibleText {
  /// Longest echo of a name or text in a message, in Unicode scalars (docs/diagnostics.md, "Limits").
  public static let maximumEcho = 200
  /// Longest path shown in a message, in Unicode scalars (a real one is at most 4,096 bytes).
  public static let maximumPath = 1024

  /// Whether earshot shows `scalar` as an escape: every control (`isControl`), and the
  /// characters that are there without being seen: the bidirectional marks (U+200E, U+200F,
  /// U+061C), which turn neutral characters around them; U+FEFF, a byte order mark in the
  /// middle of a text; and the noncharacters (U+FDD0…U+FDEF and the last two code points of
  /// every plane, U+FFFE and U+FFFF among them), which XML forbids or HTML reports as errors;
  /// and the bytes of a file name that are not UTF-8 (`FileName`).
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if FileName.rawByte(scalar) != nil { return true }
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0xFEFF, 0xFDD0...0xFDEF: return true
    default: return isControl(scalar) || scalar.value & 0xFFFE == 0xFFFE
    }
  }

  /// Whether `scalar` acts instead of being read: every C0 control (line breaks and tab
  /// included), DEL, every C1 control, the line and paragraph separators, and the
  /// bidirectional embeddings, overrides and isolates (the "Trojan Source" characters). A
  /// script may not hold these raw in a string (the lexer's `unexpected-character`).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The visible form of one scalar that `needsEscape` (a file name's raw byte: `\xE9`).
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    if let byte = FileName.rawByte(scalar) { return "\\x" + String(byte, radix: 16, uppercase: true) }
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// Text as a file or the command line holds it, for one line of output: every character
  /// that `needsEscape` shown as an escape, backslashes doubled, `##[` broken; with
  /// `keepingTabs`, tabs stay.
  public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
    guard mayNeedEscapes(text) || text.utf8.contains(0x5C) else { return text }
    return transform(text, backslashes: true, lineBreaks: false, tabs: keepingTabs)
  }

  /// Each line of a multi-line text escaped, the line feeds between them kept.
  public static func escapedLines(_ text: String) -> String {
    guard mayNeedEscapes(text) || text.utf8.contains(0x5C) else { return text }
    return transform(text, backslashes: true, lineBreaks: true, tabs: false)
  }

  /// Text earshot composed (it may hold escapes already): the characters that `needsEscape`
  /// escaped, `##[` broken, backslashes left alone; line feeds and tabs stay when asked.
  public static func sanitized(_ text: String, keepingLineBreaks: Bool = false, keepingTabs: Bool = false)
    -> String
  {
    guard mayNeedEscapes(text) else { return text }
    return transform(text, backslashes: false, lineBreaks: keepingLineBreaks, tabs: keepingTabs)
  }

  /// `"…"`, with `"` and `\` escaped as well as everything that `needsEscape`: how transcripts,
  /// reports and messages quote a name or an utterance, so that a quoted text always ends at
  /// its closing quote and shows what it holds.
  public static func quoted(_ text: String) -> String {
    guard needsQuotingEscapes(text) else { return "\"" + text + "\"" }
    return "\"" + transform(text, backslashes: true, lineBreaks: false, tabs: false, quotes: true) + "\""
  }

  /// Whether `quoted` has anything to escape in `text` (nearly no name or utterance does).
  static func needsQuotingEscapes(_ text: String) -> Bool {
    mayNeedEscapes(text, orQuotes: true)
  }

  /// A name or text from a file shown in a report field (a test's name on its result line, a
  /// path): cut to `limit` Unicode scalars with `…`, then escaped. (Inside a message, `Message`
  /// does the same with `sanitized`.)
  public static func echo(_ text: String, limit: Int = maximumEcho) -> String {
    escaped(truncated(text, to: limit))
  }

  /// The first `limit` Unicode scalars of `text` and `…`, or `text` when it is no longer.
  /// (Scalars, not characters: one character can hold thousands of combining marks.)
  public static func truncated(_ text: String, to limit: Int) -> String {
    // A scalar is at least one byte, so a short text needs no counting.
    guard text.utf8.count > limit else { return text }
    let scalars = text.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return text }
    return String(scalars[..<end]) + "…"
  }

  /// Output on its way to a terminal or log: `sanitized`, keeping line feeds, tabs and the
  /// colour codes earshot writes itself (`TerminalColour`: `ESC [ 0 m`, `ESC [ 1 ; 31 m`, …). Every report
  /// escapes what it prints already; this is the second line of defence at the door.
  public static func terminalSafe(_ output: String) -> String {
    guard mayNeedEscapes(output) else { return output }
    var out = ""
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}", let length = colourCodeLength(scalars) {
        out.unicodeScalars.append(scalar)
        out.unicodeScalars.append(contentsOf: scalars.prefix(length))
        scalars = scalars.dropFirst(length)
      } else if scalar == "\n" || scalar == "\t" || !needsEscape(scalar) {
        out.unicodeScalars.append(scalar)
        // By scalars: a prepended mark (U+0600) before `##[` makes one character of it and `#`.
        if scalar == "[", out.unicodeScalars.reversed().starts(with: ["[", "#", "#"]) {
          out.unicodeScalars.removeLast(2)
          out += "\\u{23}["
        }
      } else {
        out += escape(scalar)
      }
    }
    return out
  }

  /// `U+001B`: a code point as messages name it.
  public static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Scanning

  /// The one loop behind every form above.
  private static func transform(
    _ text: String, backslashes: Bool, lineBreaks: Bool, tabs: Bool, quotes: Bool = false
  ) -> String {
    var out = ""
    var hashes = 0
    for scalar in text.unicodeScalars {
      if scalar == "[", hashes >= 2 {
        // `##[`: the second `#` is already out; replace it.
        out.removeLast()
        out += "\\u{23}["
        hashes = 0
        continue
      }
      hashes = scalar == "#" ? hashes + 1 : 0
      switch scalar {
      case "\\" where backslashes: out += "\\\\"
      case "\"" where quotes: out += "\\\""
      case "\n" where lineBreaks, "\t" where tabs: out.unicodeScalars.append(scalar)
      default:
        if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// The colour codes earshot writes (`TerminalColour`), after an ESC.
  private static let colourCodes = TerminalColour.allCases.map {
    Array($0.sequence.unicodeScalars.dropFirst())
  }

  /// The length of one of `colourCodes` at the start of `scalars`, if one is there.
  private static func colourCodeLength(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    colourCodes.first { scalars.starts(with: $0) }?.count
  }

  /// A quick look at the UTF-8 bytes for anything the forms above change: a byte below 0x20,
  /// DEL, `C2 80`…`C2 9F` (the C1 controls), `E2 80 A8`…`E2 80 AE` and `E2 81 A6`…`E2 81 A9`
  /// (the separators and bidirectional controls), `E2 80 8E` and `E2 80 8F` and `D8 9C` (the
  /// bidirectional marks), `EF BB BF` (U+FEFF), `EF B7 90`…`EF B7 AF` and a sequence ending
  /// `?F BF BE` or `?F BF BF` (the noncharacters), or `##[`. Nearly no text has any.
  /// (With `orQuotes`, also `"` and `\`, for `quoted`.) One pass over the bytes, most of
  /// which are plain ASCII letters and need one comparison each.
  static func mayNeedEscapes(_ text: String, orQuotes: Bool = false) -> Bool {
    var (beforePrevious, previous): (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte >= 0x5D, byte < 0x7F {  // `]` to `~`: nothing to look at
        (beforePrevious, previous) = (previous, byte)
        continue
      }
      if byte == 0xF4 { return true }  // maybe a file name's raw byte (`FileName`)
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
      if orQuotes, byte == 0x22 || byte == 0x5C { return true }
      if byte >= 0x80, isInvisible(beforePrevious, previous, byte) { return true }
      if byte == 0x5B, previous == 0x23, beforePrevious == 0x23 { return true }
      (beforePrevious, previous) = (previous, byte)
    }
    return false
  }

  /// Whether a byte of 0x80 or more, after the two bytes before it, ends the UTF-8 sequence of
  /// a character above U+00FF that `needsEscape`: a separator, a bidirectional control or
  /// mark, U+FEFF, or a noncharacter (`?F BF BE` is U+FFFE when `?F` is `EF`, and the end of a
  /// plane when it is the second byte of a four-byte sequence). Shared with `XMLText.inspect`.
  static func isInvisible(_ beforePrevious: UInt8, _ previous: UInt8, _ byte: UInt8) -> Bool {
    switch (beforePrevious, previous) {
    case (0xE2, 0x80): return (0xA8...0xAE).contains(byte) || byte == 0x8E || byte == 0x8F
    case (0xE2, 0x81): return (0xA6...0xA9).contains(byte)
    case (0xEF, 0xBB): return byte == 0xBF
    case (0xEF, 0xB7): return (0x90...0xAF).contains(byte)
    case (_, 0xBF): return byte >= 0xBE && beforePrevious & 0x0F == 0x0F && beforePrevious >= 0x80
    case (_, 0xD8): return byte == 0x9C
    default: return false
    }
  }
}
