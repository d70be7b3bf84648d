import Foundation

/// JUnit XML (test-dsl-anchors.md §1): `testsuites` → one `testsuite` per script and
/// platform → one `testcase` per test (and one for the golden comparison). A failure's
/// `message` is the test's first failure; its body holds every failure with its location,
/// expected, actual and diff; the transcript is the suite's `system-out`. A script that did not
/// compile has each of its tests as a case carrying an `error` (type `CompileError`) with the
/// diagnostics, at the test's line; a screen file that did not compile and that no script names
/// is a suite with one `compile` case carrying an `error`.
///
/// - `default` profile: adds `file` and `line` to each case and counts to `testsuites`, which
///   GitLab and the GitHub reporters read;
/// - `strict` profile: only what both XSDs in `shared/junit/` accept (no `file`/`line`, no
///   attributes on `testsuites`, `package` and `id` on each suite).
public struct JUnitReport: Sendable {
  public enum Profile: String, Sendable, CaseIterable {
    case `default`, strict
  }

  public var profile: Profile
  public var hostname: String
  /// When the run started, `yyyy-MM-ddTHH:mm:ss` in UTC (the strict schema allows no zone).
  public var timestamp: String
  /// Times written as 0, for byte-identical reports.
  public var zeroTimes: Bool

  public init(
    profile: Profile = .default, hostname: String = "localhost", startedAt: Date = Date(),
    zeroTimes: Bool = false
  ) {
    self.profile = profile
    self.hostname = hostname.isEmpty ? "localhost" : hostname
    self.timestamp = JUnitReport.timestamp(startedAt)
    self.zeroTimes = zeroTimes
  }

  /// ISO 8601 date and time to the second, in UTC, with no zone designator: the strict
  /// schema's `[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}`.
  static let timestampStyle = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
    .dateSeparator(.dash).dateTimeSeparator(.standard).time(includingFractionalSeconds: false)
    .timeSeparator(.colon)

  static func timestamp(_ date: Date) -> String {
    date.formatted(timestampStyle)
  }

  struct Case {
    var name: String
    var classname: String
    var time: Double
    var file: String
    var line: Int
    /// (element, type, message, body)
    var problem: (element: String, type: String, message: String, body: String)?
  }

  struct Suite {
    var name: String
    var properties: [(String, String)]
    var cases: [Case]
    var systemOut: String
  }

  public func render(_ outcome: RunOutcome) -> String {
    var out = ""
    write(outcome) { out += $0 }
    return out
  }

  /// The report in pieces, suite by suite, as `JUnitReportStream` writes it: the screens that
  /// did not compile, then each script's platforms, numbered in that order.
  public func write(_ outcome: RunOutcome, to sink: (String) -> Void) {
    sink(header(outcome.tally, compileFailures: outcome.compileFailures.count))
    for (id, failure) in outcome.compileFailures.enumerated() { sink(suites(of: failure, id: id)) }
    var nextID = outcome.compileFailures.count
    for run in outcome.scripts {
      sink(suites(of: run, firstID: nextID))
      nextID += run.runs.count
    }
    sink(JUnitReport.footer)
  }

