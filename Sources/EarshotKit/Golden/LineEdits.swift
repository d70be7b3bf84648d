/// The edit script of a golden diff, found in bounded work whatever the size of the texts.
///
/// Myers' algorithm (the standard library's `CollectionDifference`) finds a shortest script,
/// but takes time in (n + m) × d and memory in d² for n and m lines and d edits: one test
/// whose transcript shrank from 100,000 lines to 40 costs billions of steps. So each run of it
/// is charged its worst case, (n + m)², against one budget for the whole diff; past it, the
/// texts are compared test section by test section, and within a section around the lines
/// that occur once on each side (patience diff), each stretch between two of them by Myers'
/// algorithm while the budget lasts and replaced whole after. That diff is still correct (it
/// turns the old text into the new one), but may change more lines than needed, and
/// `isShortest` says so.
struct LineEdits {
  enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// Compared pairs of lines Myers' algorithm may be charged for one diff: 4,000 lines against
  /// each other, or many short stretches; about a second at worst.
  static let budget = 16_000_000

  /// Whether lines open a section (nil: the text has none).
  let startsSection: ((String) -> Bool)?
  /// What is left of `budget`.
  private(set) var remaining = LineEdits.budget
  /// Whether every part was compared by Myers' algorithm, so the script is a shortest one.
  private(set) var isShortest = true

  init(startsSection: ((String) -> Bool)? = nil) {
    self.startsSection = startsSection
  }

  /// The edits that turn `a` into `b`: common lines at both ends kept, the middle by Myers'
  /// algorithm when the budget allows, else section by section and around unique lines.
  mutating func edits(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit] {
    edits(a, b, else: .sectionBySection)
  }

  /// What a part too large for the budget is compared by.
  private enum Fallback {
    case sectionBySection
    case aroundUniqueLines
    case replaced
  }

