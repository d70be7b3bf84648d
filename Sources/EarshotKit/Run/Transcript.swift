/// The audit log of one script on one platform: every input step, every utterance
/// (the hint on its own line), every event and every expectation with its outcome. It holds
/// no times and no absolute paths of its own, so the same inputs give the same bytes. It is a
/// report (`--transcripts`, JUnit, the HTML report); a golden keeps only the readers' part of
/// it (`GoldenTranscript`).
///
/// The text form, version 2 (version 1 put each step's `line:column` before it):
///
///     earshot transcript 2
///     script: scripts/button/submit.audit
///     …header lines…
///
///     test "focus speaks name and role"
///       focus Submit
///         focus → button "Submit"
///         say "Submit, Button"
///       expect 'Submit, Button'
///         pass
///     passed
public struct Transcript: Sendable, Equatable {
  /// The text form (reports and `--transcripts` read it; the steps themselves are not kept, to
  /// keep a large suite's memory to one copy of each transcript).
  public let text: String

  init(text: String) {
    self.text = text
  }

  /// The line that opens a test's section: `test "NAME"`, the name quoted as every report
  /// quotes one (`VisibleText.quoted`).
  public static func testLine(_ name: String) -> String { "test " + VisibleText.quoted(name) }

  /// Whether a line of the text form (or of a golden's) opens a test's section: a golden's diff
  /// names the test each change is in (`UnifiedDiff`), and goldens are compared test by test
  /// (`GoldenTranscript`). No other line starts so: steps and records are indented, and header
  /// lines are `key: value`.
  public static func opensTest(_ line: String) -> Bool { line.hasPrefix("test \"") }
}
