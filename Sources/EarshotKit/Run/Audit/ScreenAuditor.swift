/// `earshot audit PATH…`: every audit rule over a whole screen or capture, with no
/// script, on each platform, as results the run's reports already render (console, `--format
/// github`, JUnit): one script-like result per screen, one test per rule on each platform
/// holding each of the rule's findings, located at its element and labelled with the rule's
/// severity (the test fails when they fail at `failOn`, else they are reported under it), and
/// one skipped test per criterion of the screen's kinds that needs a person (never a pass). The
/// screen's own `allow`s accept findings; one that accepts none is a warning.
public enum ScreenAuditor {
  /// The audit of one compiled screen on `platforms`, failing on `failOn` and worse.
  public static func audit(
    _ compiled: CompiledScreen, path: String, platforms: [Platform], failOn: Severity,
    catalogue: Catalogue = .standard
  ) -> (run: ScriptRun, warnings: [Diagnostic]) {
    let allowances = ResolvedAllowance.resolve(
      script: nil, scriptFile: nil, compiled: compiled, catalogue: catalogue)
    let file = compiled.screen.file
    let top = SourceLocation(file: file, range: SourceRange(0, 0))
    var used = Set<Int>()
    var runs: [PlatformRun] = []
    for platform in platforms {
      let session = compiled.session(on: platform)
      let model = session.model
      let findings = AuditRules.findings(in: Array(model.nodes.indices), of: session, allowances: allowances)
      let audited = model.nodes.indices.filter { !model.nodes[$0].isHidden }
      used.formUnion(findings.compactMap { $0.allowance?.index })
      var tests = AuditRules.all.map { rule in
        var test = TestResult(name: rule.id, location: top)
        for finding in findings where finding.rule == rule.id && finding.allowance == nil {
          var failure = Failure(
            "\(raw: finding.rule): \(raw: finding.message)", at: finding.location, kind: .audit)
          failure.severity = finding.severity
          if finding.severity.fails(at: failOn) {
            test.failures.append(failure)
          } else {
            test.findings.append(failure)
          }
        }
        return test
      }
      tests += manualChecks(in: audited, of: model, at: top)
      runs.append(
        PlatformRun(
          platform: platform, tests: tests, transcript: transcript(findings, on: platform, path: path)))
    }
    let warnings = allowances.indices.filter { !used.contains($0) }.map { index in
      Diagnostic(
        .unusedAllow,
        "`\(raw: allowances[index].description)` is unused: the audit found no `\(raw: allowances[index].rule)` there; remove it",
        at: allowances[index].location)
    }
    let title = compiled.screen.title?.value ?? PathText.name(of: path)
    return (ScriptRun(path: path, title: title, runs: runs), warnings)
  }

  /// One skipped test per criterion marked manual of each kind on the screen, in catalogue
  /// order: what a person must still check, with the reason.
  private static func manualChecks(in nodes: [Int], of model: ScreenModel, at location: SourceLocation)
    -> [TestResult]
  {
    var seen = Set<String>()
    var tests: [TestResult] = []
    for node in nodes {
      let entry = model.nodes[node].entry
      guard seen.insert(entry.id).inserted else { continue }
      for criterion in entry.criteria where criterion.check == .manual {
        var test = TestResult(name: "\(entry.id): \(criterion.aspect.rawValue) (manual)", location: location)
        test.skipped =
          "needs a person: \(criterion.text)\(entry.seed.map { " (seed \($0))" } ?? "")"
        tests.append(test)
      }
    }
    return tests
  }

  /// Every finding, allowed or not, as lines: the audit's log (`--transcripts`, JUnit's
  /// system-out), with no locations, as a transcript holds none.
  private static func transcript(_ findings: [AuditFinding], on platform: Platform, path: String)
    -> Transcript
  {
    var text = "earshot audit\nscreen: \(path)\nplatform: \(platform.rawValue) (\(platform.readerName))\n\n"
    if findings.isEmpty { text += "no findings\n" }
    for finding in findings { text += finding.logLine(withSeed: false) + "\n" }
    return Transcript(text: text)
  }
}
