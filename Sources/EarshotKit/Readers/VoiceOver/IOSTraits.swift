/// The accessibility traits VoiceOver's words depend on, public and private, as
/// cashapp/AccessibilitySnapshot's `UIAccessibility+SnapshotAdditions.swift`
/// (`accessibilityDescription(context:)`) reads them. A capture records none of the private ones
/// (back button, tab bar item, switch button, text entry), so `VoiceOverModel` gives them from a
/// node's type and place (`IOSTraitsByType`, `IOSNavigationBar`, `IOSTabBar`,
/// `IOSTextViewReadOnly`). `selected` and `notEnabled` are not here: they come from the stop's
/// live state.
struct IOSTraits: OptionSet, Sendable, Hashable {
  let rawValue: UInt32

  static let button = IOSTraits(rawValue: 1 << 0)
  static let link = IOSTraits(rawValue: 1 << 1)
  static let header = IOSTraits(rawValue: 1 << 2)
  static let searchField = IOSTraits(rawValue: 1 << 3)
  static let image = IOSTraits(rawValue: 1 << 4)
  static let keyboardKey = IOSTraits(rawValue: 1 << 5)
  static let staticText = IOSTraits(rawValue: 1 << 6)
  static let adjustable = IOSTraits(rawValue: 1 << 7)
  /// Private: a navigation bar's back item.
  static let backButton = IOSTraits(rawValue: 1 << 8)
  /// Private: a `UITabBar` item.
  static let tabBarItem = IOSTraits(rawValue: 1 << 9)
  /// Private before iOS 17: a `UISwitch`.
  static let switchButton = IOSTraits(rawValue: 1 << 10)
  /// Private: takes typing.
  static let textEntry = IOSTraits(rawValue: 1 << 11)
  static let secureTextField = IOSTraits(rawValue: 1 << 12)
  /// Private: a `UITextView` (AccessibilitySnapshot: "This is a UITextView/TextEditor").
  static let textArea = IOSTraits(rawValue: 1 << 13)
  /// A pop-up button (a `UIButton` whose menu changes its selection; SwiftUI's menu `Picker`),
  /// which VoiceOver says as `Pop up button` with the hint `Double tap to activate the picker`
  /// (magentaA11y's device, `dropdown-iOSVoiceover-en-US.vtt`; AccessibilitySnapshot has no
  /// string for it).
  static let popUpButton = IOSTraits(rawValue: 1 << 14)

  /// The traits that hide the `Button` word: USA `hidesButtonTraitFromTraits`
  /// `[.keyboardKey, .switchButton, .tabBarItem, .backButton]`.
  static let hidingButton: IOSTraits = [.keyboardKey, .switchButton, .tabBarItem, .backButton]
}
