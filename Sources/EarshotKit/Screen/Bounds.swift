/// Where an element is on the screen, in the capture's own units (Android pixels, iOS points),
/// as a captured tree gives it: a `.screen` written by hand has none. Only reports read it
/// (the HTML report draws the swipe order over the layout); no rule or reader depends on it.
public struct Bounds: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// uiautomator's and Appium UiAutomator2's `[left,top][right,bottom]`; nil when it is not
  /// that, or the box is empty or reversed (nothing to draw).
  init?(corners text: String) {
    let numbers = text.split(whereSeparator: { "[],".contains($0) }).map { Double($0) }
    guard numbers.count == 4, let left = numbers[0], let top = numbers[1], let right = numbers[2],
      let bottom = numbers[3]
    else { return nil }
    self.init(checkedX: left, y: top, width: right - left, height: bottom - top)
  }

  /// XCUITest's debugDescription frame `{{x, y}, {w, h}}`.
  init?(frame text: Substring) {
    let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).map { Double($0) }
    guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
      let height = numbers[3]
    else { return nil }
    self.init(checkedX: x, y: y, width: width, height: height)
  }

  /// Appium iOS's `x`, `y`, `width`, `height` attributes.
  init?(x: String?, y: String?, width: String?, height: String?) {
    guard let x = x.flatMap(Double.init), let y = y.flatMap(Double.init),
      let width = width.flatMap(Double.init),
      let height = height.flatMap(Double.init)
    else { return nil }
    self.init(checkedX: x, y: y, width: width, height: height)
  }

  /// Only finite boxes with an area: a capture's zero-size or absurd frames draw nothing.
  private init?(checkedX x: Double, y: Double, width: Double, height: Double) {
    guard [x, y, width, height].allSatisfy(\.isFinite), width > 0, height > 0 else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}
