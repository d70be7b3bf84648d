import Testing

@testable import EarshotKit

/// "Did you mean": the banded, budgeted search must suggest what a plain search over the
/// whole edit-distance table suggests, and stop when its budget is spent.
@Suite struct SuggestionsTests {
  /// The textbook Levenshtein distance, every cell filled.
  static func plainDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, cb) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
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
