/// One of the seeds' criteria that can be checked on the simulated screen, run by `audit`.
/// Each rule lives in its own file, headed by the invariant it enforces.
public protocol AuditRule: Sendable {
  /// The rule's stable id, as findings carry it (`controls-are-named`).
  var id: String { get }
  /// The one sentence the rule makes true of every element it accepts.
  var invariant: String { get }
  /// The seed file the criterion comes from ("none" for a check only automated tools make).
  var seed: String { get }
  /// How serious a finding is: `.error`, `.warning`, or `.note` for information (ATF's ERROR,
  /// WARNING and INFO).
  var severity: Severity { get }
  /// Whether the rule is asked about elements hidden from the screen reader, which `audit`
  /// otherwise skips (a hidden control that still takes keyboard focus is the finding).
  var auditsHiddenElements: Bool { get }
  /// What is wrong with one exposed node, in words a tester can act on.
  func findings(for node: Int, in session: Session) -> [String]
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
    SheetCanBeClosedRule(),
    // The checks automated tools run on a tree (issue 16): names, then sizes, then order.
    RedundantDescriptionRule(), LinkPurposeUnclearRule(), EditableNamedByContentRule(),
    DuplicateSpeakableTextRule(), StateNotExposedRule(), HiddenButFocusableRule(), TouchTargetSizeRule(),
    DuplicateClickableBoundsRule(), SwipeOrderFollowsLayoutRule(),
  ]
}

extension TestRunner {
  /// `audit X` checks X and what it holds; `audit` alone checks the focused element, or the
  /// whole screen when nothing has focus. Hidden elements are not audited.
  func audit(_ element: Int?) -> [AuditFinding] {
    let root: Int?
    if let element {
      let node = model.node(ofElement: element)
      root = model.isStop(session.stop(for: node)) ? session.stop(for: node) : node
    } else {
      root = session.focus
    }
    let scope = model.nodes.indices.filter { node in
      !model.nodes[node].isHidden && (root.map { model.isWithin(node, $0) } ?? true)
    }
    return scope.flatMap { node in
      AuditRules.all.flatMap { rule in
        rule.findings(for: node, in: session).map {
          AuditFinding(rule: rule.id, severity: rule.severity, message: $0, node: node, seed: rule.seed)
        }
      }
    }
  }
}
