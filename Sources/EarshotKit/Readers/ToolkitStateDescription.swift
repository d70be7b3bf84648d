/// A state description an Android toolkit sets on its own widget when the app sets none, in
/// the toolkit's strings, so that it is said in the run's language:
///
/// | case | toolkit and source | English |
/// |---|---|---|
/// | `frameworkInProgress` | AOSP `ProgressBar.onInitializeAccessibilityNodeInfoInternal`, indeterminate: `R.string.in_progress` | `in progress` |
/// | `frameworkPercent(n)` | the same, determinate: `formatStateDescription`, `NumberFormat.getPercentInstance` in the locale | `40%` |
/// | `frameworkOn` / `frameworkOff` | AOSP `ToggleButton` / `Switch.getButtonStateDescription` with no `textOn` / `textOff`: `R.string.capital_on` / `capital_off` | `ON` / `OFF` |
/// | `composeInProgress` | androidx `AndroidComposeViewAccessibilityDelegateCompat.getInfoStateDescriptionOrNull`, indeterminate progress: `R.string.in_progress` | `In progress` |
/// | `composePercent(n)` | the same, a determinate progress: `R.string.template_percent` | `40 percent.` |
///
/// A percentage is the whole number each toolkit rounds its value's share of the range to
/// (`RangeFraction`).
enum ToolkitStateDescription: Sendable, Equatable {
  case frameworkInProgress
  case frameworkPercent(Int)
  case frameworkOn
  case frameworkOff
  case composeInProgress
  case composePercent(Int)

  /// A View's ProgressBar's or SeekBar's state at `fraction` of its range.
  static func frameworkPercent(_ fraction: RangeFraction) -> ToolkitStateDescription {
    .frameworkPercent(fraction.frameworkPercent)
  }

  /// Compose's state of a determinate progress or slider at `fraction` of its range.
  static func composePercent(_ fraction: RangeFraction) -> ToolkitStateDescription {
    .composePercent(fraction.composePercent)
  }

  func spoken(_ words: ReaderWords) -> String {
    switch self {
    case .frameworkInProgress: words.framework("in_progress")
    case .frameworkPercent(let whole): words.percent(whole)
    case .frameworkOn: words.framework("capital_on")
    case .frameworkOff: words.framework("capital_off")
    case .composeInProgress: words.compose("in_progress")
    case .composePercent(let whole): words.compose("template_percent", words.number(whole))
    }
  }
}
