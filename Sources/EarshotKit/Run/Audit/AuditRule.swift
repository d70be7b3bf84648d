/// One of the seeds' criteria that can be checked on the simulated screen, run by `audit`.
/// Each rule lives in its own file, headed by the invariant it enforces.
public protocol AuditRule: Sendable {
  /// The rule's stable id, as findings carry it (`controls-are-named`).
  var id: String { get }
  /// The one sentence the rule makes true of every element it accepts.
  var invariant: String { get }
  /// The seed file the criterion comes from ("none" for a check only automated tools make).
  var seed: String { get }
  /// How serious a finding is: `.error`, `.warning`, or `.info` (ATF's ERROR, WARNING and
  /// INFO; only errors fail a run, unless `--fail-on warning`).
  var severity: Severity { get }
  /// Whether the rule is asked about elements hidden from the screen reader, which `audit`
  /// otherwise skips (a hidden control that still takes keyboard focus is the finding).
  var auditsHiddenElements: Bool { get }
  /// What is wrong with one exposed node, in words a tester can act on. `tables` holds what
  /// comparing the node with the others of the screen needs, worked out once for the audit.
  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String]
}

extension AuditRule {
  /// A finding fails the test: each criterion is one the seed requires.
  public var severity: Severity { .error }
  public var auditsHiddenElements: Bool { false }
}

/// The audit rules, in the order their findings are reported.
public enum AuditRules {
  public static let all: [any AuditRule] = [
    ControlsAreNamedRule(), RoleNotInNameRule(), StrikethroughConveyedRule(), OneControlPerStopRule(),
    SheetCanBeClosedRule(), DialogHasButtonRule(), DialogHasTitleRule(),
    // The checks automated tools run on a tree: names, then sizes, then order.
    RedundantDescriptionRule(), LinkPurposeUnclearRule(), EditableNamedByContentRule(),
    DuplicateSpeakableTextRule(), StateNotExposedRule(), OneChosenPerSetAuditRule(), HiddenButFocusableRule(),
    TouchTargetSizeRule(),
    DuplicateClickableBoundsRule(), SwipeOrderFollowsLayoutRule(),
  ]
}

extension TestRunner {
  /// `audit X` checks X and what it holds; `audit` alone checks the focused element, or the
  /// whole screen when nothing has focus. Hidden elements are audited only by the rules about
  /// them (`auditsHiddenElements`).
  func audit(_ element: Int?) -> [AuditFinding] {
    let root: Int?
    if let element {
      let node = model.node(ofElement: element)
      root = model.isStop(session.stop(for: node)) ? session.stop(for: node) : node
    } else {
      root = session.focus
    }
    let scope = model.nodes.indices.filter { node in root.map { model.isWithin(node, $0) } ?? true }
    return AuditRules.findings(in: scope, of: session, allowances: allowances)
  }
}

extension AuditRules {
  /// Every rule's findings on `nodes`, each located at its element (a node the platform adds
  /// is located at the element it belongs to) and matched with the allowance that accepts it.
  static func findings(in nodes: [Int], of session: Session, allowances: [ResolvedAllowance])
    -> [AuditFinding]
  {
    let model = session.model
    let tables = AuditTables(session)
    // The first allowance of each rule and element, as a search from the start finds it.
    var allowance: [AllowanceKey: Int] = [:]
    for (index, allowed) in allowances.enumerated() {
      let key = AllowanceKey(rule: allowed.rule, element: allowed.element)
      allowance[key] = allowance[key] ?? index
    }
    return nodes.flatMap { node in
      all.flatMap { rule in
        guard !model.nodes[node].isHidden || rule.auditsHiddenElements else { return [AuditFinding]() }
        return rule.findings(for: node, in: session, tables: tables).map { message in
          let element = model.elementIndex(of: node)
          return AuditFinding(
            rule: rule.id, severity: rule.severity, message: message, node: node, seed: rule.seed,
            location: SourceLocation(file: model.screen.file, range: model.nodes[node].element.range),
            allowance: allowance[AllowanceKey(rule: rule.id, element: element)].map {
              ($0, allowances[$0].reason)
            })
        }
      }
    }
  }

  private struct AllowanceKey: Hashable {
    let rule: String
    let element: Int?
  }
}

extension ScreenModel {
  /// The screen element a node shows: its own, or for a node the platform adds (a grabber, a
  /// scrim) the element it is added to.
  func elementIndex(of node: Int) -> Int? {
    var current: Int? = node
    while let at = current {
      if let element = nodes[at].elementIndex { return element }
      current = nodes[at].parent
    }
    return nil
  }
}
