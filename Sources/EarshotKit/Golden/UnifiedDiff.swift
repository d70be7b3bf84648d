/// A unified diff of two texts by lines (`diff -u` shape, three lines of context), for golden
/// transcript mismatches: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks, ASCII `-`/`+`/` ` lines,
/// so that it can be applied with `patch`. Like git's function context, a hunk header can name
/// the section its first change is in (`@@ -8,7 +8,7 @@ test "opening"`: the test it belongs
/// to), which `patch` ignores.
public enum UnifiedDiff {
  enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// `startsSection` tells the lines that open a section (nil: hunks name none).
  public static func diff(
    _ old: String, _ new: String, oldName: String, newName: String, context: Int = 3,
    startsSection: ((String) -> Bool)? = nil
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    let edits = self.edits(a, b)
    guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else {
      return ""
    }
    var out = "--- \(oldName)\n+++ \(newName)\n"
    // Positions (old line, new line) before each edit, to number the hunks.
    var positions: [(Int, Int)] = []
    var (i, j) = (0, 0)
    for edit in edits {
      positions.append((i, j))
      switch edit {
      case .same: i += 1; j += 1
      case .removed: i += 1
      case .added: j += 1
      }
    }
    let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
    var hunkStart = 0
    while hunkStart < changed.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context {
        hunkEnd += 1
      }
      let from = max(0, changed[hunkStart] - context)
      let to = min(edits.count, changed[hunkEnd] + context + 1)
      let slice = edits[from..<to]
      let oldCount = slice.filter { if case .added = $0 { return false } else { return true } }.count
      let newCount = slice.filter { if case .removed = $0 { return false } else { return true } }.count
      let (oldStart, newStart) = positions[from]
      out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
      if let startsSection {
        let first = changed[hunkStart]
        let (i, j) = positions[first]
        // The section the first change is in: a removed line is read in the old text, an
        // added one in the new, from that line up.
        let section: String?
        if case .removed = edits[first] {
          section = a[...i].last(where: startsSection)
        } else {
          section = b[...j].last(where: startsSection)
        }
        if let section { out += " " + section }
      }
      out += "\n"
      for edit in slice {
        switch edit {
        case .same(let line): out += " \(line)\n"
        case .removed(let line): out += "-\(line)\n"
        case .added(let line): out += "+\(line)\n"
        }
      }
      hunkStart = hunkEnd + 1
    }
    return out
  }

  /// The sections the hunks of `diff` name, in order (`diff(…, startsSection:)`). Lines are
  /// told by their bytes: a transcript line after a sign or ` @@ ` may start with a combining
  /// mark, which makes one character of it and the sign.
  public static func sections(of diff: String) -> [String] {
    diff.split(separator: "\n").compactMap { line -> String? in
      guard line.utf8.starts(with: "@@ -".utf8),
        let close = line.utf8.dropFirst(3).firstRange(of: " @@ ".utf8)
      else { return nil }
      return String(line[close.upperBound...])
    }
  }

  /// The diff with ANSI colours, as `git diff` shows one: file names bold, hunk headers cyan,
  /// removed lines red, added lines green. Only for a terminal: the plain diff is what `patch`
  /// reads.
  public static func colored(_ diff: String) -> String {
    var out = ""
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if !out.isEmpty { out += "\n" }
      let code: String? =
        switch line.utf8.first {
        case UInt8(ascii: "-") where line.utf8.starts(with: "--- ".utf8),
          UInt8(ascii: "+") where line.utf8.starts(with: "+++ ".utf8):
          "1"
        case UInt8(ascii: "@") where line.utf8.starts(with: "@@ ".utf8): "36"
        case UInt8(ascii: "-"): "31"
        case UInt8(ascii: "+"): "32"
        default: nil
        }
      out += code.map { "\u{1B}[\($0)m\(line)\u{1B}[0m" } ?? String(line)
    }
    return out
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Common prefix and suffix kept; the middle compared by the standard library's
  /// `CollectionDifference` (Myers' shortest edit script) when it is small enough, else replaced
  /// wholesale (a diff stays readable and cheap either way).
  static func edits(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = a[prefix..<(a.count - suffix)]
    let middleB = b[prefix..<(b.count - suffix)]
    var result = a[..<prefix].map(Edit.same)
    if middleA.count * middleB.count <= 4_000_000 {
      result += interleaved(middleA, middleB, middleB.difference(from: middleA))
    } else {
      result += middleA.map(Edit.removed) + middleB.map(Edit.added)
    }
    result += a[(a.count - suffix)...].map(Edit.same)
    return result
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
