/// Where the lines of what a step did go: a transcript's writer, or a report that shows them.
protocol StepRecordSink {
  /// A line as it is: `pass`.
  mutating func record(_ line: String)
  /// A line with a quoted argument: `say "Submit, Button"`.
  mutating func record(_ verb: String, quoting argument: String)
}

extension TranscriptWriter: StepRecordSink {}

/// The transcript of a trace, and what a golden keeps of it: pure renderings, so that the same
/// run always gives the same bytes. The formats are documented on `Transcript` and
/// `GoldenTranscript`.
enum TranscriptRenderer {
  static func render(_ trace: Trace) -> Transcript {
    let model = trace.model
    var log = TranscriptWriter(header: header(of: trace, withTitle: true))
    for test in trace.tests {
      log.beginTest(test.name)
      for step in test.steps {
        log.step(source: trace.file.bytes(of: step.range))
        record(step.outcome, model: model, in: &log)
      }
      log.endTest(passed: test.failures.isEmpty)
    }
    return log.transcript
  }

  /// What a golden keeps of a trace (`GoldenTranscript`): the header without the title (the
  /// script's words, not the reader's), and for each test that passed its actions, each with
  /// what the reader did and said. Expectations and audits are left out: they are the script's
  /// own checks, which the run makes. A test that failed has no section: its golden is neither
  /// compared nor recorded. `scriptTests` is the name of every test of the script, in order.
  static func golden(_ trace: Trace, scriptTests: [String]) -> GoldenCandidate {
    let header = TranscriptWriter(
      format: GoldenTranscript.formatLine, header: header(of: trace, withTitle: false))
    let ran = trace.tests.map { test in
      guard test.failures.isEmpty else {
        return GoldenCandidate.Test(testLine: Transcript.testLine(test.name), section: nil)
      }
      var log = TranscriptWriter()
      log.beginTest(test.name)
      for step in test.steps {
        guard case .acted = step.outcome else { continue }
        log.step(source: trace.file.bytes(of: step.range))
        record(step.outcome, model: trace.model, in: &log)
      }
      return GoldenCandidate.Test(testLine: Transcript.testLine(test.name), section: log.text)
    }
    return GoldenCandidate(header: header.text, ran: ran, scriptTests: scriptTests.map(Transcript.testLine))
  }

  private static func header(of trace: Trace, withTitle: Bool) -> [String] {
    let model = trace.model
    let settings = trace.settings
    return [
      "script: \(VisibleText.escaped(trace.keys.script))",
      withTitle ? "title: \(VisibleText.escaped(trace.title))" : nil,
      "platform: \(trace.platform.rawValue) (\(trace.platform.readerName))",
      // A run in the default language records none, so goldens made before `locale` existed
      // still compare.
      settings.words.isDefault ? nil : "locale: \(settings.words.locale.tag)",
      "screen: \(model.screen.title.map { VisibleText.quoted($0.value) + " " } ?? "")(\(VisibleText.escaped(trace.keys.screen)))",
      "settings: hints \(settings.hints ? "on" : "off"), list-positions \(settings.listPositions ? "on" : "off")",
      "order: "
        + (trace.startOrder.isEmpty
          ? "(nothing can take focus)" : trace.startOrder.map(model.describe).joined(separator: ", ")),
    ].compactMap { $0 }
  }

  /// The lines of what a step did, into the transcript or any other `StepRecordSink` (the
  /// HTML report shows the same lines beside each statement).
  static func record<Sink: StepRecordSink>(_ outcome: StepOutcome, model: ScreenModel, in log: inout Sink) {
    switch outcome {
    case .acted(let events, let said):
      for event in events { log.record(describe(event, model)) }
      if said.isSilent { log.record("silence") }
      for utterance in said.utterances {
        log.record(utterance.kind.verb, quoting: utterance.text)
      }
    case .cannot(let failure): log.record("cannot: \(failure.message)")
    case .passed: log.record("pass")
    case .failed(let failure): log.record("fail: \(failure.message)")
    case .skipped(let only): log.record("skipped: \(only.rawValue) only")
    case .audited(let findings, _):
      if findings.isEmpty { log.record("audit: no findings") }
      for finding in findings { log.record("audit " + finding.logLine(withSeed: true)) }
    case .notRun: log.record("not run: the test stopped at an earlier step")
    }
  }

  private static func describe(_ event: Event, _ model: ScreenModel) -> String {
    switch event {
    case .focusMoved(let node): return "focus → \(model.describe(node))"
    case .boundary(let atEnd):
      return "boundary: already at the \(atEnd ? "last" : "first") element; focus stays"
    case .rotorBoundary(let item, let atEnd):
      return "boundary: no \(atEnd ? "next" : "previous") \(item.singular) (rotor); focus stays"
    case .activated(let node): return "activated \(model.describe(node))"
    case .stateChanged(let node, let from, let to): return "\(model.describe(node)): \(from) → \(to)"
    case .sheetOpened(let sheet, let size):
      // A dialog, a snackbar or a drop-down's menu has no size.
      return size.isEmpty ? "opened \(model.describe(sheet))" : "opened \(model.describe(sheet)) (\(size))"
    case .sheetResized(let sheet, let from, let to): return "\(model.describe(sheet)): \(from) → \(to)"
    case .sheetClosed(let sheet): return "closed \(model.describe(sheet))"
    case .shown(let node): return "showed \(model.describe(node))"
    case .valueChanged(let node, let from, let to): return "\(model.describe(node)): value \(from) → \(to)"
    case .noEffect(let reason): return "no effect: \(reason)"
    case .actionChosen(let node, let name):
      return "action \(VisibleText.quoted(name)) of \(model.describe(node)) chosen"
    case .actionPerformed(let node, let name):
      return "performed action \(VisibleText.quoted(name)) on \(model.describe(node))"
    }
  }
}
