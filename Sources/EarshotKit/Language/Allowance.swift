/// `allow RULE on TARGET because "reason"`: accepts the findings of one audit rule
/// on one element, with the reason a reviewer reads, as ATF's suppressions and axe's rule
/// exclusions do. Written at the top level of a script (for that script's audits) or of a
/// screen (for every script that uses it, and for `earshot audit`). The checker resolves the
/// rule and the element (`AllowancesResolveRule`); the run reports an allowance that
/// suppressed nothing.
public struct Allowance: Sendable {
  /// The rule's id as written (`controls-are-named`).
  public let rule: Located<String>
  /// The element, written as a script's targets are: `@id`, `"Name"` or `Name`, optionally
  /// after its kind (`button "Submit"`, `button @icon`).
  public let kind: Located<String>?
  public let name: Located<String>?
  public let id: Located<String>?
  public let reason: Located<String>
  public let range: SourceRange

  /// How the target reads in messages: `button "Submit"`, `@icon`.
  public var targetDescription: String {
    let element = id.map { "@" + $0.value } ?? name.map { VisibleText.quoted($0.value) } ?? ""
    return kind.map { $0.value + (element.isEmpty ? "" : " " + element) } ?? element
  }
}

extension Parser {
  /// `allow RULE on TARGET because "reason"`, at `allow`.
  mutating func parseAllowance() -> Allowance? {
    let keyword = advance()
    guard let rule = expectName("an audit rule id (such as `controls-are-named`)") else {
      skipStatement()
      return nil
    }
    guard current.kind == .word, text(of: current) == "on" else {
      report(
        .expectedToken, "expected `on` and the element the finding is about, found \(describe(current))",
        current.range)
      skipStatement()
      return nil
    }
    advance()
    var kind: Located<String>?
    var name: Located<String>?
    var id: Located<String>?
    if current.kind == .word, isKind(current), peek().kind == .string || peek().kind == .elementID {
      kind = located(advance())
    }
    switch current.kind {
    case .elementID: id = located(advance())
    case .string,
      .word where current.keyword != .because:
      name = located(advance())
    default:
      report(
        .expectedToken,
        "expected the element (`@id`, a name, or a kind and a name), found \(describe(current))",
        current.range)
      skipStatement()
      return nil
    }
    guard current.keyword == .because else {
      report(
        .expectedToken,
        "expected `because \"…\"`: an allow says why the finding is accepted, found \(describe(current))",
        current.range)
      skipStatement()
      return nil
    }
    advance()
    guard let reason = expectString("the reason the finding is accepted") else {
      skipStatement()
      return nil
    }
    if reason.value.allSatisfy(\.isWhitespace) {
      // Still returned, so that its rule and target are checked too.
      report(
        .emptyAllowReason,
        "an `allow` needs a reason a reviewer can read: say why the finding is accepted, such as `because \"44 pt hit area set in code\"`",
        reason.range)
    }
    expectEndOfStatement()
    return Allowance(
      rule: rule, kind: kind, name: name, id: id, reason: reason,
      range: SourceRange(keyword.range.start, reason.range.end))
  }
}
