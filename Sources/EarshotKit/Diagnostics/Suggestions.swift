/// "Did you mean" and "valid ones are" helpers shared by the parser and the checker rules.
public enum Suggestions {
  /// The closest candidate by case-insensitive edit distance, if it is close enough to be a
  /// plausible typo (at most a third of the word's length, and at least 1).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let needle = Array(word.lowercased())
    let limit = max(1, needle.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(needle, Array(candidate.lowercased()), limit: limit)
      if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    return best?.0
  }

  /// " (did you mean `x`?)" or "", to follow the word it corrects.
  public static func didYouMean(_ word: String, in candidates: [String]) -> Message {
    closest(to: word, in: candidates).map { " (did you mean `\($0)`?)" } ?? ""
  }

  /// `a`, `b`, `c` as a readable list.
  public static func list(_ words: [String]) -> String {
    words.map { "`\($0)`" }.joined(separator: ", ")
  }

  /// Levenshtein distance, giving up (returning limit + 1) once every path exceeds `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      var rowMinimum = current[0]
      for (j, cb) in b.enumerated() {
        current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
        rowMinimum = Swift.min(rowMinimum, current[j + 1])
      }
      if rowMinimum > limit { return limit + 1 }
      previous = current
    }
    return previous[b.count]
  }
}
