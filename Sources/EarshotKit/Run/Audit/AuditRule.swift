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
    let root = element.map(model.auditRoot(ofElement:)) ?? session.focus
    let scope = root.map(model.subtree(of:)) ?? Array(model.nodes.indices)
    return AuditRules.findings(in: scope, of: session, tables: auditTables)
  }
}

extension AuditRules {
  /// Every rule's findings on `nodes`, each located at its element (a node the platform adds
  /// is located at the element it belongs to) and matched with the allowance that accepts it.
  static func findings(in nodes: [Int], of session: Session, allowances: [ResolvedAllowance])
    -> [AuditFinding]
  {
    findings(in: nodes, of: session, tables: AuditTables(session, allowances: allowances))
  }

  /// The same, reading `tables`, made for this session's screen, platform and language and
  /// kept from one audit of a run to the next, with the allowances they hold.
  static func findings(in nodes: [Int], of session: Session, tables: AuditTables) -> [AuditFinding] {
    let model = session.model
    tables.use(session)
    let allowances = tables.allowances
    let allowance = tables.firstAllowance
    return nodes.flatMap { node in
      all.flatMap { rule in
        guard !model.nodes[node].isHidden || rule.auditsHiddenElements else { return [AuditFinding]() }
        return rule.findings(for: node, in: session, tables: tables).map { message in
          let element = model.elementIndex(of: node)
          return AuditFinding(
            rule: rule.id, severity: rule.severity, message: message, node: node, seed: rule.seed,
            location: SourceLocation(file: model.screen.file, range: model.nodes[node].element.range),
            allowance: allowance[AuditTables.AllowanceKey(rule: rule.id, element: element)].map {
              ($0, allowances[$0].reason)
            })
        }
      }
    }
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

  /// Where `audit X` starts for the screen element X: the stop that holds it (a button grouped
  /// into its row audits the row), else its own node.
  func auditRoot(ofElement element: Int) -> Int {
    let node = node(ofElement: element)
    return isStop(stop(for: node)) ? stop(for: node) : node
  }

  /// `root` and every node inside it, in document order: what `isWithin(_:root)` accepts,
  /// found from `root` down rather than by asking it of every node of the screen.
  func subtree(of root: Int) -> [Int] {
    var found = [root]
    var next = 0
    while next < found.count {
      found += nodes[found[next]].children
      next += 1
    }
    return found.sorted()
  }
}
