/// Compares an expected announcement with what was said (SPEC §2.2).
///
/// - default: **normalized** text: case-folded; `.` `,` `:` `;` and line breaks separate
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
    let candidates = said.hasHint ? [said, said.withoutHint] : [said]
    return candidates.contains { matches(expected, mode, anyOrder: anyOrder, text: $0.text) }
  }

  static func matches(_ expected: String, _ mode: AnnouncementMatch, anyOrder: Bool, text: String) -> Bool {
    switch mode {
    case .exactly:
      guard anyOrder else { return expected == text }
      return canonicalParts(expected).sorted() == canonicalParts(text).sorted()
    case .normalized:
      let (wanted, actual) = (normalizedParts(expected), normalizedParts(text))
      return anyOrder ? wanted.sorted() == actual.sorted() : wanted == actual
    case .contains:
      let (wanted, actual) = (normalizedParts(expected), normalizedParts(text))
      guard !wanted.isEmpty else { return true }
      if anyOrder { return isSubMultiset(wanted, of: actual) }
      guard wanted.count <= actual.count else { return false }
      return (0...(actual.count - wanted.count)).contains { Array(actual[$0..<$0 + wanted.count]) == wanted }
    }
  }

  /// The parts of a text after normalization, in order.
  public static func normalizedParts(_ text: String) -> [String] {
    let folded = CheckContext.fold(text).replacingOccurrences(of: "double-tap", with: "double tap")
    return folded.split(whereSeparator: { ".,:;\n\r".contains($0) }).compactMap { part in
      let words = part.split(whereSeparator: \.isWhitespace)
      return words.isEmpty ? nil : words.joined(separator: " ")
    }
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
