/// One script's page: the diagnostics of a script that did not compile, its results on each
/// platform (failures with their location, expected, actual and golden diff, each test's row a
/// fragment the index links to), the swipe order each reader starts with drawn over the
/// screen's layout, both readers' steps side by side, and each transcript as it is.
enum HTMLScriptPage {
  static func render(_ script: ScriptRun) -> String {
    let traces = script.runs.compactMap(\.trace)
    var body = "<nav><a href=\"index.html\">All scripts</a></nav>\n<main>\n"
    body += "<h1>\(HTMLText.visible(script.title))</h1>\n"
    body += "<p>Script <code>\(HTMLText.visible(script.path))</code>"
    if let screen = traces.first?.keys.screen {
      body += ", screen <code>\(HTMLText.visible(screen))</code>"
    }
    body += ": \(HTMLReport.verdict(script.passed))</p>\n"
    if !script.compiled { body += diagnostics(script) }
    for run in script.runs {
      body += platformSection(run)
    }
    if traces.count == script.runs.count, !traces.isEmpty {
      body += HTMLSteps.render(traces)
    }
    body += "</main>\n"
    // The page is in the language its readers spoke (`locale`), the language of its names and
    // speech; each reader's cell sets its own direction (`HTMLSteps`).
    let language = traces.first.map(\.settings.words.locale.tag) ?? "en"
    return HTMLReport.document(
      title: "\(HTMLText.visible(script.title)) – earshot report", body: body, language: language)
  }

  private static func platformSection(_ run: PlatformRun) -> String {
    let reader = "\(run.platform.readerName) (\(run.platform.rawValue))"
    var out = "<section aria-labelledby=\"\(run.platform.rawValue)\">\n"
    out += "<h2 id=\"\(run.platform.rawValue)\">\(reader): \(HTMLReport.verdict(run.passed)) "
    out += "\(HTMLReport.counts(run.tests))</h2>\n"
    out += "<table class=\"tests\">\n<caption>Tests on \(reader)</caption>\n"
    out += "<thead><tr><th scope=\"col\">Test</th><th scope=\"col\">Line</th><th scope=\"col\">Result</th>"
    out += "</tr></thead>\n<tbody>\n"
    for (index, test) in run.tests.enumerated() {
      // The golden comparison blames the whole file: it has no line of its own.
      let line =
        test.name == GoldenStore.testName
        ? "" : String(test.location.file.location(of: test.location.range.start).line)
      out += "<tr id=\"\(testID(run.platform, index))\"\(test.passed ? "" : " class=\"failed\"")>"
      out += "<th scope=\"row\">\(HTMLText.visible(test.name))</th>"
      out += "<td>\(line)</td><td>\(HTMLReport.verdict(test))</td></tr>\n"
      if let reason = test.skipped {
        out += "<tr><td colspan=\"3\">\(HTMLText.visible(reason))</td></tr>\n"
      }
      for failure in test.failures {
        out += "<tr class=\"failed\"><td colspan=\"3\"><pre>\(failureText(failure))</pre></td></tr>\n"
      }
      // Audit findings that fail nothing, with their severity, as the console shows them.
      for finding in test.findings {
        out += "<tr><td colspan=\"3\"><pre>\(failureText(finding))</pre></td></tr>\n"
      }
    }
    out += "</tbody>\n</table>\n"
    if let trace = run.trace {
      out += "<h3>Swipe order on \(reader) when each test starts</h3>\n"
      out += HTMLSwipeOrder.render(trace)
    }
    out += "<details><summary>Transcript on \(reader)</summary>\n"
    out += "<pre>\(HTMLText.composed(run.transcript.text))</pre></details>\n</section>\n"
    return out
  }

  /// The fragment of a test's row: `ios-test-2` for the second test on iOS.
  static func testID(_ platform: Platform, _ index: Int) -> String {
    "\(platform.rawValue)-test-\(index + 1)"
  }

  /// The fragment of the diagnostics of a script that did not compile.
  static let diagnosticsID = "diagnostics"

  /// Why a script did not compile: its diagnostics and its screen's, located and with their
  /// source lines, as the console prints them. Every test's failure holds the same ones.
  private static func diagnostics(_ script: ScriptRun) -> String {
    let failure = script.runs.lazy.flatMap(\.tests).flatMap(\.failures).first { $0.kind == .compile }
    guard let diagnostics = failure?.diagnostics, !diagnostics.isEmpty else { return "" }
    let errors = diagnostics.filter { $0.severity == .error }.count
    var out = "<section aria-labelledby=\"\(diagnosticsID)\">\n"
    out += "<h2 id=\"\(diagnosticsID)\">Did not compile: \(errors) error\(errors == 1 ? "" : "s")</h2>\n"
    out += "<pre>\(HTMLText.composed(DiagnosticRenderer().render(diagnostics)))</pre>\n</section>\n"
    return out
  }

  /// A failure as the console shows it; a golden diff's lines marked as removed (`-`, the
  /// golden) and added (`+`, this run) in colour, their signs kept. Signs are told by bytes: a
  /// line whose text starts with a combining mark makes one character of it and the sign.
  private static func failureText(_ failure: Failure) -> String {
    let text = FailureText.render(failure, renderer: DiagnosticRenderer())
    guard failure.kind == .golden else { return HTMLText.composed(text) }
    var out = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let shown = HTMLText.composed(String(line))
      let bytes = line.utf8
      if bytes.first == UInt8(ascii: "+"), !bytes.starts(with: "+++ ".utf8) {
        out += "<ins>\(shown)</ins>"
      } else if bytes.first == UInt8(ascii: "-"), !bytes.starts(with: "--- ".utf8) {
        out += "<del>\(shown)</del>"
      } else {
        out += shown + "\n"
      }
    }
    return out
  }
}
