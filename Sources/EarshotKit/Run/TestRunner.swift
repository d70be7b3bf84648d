/// Runs the steps of one test of a program on one session and traces each. A failed
/// expectation is recorded and the test goes on (every failure is reported); an action that
/// cannot be performed (focusing a hidden element: the checker stops those, unless a program
/// was built some other way) stops the test, because nothing after it would mean anything.
struct TestRunner {
  let file: SourceFile
  /// The values of the program's texts (its expectations' strings).
  let texts: ScriptTexts
  /// The elements of the program's `expect order` lists.
  let orderElements: [Int]
  /// What the `audit` steps look up, with the screen's and the script's `allow`s (findings they
  /// accept never fail): the run's, shared by its tests (`AuditTables`).
  let auditTables: AuditTables
  /// The least severe finding that fails the test (`--fail-on`).
  let failOn: Severity
  var session: Session
  /// What the last action said; expectations do not change it.
  var said = Announcement.silence
  private(set) var steps: [StepTrace] = []

  var model: ScreenModel { session.model }
  var platform: Platform { session.model.platform }

  /// `auditTables`: the tables of the run on this platform, else the test's own.
  init(_ program: Program, session: Session, failOn: Severity = .error, auditTables: AuditTables? = nil) {
    self.file = program.file
    self.texts = program.texts
    self.orderElements = program.orderElements
    self.auditTables = auditTables ?? AuditTables(session, allowances: program.allowances)
    self.failOn = failOn
    self.session = session
  }

  mutating func run(_ steps: [Program.Step]) {
    self.steps.reserveCapacity(steps.count)
    for (position, step) in steps.enumerated() {
      let outcome = execute(step)
      self.steps.append(StepTrace(range: step.range, outcome: outcome))
      if case .cannot = outcome {
        let line = file.location(of: step.range.start).line
        for rest in steps[(position + 1)...] {
          self.steps.append(StepTrace(range: rest.range, outcome: .notRun(stoppedAtLine: line)))
        }
        return
      }
    }
  }

  func location(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: file, range: range)
  }

  private mutating func execute(_ step: Program.Step) -> StepOutcome {
    switch step.kind {
    case .act(let action):
      let outcome = session.perform(action, texts: texts)
      if let failure = outcome.failure {
        return .cannot(Failure(failure, at: location(step.range), kind: .action))
      }
      said = outcome.announcement
      return .acted(events: outcome.events, said: outcome.announcement)
    case .expect(let only, let check):
      if let only, only != platform { return .skipped(only: only) }
      return evaluate(check, location(step.range)).map(StepOutcome.failed) ?? .passed
    case .audit(let element):
      let findings = audit(element)
      let audited = file.location(of: step.range.start)
      // Each failure is located at the element, where the fix is; the note says which
      // `audit` found it.
      let failures = findings.filter { $0.allowance == nil && $0.severity.fails(at: failOn) }.map {
        Failure(
          "\(raw: $0.rule): \(raw: $0.message) (\(raw: $0.seedNote.map { $0 + "; " } ?? "")audit at line \(audited.line))",
          at: $0.location, kind: .audit)
      }
      return .audited(findings, failures: failures)
    }
  }
}
