import Testing

@testable import EarshotKit

/// The unified diff of golden mismatches: exact hunks for the shapes `diff -u` users know, and
/// for random texts a diff that `patch` would apply and that changes no more lines than needed.
@Suite struct UnifiedDiffTests {
  static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }
  static let twenty = (1...20).map { "line \($0)" }

  static func replacing(_ replacements: [Int: String]) -> String {
    text(twenty.enumerated().map { replacements[$0.offset + 1] ?? $0.element })
  }

  @Test func farApartChangesAreTwoHunks() {
    #expect(
      UnifiedDiff.diff(
        Self.text(Self.twenty), Self.replacing([2: "line two", 18: "line eighteen"]), oldName: "a",
        newName: "b")
          == """
          --- a
          +++ b
          @@ -1,5 +1,5 @@
           line 1
          -line 2
          +line two
           line 3
           line 4
           line 5
          @@ -15,6 +15,6 @@
           line 15
           line 16
           line 17
          -line 18
          +line eighteen
           line 19
           line 20

          """)
  }

  @Test func changesWhoseContextsOverlapShareAHunk() {
    #expect(
      UnifiedDiff.diff(
        Self.text(Self.twenty), Self.replacing([5: "line five", 11: "line eleven"]), oldName: "a",
        newName: "b")
          == """
          --- a
          +++ b
          @@ -2,13 +2,13 @@
           line 2
           line 3
           line 4
          -line 5
          +line five
           line 6
           line 7
           line 8
           line 9
           line 10
          -line 11
          +line eleven
           line 12
           line 13
           line 14

          """)
  }

  @Test func additionsAtTheStartAndRemovalsAtTheEnd() {
    let new = Self.text(["new"] + Self.twenty.dropLast())
    #expect(
      UnifiedDiff.diff(Self.text(Self.twenty), new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,3 +1,4 @@
        +new
         line 1
         line 2
         line 3
        @@ -17,4 +18,3 @@
         line 17
         line 18
         line 19
        -line 20

        """)
  }

  @Test func anEmptySideIsNumberedFromZero() {
    #expect(
      UnifiedDiff.diff("", "x\ny\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+x\n+y\n")
    #expect(
      UnifiedDiff.diff("x\ny\n", "", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-x\n-y\n")
    #expect(UnifiedDiff.diff("", "", oldName: "a", newName: "b").isEmpty)
  }

  /// Past the budget of compared pairs (`LineEdits.budget`) the changed middle is diffed
  /// around the lines that occur once on each side, under a note: the diff stays cheap to
  /// make, still applies, and here is as small as a shortest one.
  @Test func aHugeChangedMiddleIsDiffedAroundItsUniqueLinesUnderANote() throws {
    let old = (0..<2_100).map { "line \($0)" }
    // Every other line changed, the last one too: after the first line the middle is 2,099 by
    // 2,099 lines, (2 × 2,099)² compared pairs at worst.
    let new = old.indices.map { $0.isMultiple(of: 2) ? old[$0] : "changed \($0)" }
    let diff = UnifiedDiff.diff(Self.text(old), Self.text(new), oldName: "a", newName: "b")
    let lines = diff.split(separator: "\n")
    #expect(lines.first.map(String.init) == UnifiedDiff.notShortestNote)
    #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -1,2100 +1,2100 @@"])
    #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1_050)
    #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 1_050)
    #expect(try #require(Self.apply(Self.withoutNote(diff), to: old)) == new)
  }

  /// A transcript of `tests` tests of 20 lines, most of them the same in every test.
  static func transcript(tests: Range<Int>) -> [String] {
    ["earshot transcript 2", "script: a.audit", ""]
      + tests.flatMap { test in
        [
          "test \"t\(test)\"", "  focus Submit", "    focus → button \"Submit\"",
          "    say \"Submit, Button\"",
          "  expect 'Submit, Button'", "    pass", "  press space", "    activate → button \"Submit\"",
          "    say \"Submit, Button\"", "  expect state pressed", "    pass", "  swipe right",
          "    focus → text \"Row \(test % 50)\"", "    say \"Row \(test % 50)\"",
          "  expect 'Row \(test % 50)'",
          "    pass", "  swipe left", "    focus → button \"Submit\"", "    say \"Submit, Button\"", "passed",
        ]
      }
  }

  /// 200,000 lines with changes from the first test to the last: far past the budget, so
  /// diffed test by test, around unique lines, with no more changed lines than were made.
  @Test func aLargeGoldenWithScatteredChangesIsDiffedTestByTest() throws {
    let old = Self.transcript(tests: 0..<10_000)
    var new = old
    var changedTests: [String] = []
    // From the end, so that earlier positions stay put: a line changed in every 97th test, one
    // added in every 1,000th, test 5,000 gone, and one test more at the end.
    new += ["test \"t10000\"", "  focus Submit", "passed"]
    for test in stride(from: 9_999, through: 0, by: -1) {
      let start = 3 + 20 * test
      if test == 5_000 {
        new.removeSubrange(start..<(start + 20))
      } else if test.isMultiple(of: 1_000) {
        new.insert("    say \"extra\"", at: start + 4)
      } else if test.isMultiple(of: 97) {
        new[start + 9] = "  expect state selected"
      } else {
        continue
      }
      changedTests.append("test \"t\(test)\"")
    }
    var finder = LineEdits(startsSection: Transcript.opensTest)
    let edits = finder.edits(old[...], new[...])
    #expect(!finder.isShortest)
    #expect(finder.remaining >= 0)
    let removed = edits.filter { if case .removed = $0 { true } else { false } }.count
    let added = edits.filter { if case .added = $0 { true } else { false } }.count
    let edited = (0..<10_000).filter { $0.isMultiple(of: 97) && !$0.isMultiple(of: 1_000) && $0 != 5_000 }
      .count
    #expect(removed == edited + 20)
    #expect(added == edited + 9 + 3)

    let diff = UnifiedDiff.diff(
      Self.text(old), Self.text(new), oldName: "a", newName: "b", startsSection: Transcript.opensTest)
    #expect(diff.hasPrefix(UnifiedDiff.notShortestNote + "\n--- a\n+++ b\n"))
    #expect(try #require(Self.apply(Self.withoutNote(diff), to: old)) == new)
    // Each hunk is headed by the test it changes; the last adds a line to the last test and a
    // test after it.
    #expect(UnifiedDiff.sections(of: diff) == changedTests.reversed() + ["test \"t9999\""])
  }

  /// A golden of 100,000 lines against a transcript cut short after two tests: Myers'
  /// algorithm would take time in 100,000², so the tests' opening lines are paired instead.
  @Test func aTranscriptCutShortIsDiffedWithoutMyersOnTheWhole() throws {
    let old = Self.transcript(tests: 0..<5_000)
    let new = Array(old.prefix(3 + 2 * 20)) + ["test \"t2\"", "  focus Submit", "failed"]
    var finder = LineEdits(startsSection: Transcript.opensTest)
    let edits = finder.edits(old[...], new[...])
    #expect(!finder.isShortest)
    #expect(edits.filter { if case .added = $0 { true } else { false } }.count == 1)
    let diff = UnifiedDiff.diff(
      Self.text(old), Self.text(new), oldName: "a", newName: "b", startsSection: Transcript.opensTest)
    #expect(try #require(Self.apply(Self.withoutNote(diff), to: old)) == new)
  }

  /// Lines are split by bytes as splitting by characters split them: at each line feed that
  /// is not part of a CR LF.
  @Test func linesSplitByBytesAsByCharacters() {
    var generator = RandomBytesTests.Generator(state: 13)
    let pieces = ["a", "\n", "\r", "\r\n", "é", "e\u{301}", "\n\u{301}", "\u{301}", ""]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      var expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if expected.last == "" { expected.removeLast() }
      #expect(UnifiedDiff.lines(text) == expected, "\(Array(text.unicodeScalars))")
    }
  }

  /// A diff with its note (the line before `---`) taken off, as `patch` skips it.
  static func withoutNote(_ diff: String) -> String {
    diff.hasPrefix(UnifiedDiff.notShortestNote + "\n")
      ? String(diff.dropFirst(UnifiedDiff.notShortestNote.count + 1)) : diff
  }

  /// Random texts over a few lines, so that many lines repeat: the diff applies to the old text
  /// to give the new one, and changes exactly the lines a longest common subsequence leaves.
  @Test func randomDiffsApplyAndAreMinimal() throws {
    var generator = RandomBytesTests.Generator(state: 78)
    let pieces = ["a", "b", "c", "", "a b"]
    func lines() -> [String] {
      (0..<Int.random(in: 0...25, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
    }
    for _ in 0..<300 {
      let (old, new) = (lines(), lines())
      let diff = UnifiedDiff.diff(Self.text(old), Self.text(new), oldName: "a", newName: "b")
      #expect(diff.isEmpty == (old == new))
      guard !diff.isEmpty else { continue }
      #expect(Self.apply(diff, to: old) == new, "\(old) → \(new):\n\(diff)")
      let changed = diff.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
      #expect(
        changed.count == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new),
        "\(old) → \(new):\n\(diff)")
    }
  }

  /// The textbook length of a longest common subsequence, every cell filled.
  static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() {
        current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// `patch` for one file: the new lines, or nil when a hunk's numbers or context do not fit
  /// (a hunk header may name its section after the second `@@`).
  static func apply(_ diff: String, to old: [String]) -> [String]? {
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.last == "", lines.count >= 3, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ ") else {
      return nil
    }
    lines.removeLast()
    var result: [String] = []
    var next = 0  // the first old line not yet copied
    var index = 2
    while index < lines.count {
      guard let header = lines[index].wholeMatch(of: #/@@ -(\d+),(\d+) \+(\d+),(\d+) @@(?: .*)?/#) else {
        return nil
      }
      let (oldStart, oldCount) = (Int(header.1)!, Int(header.2)!)
      let (newStart, newCount) = (Int(header.3)!, Int(header.4)!)
      // A side with no lines names the line before the hunk.
      let from = oldCount == 0 ? oldStart : oldStart - 1
      guard from >= next, from <= old.count else { return nil }
      result += old[next..<from]
      next = from
      guard result.count == (newCount == 0 ? newStart : newStart - 1) else { return nil }
      var (seenOld, seenNew) = (0, 0)
      index += 1
      while index < lines.count, !lines[index].hasPrefix("@@") {
        let line = lines[index]
        let text = String(line.dropFirst())
        switch line.first {
        case " ", "-":
          guard next < old.count, old[next] == text else { return nil }
          if line.first == " " {
            result.append(text)
            seenNew += 1
          }
          next += 1
          seenOld += 1
        case "+":
          result.append(text)
          seenNew += 1
        default:
          return nil
        }
        index += 1
      }
      guard seenOld == oldCount, seenNew == newCount else { return nil }
    }
    return result + old[next...]
  }
}
