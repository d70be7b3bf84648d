/// Rule `iosValueNormalise`: what a captured `value` is to VoiceOver. WebDriverAgent fills
/// `value` in when the element has none, so the attribute is not always the element's
/// `accessibilityValue`; and `name` is never spoken (it is the identifier, else the label).
///
/// Source: appium/WebDriverAgent `XCUIElement+FBWebDriverAttributes.m` (`wdValue`): a
/// `StaticText` falls back to its label; a `Button` to `1` when selected (`value =
/// FBFirstNonEmptyValue(value, isSelected)`); a `Switch` is `0`/`1`; text entry falls back to its
/// placeholder. AccessibilitySnapshot `UIAccessibility+SnapshotAdditions.swift`: a switch's value
/// is said as its state (`1` On, `0` Off, `2` Mixed) and never as a value
/// (`hidesAccessibilityValue`).
enum IOSValueNormalise {
  /// The value spoken after the label, or nil.
  static func value(of node: CapturedNode) -> String? {
    guard let value = node.value else { return nil }
    switch node.type {
    // The label again (WDA's fallback): said once.
    case "StaticText", "TextView": return value == node.label ? nil : value
    // `1` on a button is WDA's selected flag [derived: with no other evidence, a button's `1`
    // is taken for that, not a value].
    case "Button": return value == "1" ? nil : value
    case "Switch", "Toggle": return nil
    default: return value
    }
  }

  /// Whether the capture says the node is selected, its `value="1"` on a button included.
  static func isSelected(_ node: CapturedNode) -> Bool {
    node.selected || (node.type == "Button" && node.value == "1")
  }

  /// A switch's state word from its captured value (USA: `1` On, `0` Off, `2` Mixed).
  static func switchState(_ value: String?) -> String? {
    switch value {
    case "1": return "On"
    case "0": return "Off"
    case "2": return "Mixed"
    default: return nil
    }
  }
}
