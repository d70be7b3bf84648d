/// The names of a starter script's tests, made unique one test at a time
/// (`ScriptSections.numberRepeatedTestNames`): a name is kept the first time, and a repeat of it
/// is numbered `name (2)`, `name (3)`, …, skipping any number that would give a name some test
/// has of its own. Each name keeps the number its next repeat starts from, so `n` tests named
/// alike try `n - 1` numbers, not one more for each repeat before them; a number is skipped at
/// most once for each test whose own name it would take.
struct TestNames {
  /// Every test's own name: a numbered name never takes one.
  private let own: Set<String>
  /// The names given so far.
  private var given: Set<String> = []
  /// For each name given, the number its next repeat tries first.
  private var next: [String: Int] = [:]

  init(_ names: [String]) { own = Set(names) }

  /// `name` the first time it is given; after that `name (N)`, the least number from the last one
  /// given to `name` on that makes a name no test has and none was given.
  mutating func unique(_ name: String) -> String {
    guard !given.insert(name).inserted else { return name }
    var number = next[name, default: 2]
    var candidate: String
    repeat {
      WorkCounts.count(.testNameTried)
      candidate = "\(name) (\(number))"
      number += 1
    } while own.contains(candidate) || !given.insert(candidate).inserted
    next[name] = number
    return candidate
  }
}
