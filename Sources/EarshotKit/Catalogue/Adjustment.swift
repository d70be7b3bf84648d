/// How an adjustable element's value moves (a slider's), as its entry gives it: the
/// value is written as a number with the kind's unit (`value "50%"`), lies between the bounds,
/// and `swipe up` / `swipe down` move it by its step, written in the same unit (`step 10`),
/// stopping at the bounds. One piece of code (`adjusted`) does it for every adjustable kind.
public struct Adjustment: Sendable {
  /// The unit and bounds of its value.
  public let bounds: ValueBounds
  /// What the readers do at a bound, in words, for the printed catalogue.
  public let atBound: String

  public init(unit: String, minimum: Int, maximum: Int, atBound: String) {
    bounds = ValueBounds(unit: unit, minimum: minimum, maximum: maximum)
    self.atBound = atBound
  }

  public var unit: String { bounds.unit }
  public var minimum: Int { bounds.minimum }
  public var maximum: Int { bounds.maximum }

  /// `value "50%"` as a number (`ValueBounds.value`).
  public func value(_ text: String) -> Amount? { bounds.value(text) }

  /// `step 10` (or `10%`) as a number, if it is a positive number, in the unit or without one.
  public func step(_ text: String) -> Amount? {
    guard let amount = Amount(stepNumber(text)), amount.scaled > 0 else { return nil }
    return amount
  }

  /// The decimal places of a positive step written with more than earshot holds (`step
  /// 0.0000001`: 7); nil for any other step (`step(_:)` reads it, or refuses it as no positive
  /// number).
  public func excessDecimals(ofStep text: String) -> Int? {
    guard let number = DecimalText(stepNumber(text)), number.fraction.count > Amount.maximumDecimals,
      number.isPositive
    else { return nil }
    return number.fraction.count
  }

  /// The number of `step 10%` or `step 10`.
  private func stepNumber(_ text: String) -> Substring {
    text.hasSuffix(unit) && !unit.isEmpty ? text.dropLast(unit.count) : Substring(text)
  }

  /// The value one step up or down from `value`, held within the bounds, written with as
  /// many decimals as the value or the step has; `atBound` when it was there already and did
  /// not move. Nil when the value or the step is not one of this kind's (the checker reports
  /// them before anything runs).
  public func adjusted(_ value: String, step: String, up: Bool) -> (value: String, atBound: Bool)? {
    guard let current = self.value(value), let step = self.step(step) else { return nil }
    let decimals = max(current.decimals, step.decimals)
    let now = current.scaled(to: decimals)
    let by = step.scaled(to: decimals)
    let low = Amount(integer: minimum).scaled(to: decimals)
    let high = Amount(integer: maximum).scaled(to: decimals)
    let next = up ? min(high, now + by) : max(low, now - by)
    return (Amount(scaled: next, decimals: decimals).description + unit, next == now)
  }

  /// A bound, written with the unit (`100%`), for messages.
  public func describe(_ bound: Int) -> String { bounds.describe(bound) }
}

/// The values an element's kind holds: a decimal number (`Amount`: digits, at most one point;
/// no sign, exponent, hexadecimal, `nan` or `inf`) followed by the unit, between the bounds.
/// A slider's and a stepper's (`Adjustment`), and a progress indicator's, which no gesture
/// moves (`Entry.shownValue`).
public struct ValueBounds: Sendable {
  /// The unit after the number (`%`): a value without it is not one of this kind's.
  public let unit: String
  /// The bounds, in the unit.
  public let minimum: Int
  public let maximum: Int

  public init(unit: String, minimum: Int, maximum: Int) {
    self.unit = unit
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `value "50%"` as a number, if it is a number followed by the unit and within the bounds.
  public func value(_ text: String) -> Amount? {
    guard text.hasSuffix(unit), let amount = Amount(text.dropLast(unit.count)) else { return nil }
    return amount.isWithin(minimum, maximum) ? amount : nil
  }

  /// Why `text` is not a value of the kind (`value(_:)` is nil), most basic first; nil when it is one.
  public func refusal(of text: String) -> ValueRefusal? {
    guard text.hasSuffix(unit), let number = DecimalText(text.dropLast(unit.count)) else {
      return .notANumber
    }
    guard number.isWithin(minimum, maximum) else { return .outOfBounds }
    guard number.fraction.count <= Amount.maximumDecimals else {
      return .tooManyDecimals(number.fraction.count)
    }
    return nil
  }

  /// A bound, written with the unit (`100%`), for messages.
  public func describe(_ bound: Int) -> String { "\(bound)\(unit)" }

  /// The bounds in words, for messages: `a number from 0% to 100%`.
  public var sentence: String { "a number from \(describe(minimum)) to \(describe(maximum))" }
}

/// Why a text is not one of a kind's values (`ValueBounds.refusal`).
public enum ValueRefusal: Sendable, Equatable {
  /// Not digits with at most one point followed by the unit (a sign, an exponent, `nan`).
  case notANumber
  /// A number outside the bounds.
  case outOfBounds
  /// A number within the bounds written with more decimal places than an `Amount` holds.
  case tooManyDecimals(Int)
}

/// A decimal number as a screen writes it (`50`, `12.5`), held exactly: an integer of its
/// last written decimal place. At most 9 digits before the point (leading zeros aside) and 6
/// after, so that adding two never overflows and the number is exact as a `Double` (15 digits).
public struct Amount: Sendable, Equatable, CustomStringConvertible {
  /// The most decimal places an amount holds.
  public static let maximumDecimals = 6
  /// The most digits before the point, leading zeros aside.
  static let maximumWholeDigits = 9

