/// Seek bars and progress bars, whose `RangeInfo` no dump records (google/talkback 26a27dc0).
///
/// - A valid RangeInfo makes a node speak (`AccessibilityNodeInfoUtils.hasStateDescription`:
///   `... || hasValidRangeInfo(node)`), so a determinate progress bar with no focusable
///   ancestor is a stop of its own.
/// - The value words come from the RangeInfo (`roledescription/SeekBarDescription.
///   seekBarPercentText`); without one the type is -1 and the value is empty. So earshot says
///   no value at all: never an invented number, and never `Slider` as a name.
/// - Inside a parent a seek or progress bar adds no words
///   (`SeekBarDescription.shouldIgnoreDescription`: only the focused node, or a live region).
/// - `Unlabelled` is never said for them (`AccessibilityNodeFeedbackUtils.
///   getUnlabelledNodeDescription`: `role == Role.ROLE_SEEK_CONTROL || role ==
///   Role.ROLE_PROGRESS_BAR` returns "").
enum TalkBackRange {
  /// Whether the node would carry a valid RangeInfo on a device.
  ///
  /// [derived] A SeekBar (or RatingBar) always has one: AbsSeekBar reports its progress. The
  /// framework gives a ProgressBar one only when it is determinate, which a dump does not say;
  /// a horizontal bar (bounds more than 3 times as wide as tall) is taken as determinate, a
  /// round spinner as indeterminate. A heuristic: the only signal a dump carries.
  static func hasValidRangeInfo(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    switch role {
    case .seekControl: return true
    case .progressBar:
      guard let frame = node.frame, frame.height > 0 else { return false }
      return frame.width > 3 * frame.height
    default: return false
    }
  }
}
