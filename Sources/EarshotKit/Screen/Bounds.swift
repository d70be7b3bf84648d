import Foundation

/// Where an element is on screen, as a capture records it (`tree-formats.md` §5): uiautomator
/// and Appium Android `bounds="[l,t][r,b]"` in pixels; Appium iOS `x y width height` and
/// debugDescription `{{x, y}, {w, h}}` in points. Hand-written screens have none.
public struct Bounds: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public var unit: Unit

  /// What one unit of `x`, `y`, `width` and `height` is.
  public enum Unit: Sendable, Equatable {
    /// iOS points: the unit of Apple's 44×44 pt minimum.
    case points
    /// Android pixels, `density` of them to a dp (the unit of the 48×48 dp minimum). A
    /// capture does not record its density; `stated` says whether the capture carried one
    /// (`density="420"` on `<hierarchy>`) or it was assumed (`Bounds.assumedDensity`).
    case pixels(density: Double, stated: Bool)
  }

  public init(x: Double, y: Double, width: Double, height: Double, unit: Unit) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.unit = unit
  }

  /// How many units make a point or dp.
  public var scale: Double {
    if case .pixels(let density, _) = unit { return density }
    return 1
  }

  /// The size in points (iOS) or dp (Android).
  public var independentWidth: Double { width / scale }
  public var independentHeight: Double { height / scale }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// Zero width or height: uiautomator's `[0,0][0,0]` for a view off screen, a collapsed label.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// A dump records no density. Assume the window's shorter side is 411 dp wide, a Pixel's
  /// (density 2.625 at 1080 px): the widest common phone, so the assumption under- rather than
  /// over-reports small targets. `density="…"` on the dump's `<hierarchy>` (dpi, as `adb shell
  /// wm density` or Appium's `getDisplayDensity` print it, or a scale such as `2.625`) overrides it.
  public static let assumedWidthInDP = 411.0

  /// The density a window `shorterSide` pixels wide implies (`assumedWidthInDP`); 1 when unknown.
  static func assumedDensity(shorterSide: Double) -> Double {
    shorterSide > 0 ? shorterSide / assumedWidthInDP : 1
  }

  /// A `density` attribute's value: dpi (`420`, over 160 to a dp) or a scale (`2.625`); nil
  /// when it is not a number within `plausibleDensities`.
  static func density(stated text: String) -> Double? {
    guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
    let scale = number >= 10 ? number / 160 : number
    return plausibleDensities.contains(scale) ? scale : nil
  }

  /// The densities earshot reads, as pixels to a dp: 0.5 to 10 (80 to 1600 dpi), around every
  /// screen made (Android's lowest bucket is 0.75, its highest 4). Any other stated density is
  /// a mistake in the capture, which would make every size in it meaningless.
  static let plausibleDensities = 0.5...10.0

  /// The largest coordinate or size a capture may hold, in points or pixels: a hundred times
  /// the largest screen. Beyond it, or not finite (`1e20`, `inf`, `nan`), a number is a
  /// malformed capture: no screen is that large, and such numbers overflow what is made of them.
  public static let largestCoordinate = 1_000_000.0

  /// Whether every number is one a capture may hold (`largestCoordinate`).
  static func arePlausible(_ numbers: Double...) -> Bool {
    numbers.allSatisfy { $0.isFinite && abs($0) <= largestCoordinate }
  }

  /// Whether the rect can be measured and drawn: finite, and within twice `largestCoordinate`
  /// (a capture's own are: they are read within it). Bounds made another way are left out.
  public var isPlausible: Bool {
    let limit = 2 * Self.largestCoordinate
    return [x, y, width, height, maxX, maxY].allSatisfy { $0.isFinite && abs($0) <= limit } && scale.isFinite
      && scale > 0
  }

  /// How a number reads in findings and the report: whole without a point (`48`), else to two
  /// decimals (`2.63`); the same on every machine. Any Double is written: one beyond a trillion
  /// is written as a trillion, one not finite as 0, so no conversion can overflow.
  public static func text(_ value: Double) -> String {
    let value = value.isFinite ? min(max(value, -1e12), 1e12) : 0
    let hundredths = Int((abs(value) * 100).rounded())
    let sign = value < 0 && hundredths > 0 ? "-" : ""
    let (whole, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
    guard fraction != 0 else { return sign + String(whole) }
    let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(whole) + "." + digits
  }

  /// What a capture's number beyond `largestCoordinate` is told: `what` says what must be
  /// (`` `width` must be a finite number``).
  static func implausible(_ what: String, unit: String) -> Message {
    "\(raw: what) within ±1000000 \(raw: unit), larger than any screen; the capture is malformed"
  }
}

extension ScreenModel.Node {
  /// The element's bounds, when it was imported from a capture that records them.
  public var bounds: Bounds? { element.bounds }
}
