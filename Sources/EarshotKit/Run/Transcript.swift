/// The audit log of one script on one platform (SPEC §6): every input step, every utterance
/// (the hint on its own line), every event and every expectation with its outcome. It holds
/// no times and no absolute paths of its own, so the same inputs give the same bytes.
public struct Transcript: Sendable, Equatable {
  /// The text form, rendered once from the header and the tests' steps (goldens, reports and
  /// `--transcripts` all read it; the steps themselves are not kept, to keep a large suite's
  /// memory to one copy of each transcript).
  public let text: String

  public init(header: [String], tests: [Test]) {
    self.text = Transcript.render(header, tests)
  }

  public struct Test: Sendable, Equatable {
    public var name: String
    public var steps: [Step]
    public var passed: Bool
  }

  /// One statement as written, with what it produced.
  public struct Step: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var source: String
    public var records: [String]
  }

  /// The text form, version 1:
  ///
  ///     earshot transcript 1
  ///     script: scripts/button/submit.audit
  ///     …header lines…
  ///
  ///     test "focus speaks name and role"
  ///       6:3 focus Submit
  ///         focus → button "Submit"
  ///         say "Submit, Button"
  ///       7:3 expect 'Submit, Button'
  ///         pass
  ///     passed
  static func render(_ header: [String], _ tests: [Test]) -> String {
    var lines = ["earshot transcript 1"] + header
    for test in tests {
      lines.append("")
      lines.append("test \(quoted(test.name))")
      for step in test.steps {
        lines.append("  \(step.line):\(step.column) \(step.source)")
        lines += step.records.map { "    " + $0 }
      }
      lines.append(test.passed ? "passed" : "failed")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A string in double quotes with the characters that would break a transcript line escaped.
func quoted(_ text: String) -> String {
  // Nothing to escape in almost every name and utterance: no quote, backslash or control byte
  // (C1 controls are `C2 80`…`C2 9F` in UTF-8).
  var previous: UInt8 = 0
  var plain = true
  for byte in text.utf8 {
    if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0) {
      plain = false
      break
    }
    previous = byte
  }
  if plain { return "\"" + text + "\"" }
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
