/// One static check. Each rule lives in its own file under `Rules/`, headed by the one
/// invariant it enforces, and is listed once in `SpecifiedRules`.
public protocol CheckRule: Sendable {
  /// The invariant the rule enforces, in one sentence.
  var invariant: String { get }
  var scope: CheckScope { get }
  /// Reports every place the invariant does not hold into `found`, which keeps the first of
  /// each severity and counts the rest: a rule asks `found.keeps(_:)` before building a costly
  /// diagnostic (one with a "did you mean", one with notes).
  func check(_ context: CheckContext, into found: inout DiagnosticCollector)
}

/// What a rule looks at: only the screen (so its findings are the same for every script that
/// uses the screen, and a suite checks each screen once), the script, or each of them in turn.
public enum CheckScope: Sendable {
  case screen, script, both
}

extension CheckRule {
  public var scope: CheckScope { .script }
}
