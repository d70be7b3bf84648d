/// A state description an Android toolkit sets on its own widget when the app sets none, in
/// the toolkit's strings, so that it is said in the run's language:
///
/// | case | toolkit and source | English |
/// |---|---|---|
/// | `frameworkInProgress` | AOSP `ProgressBar.onInitializeAccessibilityNodeInfoInternal`, indeterminate: `R.string.in_progress` | `in progress` |
/// | `frameworkOn` / `frameworkOff` | AOSP `ToggleButton` / `Switch.getButtonStateDescription` with no `textOn` / `textOff`: `R.string.capital_on` / `capital_off` | `ON` / `OFF` |
/// | `composeInProgress` | androidx `AndroidComposeViewAccessibilityDelegateCompat.getInfoStateDescriptionOrNull`, indeterminate progress: `R.string.in_progress` | `In progress` |
/// | `composePercent(n)` | the same, a determinate progress: `R.string.template_percent` | `40 percent.` |
enum ToolkitStateDescription: Sendable, Equatable {
  case frameworkInProgress
  case frameworkOn
  case frameworkOff
  case composeInProgress
  case composePercent(Int)

  /// Compose's state of a determinate progress or slider at `percent` of its range
  /// (`getInfoStateDescriptionOrNull`): 0 and 100 only when exact, else rounded into 1 to 99.
  static func composePercent(rounding percent: Double) -> ToolkitStateDescription {
    .composePercent(percent == 0 || percent == 100 ? Int(percent) : min(99, max(1, Int(percent.rounded()))))
  }

  func spoken(_ words: ReaderWords) -> String {
    switch self {
    case .frameworkInProgress: words.framework("in_progress")
    case .frameworkOn: words.framework("capital_on")
    case .frameworkOff: words.framework("capital_off")
    case .composeInProgress: words.compose("in_progress")
    case .composePercent(let whole): words.compose("template_percent", words.number(whole))
    }
  }
}
