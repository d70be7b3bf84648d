/// Keyboard and gesture rows that several seeds state in the same words. The button seed
/// (002) and the strike-through seed (000) give the table; the row, switch and sheet seeds (001,
/// 003, 004) give none of their own, so their entries use the button seed's.
extension InputRule {
  static let spaceActivates = InputRule(
    input: .key(.space), effect: .activate, platforms: [.ios, .android],
    source: "spacebar: Activates on iOS and Android")
  static let enterActivates = InputRule(
    input: .key(.enter), effect: .activate, platforms: [.android], source: "enter: Activates on Android")
  static let swipeSpeaks = InputRule(
    input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
    source: "swipe: Focus moves to the element, expresses its name, role (state, if applicable)")
  static let doubletapActivates = InputRule(
    input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
    source: "doubletap: Activates the control")
  static let swipeSpeaksText = InputRule(
    input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
    source: "swipe: focus moves to the text, which is spoken")

  /// Escape closes a sheet, a dialog or a menu on both platforms; `source` says how, in its
  /// component's words.
  static func escapeCloses(_ source: String) -> InputRule {
    InputRule(input: .key(.escape), effect: .closeSheet, platforms: [.ios, .android], source: source)
  }

  /// The reader's dismiss gesture (iOS two-finger scrub, Android back) closes it likewise.
  static func dismissCloses(_ source: String) -> InputRule {
    InputRule(input: .gesture(.dismiss), effect: .closeSheet, platforms: [.ios, .android], source: source)
  }
}

extension Criterion {
  static let textResize = Criterion(
    aspect: .textResize, text: "Text can resize up to 200% without losing information", check: .manual)
}

extension StateSpec {
  static let disabled = StateSpec(
    name: .disabled, meaning: "not enabled; activating it does nothing",
    spoken: [.ios: "Dimmed", .android: "disabled"])
  static let selected = StateSpec(
    name: .selected, meaning: "the current choice", spoken: [.ios: "Selected", .android: "selected"])
  static let pressed = StateSpec(
    name: .pressed, meaning: "transient: the last action activated it (its action fired)", spoken: [:],
    isTransient: true)
}