  private mutating func edits(_ a: ArraySlice<String>, _ b: ArraySlice<String>, else fallback: Fallback)
    -> [Edit]
  {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[a.startIndex + prefix] == b[b.startIndex + prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.endIndex - 1 - suffix] == b[b.endIndex - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = a[(a.startIndex + prefix)..<(a.endIndex - suffix)]
    let middleB = b[(b.startIndex + prefix)..<(b.endIndex - suffix)]
    var result = a.prefix(prefix).map(Edit.same)
    let cost = (middleA.count + middleB.count) * (middleA.count + middleB.count)
    if middleA.isEmpty || middleB.isEmpty {
      // Myers' algorithm would take time in the square of the other side.
      result += middleA.map(Edit.removed) + middleB.map(Edit.added)
    } else if cost <= remaining {
      remaining -= cost
      result += Self.interleaved(middleA, middleB, middleB.difference(from: middleA))
    } else {
      isShortest = false
      switch fallback {
      case .sectionBySection: result += sectionBySection(middleA, middleB)
      case .aroundUniqueLines: result += aroundUniqueLines(middleA, middleB)
      case .replaced: result += middleA.map(Edit.removed) + middleB.map(Edit.added)
      }
    }
    result += a.suffix(suffix).map(Edit.same)
    return result
  }

  // MARK: Past the budget

  /// Sections paired by their opening lines (diffed as lines are), each pair diffed on its
  /// own; the lines before the first section pair with each other.
  private mutating func sectionBySection(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit] {
    let sectionsA = sections(a)
    let sectionsB = sections(b)
    var result = edits(sectionsA[0], sectionsB[0], else: .aroundUniqueLines)
    let opening = edits(
      ArraySlice(sectionsA.dropFirst().map { $0.first! }),
      ArraySlice(sectionsB.dropFirst().map { $0.first! }),
      else: .aroundUniqueLines)
    var (i, j) = (1, 1)
    for edit in opening {
      switch edit {
      case .same:
        result += edits(sectionsA[i], sectionsB[j], else: .aroundUniqueLines)
        i += 1
        j += 1
      case .removed:
        result += sectionsA[i].map(Edit.removed)
        i += 1
      case .added:
        result += sectionsB[j].map(Edit.added)
        j += 1
      }
    }
    return result
  }

  /// The lines before the first section, then each section from its opening line.
  private func sections(_ lines: ArraySlice<String>) -> [ArraySlice<String>] {
    guard let startsSection else { return [lines] }
    var result: [ArraySlice<String>] = []
    var start = lines.startIndex
    for index in lines.indices where startsSection(lines[index]) {
      result.append(lines[start..<index])
      start = index
    }
    result.append(lines[start...])
    return result
  }

  /// Patience diff: the lines that occur exactly once in `a` and once in `b`, the longest run
  /// of them in the same order on both sides kept, the stretches between them diffed (Myers'
  /// algorithm while the budget lasts, else replaced whole).
  private mutating func aroundUniqueLines(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit] {
    var result: [Edit] = []
    var (i, j) = (a.startIndex, b.startIndex)
    for (anchorA, anchorB) in Self.uniqueCommonLines(a, b) {
      result += edits(a[i..<anchorA], b[j..<anchorB], else: .replaced)
      result.append(.same(a[anchorA]))
      (i, j) = (anchorA + 1, anchorB + 1)
    }
    result += edits(a[i...], b[j...], else: .replaced)
    return result
  }

  /// Positions of lines unique on both sides, the longest chain increasing on both (patience
  /// sorting, n log n).
  static func uniqueCommonLines(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [(Int, Int)] {
    // Per line: where it is on each side and how often it occurs there (one lookup a line).
    var seen: [String: Occurrences] = [:]
    seen.reserveCapacity(a.count)
    for index in a.indices { seen[a[index], default: Occurrences()].inA(at: index) }
    for index in b.indices { seen[b[index]]?.inB(at: index) }
    let pairs = a.indices.compactMap { index -> (Int, Int)? in
      guard let entry = seen[a[index]], entry.countA == 1, entry.countB == 1 else { return nil }
      return (index, entry.b)
    }
    // Patience sorting on the positions in `b`: `tops[k]` ends the best chain of length k + 1.
    var tops: [Int] = []
    var previous = [Int?](repeating: nil, count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      var (low, high) = (0, tops.count)
      while low < high {
        let mid = (low + high) / 2
        if pairs[tops[mid]].1 < pair.1 { low = mid + 1 } else { high = mid }
      }
      previous[index] = low > 0 ? tops[low - 1] : nil
      if low == tops.count { tops.append(index) } else { tops[low] = index }
    }
    var chain: [(Int, Int)] = []
    var current = tops.last
    while let index = current {
      chain.append(pairs[index])
      current = previous[index]
    }
    return chain.reversed()
  }

  /// Where a line occurs on each side (its last position) and how many times.
  private struct Occurrences {
    var a = 0
    var countA = 0
    var b = 0
    var countB = 0

    mutating func inA(at index: Int) {
      a = index
      countA += 1
    }

    mutating func inB(at index: Int) {
      b = index
      countB += 1
    }
  }

  /// The lines of `a` and `b` in order, each kept, removed or added as the difference says;
  /// where lines are removed and added at the same place, the removed ones come first, as
  /// `diff -u` prints them.
  private static func interleaved(
    _ a: ArraySlice<String>, _ b: ArraySlice<String>, _ difference: CollectionDifference<String>
  ) -> [Edit] {
    // Offsets are from the start of each slice.
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var edits: [Edit] = []
    edits.reserveCapacity(a.count + inserted.count)
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, removed.contains(i) {
        edits.append(.removed(a[a.startIndex + i]))
        i += 1
      } else if j < b.count, inserted.contains(j) {
        edits.append(.added(b[b.startIndex + j]))
        j += 1
      } else {
        edits.append(.same(a[a.startIndex + i]))
        i += 1
        j += 1
      }
    }
    return edits
  }
}
