extension StarterScript {
  /// The `audit` test and the `allow` lines that accept every finding the audit reports now,
  /// on any of the script's platforms (a finding on one platform only is accepted for all:
  /// an allowance names a rule and an element, not a platform). Findings the screen already
  /// allows are left to it. A finding on an element no target names alone cannot be accepted;
  /// the audit then checks only the focus stops whose findings all can be, one `audit X` each,
  /// a comment lists what is left out, and only the allowances of findings inside an audited
  /// stop are written (any other would be an unused `allow`, which a baseline must not have).
  func auditTest() -> (allowances: [String], test: [String]) {
    let screenAllowances = ResolvedAllowance.resolve(
      script: nil, scriptFile: nil, compiled: compiled, catalogue: catalogue)
    var accepted: [(line: String, node: Int, model: ScreenModel)] = []
    var seen: Set<String> = []
    var unnamed: [(node: Int, model: ScreenModel, finding: AuditFinding)] = []
    for platform in platforms {
      let session = session(on: platform)
      let model = session.model
      // Every node, as `audit` looks at them: hidden ones only by the rules about them.
      for finding in AuditRules.findings(
        in: Array(model.nodes.indices), of: session, allowances: screenAllowances)
      where finding.allowance == nil {
        guard let element = model.elementIndex(of: finding.node),
          let target = namer.target(ofElement: element)
        else {
          unnamed.append((finding.node, model, finding))
          continue
        }
        let line = "allow \(finding.rule) on \(target)"
        guard seen.insert(line).inserted else { continue }
        accepted.append(
          (
            line + " because " + ScriptText.literal("baseline from earshot init: " + finding.message),
            finding.node, model
          ))
      }
    }
    var test = ["test \"audit\" {"]
    guard !unnamed.isEmpty else {
      return (accepted.map(\.line), test + ["  audit", "}"])
    }
    let partial = partialAudit(leavingOut: unnamed)
    test += partial.lines
    let used = accepted.filter { Self.lies(at: $0.node, in: $0.model, within: partial.audited) }
    return (used.map(\.line), test + ["}"])
  }

  /// Whether `node`, or an ancestor of it, is one of the `elements`.
  private static func lies(at node: Int, in model: ScreenModel, within elements: Set<Int>) -> Bool {
    var current: Int? = node
    while let at = current {
      if let element = model.nodes[at].elementIndex, elements.contains(element) { return true }
      current = model.nodes[at].parent
    }
    return false
  }

  /// `audit X` for each stop of the first platform's order that a target names and that holds
  /// no finding which cannot be accepted, after a comment naming the findings left out; with
  /// the elements of the stops it audits.
  private func partialAudit(leavingOut unnamed: [(node: Int, model: ScreenModel, finding: AuditFinding)])
    -> (lines: [String], audited: Set<Int>)
  {
    var lines = [
      "  # Not audited as a whole: these findings are on elements no target names alone, so no",
      "  # `allow` can accept them (give them an id or a unique name, then write `audit`):",
    ]
    var listed: Set<String> = []
    for (node, model, finding) in unnamed {
      let line =
        "  #   \(finding.rule) on \(VisibleText.sanitized(model.describe(node))): "
        + VisibleText.sanitized(finding.message)
      if listed.insert(line).inserted { lines.append(line) }
    }
    // The elements holding any platform's unaccepted finding: each keeps its stop out. Marked
    // once from each finding up, rather than looked for among the findings for every stop.
    var holdingUnnamed: Set<Int> = []
    for (node, model, _) in unnamed {
      var current: Int? = node
      while let at = current {
        if let element = model.nodes[at].elementIndex { holdingUnnamed.insert(element) }
        current = model.nodes[at].parent
      }
    }
    let session = session(on: platforms[0])
    let model = session.model
    var audited: Set<Int> = []
    for stop in session.order {
      guard let target = namer.target(ofNode: stop, in: model) else { continue }
      guard let element = model.nodes[stop].elementIndex else { continue }
      if !holdingUnnamed.contains(element) {
        lines.append("  audit " + target)
        audited.insert(element)
      }
    }
    return (lines, audited)
  }
}