  /// The XML declaration and the `testsuites` element, which in the default profile carries
  /// the totals of every test (each screen that did not compile is one `compile` case with an
  /// error), so it is written once they are known.
  func header(_ tally: RunTally, compileFailures: Int) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    guard profile == .default else { return out + "<testsuites>\n" }
    let errors = tally.compileErrors + compileFailures
    out +=
      "<testsuites name=\"earshot\" tests=\"\(tally.tests + compileFailures)\" failures=\"\(tally.failed - tally.compileErrors)\" errors=\"\(errors)\" skipped=\"\(tally.skipped)\" time=\"\(seconds(tally.duration))\">\n"
    return out
  }

  static let footer = "</testsuites>\n"

  /// The suites of a screen file that did not compile, numbered from `id` (the strict
  /// profile's `id`).
  func suites(of failure: RunOutcome.CompileFailure, id: Int) -> String {
    render(suite(failure), id: id)
  }

  /// One suite per platform a script ran on, numbered from `firstID`.
  func suites(of run: ScriptRun, firstID: Int) -> String {
    run.runs.indices.map { render(suite(run, run.runs[$0]), id: firstID + $0) }.joined()
  }

  private func count(_ cases: [Case], _ element: String) -> Int {
    cases.filter { $0.problem?.element == element }.count
  }

  /// Seconds with three decimals and a `.` whatever the locale (`String(format:)` did the
  /// same at a hundred times the cost, for every one of a suite's test cases).
  private func seconds(_ time: Double) -> String {
    let value = zeroTimes || !time.isFinite || time < 0 ? 0 : min(time, 1e12)
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private func render(_ suite: Suite, id: Int) -> String {
    let a = XMLText.attribute
    var out = "  <testsuite name=\"\(a(suite.name))\""
    if profile == .strict { out += " package=\"earshot\" id=\"\(id)\"" }
    out +=
      " tests=\"\(suite.cases.count)\" failures=\"\(count(suite.cases, "failure"))\" errors=\"\(count(suite.cases, "error"))\" skipped=\"\(count(suite.cases, "skipped"))\" time=\"\(seconds(suite.cases.map(\.time).reduce(0, +)))\" timestamp=\"\(timestamp)\" hostname=\"\(a(hostname))\">\n"
    out += "    <properties>\n"
    for (name, value) in suite.properties {
      out += "      <property name=\"\(a(name))\" value=\"\(a(value))\"/>\n"
    }
    out += "    </properties>\n"
    for item in suite.cases {
      out +=
        "    <testcase name=\"\(a(item.name))\" classname=\"\(a(item.classname))\" time=\"\(seconds(item.time))\""
      if profile == .default { out += " file=\"\(a(item.file))\" line=\"\(item.line)\"" }
      guard let problem = item.problem else {
        out += "/>\n"
        continue
      }
      if problem.element == "skipped" {
        // Both schemas take a reason and no type for a skipped case.
        out += ">\n      <skipped message=\"\(a(problem.message))\"/>\n    </testcase>\n"
        continue
      }
      out += ">\n      <\(problem.element) message=\"\(a(problem.message))\" type=\"\(a(problem.type))\">"
      out += XMLText.text(problem.body) + "</\(problem.element)>\n    </testcase>\n"
    }
    out += "    <system-out>\(suite.systemOut.isEmpty ? "" : XMLText.cdata(suite.systemOut))</system-out>\n"
    out += "    <system-err></system-err>\n  </testsuite>\n"
    return out
  }

  // MARK: From results

  /// `scripts/button/submit.audit` on iOS is class `scripts.button.submit.ios`: Jenkins splits
  /// it into package `scripts.button.submit` and class `ios`; the platform keeps the pair
  /// (classname, name) apart between the two platforms' suites. Split and replaced by bytes
  /// (`ASCIIEscapes`): a `/` or `.` with a combining mark after it is still one.
  static func classname(_ path: String, _ platform: Platform?) -> String {
    let stem = PathText.removingSuffix(".audit", from: path)
    let dotted = stem.utf8.split(separator: UInt8(ascii: "/")).map { part in
      ASCIIEscapes.replacing(String(Substring(part))) { $0 == UInt8(ascii: ".") ? "_" : nil }
    }.joined(separator: ".")
    return platform.map { "\(dotted).\($0.rawValue)" } ?? dotted
  }

  private func suite(_ run: ScriptRun, _ platformRun: PlatformRun) -> Suite {
    let classname = JUnitReport.classname(VisibleText.escaped(run.path), platformRun.platform)
    var seen: [String: Int] = [:]
    let cases = platformRun.tests.map { test -> Case in
      seen[test.name, default: 0] += 1
      let shown = VisibleText.escaped(test.name)
      let name = seen[test.name]! == 1 ? shown : "\(shown) (\(seen[test.name]!))"
      let (line, _) = test.location.file.location(of: test.location.range.start)
      let skipped = test.skipped.map { (element: "skipped", type: "", message: $0, body: "") }
      let problem =
        skipped
        ?? test.failures.first.map { first in
          first.kind == .compile
            ? (
              element: "error", type: first.kind.rawValue, message: first.message,
              body: DiagnosticRenderer().render(first.diagnostics)
            )
            : (
              element: "failure", type: first.kind.rawValue, message: first.message, body: body(test.failures)
            )
        }
      return Case(
        name: name, classname: classname, time: test.duration, file: VisibleText.escaped(run.path),
        line: line,
        problem: problem)
    }
    return Suite(
      name: "\(VisibleText.escaped(run.path)) [\(platformRun.platform.rawValue)]",
      properties: [
        ("title", VisibleText.escaped(run.title)), ("platform", platformRun.platform.rawValue),
        ("screen reader", platformRun.platform.readerName),
      ] + (platformRun.locale == .english ? [] : [("locale", platformRun.locale.tag)]),
      cases: cases, systemOut: platformRun.transcript.text)
  }

  private func suite(_ failure: RunOutcome.CompileFailure) -> Suite {
    let errors = failure.diagnostics.filter { $0.severity == .error }
    let rendered = DiagnosticRenderer().render(failure.diagnostics)
    let first = errors.first.map { diagnostic -> String in
      let (line, column) = diagnostic.lineAndColumn
      let path = VisibleText.echo(diagnostic.location.file.path, limit: VisibleText.maximumPath)
      return "\(path):\(line):\(column): \(diagnostic.message) [\(diagnostic.id.rawValue)]"
    }
    let line = errors.first.map { $0.location.file.path == failure.path ? $0.lineAndColumn.line : 1 } ?? 1
    let path = VisibleText.escaped(failure.path)
    let item = Case(
      name: "compile", classname: JUnitReport.classname(path, nil), time: 0, file: path,
      line: line,
      problem: (element: "error", type: "CompileError", message: first ?? "did not compile", body: rendered))
    return Suite(name: path, properties: [], cases: [item], systemOut: "")
  }

  /// Every failure of a test as the console shows it, without colour.
  private func body(_ failures: [Failure]) -> String {
    failures.map(FailureText.render).joined()
  }
}

