/// "Did you mean" and "valid ones are" helpers shared by the parser and the checker rules.
public enum Suggestions {
  /// The closest candidate by case-insensitive edit distance (`editDistance`: a swap of two
  /// neighbouring letters is one edit), if it is close enough to be a plausible typo (at most
  /// a third of the word's length, and at least 1). For the short lists of the language's own
  /// words (states, keys, kinds); names on a screen use `Search`.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    var search = Search(candidates)
    return search.closest(to: word)
  }

  /// " (did you mean `x`?)" or "", to follow the word it corrects.
  public static func didYouMean(_ word: String, in candidates: [String]) -> Message {
    closest(to: word, in: candidates).map { " (did you mean `\($0)`?)" } ?? ""
  }

  /// `a`, `b`, `c` as a readable list.
  public static func list(_ words: [String]) -> String {
    words.map { "`\($0)`" }.joined(separator: ", ")
  }

  /// Suggestions among one set of candidates, prepared once (lower-cased, as scalars), with a
  /// fixed budget of edit-distance work. A screen holds up to 20,000 names and a script as many
  /// misspelt targets, and each suggestion compares a word with every name: without a bound,
  /// one file could keep the checker busy for hours. Once the budget is spent, later words get
  /// no suggestion; the same input always spends it the same way, so output is deterministic.
  public struct Search: Sendable {
    /// Cells of the edit-distance table one search may fill (about a tenth of a second).
    public static let standardBudget = 20_000_000

    private let candidates: [String]
    private let folded: [[Unicode.Scalar]]
    public private(set) var budget: Int

    public init(_ candidates: [String], budget: Int = standardBudget) {
      self.candidates = candidates
      self.folded = candidates.map { Array($0.lowercased().unicodeScalars) }
      self.budget = budget
    }

    public mutating func closest(to word: String) -> String? {
      let needle = Array(word.lowercased().unicodeScalars)
      // Within a third of the word's length; once a candidate is found, only a closer one
      // matters, so the band the table is filled in narrows as the search goes.
      var limit = max(1, needle.count / 3)
      var best: Int?
      for (index, candidate) in folded.enumerated() where abs(candidate.count - needle.count) <= limit {
        guard budget >= needle.count * (2 * limit + 1) else { break }
        let (distance, cells) = Suggestions.editDistance(needle, candidate, limit: limit)
        budget -= cells
        if distance <= limit {
          best = index
          if distance == 0 { break }
          limit = distance - 1
        }
      }
      return best.map { candidates[$0] }
    }
  }

  /// The optimal string alignment distance (Damerau's variant of Levenshtein's: an insertion,
  /// a deletion, a substitution or a swap of two neighbouring characters is one edit each, so
  /// `Emial` is one edit from `Email`, a character never edited twice) if it is at most
  /// `limit` (else `limit + 1`), and how many cells of the table were filled. Only the
  /// diagonal band `|i - j| <= limit` is filled: a cell outside it is more than `limit` already.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> (
    distance: Int, cells: Int
  ) {
    if abs(a.count - b.count) > limit { return (limit + 1, 0) }
    let far = limit + 1
    // Three rows: a swap reads the row before the previous one. Each row's band and the cell
    // on either side of it are written before they are read, so rows are reused in turn.
    var beforePrevious = Array(repeating: far, count: b.count + 1)
    var previous = (0...b.count).map { $0 <= limit ? $0 : far }
    var current = Array(repeating: far, count: b.count + 1)
    var cells = 0
    for (row, ca) in a.enumerated() {
      let i = row + 1
      let from = max(1, i - limit)
      let to = min(b.count, i + limit)
      current[from - 1] = from == 1 && i <= limit ? i : far
      var rowMinimum = current[from - 1]
      if to >= from {
        for j in from...to {
          let cb = b[j - 1]
          let substitution = previous[j - 1] + (ca == cb ? 0 : 1)
          var distance = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution, far)
          if j > 1, row > 0, ca != cb, ca == b[j - 2], a[row - 1] == cb {
            distance = Swift.min(distance, beforePrevious[j - 2] + 1)
          }
          current[j] = distance
          rowMinimum = Swift.min(rowMinimum, distance)
        }
        cells += to - from + 1
      }
      if to < b.count { current[to + 1] = far }
      // No later row can come back within the limit: a swap reads two rows back, and each
      // cell of this row is at most one more than the one diagonally before it.
      if rowMinimum > limit { return (far, cells) }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return (previous[b.count], cells)
  }
}
