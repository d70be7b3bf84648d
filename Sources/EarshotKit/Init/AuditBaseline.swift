extension StarterScript {
  /// The `audit` test and the `allow` lines that accept every finding the audit reports now,
  /// on any of the script's platforms (a finding on one platform only is accepted for all:
  /// an allowance names a rule and an element, not a platform). Findings the screen already
  /// allows are left to it. A finding on an element no target names alone cannot be accepted;
  /// the audit then checks only the focus stops whose findings all can be, one `audit X` each,
  /// a comment lists what is left out, and only the allowances of findings some `audit X`
  /// reaches on some platform are written (any other would be an unused `allow`, which a
  /// baseline must not have).
  func auditTest() -> (allowances: [String], test: GeneratedTest) {
    let screenAllowances = ResolvedAllowance.resolve(
      script: nil, scriptFile: nil, compiled: compiled, catalogue: catalogue)
    // Each `allow` once, in the order found, with every finding it accepts on any platform.
    var accepted: [(line: String, findings: [(node: Int, model: ScreenModel)])] = []
    var acceptedAt: [String: Int] = [:]
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
        let key = "allow \(finding.rule) on \(target)"
        if let index = acceptedAt[key] {
          accepted[index].findings.append((finding.node, model))
          continue
        }
        acceptedAt[key] = accepted.count
        accepted.append(
          (
            key + " because "
              + ScriptText.literal(
                ScriptText.fitting(
                  "baseline from earshot init: " + finding.message, bytes: limits.maximumStringLength)),
            [(finding.node, model)]
          ))
      }
    }
    guard !unnamed.isEmpty else {
      return (accepted.map(\.line), GeneratedTest(name: "audit", kind: .audit, lines: ["  audit"]))
    }
    let partial = partialAudit(leavingOut: unnamed)
    let used = accepted.filter { allowance in
      allowance.findings.contains {
        Self.lies(at: $0.node, in: $0.model, within: partial.audited[$0.model.platform])
      }
    }
    return (used.map(\.line), GeneratedTest(name: "audit", kind: .audit, lines: partial.lines))
  }

  /// Whether `node`, or a node around it, is one of `roots`.
  private static func lies(at node: Int, in model: ScreenModel, within roots: Set<Int>?) -> Bool {
    guard let roots else { return false }
    var current: Int? = node
    while let at = current {
      if roots.contains(at) { return true }
      current = model.nodes[at].parent
    }
    return false
  }

  /// `audit X` for each stop of the first platform's order that a target names and whose
  /// audit reaches no finding which cannot be accepted on any platform (what `audit X` checks
  /// is the stop holding X on each, which can hold more on one than on another), after a
  /// comment naming the findings left out; with the nodes each platform's audits start from.
  private func partialAudit(leavingOut unnamed: [(node: Int, model: ScreenModel, finding: AuditFinding)])
    -> (lines: [String], audited: [Platform: Set<Int>])
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
    // On each platform, the nodes that hold an unaccepted finding, marked once from each
    // finding up (those around a marked node are marked already): an audit from any of them
    // would report it.
    var holding: [Platform: Set<Int>] = [:]
    for (node, model, _) in unnamed {
      var current: Int? = node
      while let at = current, holding[model.platform, default: []].insert(at).inserted {
        current = model.nodes[at].parent
      }
    }
    let models = platforms.map { session(on: $0).model }
    let first = session(on: platforms[0])
    var audited: [Platform: Set<Int>] = [:]
    for stop in first.order {
      guard let target = namer.target(ofNode: stop, in: first.model),
        let element = first.model.nodes[stop].elementIndex
      else { continue }
      let roots = models.map { ($0.platform, $0.auditRoot(ofElement: element)) }
      guard !roots.contains(where: { holding[$0.0]?.contains($0.1) == true }) else { continue }
      lines.append("  audit " + target)
      for (platform, root) in roots { audited[platform, default: []].insert(root) }
    }
    return (lines, audited)
  }
}
