extension StarterScript {
  /// The `audit` test and the `allow` lines that accept every finding the audit reports now,
  /// on any of the script's platforms (a finding on one platform only is accepted for all:
  /// an allowance names a rule and an element, not a platform). Findings the screen already
  /// allows are left to it. A finding on an element no target names alone cannot be accepted;
  /// the audit then checks only the focus stops whose findings all can be, one `audit X` each,
  /// and a comment lists what is left out.
  func auditTest() -> (allowances: [String], test: [String]) {
    let screenAllowances = ResolvedAllowance.resolve(
      script: nil, scriptFile: nil, compiled: compiled, catalogue: catalogue)
    var accepted: [String] = []
    var seen: Set<String> = []
    var unnamed: [(node: Int, model: ScreenModel, finding: AuditFinding)] = []
    for platform in platforms {
      let session = compiled.session(on: platform)
      let model = session.model
      let scope = model.nodes.indices.filter { !model.nodes[$0].isHidden }
      for finding in AuditRules.findings(in: scope, of: session, allowances: screenAllowances)
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
          line + " because " + ScriptText.literal("baseline from earshot init: " + finding.message))
      }
    }
    var test = ["test \"audit\" {"]
    if unnamed.isEmpty {
      test.append("  audit")
    } else {
      test += partialAudit(leavingOut: unnamed)
    }
    return (accepted, test + ["}"])
  }

  /// `audit X` for each stop of the first platform's order that a target names and that holds
  /// no finding which cannot be accepted, after a comment naming the findings left out.
  private func partialAudit(leavingOut unnamed: [(node: Int, model: ScreenModel, finding: AuditFinding)])
    -> [String]
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
    let session = compiled.session(on: platforms[0])
    let model = session.model
    for stop in session.order {
      guard let target = namer.target(ofNode: stop, in: model) else { continue }
      // Any platform's unaccepted finding inside this stop's element keeps it out.
      let element = model.nodes[stop].elementIndex
      let blocked = unnamed.contains { entry in
        var current: Int? = entry.node
        while let at = current {
          if entry.model.nodes[at].elementIndex == element { return true }
          current = entry.model.nodes[at].parent
        }
        return false
      }
      if !blocked { lines.append("  audit " + target) }
    }
    return lines
  }
}
