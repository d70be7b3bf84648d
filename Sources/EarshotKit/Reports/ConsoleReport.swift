/// The human console result of a run: one line per test and platform (or only the
/// failed ones), and for each failure a compiler-style block with the location, the source
/// line, and expected / actual / diff as notes. Pure: colour is a flag. Paths and test names are escaped and names cut
/// (`VisibleText`), so that no line of the report can be forged by a name.
public struct ConsoleReport: Sendable {
  public var colored: Bool

  public init(colored: Bool = false) {
    self.colored = colored
  }

  /// Every test's line, each failure's block under its test; with `failuresOnly` (a terminal
  /// by default, and `--quiet`) only the failed tests, so that a thousand passes take no room.
  public func render(_ run: ScriptRun, failuresOnly: Bool = false) -> String {
    var out = ""
    let renderer = DiagnosticRenderer(colored: colored)
    for platformRun in run.runs {
      for test in platformRun.tests where !(failuresOnly && test.passed) {
        let mark =
          test.skipped != nil
          ? paint("SKIP", .boldYellow) : test.passed ? paint("PASS", .boldGreen) : paint("FAIL", .boldRed)
        let name = VisibleText.echo(test.name)
        out += "\(mark) \(VisibleText.escaped(run.path)) [\(platformRun.platform.rawValue)] \(name)"
        out += test.skipped.map { ": \(VisibleText.echo($0))\n" } ?? "\n"
        for failure in test.failures + test.findings {
          out += indent(FailureText.render(failure, renderer: renderer))
        }
      }
    }
    return out
  }

  /// `12 passed, 1 failed, 2 skipped in 0.42 s` over every test of every platform: skipped
  /// only when some were, the time only when given (tests pass a fixed one).
  public func summary(_ runs: [ScriptRun], skipped: Int = 0, seconds: Double? = nil) -> String {
    summary(RunTally(runs), skipped: skipped, seconds: seconds)
  }

  /// The same from a run's tally (`RunOutcome.tally`), for results that were not kept.
  public func summary(_ tally: RunTally, skipped: Int = 0, seconds: Double? = nil) -> String {
    // A skipped test (a criterion that needs a person) is counted as skipped, never passed.
    var line = "\(tally.passed) passed, \(tally.failed) failed"
    if skipped + tally.skipped > 0 { line += ", \(skipped + tally.skipped) skipped" }
    if let seconds { line += " in \(ConsoleReport.hundredths(seconds)) s" }
    return paint(line, tally.failed == 0 ? .boldGreen : .boldRed) + "\n"
  }

  /// `[37/120] scripts/login.audit`: how far a run is, for a line rewritten in place on a
  /// terminal (the console adds the carriage return and the erasing).
  public static func progress(done: Int, of total: Int, _ path: String) -> String {
    "[\(done)/\(total)] \(VisibleText.escaped(path))"
  }

  /// Two decimals and a `.` whatever the locale.
  static func hundredths(_ seconds: Double) -> String {
    let value = Int((max(0, seconds.isFinite ? min(seconds, 1e12) : 0) * 100).rounded())
    let fraction = value % 100
    return "\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 + "\n" }.joined()
  }

  private func paint(_ text: String, _ colour: TerminalColour) -> String {
    colored ? colour.paint(text) : text
  }
}
