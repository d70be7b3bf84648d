/// The human console result of a run (SPEC §6): one line per test and platform, and for each
/// failure a compiler-style block with the location, the source line, and expected / actual /
/// diff as notes. Pure: colour is a flag. Paths and test names are escaped and names cut
/// (`VisibleText`), so that no line of the report can be forged by a name.
public struct ConsoleReport: Sendable {
  public var colored: Bool

  public init(colored: Bool = false) {
    self.colored = colored
  }

  public func render(_ run: ScriptRun) -> String {
    var out = ""
    let renderer = DiagnosticRenderer(colored: colored)
    for platformRun in run.runs {
      for test in platformRun.tests {
        let mark = test.passed ? paint("PASS", "1;32") : paint("FAIL", "1;31")
        let name = VisibleText.echo(test.name)
        out += "\(mark) \(VisibleText.escaped(run.path)) [\(platformRun.platform.rawValue)] \(name)\n"
        for failure in test.failures {
          out += indent(FailureText.render(failure, renderer: renderer))
        }
      }
    }
    return out
  }

  /// `12 passed, 1 failed` over every test of every platform.
  public func summary(_ runs: [ScriptRun]) -> String {
    let tests = runs.flatMap(\.runs).flatMap(\.tests)
    let failed = tests.filter { !$0.passed }.count
    let line = "\(tests.count - failed) passed, \(failed) failed"
    return (failed == 0 ? paint(line, "1;32") : paint(line, "1;31")) + "\n"
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 + "\n" }.joined()
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
