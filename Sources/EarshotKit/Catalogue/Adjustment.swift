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
    let number = text.hasSuffix(unit) && !unit.isEmpty ? text.dropLast(unit.count) : Substring(text)
    guard let amount = Amount(number), amount.scaled > 0 else { return nil }
    return amount
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

  /// A bound, written with the unit (`100%`), for messages.
  public func describe(_ bound: Int) -> String { "\(bound)\(unit)" }

  /// The bounds in words, for messages: `a number from 0% to 100%`.
  public var sentence: String { "a number from \(describe(minimum)) to \(describe(maximum))" }
}

/// A decimal number as a screen writes it (`50`, `12.5`), held exactly: an integer of its
/// last written decimal place. At most 9 digits before the point and 6 after, so that adding
/// two never overflows.
public struct Amount: Sendable, Equatable, CustomStringConvertible {
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

  /// `digits ('.' digits)?`; nil for anything else (a sign, an exponent, spaces, a comma).
  public init?(_ text: Substring) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    guard !whole.isEmpty, whole.count <= 9, isDigits(whole), fraction.count <= 6, isDigits(fraction),
      parts.count == 1 || !fraction.isEmpty
    else { return nil }
    self.init(scaled: Int(whole + fraction)!, decimals: fraction.count)
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
