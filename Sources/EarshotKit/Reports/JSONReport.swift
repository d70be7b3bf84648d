/// `earshot run --format json`: JSON Lines, one object a line, for other tools: each diagnostic,
/// then each test on each platform (in path order, as the console lists them), then one summary.
/// Keys always come in the order below and are always present (`null` when they do not
/// apply), and nothing depends on time or on how many workers ran: the same run gives the
/// same bytes.
///
///     {"type":"diagnostic","severity":S,"id":ID,"file":F,"line":N,"column":N,"message":M,"notes":[NOTE…]}
///     {"type":"test","script":F,"platform":P,"test":NAME,"line":N,"status":"pass"|"fail"|"skip","reason":R|null,"failures":[FAILURE…],"findings":[FAILURE…]}
///     {"type":"summary","passed":N,"failed":N,"skipped":N}
///
/// A FAILURE is `{"kind":K,"severity":S,"file":F,"line":N,"column":N,"message":M,"expected":E|null,"actual":A|null,"diff":D|null}`
/// (`kind` as JUnit's `type`: `ExpectationFailed`, `ActionFailed`, `AuditFinding`,
/// `GoldenMismatch`, `CompileError`); a NOTE is `{"file":F|null,"line":N|null,"column":N|null,"message":M}`.
///
/// Strings hold the text as earshot holds it (a test's name can be given back to `--filter`),
/// in JSON's escapes: every character that `VisibleText` would show as an escape is written
/// `\uXXXX`, so no line of the output can act on a terminal or CI log, and each line is valid
/// JSON. A file name's byte that is not UTF-8 is held as one of U+10FE80…U+10FEFF (`FileName`:
/// the byte E9 is U+10FEE9) and written so, `\udbff\udee9`: not as the console's `\xE9`, which
/// is also what a name holding a backslash, `x`, `E` and `9` reads as in JSON. So two different
/// strings are always two different JSON strings.
public enum JSONReport {
  /// Every record of a run that kept its scripts.
  public static func render(_ outcome: RunOutcome) -> String {
    diagnostics(outcome.diagnostics) + outcome.scripts.map(tests).joined()
      + summary(outcome.tally)
  }

  /// A record per diagnostic (notes inside it).
  public static func diagnostics(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for diagnostic in diagnostics where diagnostic.severity != .note {
      let (line, column) = diagnostic.lineAndColumn
      let notes = diagnostic.notes.map { note in
        let position = note.location.map { $0.file.location(of: $0.range.start) }
        return object([
          ("file", note.location.map { string($0.file.path) } ?? "null"),
          ("line", position.map { String($0.line) } ?? "null"),
          ("column", position.map { String($0.column) } ?? "null"), ("message", string(note.message)),
        ])
      }
      out +=
        object([
          ("type", string("diagnostic")), ("severity", string(diagnostic.severity.rawValue)),
          ("id", string(diagnostic.id.rawValue)), ("file", string(diagnostic.location.file.path)),
          ("line", String(line)), ("column", String(column)), ("message", string(diagnostic.message)),
          ("notes", array(notes)),
        ]) + "\n"
    }
    return out
  }

  /// A record per test of a script on each of its platforms, the golden comparison included.
  public static func tests(_ run: ScriptRun) -> String {
    var out = ""
    for platformRun in run.runs {
      for test in platformRun.tests {
        let (line, _) = test.location.file.location(of: test.location.range.start)
        let status = test.skipped != nil ? "skip" : test.passed ? "pass" : "fail"
        out +=
          object([
            ("type", string("test")), ("script", string(run.path)),
            ("platform", string(platformRun.platform.rawValue)), ("test", string(test.name)),
            ("line", String(line)), ("status", string(status)),
            ("reason", test.skipped.map { string($0) } ?? "null"),
            ("failures", array(test.failures.map(failure))), ("findings", array(test.findings.map(failure))),
          ]) + "\n"
      }
    }
    return out
  }

  /// The closing record: the counts of the console's summary line.
  public static func summary(_ tally: RunTally) -> String {
    object([
      ("type", string("summary")), ("passed", String(tally.passed)), ("failed", String(tally.failed)),
      ("skipped", String(tally.skipped)),
    ]) + "\n"
  }

  private static func failure(_ failure: Failure) -> String {
    let (line, column) = failure.location.file.location(of: failure.location.range.start)
    // As the message shows them (`Failure.showsEveryInvisible`); a decoder reads the same text.
    let compared = { (text: String) in string(text, everyInvisible: failure.showsEveryInvisible) }
    return object([
      ("kind", string(failure.kind.rawValue)), ("severity", string(failure.severity.rawValue)),
      ("file", string(failure.location.file.path)), ("line", String(line)), ("column", String(column)),
      ("message", string(failure.message)), ("expected", failure.expected.map(compared) ?? "null"),
      ("actual", failure.actual.map(compared) ?? "null"), ("diff", failure.diff.map(compared) ?? "null"),
    ])
  }

  private static func object(_ members: [(key: String, value: String)]) -> String {
    "{" + members.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
  }

  private static func array(_ values: [String]) -> String {
    "[" + values.joined(separator: ",") + "]"
  }

  /// `text` as a JSON string: `"` and `\` escaped, every character that `ShownScalars` escapes
  /// as `\n`, `\r`, `\t` or `\uXXXX` (a surrogate pair above U+FFFF: a file name's byte that
  /// is not UTF-8 is its code point, `\udbff\udee9`), and `##[` as `##\u005b` (GitHub's runner
  /// obeys `##[command]` anywhere in a line).
  static func string(_ text: String, everyInvisible: Bool = false) -> String {
    var out = "\""
    var hashes = 0
    for (scalar, escaped) in ShownScalars(text, everyInvisible: everyInvisible) {
      defer { hashes = scalar == "#" ? hashes + 1 : 0 }
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "[" where hashes >= 2: out += "\\u005b"
      default:
        if escaped {
          for unit in String(scalar).utf16 {
            let digits = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
          }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
