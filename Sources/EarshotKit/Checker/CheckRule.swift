/// One static check. Each rule lives in its own file under `Rules/`, headed by the one
/// invariant it enforces, and is listed once in `SpecifiedRules`.
public protocol CheckRule: Sendable {
  /// The invariant the rule enforces, in one sentence.
  var invariant: String { get }
  func check(_ context: CheckContext) -> [Diagnostic]
}
