import Foundation

/// Where a seek or progress bar's value stands in its range, as an Android toolkit works it out
/// before stating it as a whole percentage: a `Float` from 0 to 1, which each toolkit rounds
/// its own way, so that a value between two whole percentages is said as the device says it
/// (`12.5%` is `12%` from a View's ProgressBar, `13 percent.` from Compose).
///
/// | toolkit | share of the range | percentage |
/// |---|---|---|
/// | framework `ProgressBar` (SeekBar too) | `getPercent`: `(progress - min) / (max - min)` in `float` | `formatStateDescription`: `NumberFormat.getPercentInstance(locale).format(percent)`, no decimals, half to even (`frameworkPercent`) |
/// | Compose (`getInfoStateDescriptionOrNull`) | `(current - start) / (endInclusive - start)` in `Float` | `(progress * 100).roundToInt()`, into 1 to 99 unless exactly 0 or 1 (`composePercent`) |
///
/// Sources: AOSP frameworks/base `core/java/android/widget/ProgressBar.java`; androidx
/// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/
/// AndroidComposeViewAccessibilityDelegateCompat.android.kt`.
struct RangeFraction: Sendable, Equatable {
  /// The share of the range, 0 to 1, as the toolkit holds it.
  let share: Float

  init(share: Float) { self.share = share }

  /// A screen's percentage over its kind's 0 to 100 (`12.5%`). [derived] No screen says how
  /// its widget counts: a View's SeekBar counts whole steps (`12.5%` is progress 125 of 1000)
  /// and a Compose slider holds a `Float` (0.125 of `0f..1f`). Either way the toolkit's `float`
  /// division of two exact numbers gives the `Float` nearest the value's share, which is this
  /// (Swift reads a decimal into the nearest `Float`, as Java divides).
  init(percent amount: Amount) {
    share = Float("\(amount.description)e-2") ?? Float(amount.number / 100)
  }

  /// The range value an Appium dump writes as a node's text (`Float.toString` of the RangeInfo's
  /// current, `TalkBackRange.isFloatText`) over the default range 0 to 100 the dump is taken to
  /// have; nil where that text is no such value or lies outside the range.
  init?(rangeValue text: String) {
    guard TalkBackRange.isFloatText(text), let current = Float(text), current.isFinite,
      (0...100).contains(current)
    else { return nil }
    share = current / 100
  }

  /// The whole percentage a View's ProgressBar states: ICU's percent format (pattern
  /// `#,##0%`, no decimals, rounding half to even) of the `float` widened to a `double`, which
  /// ICU rounds from the shortest decimal that reads back as that double
  /// (`DecimalQuantity.convertToAccurateDouble`). So `0.125` is `12%`, and `0.165`, whose
  /// nearest `Float` is `0.16500000655…`, is `17%`.
  var frameworkPercent: Int {
    guard var exact = Decimal(string: "\(Double(share))") else { return Int((share * 100).rounded()) }
    exact *= 100
    var whole = Decimal()
    NSDecimalRound(&whole, &exact, 0, .bankers)
    return NSDecimalNumber(decimal: whole).intValue
  }

  /// The whole percentage Compose states: 0 and 100 only when exact, else the `Float` times 100
  /// rounded half up (Kotlin's `roundToInt`, `Math.round`) into 1 to 99.
  var composePercent: Int {
    if share == 0 { return 0 }
    if share == 1 { return 100 }
    return min(99, max(1, Int((share * 100).rounded(.toNearestOrAwayFromZero))))
  }
}
