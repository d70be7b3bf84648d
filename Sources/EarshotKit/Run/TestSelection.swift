/// Which tests a run takes (`--filter PATTERN`, `PATH:LINE`). A test is taken when its name
/// matches one of the patterns (or there are none) and, in a script given with lines, it is
/// the test written at or above one of them.
///
/// A pattern with `*` (any run of characters) or `?` (one character) is a glob over the whole
/// name; any other is a substring. Both ignore case: a name is prose typed by hand, and
/// `--filter submit` should find "Submit disabled".
public struct TestSelection: Sendable {
  public var patterns: [String]
  /// Lines asked for, by script path (`scripts/a.audit:12` → `scripts/a.audit`: [12]), its bytes.
  public var lines: [PathKey: Set<Int>]

  public init(patterns: [String] = [], lines: [PathKey: Set<Int>] = [:]) {
    self.patterns = patterns
    self.lines = lines
  }

  public var selectsEverything: Bool { patterns.isEmpty && lines.isEmpty }

  /// Whether `name` matches a pattern (every name does when there is none).
  public func matches(_ name: String) -> Bool {
    guard !patterns.isEmpty else { return true }
    let folded = Array(name.lowercased())
    return patterns.contains { pattern in
      let wanted = pattern.lowercased()
      guard wanted.contains(where: { $0 == "*" || $0 == "?" }) else {
        return name.lowercased().contains(wanted)
      }
      return TestSelection.glob(Array(wanted), folded)
    }
  }

  /// The indexes of the tests taken from a script's tests, given each one's name and the line
  /// it is written at (in written order).
  public func select(_ tests: [(name: String, line: Int)], in path: String) -> [Int] {
    var taken = tests.indices.filter { matches(tests[$0].name) }
    if let wanted = lines[PathKey(path)] {
      // The test at or above each line: the last one written at or before it.
      let atLines = Set(
        wanted.compactMap { line in
          tests.indices.filter { tests[$0].line <= line }.max { tests[$0].line < tests[$1].line }
        })
      taken = taken.filter(atLines.contains)
    }
    return taken
  }

  /// `*` any run of characters, `?` one, anything else itself. Greedy with one point to go
  /// back to (the last `*`), so that a pattern of many stars stays linear in practice rather
  /// than trying every split.
  static func glob(_ pattern: [Character], _ name: [Character]) -> Bool {
    var (p, n) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        (p, n) = (p + 1, n + 1)
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if let back = star {
        star = (back.pattern, back.name + 1)
        (p, n) = (back.pattern + 1, back.name + 1)
      } else {
        return false
      }
    }
    return pattern[p...].allSatisfy { $0 == "*" }
  }
}
