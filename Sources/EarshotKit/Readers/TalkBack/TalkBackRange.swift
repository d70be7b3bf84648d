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
  ///
  /// An Appium dump shows the RangeInfo where it is: its `text` of a node with one is the
  /// current value (`rangeValueInText`), so such a progress bar has one whatever its shape.
  static func hasValidRangeInfo(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    switch role {
    case .seekControl: return true
    case .progressBar:
      if rangeValueInText(node, role: role) { return true }
      guard let frame = node.frame, frame.height > 0 else { return false }
      return frame.width > 3 * frame.height
    default: return false
    }
  }
}

extension TalkBackRange {
  /// Whether a seek or progress bar's captured `text` is Appium's rendering of its RangeInfo,
  /// not text: Appium's UiAutomator2 server writes `Float.toString(rangeInfo.getCurrent())` as
  /// the text of any node with a RangeInfo (`io.appium.uiautomator2.utils.
  /// AccessibilityNodeInfoHelpers.getText`, seen as a code-index excerpt). [derived] A text of
  /// that form (digits, a point, digits) on such a node is taken as the value: TalkBack reads
  /// no text there, and its value words need the range's type and bounds, which the dump
  /// lacks, so nothing is said of it.
  static func rangeValueInText(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    guard role == .seekControl || role == .progressBar, let text = node.text else { return false }
    return isFloatText(text)
  }

  /// Whether `text` has the form of Java's `Float.toString`: an optional `-`, digits, a point
  /// and digits, and an exponent (`E`, an optional `-`, digits) below 10^-3 or from 10^7. No
  /// hexadecimal (`0x10`), `NaN`, `Infinity` or sign `+`, which `Double(_:)` would read too.
  static func isFloatText(_ text: String) -> Bool {
    let digits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    let parts = text.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2 {
      let exponent = parts[1]
      guard digits(exponent.hasPrefix("-") ? exponent.dropFirst() : exponent) else { return false }
    }
    let number = parts[0].hasPrefix("-") ? parts[0].dropFirst() : parts[0]
    let halves = number.split(separator: ".", omittingEmptySubsequences: false)
    return halves.count == 2 && digits(halves[0]) && digits(halves[1])
  }

  /// The state description a seek or progress bar carries on a device, from the range value
  /// an Appium dump writes as its text: the framework's `ProgressBar` states its progress as a
  /// percentage (`onInitializeAccessibilityNodeInfoInternal` → `formatStateDescription`,
  /// `NumberFormat.getPercentInstance`, half to even: `62.5` is `62%`), and TalkBack speaks a
  /// state description before the RangeInfo (`SeekBarDescription`). [derived] The dump has no
  /// range: the default 0 to 100 is assumed, so a value outside it says nothing.
  static func percentState(of node: CapturedNode, role: TalkBackRole) -> String? {
    rangeValueInText(node, role: role) ? percentage(node.text) : nil
  }

  /// A range value over the default 0 to 100 as `ProgressBar.formatStateDescription` states
  /// it in English (`62.5` is `62%`, `RangeFraction.frameworkPercent`); nil for text that is not
  /// a dumped range value (`isFloatText`) in that range: it is not clamped, as the dump's range
  /// is unknown. The importer reads a seek bar's value so too.
  static func percentage(_ text: String?) -> String? {
    text.flatMap(RangeFraction.init(rangeValue:)).map { "\($0.frameworkPercent)%" }
  }

  /// Compose states a determinate progress as `R.string.template_percent`, `%1$d percent.`
  /// (androidx `AndroidComposeViewAccessibilityDelegateCompat`, `getInfoStateDescriptionOrNull`:
  /// the percentage of the range, `RangeFraction.composePercent`, so `62.5` is `63 percent.`;
  /// its translations, such as values-nb `%1$d prosent.`, keep the full stop), where a View's
  /// ProgressBar says `62%` (`percentState`).
  static func composePercentState(of node: CapturedNode, role: TalkBackRole, words: ReaderWords) -> String? {
    rangeFraction(of: node, role: role).map { ToolkitStateDescription.composePercent($0).spoken(words) }
  }

  /// The share of the default 0 to 100 that the range value an Appium dump writes as the
  /// node's text stands at; nil where the text is no range value, or one outside that range.
  static func rangeFraction(of node: CapturedNode, role: TalkBackRole) -> RangeFraction? {
    rangeValueInText(node, role: role) ? node.text.flatMap(RangeFraction.init(rangeValue:)) : nil
  }

  /// The node's text as TalkBack gets it: none where the dump's text is a range value.
  static func text(of node: CapturedNode, role: TalkBackRole) -> String? {
    rangeValueInText(node, role: role) ? nil : node.text
  }
}
