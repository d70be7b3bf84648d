/// `--format github`: GitHub Actions workflow commands, one per failure and diagnostic, so that
/// they show on the pull request at the file and line (`::error file=…,line=…,col=…,title=…::…`).
/// Data is escaped as the runner expects (`%` `\r` `\n`; in properties also `:` and `,`), after
/// every character `VisibleText` escapes is made visible: a line break of earshot's own (between
/// a message and its expected value) is `%0A`, one from a script shows as `\n`, so no name can
/// end a command and start another.
/// GitHub shows at most 10 annotations of each kind per step; the console report keeps the rest.
public enum GitHubAnnotations {
  public static func render(_ outcome: RunOutcome) -> String {
    render(outcome.diagnostics) + outcome.scripts.map(failures).joined() + orphans(outcome.orphans)
  }

  /// The diagnostics' commands, which come first.
  public static func render(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for diagnostic in diagnostics where diagnostic.severity != .note {
      let (line, column) = diagnostic.lineAndColumn
      out += command(
        diagnostic.severity == .error ? "error" : "warning", file: diagnostic.location.file.path, line: line,
        column: column, title: "earshot \(diagnostic.id.rawValue)", message: diagnostic.message)
    }
    return out
  }

  /// A script's failures, one command each, and the audit findings that failed nothing.
  public static func failures(_ run: ScriptRun) -> String {
    var out = ""
    for platformRun in run.runs {
      for test in platformRun.tests {
        // A test failed by a compile error is not annotated again: its diagnostics are, where
        // they are written, and GitHub shows only the first ten errors of a step.
        // A finding that does not fail its test is a warning (or a notice, for an info).
        let reported =
          test.failures.filter { $0.kind != .compile }.map { ("error", $0) }
          + test.findings.map { ($0.severity == .warning ? "warning" : "notice", $0) }
        for (kind, failure) in reported {
          let (line, column) = failure.location.file.location(of: failure.location.range.start)
          var message = failure.message
          let every = failure.showsEveryInvisible
          if let expected = failure.expected {
            message += "\nexpected: \(VisibleText.escaped(expected, everyInvisible: every))"
          }
          if let actual = failure.actual {
            message += "\nactual:   \(VisibleText.escaped(actual, everyInvisible: every))"
          }
          if let diff = FailureText.shownDiff(failure) { message += "\n" + diff }
          out += command(
            kind, file: run.path, line: line, column: column,
            title: "\(VisibleText.echo(test.name)) [\(platformRun.platform.rawValue)]", message: message)
        }
      }
    }
    return out
  }

  /// The orphaned goldens' warnings, which come last.
  public static func orphans(_ orphans: [GoldenOrphan]) -> String {
    orphans.map { orphan in
      let what = orphan.test.map { "orphaned golden of test \($0)" } ?? "orphaned golden transcript"
      return
        "::warning file=\(property(VisibleText.escaped(orphan.golden)))::\(data("\(what): \(orphan.reason); `earshot golden prune` removes it"))\n"
    }.joined()
  }

  static func command(_ kind: String, file: String, line: Int, column: Int, title: String, message: String)
    -> String
  {
    "::\(kind) file=\(property(VisibleText.escaped(file))),line=\(line),col=\(column),title=\(property(title))::\(data(message))\n"
  }

  /// A message: earshot's line breaks encoded, anything else invisible escaped.
  static func data(_ text: String) -> String {
    encoded(VisibleText.sanitized(text, keepingLineBreaks: true), isProperty: false)
  }

  /// A property (file, title): one line, so every line break is escaped.
  static func property(_ text: String) -> String {
    encoded(VisibleText.sanitized(text), isProperty: true)
  }

  /// `%` `\r` `\n` percent-encoded, and in a property `:` and `,` too, by bytes: a `,` with a
  /// combining mark after it still ends a property (`ASCIIEscapes`).
  private static func encoded(_ text: String, isProperty: Bool) -> String {
    ASCIIEscapes.replacing(text) { byte in
      switch byte {
      case UInt8(ascii: "%"): "%25"
      case UInt8(ascii: "\r"): "%0D"
      case UInt8(ascii: "\n"): "%0A"
      case UInt8(ascii: ":") where isProperty: "%3A"
      case UInt8(ascii: ",") where isProperty: "%2C"
      default: nil
      }
    }
  }
}
