import Testing

@testable import EarshotKit

/// The whole percentage each Android toolkit states for a value's share of its range
/// (`RangeFraction`): a View's ProgressBar rounds the `float` share half to even through ICU
/// (`formatStateDescription`), Compose rounds the `Float` times 100 half up into 1 to 99
/// (`getInfoStateDescriptionOrNull`).
@Suite struct RangeFractionTests {
  /// (value, framework, Compose). 12.5 and 37.5 are exact halves, to even in ICU and up in
  /// Compose; 16.5's `Float` share is 0.16500000655…, above the half, and 17.5's 0.17499999701…,
  /// below it, which ICU keeps (it rounds the shortest decimal of the widened double) while
  /// Compose's `Float` product rounds back to the half; 0.4 and 99.9 are held into 1 to 99 by
  /// Compose alone.
  @Test(arguments: [
    ("12.5", 12, 13), ("37.5", 38, 38), ("16.5", 17, 17), ("17.5", 17, 18), ("0.4", 0, 1), ("99.9", 100, 99),
    ("0", 0, 0), ("100", 100, 100), ("50", 50, 50), ("100.0", 100, 100),
  ])
  func eachToolkitRoundsAShareItsOwnWay(value: String, framework: Int, compose: Int) throws {
    let fraction = RangeFraction(percent: try #require(Amount(Substring(value))))
    #expect(fraction.frameworkPercent == framework)
    #expect(fraction.composePercent == compose)
  }

  /// A dump's range value (`Float.toString`) is a share of the default 0 to 100, rounded the
  /// same ways; text that is not one, or lies outside that range, is none.
  @Test func aDumpsRangeValueIsAShareOfTheDefaultRange() {
    #expect(RangeFraction(rangeValue: "12.5").map(\.frameworkPercent) == 12)
    #expect(RangeFraction(rangeValue: "12.5").map(\.composePercent) == 13)
    #expect(RangeFraction(rangeValue: "1.0E-4").map(\.composePercent) == 1)
    for text in ["250.0", "-5.0", "NaN", "0x10", "12", "Infinity"] {
      #expect(RangeFraction(rangeValue: text) == nil, "\(text)")
    }
  }
}
