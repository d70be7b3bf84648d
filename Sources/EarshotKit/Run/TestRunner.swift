/// Runs the statements of one test on one session, recording each step for the transcript.
/// A failed expectation is recorded and the test goes on (every failure is reported); an
/// action that cannot be performed (focusing a hidden element) stops the test, because
/// nothing after it would mean anything.
struct TestRunner {
  let context: CheckContext
  let file: SourceFile
  var session: Session
  /// What the last action said; expectations do not change it.
  var said = Announcement.silence
  /// The transcript being written; the executor hands it from test to test.
  var log: TranscriptWriter
  var failures: [Failure] = []

  var model: ScreenModel { session.model }
  var platform: Platform { session.model.platform }

  mutating func run(_ statements: [Statement]) {
    for (position, statement) in statements.enumerated() {
      step(statement)
      if execute(statement) {
        let line = file.location(of: statement.range.start).line
        for rest in statements[(position + 1)...] {
          step(rest)
          log.record("not run: the test stopped at line \(line)")
        }
        return
      }
    }
  }

  /// Hands the transcript back without leaving a second reference to it (which would make
  /// the next write copy the whole text).
  mutating func takeLog() -> TranscriptWriter {
    let written = log
    log = TranscriptWriter()
    return written
  }

  /// The statement as written, before what it does.
  private mutating func step(_ statement: Statement) {
    let (line, column) = file.location(of: statement.range.start)
    log.step(line: line, column: column, source: file.bytes(of: statement.range))
  }

  func location(_ range: SourceRange) -> SourceLocation {
    SourceLocation(file: file, range: range)
  }

  /// Runs one statement; true when the test cannot go on.
  private mutating func execute(_ statement: Statement) -> Bool {
    switch statement.kind {
    case .focus(let target):
      guard let node = node(for: target) else {
        return fail("`\(target.description)` names no element of the screen", statement)
      }
      return apply(session.focus(on: node), statement)
    case .swipe(let direction):
      return apply(session.swipe(forward: direction.value == .right), statement)
    case .doubletap:
      return apply(session.activate(), statement)
    case .press(let keys):
      guard let key = KeyChord(rawValue: chord(of: keys)) else {
        return fail("`\(chord(of: keys))` is not a key", statement)
      }
      return apply(session.press(key), statement)
    case .dismiss:
      return apply(session.dismiss(), statement)
    case .expect(let expectation):
      if let only = expectation.platform, only.value != platform.rawValue {
        log.record("skipped: \(only.value) only")
        return false
      }
      if let failure = evaluate(expectation.body, statement) {
        log.record("fail: \(failure.message)")
        failures.append(failure)
      } else {
        log.record("pass")
      }
      return false
    case .audit(let target):
      let findings = audit(target, statement)
      if findings.isEmpty { log.record("audit: no findings") }
      for finding in findings {
        log.record("audit finding: \(finding.message)")
        failures.append(finding)
      }
      return false
    }
  }

  /// Records what an action said and did; true when it could not be performed.
  private mutating func apply(_ outcome: Session.Outcome, _ statement: Statement) -> Bool {
    if let failure = outcome.failure { return fail(failure, statement) }
    for event in outcome.events { log.record(describe(event)) }
    said = outcome.announcement
    if outcome.announcement.isSilent { log.record("silence") }
    for utterance in outcome.announcement.utterances {
      log.record(utterance.kind.verb, quoting: utterance.text)
    }
    return false
  }

  private mutating func fail(_ message: Message, _ statement: Statement) -> Bool {
    log.record("cannot: \(message.text)")
    failures.append(Failure(message, at: location(statement.range), kind: .action))
    return true
  }

  /// The node a checked target names (the checker has made sure there is exactly one).
  func node(for target: Target) -> Int? {
    guard case .element(let element) = context.resolveIndex(target) else { return nil }
    return model.node(ofElement: element)
  }

  private func describe(_ event: Event) -> String {
    switch event {
    case .focusMoved(let node): return "focus → \(model.describe(node))"
    case .boundary(let atEnd):
      return "boundary: already at the \(atEnd ? "last" : "first") element; focus stays"
    case .activated(let node): return "activated \(model.describe(node))"
    case .stateChanged(let node, let from, let to): return "\(model.describe(node)): \(from) → \(to)"
    case .sheetOpened(let sheet, let size): return "opened \(model.describe(sheet)) (\(size))"
    case .sheetResized(let sheet, let from, let to): return "\(model.describe(sheet)): \(from) → \(to)"
    case .sheetClosed(let sheet): return "closed \(model.describe(sheet))"
    case .noEffect(let reason): return "no effect: \(reason)"
    }
  }
}
