/// `index.html`: the failed tests, each linked to where its script's page shows it; one row per
/// script, one column per platform with its counts; then the diagnostics of each screen file
/// that did not compile and that no script names (failed, and linked from its row).
enum HTMLIndexPage {
  /// What the index keeps of a script once its page is written: its row.
  struct Row {
    let path: String
    let title: String
    let passed: Bool
    let runs: [(platform: Platform, passed: Bool, counts: String)]
    /// Its failed tests, each with the fragment of its page that shows it.
    let failed: [(platform: Platform, name: String, fragment: String)]

    init(_ script: ScriptRun) {
      path = script.path
      title = script.title
      passed = script.passed
      runs = script.runs.map { ($0.platform, $0.passed, HTMLReport.counts($0.tests)) }
      failed = script.runs.flatMap { run in
        run.tests.indices.filter { !run.tests[$0].passed }.map { index in
          // A script that did not compile: its diagnostics say why each test failed.
          let fragment =
            script.compiled ? HTMLScriptPage.testID(run.platform, index) : HTMLScriptPage.diagnosticsID
          return (run.platform, run.tests[index].name, fragment)
        }
      }
    }
  }

  static func render(_ outcome: RunOutcome) -> String {
    render(
      rows: outcome.scripts.map(Row.init), tally: outcome.tally, compileFailures: outcome.compileFailures,
      passed: outcome.passed)
  }

  static func render(
    rows: [Row], tally: RunTally, compileFailures: [RunOutcome.CompileFailure], passed: Bool
  ) -> String {
    let platforms = Platform.allCases.filter { platform in
      rows.contains { $0.runs.contains { $0.platform == platform } }
    }
    var summary = HTMLReport.counts(passed: tally.passed, failed: tally.failed, skipped: tally.skipped)
    if !compileFailures.isEmpty {
      let count = compileFailures.count
      summary += "; \(count) file\(count == 1 ? "" : "s") did not compile"
    }
    var body = "<main>\n<h1>earshot report</h1>\n"
    body += "<p id=\"summary\">\(HTMLReport.verdict(passed)) \(summary)</p>\n"
    body += failedTests(rows)
    body += "<table id=\"scripts\">\n<caption>Scripts and platforms</caption>\n<thead><tr>"
    body += "<th scope=\"col\">Script</th><th scope=\"col\">Title</th>"
    for platform in platforms {
      body += "<th scope=\"col\">\(platform.readerName) (\(platform.rawValue))</th>"
    }
    body += "<th scope=\"col\">Result</th></tr></thead>\n<tbody>\n"
    for (number, failure) in compileFailures.enumerated() {
      body += "<tr class=\"failed\"><th scope=\"row\"><a href=\"#compile-\(number + 1)\">"
      body += "\(HTMLText.visible(failure.path))</a></th>"
      body += "<td colspan=\"\(platforms.count + 1)\">did not compile: \(errors(failure.diagnostics))</td>"
      body += "<td>\(HTMLReport.verdict(false))</td></tr>\n"
    }
    for script in rows {
      body += "<tr\(script.passed ? "" : " class=\"failed\"")><th scope=\"row\">"
      body += "<a href=\"\(HTMLText.escaped(HTMLReport.pageName(forScript: script.path)))\">"
      body += "\(HTMLText.visible(script.path))</a></th><td>\(HTMLText.visible(script.title))</td>"
      for platform in platforms {
        if let run = script.runs.first(where: { $0.platform == platform }) {
          body += "<td>\(HTMLReport.verdict(run.passed)) \(run.counts)</td>"
        } else {
          body += "<td>not run</td>"
        }
      }
      body += "<td>\(HTMLReport.verdict(script.passed))</td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    if !compileFailures.isEmpty {
      body += "<h2>Files that did not compile</h2>\n"
      for (number, failure) in compileFailures.enumerated() {
        body += "<h3 id=\"compile-\(number + 1)\">\(HTMLText.visible(failure.path))</h3>\n"
        body += "<pre>\(HTMLText.composed(DiagnosticRenderer().render(failure.diagnostics)))</pre>\n"
      }
    }
    body += "</main>\n"
    return HTMLReport.document(title: "earshot report", body: body)
  }

  /// Every failed test, as the console names it (`scripts/a.audit [ios] name`), each a link to
  /// where its script's page shows it.
  private static func failedTests(_ rows: [Row]) -> String {
    let failed = rows.flatMap { row in row.failed.map { (row.path, $0) } }
    guard !failed.isEmpty else { return "" }
    var out = "<h2 id=\"failed\">Failed tests</h2>\n<ul aria-labelledby=\"failed\">\n"
    for (path, test) in failed {
      let page = HTMLText.escaped(HTMLReport.pageName(forScript: path))
      out += "<li><a href=\"\(page)#\(test.fragment)\">\(HTMLText.visible(path)) [\(test.platform.rawValue)] "
      out += "\(HTMLText.visible(test.name))</a>"
      out += test.fragment == HTMLScriptPage.diagnosticsID ? ": did not compile</li>\n" : "</li>\n"
    }
    return out + "</ul>\n"
  }

  /// `2 errors`.
  private static func errors(_ diagnostics: [Diagnostic]) -> String {
    let count = diagnostics.filter { $0.severity == .error }.count
    return "\(count) error\(count == 1 ? "" : "s")"
  }
}