  /// The number times 10^`decimals`.
  public let scaled: Int
  public let decimals: Int

  init(scaled: Int, decimals: Int) {
    self.scaled = scaled
    self.decimals = decimals
  }

  init(integer: Int) {
    self.init(scaled: integer, decimals: 0)
  }

  /// `digits ('.' digits)?` (`DecimalText`) of at most 9 significant digits before the point and
  /// 6 after; nil for anything else (a sign, an exponent, spaces, a comma).
  public init?(_ text: Substring) {
    guard let number = DecimalText(text), number.significantWhole.count <= Self.maximumWholeDigits,
      number.fraction.count <= Self.maximumDecimals
    else { return nil }
    self.init(scaled: Int(number.significantWhole + number.fraction) ?? 0, decimals: number.fraction.count)
  }

  /// The number times 10^`places` (`places` is at least `decimals`).
  func scaled(to places: Int) -> Int {
    var scaled = self.scaled
    for _ in decimals..<places { scaled *= 10 }
    return scaled
  }

  func isWithin(_ minimum: Int, _ maximum: Int) -> Bool {
    let value = scaled
    return value >= Amount(integer: minimum).scaled(to: decimals)
      && value <= Amount(integer: maximum).scaled(to: decimals)
  }

  /// The number as a `Double` (within a 15-digit `Double`'s precision: 9 digits and 6 decimals).
  public var number: Double {
    var divisor = 1.0
    for _ in 0..<decimals { divisor *= 10 }
    return Double(scaled) / divisor
  }

  /// As written: `60`, `12.5`, `60.0` (the decimals it holds, none dropped).
  public var description: String {
    guard decimals > 0 else { return String(scaled) }
    var divisor = 1
    for _ in 0..<decimals { divisor *= 10 }
    let fraction = String(scaled % divisor)
    return "\(scaled / divisor)." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}

/// A number written as `digits ('.' digits)?`, of any length, split at its point: what an
/// `Amount` is read from, and what says why one is not (`ValueBounds.refusal`).
struct DecimalText {
  /// The digits before the point, leading zeros left out (empty for zero).
  let significantWhole: Substring
  /// The digits after the point (empty when there is none).
  let fraction: Substring

  init?(_ text: Substring) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    guard !whole.isEmpty, isDigits(whole), isDigits(fraction), parts.count == 1 || !fraction.isEmpty else {
      return nil
    }
    significantWhole = whole.drop { $0 == "0" }
    self.fraction = fraction
  }

  var isPositive: Bool { !significantWhole.isEmpty || fraction.contains { $0 != "0" } }

  /// Whether the number lies from `minimum` to `maximum` (non-negative whole bounds), however
  /// many digits it has.
  func isWithin(_ minimum: Int, _ maximum: Int) -> Bool {
    guard significantWhole.count <= Amount.maximumWholeDigits,
      let whole = Int(significantWhole.isEmpty ? "0" : significantWhole)
    else { return false }
    return whole >= minimum && (whole < maximum || (whole == maximum && !fraction.contains { $0 != "0" }))
  }
}

/// A value that an element's parts move one step at a time (a stepper's: `Activation.step`):
/// a plain number between its bounds, moved by its `step` or else by `defaultStep`. At a bound
/// the part that would pass it does nothing, and on the platforms in `dimsAtBound` it is
/// disabled there (UIKit's `UIStepper` dims its decrement button at its minimum).
public struct SteppedValue: Sendable {
  public let adjustment: Adjustment
  /// The step when the screen writes none, as written (`1`).
  public let defaultStep: String
  public let dimsAtBound: Set<Platform>

  public init(adjustment: Adjustment, defaultStep: String, dimsAtBound: Set<Platform>) {
    self.adjustment = adjustment
    self.defaultStep = defaultStep
    self.dimsAtBound = dimsAtBound
  }

  /// Whether `value` stands at the bound that a part stepping `up` (or down) cannot pass.
  public func isAtBound(_ value: String, up: Bool) -> Bool {
    guard let amount = adjustment.value(value) else { return false }
    let bound = Amount(integer: up ? adjustment.maximum : adjustment.minimum).scaled(to: amount.decimals)
    return amount.scaled == bound
  }
}
