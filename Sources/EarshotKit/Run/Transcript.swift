/// The audit log of one script on one platform (SPEC §6): every input step, every utterance
/// (the hint on its own line), every event and every expectation with its outcome. It holds
/// no times and no absolute paths of its own, so the same inputs give the same bytes.
///
/// The text form, version 2 (version 1 put each step's `line:column` before it, so that a line
/// added at the top of a script changed every golden of it):
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
  /// The text form (goldens, reports and `--transcripts` all read it; the steps themselves
  /// are not kept, to keep a large suite's memory to one copy of each transcript).
  public let text: String

  init(text: String) {
    self.text = text
  }
}