/// One failure as plain text: the compiler-style location line with the source and caret,
/// then `expected:`, `actual:` and the diff. Shared by the console and JUnit bodies.
public enum FailureText {
  public static func render(_ failure: Failure) -> String {
    render(failure, renderer: DiagnosticRenderer())
  }

  /// Expected, actual and the diff come from scripts and screens as they are (a label may
  /// hold a line break): each line of them is escaped (`VisibleText`).
  public static func render(_ failure: Failure, renderer: DiagnosticRenderer) -> String {
    var out = renderer.render(at: failure.location, failure.severity, failure.message, notes: [])
    if failure.location.range == SourceRange(0, 0), failure.kind == .golden {
      // A golden mismatch blames the whole file; the source line says nothing.
      out = out.split(separator: "\n", omittingEmptySubsequences: false).prefix(1).joined() + "\n"
    }
    let every = failure.showsEveryInvisible
    if let expected = failure.expected {
      out += "note: expected: \(VisibleText.escaped(expected, everyInvisible: every))\n"
    }
    if let actual = failure.actual {
      out += "note: actual:   \(VisibleText.escaped(actual, everyInvisible: every))\n"
    }
    if let diff = shownDiff(failure) {
      out += diff.contains("\n") ? diff : "note: diff:     \(diff)\n"
    }
    return out
  }

  /// A failure's diff as reports show it. An announcement's diff holds parts as the reader
  /// says them, escaped here; a golden's is a unified diff of transcript lines, which are
  /// escaped already (`UnifiedDiff.shown`).
  public static func shownDiff(_ failure: Failure) -> String? {
    guard let diff = failure.diff else { return nil }
    return failure.kind == .golden
      ? UnifiedDiff.shown(diff) : VisibleText.escapedLines(diff, everyInvisible: failure.showsEveryInvisible)
  }
}
