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

  /// A `density` attribute's value: dpi (`420`, over 160 to a dp) or a scale (`2.625`).
  static func density(stated text: String) -> Double? {
    guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number > 0, number.isFinite
    else { return nil }
    return number >= 10 ? number / 160 : number
  }
}

extension ScreenModel.Node {
  /// The element's bounds, when it was imported from a capture that records them.
  public var bounds: Bounds? { element.bounds }
}
