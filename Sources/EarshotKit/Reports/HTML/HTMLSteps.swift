/// Both readers' steps side by side: for each test, one row per statement with what each
/// reader did and said (the transcript's lines), a failed step marked `FAIL`, and whether the
/// readers said the same beyond each one's own role and hint words, and if not what differs
/// (`HTMLParity`), so that a reviewer sees their parity at a glance. The traces are of one
/// program, so their tests and steps line up one for one.
enum HTMLSteps {
  static func render(_ traces: [Trace]) -> String {
    guard let first = traces.first else { return "" }
    let readers = traces.map(\.platform.readerName).joined(separator: " and ")
    var out = "<section aria-labelledby=\"steps\">\n<h2 id=\"steps\">Step by step: \(readers)</h2>\n"
    if traces.count > 1 {
      out +=
        "<p>The Readers column compares what the readers said, leaving out each one's own role words and usage hint.</p>\n"
    }
    for (index, test) in first.tests.enumerated() {
      out += "<h3>test \(HTMLText.composed(VisibleText.quoted(test.name)))</h3>\n<p>"
      out += traces.map { trace in
        "\(trace.platform.readerName): \(HTMLReport.verdict(trace.tests[index].failures.isEmpty))"
      }.joined(separator: "; ")
      out += "</p>\n<table class=\"steps\">\n<caption>Steps of this test on \(readers)</caption>\n<thead><tr>"
      out += "<th scope=\"col\">Line</th><th scope=\"col\">Statement</th>"
      for trace in traces {
        out += "<th scope=\"col\">\(trace.platform.readerName) (\(trace.platform.rawValue))</th>"
      }
      if traces.count > 1 { out += "<th scope=\"col\">Readers</th>" }
      out += "</tr></thead>\n<tbody>\n"
      var parity = HTMLParity(readers: traces.count)
      for (position, step) in test.steps.enumerated() {
        out += row(step, at: position, of: index, in: traces, parity: &parity)
      }
      out += "</tbody>\n</table>\n"
    }
    return out + "</section>\n"
  }

  private static func row(
    _ step: StepTrace, at position: Int, of test: Int, in traces: [Trace], parity: inout HTMLParity
  ) -> String {
    let file = traces[0].file
    let source = String(decoding: file.bytes(of: step.range), as: UTF8.self)
    var out = "<tr><th scope=\"row\">\(file.location(of: step.range.start).line)</th>"
    out += "<td class=\"step\">\(HTMLText.composed(source))</td>"
    var speeches: [HTMLParity.Speech] = []
    for (index, trace) in traces.enumerated() {
      guard test < trace.tests.count, position < trace.tests[test].steps.count else {
        out += "<td>not run</td>"
        continue
      }
      let outcome = trace.tests[test].steps[position].outcome
      var lines = StepLines()
      TranscriptRenderer.record(outcome, model: trace.model, in: &lines)
      if let speech = parity.speech(outcome, of: trace, index: index) { speeches.append(speech) }
      let failed = !outcome.failures.isEmpty
      // `dir="auto"`: a right-to-left language's speech reads from the right.
      out +=
        failed
        ? "<td class=\"failed\" dir=\"auto\"><strong class=\"fail\">FAIL</strong>" : "<td dir=\"auto\">"
      for line in lines.lines { out += "<span class=\"line\">\(HTMLText.isolatingQuoted(line))</span>" }
      out += "</td>"
    }
    if traces.count > 1 {
      out += speeches.count == traces.count ? HTMLParity.cell(speeches) : "<td>not run on every reader</td>"
    }
    return out + "</tr>\n"
  }
}

/// The lines of what one step did, as the transcript writes them.
private struct StepLines: StepRecordSink {
  var lines: [String] = []

  mutating func record(_ line: String) {
    lines.append(line)
  }

  mutating func record(_ verb: String, quoting argument: String) {
    lines.append(verb + " " + VisibleText.quoted(argument))
  }
}
