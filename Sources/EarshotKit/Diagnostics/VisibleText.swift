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
/// So are the characters that are there without being seen, except where one does visible work
/// on its neighbours (`ShownScalars`: an emoji sequence, a Persian word, a Khmer word break).
/// Two texts put against each other that differ only in such characters (`lookAlike`) are
/// shown with every one of them escaped (`everyInvisible`), so that the difference is seen.
///
/// An echo, a name or text repeated inside a message, is also cut to `maximumEcho` Unicode
/// scalars with an ellipsis: a million-character name is reported, not printed a million times.
public enum VisibleText {
  /// Longest echo of a name or text in a message, in Unicode scalars (docs/diagnostics.md, "Limits").
  public static let maximumEcho = 200
  /// Longest path shown in a message, in Unicode scalars (a real one is at most 4,096 bytes).
  public static let maximumPath = 1024

  /// Whether earshot may show `scalar` as an escape: every control (`isControl`), and the
  /// characters that are there without being seen: every Default_Ignorable_Code_Point of
  /// Unicode (`isDefaultIgnorable`: the bidirectional marks, zero-width space and joiners, word
  /// joiner, invisible operators, soft hyphen, Hangul fillers, variation selectors, tag
  /// characters, U+FEFF, a byte order mark in the middle of a text), which make `Go` and
  /// `G\u{200B}o` look alike; the noncharacters (U+FDD0…U+FDEF and the last two code points of
  /// every plane, U+FFFE and U+FFFF among them), which XML forbids or HTML reports as errors;
  /// and the bytes of a file name that are not UTF-8 (`FileName`). In a text, a joiner,
  /// selector, tag or zero-width space is kept where it does visible work on its neighbours
  /// (`ShownScalars`, which every form below walks).
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if FileName.rawByte(scalar) != nil { return true }
    switch scalar.value {
    case 0xFDD0...0xFDEF: return true
    default:
      return isControl(scalar) || scalar.value & 0xFFFE == 0xFFFE || isDefaultIgnorable(scalar.value)
    }
  }

  /// Whether two texts shown against each other (what was expected and what is; a golden
  /// transcript's line and the run's) differ only in characters a person does not see: the same
  /// as `same` compares them once every default-ignorable character is taken out of both, but
  /// not with them in. Every message and diff that puts two texts against each other asks
  /// this, and when they look alike shows both with every default-ignorable character escaped
  /// (`everyInvisible`), the ones that do visible work too: `expected name "ធីក"; it is
  /// "ធី\u{200B}ក"`, never two names that read the same.
  public static func lookAlike(
    _ a: String, _ b: String, comparedBy same: (String, String) -> Bool = { $0 == $1 }
  ) -> Bool {
    let (seenA, seenB) = (withoutInvisibles(a), withoutInvisibles(b))
    guard seenA.utf8.count != a.utf8.count || seenB.utf8.count != b.utf8.count else { return false }
    return same(seenA, seenB) && !same(a, b)
  }

  /// `text` without its default-ignorable characters: what a person sees of it.
  static func withoutInvisibles(_ text: String) -> String {
    guard mayNeedEscapes(text) else { return text }
    var seen = String.UnicodeScalarView()
    seen.append(contentsOf: text.unicodeScalars.lazy.filter { !isDefaultIgnorable($0.value) })
    return String(seen)
  }

  /// Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 16.0): code
  /// points a renderer shows nothing for, assigned or kept for that use. The Hangul fillers
  /// (U+115F, U+1160, U+3164, U+FFA0) are among them.
  static func isDefaultIgnorable(_ value: UInt32) -> Bool {
    switch value {
    case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
      0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
      0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    default: return false
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
  /// `keepingTabs`, tabs stay. With `everyInvisible`, no default-ignorable character is kept
  /// where it does visible work (`lookAlike`).
  public static func escaped(_ text: String, keepingTabs: Bool = false, everyInvisible: Bool = false)
    -> String
  {
    guard mayNeedEscapes(text) || text.utf8.contains(0x5C) else { return text }
    return transform(
      text, backslashes: true, lineBreaks: false, tabs: keepingTabs, everyInvisible: everyInvisible)
  }

  /// Each line of a multi-line text escaped, the line feeds between them kept.
  public static func escapedLines(_ text: String, everyInvisible: Bool = false) -> String {
    guard mayNeedEscapes(text) || text.utf8.contains(0x5C) else { return text }
    return transform(text, backslashes: true, lineBreaks: true, tabs: false, everyInvisible: everyInvisible)
  }

  /// Text earshot composed (it may hold escapes already): the characters that `needsEscape`
  /// escaped, `##[` broken, backslashes left alone; line feeds and tabs stay when asked.
  public static func sanitized(
    _ text: String, keepingLineBreaks: Bool = false, keepingTabs: Bool = false, everyInvisible: Bool = false
  ) -> String {
    guard mayNeedEscapes(text) else { return text }
    return transform(
      text, backslashes: false, lineBreaks: keepingLineBreaks, tabs: keepingTabs,
      everyInvisible: everyInvisible)
  }

  /// `"…"`, with `"` and `\` escaped as well as everything that `needsEscape`: how transcripts,
  /// reports and messages quote a name or an utterance, so that a quoted text always ends at
  /// its closing quote and shows what it holds.
  public static func quoted(_ text: String, everyInvisible: Bool = false) -> String {
    guard needsQuotingEscapes(text) else { return "\"" + text + "\"" }
    return "\""
      + transform(
        text, backslashes: true, lineBreaks: false, tabs: false, quotes: true, everyInvisible: everyInvisible)
      + "\""
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
    let scalars = Array(ShownScalars(output))
    var index = 0
    while index < scalars.count {
      let (scalar, escaped) = scalars[index]
      index += 1
      if scalar == "\u{1B}", let length = colourCodeLength(scalars[index...].lazy.map(\.scalar)) {
        out.unicodeScalars.append(scalar)
        out.unicodeScalars.append(contentsOf: scalars[index..<index + length].map(\.scalar))
        index += length
      } else if scalar == "\n" || scalar == "\t" || !escaped {
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
    _ text: String, backslashes: Bool, lineBreaks: Bool, tabs: Bool, quotes: Bool = false,
    everyInvisible: Bool = false
  ) -> String {
    var out = ""
    var hashes = 0
    for (scalar, escaped) in ShownScalars(text, everyInvisible: everyInvisible) {
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
        if escaped {
          out += escape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The colour codes earshot writes (`TerminalColour`), after an ESC.
  private static let colourCodes = TerminalColour.allCases.map {
    Array($0.sequence.unicodeScalars.dropFirst())
  }

  /// The length of one of `colourCodes` at the start of `scalars`, if one is there.
  private static func colourCodeLength(_ scalars: some Sequence<Unicode.Scalar>) -> Int? {
    colourCodes.first { scalars.starts(with: $0) }?.count
  }

  /// A quick look at the UTF-8 bytes for anything the forms above change: a byte below 0x20,
  /// DEL, `C2 80`…`C2 9F` (the C1 controls), a sequence of a default-ignorable character or a
  /// noncharacter (`isInvisible`), or `##[`. Nearly no text has any. (With `orQuotes`, also `"`
  /// and `\`, for `quoted`.) One pass over the bytes, most of which are plain ASCII letters and
  /// need one comparison each.
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

  /// Whether a byte of 0x80 or more, after the two bytes before it, may end the UTF-8 sequence
  /// of a character above U+007F that `needsEscape`: a line or paragraph separator, a
  /// bidirectional control, a default-ignorable character (`isDefaultIgnorable`), or a
  /// noncharacter (`?F BF BE` is U+FFFE when `?F` is `EF`, and the end of a plane when it is
  /// the second byte of a four-byte sequence). A four-byte sequence is judged by its last
  /// three bytes, so a few unassigned code points are looked at too: this only sends a text
  /// to the slow path. Shared with `XMLText.inspect`.
  static func isInvisible(_ beforePrevious: UInt8, _ previous: UInt8, _ byte: UInt8) -> Bool {
    switch (beforePrevious, previous) {
    case (_, 0xC2): return byte == 0xAD  // U+00AD
    case (_, 0xCD): return byte == 0x8F  // U+034F
    case (_, 0xD8): return byte == 0x9C  // U+061C
    case (0xE1, 0x85): return byte == 0x9F || byte == 0xA0  // U+115F, U+1160
    case (0xE1, 0x9E): return byte == 0xB4 || byte == 0xB5  // U+17B4, U+17B5
    case (0xE1, 0xA0): return (0x8B...0x8F).contains(byte)  // U+180B…U+180F
    case (0xE2, 0x80): return (0x8B...0x8F).contains(byte) || (0xA8...0xAE).contains(byte)
    case (0xE2, 0x81): return (0xA0...0xAF).contains(byte)  // U+2060…U+206F
    case (0xE3, 0x85): return byte == 0xA4  // U+3164
    case (0xEF, 0xB7): return (0x90...0xAF).contains(byte)  // U+FDD0…U+FDEF
    case (0xEF, 0xB8): return byte <= 0x8F  // U+FE00…U+FE0F
    case (0xEF, 0xBB): return byte == 0xBF  // U+FEFF
    case (0xEF, 0xBE): return byte == 0xA0  // U+FFA0
    case (0xEF, 0xBF): return byte >= 0xBE || (0xB0...0xB8).contains(byte)  // U+FFF0…U+FFF8, U+FFFE, U+FFFF
    case (0xF3, 0xA0): return true  // U+E0000…U+E0FFF, at its third byte
    case (0x9B, 0xB2): return (0xA0...0xA3).contains(byte)  // U+1BCA0…U+1BCA3
    case (0x9D, 0x85): return (0xB3...0xBA).contains(byte)  // U+1D173…U+1D17A
    case (_, 0xBF): return byte >= 0xBE && beforePrevious & 0x0F == 0x0F && beforePrevious >= 0x80
    default: return false
    }
  }
}
