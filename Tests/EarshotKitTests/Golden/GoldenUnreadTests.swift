import Testing

@testable import EarshotKit

/// What `earshot golden` and `golden prune` name as unread: each script once, in the order its
/// first golden was met, found with one set lookup a golden (`uniqued(by:)`), so that a folder
/// that cannot be read, hiding the scripts of thousands of goldens, is named in linear time.
@Suite struct GoldenUnreadTests {
  /// A key that counts how often it is compared for equality: the work a deduplication does.
  private struct CountedKey: Hashable {
    final class Counter {
      var comparisons = 0
    }

    let value: Int
    let counter: Counter

    static func == (one: CountedKey, other: CountedKey) -> Bool {
      one.counter.comparisons += 1
      return one.value == other.value
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }
  }

  @Test func uniquedKeepsTheFirstOfEachKeyInOrder() {
    #expect([3, 1, 3, 2, 1, 3].uniqued { $0 } == [3, 1, 2])
    #expect(["b.audit", "a.audit", "B.audit"].uniqued { $0.lowercased() } == ["b.audit", "a.audit"])
    #expect([Int]().uniqued { $0 }.isEmpty)
  }

  /// 4,000 elements over 2,000 keys: a few comparisons an element, where searching the kept
  /// elements for each one makes some four million.
  @Test func uniquedComparesEachElementAFewTimes() {
    let counter = CountedKey.Counter()
    let elements = (0..<4_000).map { $0 % 2_000 }
    let kept = elements.uniqued { CountedKey(value: $0, counter: counter) }
    #expect(kept == Array(0..<2_000))
    #expect(counter.comparisons <= 8 * elements.count, "\(counter.comparisons) comparisons")
  }

  /// Goldens and folders of the golden folder first, then each unreadable script once, in the
  /// order first met; a script that does not compile is no unread one. Scripts are told apart
  /// by their bytes (`PathKey`): `café` precomposed and decomposed are two files.
  @Test func eachUnreadableScriptIsNamedOnceInTheOrderFirstMet() {
    let (precomposed, decomposed) = ("s/caf\u{E9}.audit", "s/cafe\u{301}.audit")
    var survey = GoldenSurvey()
    survey.unreadable = [(golden: "golden/secret", reason: "Permission denied")]
    survey.unjudged = [
      .init(
        golden: "golden/s/b.ios.transcript", script: "s/b.audit", reason: .unreadable("Permission denied")),
      .init(golden: "golden/s/c.ios.transcript", script: "s/c.audit", reason: .doesNotCompile),
      .init(
        golden: "golden/s/a.ios.transcript", script: "s/a.audit", reason: .unreadable("Input/output error")),
      .init(
        golden: "golden/s/b.android.transcript", script: "s/b.audit", reason: .unreadable("Permission denied")
      ),
      .init(
        golden: "golden/s/1.ios.transcript", script: precomposed, reason: .unreadable("Permission denied")),
      .init(
        golden: "golden/s/2.ios.transcript", script: decomposed, reason: .unreadable("Permission denied")),
      .init(
        golden: "golden/s/a.android.transcript", script: "s/a.audit",
        reason: .unreadable("Input/output error")),
    ]
    let unread = survey.unread
    #expect(unread.map(\.path) == ["golden/secret", "s/b.audit", "s/a.audit", precomposed, decomposed])
    #expect(
      unread.map(\.reason) == [
        "Permission denied", "Permission denied", "Input/output error", "Permission denied",
        "Permission denied",
      ])
  }
}
