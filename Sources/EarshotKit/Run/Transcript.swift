/// The audit log of one script on one platform (SPEC §6): every input step, every utterance
/// (the hint on its own line), every event and every expectation with its outcome. It holds
/// no times and no absolute paths of its own, so the same inputs give the same bytes.
///
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
public struct Transcript: Sendable, Equatable {
  /// The text form (goldens, reports and `--transcripts` all read it; the steps themselves
  /// are not kept, to keep a large suite's memory to one copy of each transcript).
  public let text: String

  init(text: String) {
    self.text = text
  }
}
