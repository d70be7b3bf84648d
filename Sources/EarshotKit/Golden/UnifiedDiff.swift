/// A unified diff of two texts by lines (`diff -u` shape, three lines of context), for golden
/// transcript mismatches: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks, ASCII `-`/`+`/` ` lines,
/// so that it can be applied with `patch`. Like git's function context, a hunk header can name
/// the section its first change is in (`@@ -8,7 +8,7 @@ test "opening"`: the test it belongs
/// to), which `patch` ignores.
public enum UnifiedDiff {
  typealias Edit = LineEdits.Edit

  /// The line heading a diff whose edits are not a shortest script (`LineEdits`): before the
  /// `---` header, where `patch` skips text.
  static let notShortestNote =
    "note: these transcripts differ too widely for a shortest diff in bounded time; it was made test by test around the lines that occur once, and may show more changed lines than needed"

  /// `startsSection` tells the lines that open a section (nil: hunks name none).
  public static func diff(
    _ old: String, _ new: String, oldName: String, newName: String, context: Int = 3,
    startsSection: ((String) -> Bool)? = nil
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    var finder = LineEdits(startsSection: startsSection)
    let edits = finder.edits(a[...], b[...])
    guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else {
      return ""
    }
    var out = finder.isShortest ? "" : notShortestNote + "\n"
    out += "--- \(oldName)\n+++ \(newName)\n"
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
    let sectionsA = startsSection.map { sectionOpenings(a, $0) }
    let sectionsB = startsSection.map { sectionOpenings(b, $0) }
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
      if let sectionsA, let sectionsB {
        let first = changed[hunkStart]
        let (i, j) = positions[first]
        // The section the first change is in: a removed line is read in the old text, an
        // added one in the new, from that line up.
        let section: String?
        if case .removed = edits[first] {
          section = sectionsA[i].map { a[$0] }
        } else {
          section = sectionsB[j].map { b[$0] }
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

  /// A diff as a person reads it: its lines' invisible characters escaped
  /// (`VisibleText.sanitized`: transcript lines are escaped already, a golden file's lines may
  /// not be), and every default-ignorable character escaped in a removed and an added line of
  /// one hunk that differ only in such characters (`VisibleText.lookAlike`), so that the change
  /// is seen. Only for showing: `patch` needs the lines as they are.
  public static func shown(_ diff: String) -> String {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    let opensHunk = { (line: Substring) in line.utf8.starts(with: "@@ ".utf8) }
    var start = lines.firstIndex(where: opensHunk) ?? lines.count
    var out = lines[..<start].map { VisibleText.sanitized(String($0)) }
    while start < lines.count {
      let end = lines[(start + 1)...].firstIndex(where: opensHunk) ?? lines.count
      out += shownHunk(lines[start..<end])
      start = end
    }
    return out.joined(separator: "\n")
  }

  /// One hunk, its `@@` line first, as `shown` shows it. The removed and the added lines are
  /// grouped by what is seen of them, so that a hunk of many lines is not compared pair by pair.
  private static func shownHunk(_ hunk: ArraySlice<Substring>) -> [String] {
    var bySeen: [Bool: [String: [String]]] = [:]  // removed (true) or added → seen text → texts
    for line in hunk.dropFirst() {
      guard let removed = isRemoved(line) else { continue }
      let text = String(line.dropFirst())
      bySeen[removed, default: [:]][VisibleText.withoutInvisibles(text), default: []].append(text)
    }
    return hunk.indices.map { index in
      let line = hunk[index]
      guard index != hunk.startIndex, let removed = isRemoved(line) else {
        return VisibleText.sanitized(String(line))
      }
      let text = String(line.dropFirst())
      let others = bySeen[!removed]?[VisibleText.withoutInvisibles(text)] ?? []
      let alike = others.contains { VisibleText.lookAlike(text, $0) }
      return VisibleText.sanitized(String(line), everyInvisible: alike)
    }
  }

  /// Whether a hunk's line is removed (`-`), added (`+`), or neither (nil: context).
  private static func isRemoved(_ line: Substring) -> Bool? {
    switch line.utf8.first {
    case UInt8(ascii: "-"): true
    case UInt8(ascii: "+"): false
    default: nil
    }
  }

  /// The diff with ANSI colours, as `git diff` shows one: file names bold, hunk headers cyan,
  /// removed lines red, added lines green. Only for a terminal: the plain diff is what `patch`
  /// reads.
  public static func colored(_ diff: String) -> String {
    var out = ""
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if !out.isEmpty { out += "\n" }
      let colour: TerminalColour? =
        switch line.utf8.first {
        case UInt8(ascii: "-") where line.utf8.starts(with: "--- ".utf8),
          UInt8(ascii: "+") where line.utf8.starts(with: "+++ ".utf8):
          .bold
        case UInt8(ascii: "@") where line.utf8.starts(with: "@@ ".utf8): .cyan
        case UInt8(ascii: "-"): .red
        case UInt8(ascii: "+"): .green
        default: nil
        }
      out += colour?.paint(line) ?? String(line)
    }
    return out
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// For each line, the last line at or above it that opens a section (one pass, so that a
  /// diff of many hunks does not search up from each).
  private static func sectionOpenings(_ lines: [String], _ startsSection: (String) -> Bool) -> [Int?] {
    var last: Int?
    return lines.indices.map { index in
      if startsSection(lines[index]) { last = index }
      return last
    }
  }

  /// The lines of `text`, split at each line feed by its bytes (splitting by `Character` was
  /// most of the time a large golden's diff took); a CR LF is one character, as before, and
  /// does not end a line.
  static func lines(_ text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var lines: [String] = []
      var start = 0
      for index in bytes.indices where bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) {
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      if lines.last == "" { lines.removeLast() }
      return lines
    }
  }
}
