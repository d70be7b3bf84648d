import Testing

@testable import EarshotKit

/// "Did you mean": the banded, budgeted search must suggest what a plain search over the
/// whole edit-distance table suggests, and stop when its budget is spent.
@Suite struct SuggestionsTests {
  /// The textbook optimal string alignment distance (Levenshtein's, with a swap of two
  /// neighbouring characters as one edit), every cell of the whole table filled.
  static func plainDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
    for i in a.indices.map({ $0 + 1 }) {
      for j in b.indices.map({ $0 + 1 }) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + cost)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// The first closest candidate within a third of the word's length, found the slow way.
  static func plainClosest(_ word: String, _ candidates: [String]) -> String? {
    let needle = Array(word.lowercased().unicodeScalars)
    let limit = max(1, needle.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = plainDistance(needle, Array(candidate.lowercased().unicodeScalars))
      if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    return best?.0
  }

  static func randomWord(_ generator: inout RandomBytesTests.Generator) -> String {
    let letters = Array("abcab ") + ["é", "ü"]
    let length = Int.random(in: 0...14, using: &generator)
    return String((0..<length).map { _ in letters.randomElement(using: &generator)! })
  }

  @Test func aSwapOfNeighbouringLettersIsOneEdit() {
    let distance = { (a: String, b: String) in
      Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 3).distance
    }
    #expect(distance("Emial", "Email") == 1)
    #expect(distance("ab", "ba") == 1)
    #expect(distance("iso", "ios") == 1)
    // Each character is edited once at most: `ca` to `abc` is three edits, not two.
    #expect(distance("ca", "abc") == 3)
    #expect(Suggestions.closest(to: "Emial", in: ["Password", "Email"]) == "Email")
    #expect(Suggestions.closest(to: "andorid", in: ["ios", "android"]) == "android")
  }

  @Test func theBandedDistanceAgreesWithThePlainOne() {
    var generator = RandomBytesTests.Generator(state: 12)
    for _ in 0..<5_000 {
      let a = Array(Self.randomWord(&generator).unicodeScalars)
      let b = Array(Self.randomWord(&generator).unicodeScalars)
      let limit = Int.random(in: 0...6, using: &generator)
      let plain = Self.plainDistance(a, b)
      let banded = Suggestions.editDistance(a, b, limit: limit).distance
      #expect(banded == (plain <= limit ? plain : limit + 1), "\(a) \(b) limit \(limit)")
    }
  }

  @Test func theSearchSuggestsWhatAPlainSearchSuggests() {
    var generator = RandomBytesTests.Generator(state: 34)
    for _ in 0..<300 {
      let candidates = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Self.randomWord(&generator)
      }
      let word = Self.randomWord(&generator)
      var search = Suggestions.Search(candidates)
      #expect(search.closest(to: word) == Self.plainClosest(word, candidates), "\(word) in \(candidates)")
    }
  }

  @Test func aSpentBudgetSuggestsNothingMore() {
    let names = (0..<1_000).map { "Button number \($0) with a long label" }
    let typo = "Buton number 7 with a long label"
    var small = Suggestions.Search(names, budget: 100)
    #expect(small.closest(to: typo) == nil, "a search that cannot afford one comparison suggests nothing")
    var search = Suggestions.Search(names, budget: 200_000)
    #expect(search.closest(to: typo) == "Button number 7 with a long label")
    var suggested = 1
    while search.closest(to: typo) != nil { suggested += 1 }
    #expect(suggested > 10 && search.budget >= 0)
    #expect(search.closest(to: typo) == nil, "spent stays spent")
  }
}
