/// Compares an expected announcement with what was said.
///
/// - default: **normalized** text: case-folded as Unicode folds case (`Straße` ≡ `STRASSE`) and
///   composed (NFC); `.` `,` `:` `;` and line breaks separate
///   parts; whitespace collapsed; `double-tap` ≡ `double tap`; empty parts dropped; typographic
///   hyphens, spaces and apostrophes read as plain ones (`Wi‑Fi` ≡ `Wi-Fi`, as names resolve);
/// - `exactly`: the canonical rendering (utterances joined by `, `), byte for byte;
/// - `contains`: the expected parts are a run of whole consecutive parts of what was said;
/// - `in any order`: the multisets of parts are compared (with `contains`: a sub-multiset).
///
/// The hint is its own utterance, spoken after a pause, so an expectation may include it or
/// stop before it: both `Submit, Button` and `Submit, Button, Double-tap to activate` match
/// TalkBack's focus on a button.
public enum AnnouncementMatcher {
  public static func matches(
    _ expected: String, _ mode: AnnouncementMatch, anyOrder: Bool, said: Announcement
  ) -> Bool {
    guard mode != .exactly else {
      let candidates = said.hasHint ? [said, said.withoutHint] : [said]
      return candidates.contains { matches(expected, mode, anyOrder: anyOrder, text: $0.text) }
    }
    // Normalize once: the parts of the whole announcement, and where the hint's begin.
    var actual: [String] = []
    var withoutHint: [String] = []
    for utterance in said.utterances {
      let parts = normalizedParts(utterance.text)
      actual += parts
      if utterance.kind != .hint { withoutHint += parts }
    }
    let wanted = normalizedParts(expected)
    let candidates = said.hasHint ? [actual, withoutHint] : [actual]
    return candidates.contains { matches(wanted, $0, mode, anyOrder: anyOrder) }
  }

  /// Normalized comparison of part lists (the default and `contains` modes).
  static func matches(_ wanted: [String], _ actual: [String], _ mode: AnnouncementMatch, anyOrder: Bool)
    -> Bool
  {
    switch mode {
    case .normalized, .exactly:
      return anyOrder ? wanted.sorted() == actual.sorted() : wanted == actual
    case .contains:
      guard !wanted.isEmpty else { return true }
      if anyOrder { return isSubMultiset(wanted, of: actual) }
      guard wanted.count <= actual.count else { return false }
      return (0...(actual.count - wanted.count)).contains { Array(actual[$0..<$0 + wanted.count]) == wanted }
    }
  }

  static func matches(_ expected: String, _ mode: AnnouncementMatch, anyOrder: Bool, text: String) -> Bool {
    switch mode {
    case .exactly:
      guard anyOrder else { return expected == text }
      return canonicalParts(expected).sorted() == canonicalParts(text).sorted()
    case .normalized, .contains:
      return matches(normalizedParts(expected), normalizedParts(text), mode, anyOrder: anyOrder)
    }
  }

  /// The parts of a text after normalization, in order.
  public static func normalizedParts(_ text: String) -> [String] {
    var text = text
    if let parts = text.withUTF8({ asciiParts($0) }) { return parts }
    var parts: [String] = []
    var part = String.UnicodeScalarView()
    var pendingSpace = false
    func finish() {
      if !part.isEmpty {
        let finished = String(part)
        parts.append(
          finished.contains("double-tap")
            ? finished.replacingOccurrences(of: "double-tap", with: "double tap") : finished)
      }
      part = String.UnicodeScalarView()
      pendingSpace = false
    }
    // One pass: fold, split at separators, collapse whitespace.
    for scalar in CheckContext.fold(text).unicodeScalars {
      switch scalar {
      case ".", ",", ":", ";", "\n", "\r":
        finish()
      default:
        if scalar.properties.isWhitespace {
          pendingSpace = !part.isEmpty
        } else {
          if pendingSpace { part.append(" ") }
          pendingSpace = false
          part.append(scalar)
        }
      }
    }
    finish()
    return parts
  }

  /// The same for ASCII text, on bytes (nearly every announcement); nil for anything else.
  private static func asciiParts(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var parts: [String] = []
    var part: [UInt8] = []
    part.reserveCapacity(32)
    var pendingSpace = false
    let doubleTap = Array("double-tap".utf8)
    func finish() {
      if !part.isEmpty {
        // `double-tap` ≡ `double tap`: the same length, so the hyphen becomes a space in place.
        var start = 0
        while start + doubleTap.count <= part.count {
          if part[start] == 0x64, part[start..<start + doubleTap.count].elementsEqual(doubleTap) {
            part[start + 6] = 0x20
            start += doubleTap.count
          } else {
            start += 1
          }
        }
        parts.append(String(decoding: part, as: UTF8.self))
      }
      part.removeAll(keepingCapacity: true)
      pendingSpace = false
    }
    for byte in bytes {
      switch byte {
      case 0x80...0xFF:
        return nil
      case 0x2E, 0x2C, 0x3A, 0x3B, 0x0A, 0x0D:  // . , : ; and line breaks
        finish()
      case 0x20, 0x09, 0x0B, 0x0C:
        pendingSpace = !part.isEmpty
      default:
        if pendingSpace { part.append(0x20) }
        pendingSpace = false
        part.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      }
    }
    finish()
    return parts
  }

  /// The normalized form as one string, for messages and diffs.
  public static func normalized(_ text: String) -> String {
    normalizedParts(text).joined(separator: ", ")
  }

  private static func canonicalParts(_ text: String) -> [String] {
    text.components(separatedBy: ", ")
  }

  private static func isSubMultiset(_ wanted: [String], of actual: [String]) -> Bool {
    var counts: [String: Int] = [:]
    for part in actual { counts[part, default: 0] += 1 }
    for part in wanted {
      guard let count = counts[part], count > 0 else { return false }
      counts[part] = count - 1
    }
    return true
  }

  /// What differs between an expectation and an announcement, for a failure message. The
  /// hint is its own utterance, which an expectation may stop before (as matching allows): an
  /// expectation that writes none of the hint's parts and no more parts than were said before
  /// it is compared without it, so that an unwritten hint is no difference and a reordering
  /// reads as one.
  public static func diff(expected: String, said: Announcement) -> String {
    guard said.hasHint else { return diff(expected: expected, said: said.text) }
    let wanted = normalizedParts(expected)
    let withoutHint = said.withoutHint.text
    let hint = Set(said.utterances.filter { $0.kind == .hint }.flatMap { normalizedParts($0.text) })
    let writesHint =
      wanted.count > normalizedParts(withoutHint).count || wanted.contains(where: hint.contains)
    return diff(expected: expected, said: writesHint ? said.text : withoutHint)
  }

  /// What differs between the normalized parts, for a failure message: parts expected but
  /// not said (`-`) and said but not expected (`+`), or a note that only the order differs.
  public static func diff(expected: String, said: String) -> String {
    let wanted = normalizedParts(expected)
    let actual = normalizedParts(said)
    var remaining = actual
    var missing: [String] = []
    for part in wanted {
      if let index = remaining.firstIndex(of: part) {
        remaining.remove(at: index)
      } else {
        missing.append(part)
      }
    }
    if missing.isEmpty, remaining.isEmpty {
      return wanted == actual ? "the same normalized parts" : "the same parts in another order"
    }
    return (missing.map { "-\($0)" } + remaining.map { "+\($0)" }).joined(separator: " ")
  }
}
