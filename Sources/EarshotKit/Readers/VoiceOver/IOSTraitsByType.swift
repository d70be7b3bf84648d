/// Rule `iosTraitsByType`: the traits a captured node's type gives it, and the public traits
/// WebDriverAgent's `traits` attribute names when the capture has it.
///
/// Sources: AccessibilitySnapshot `UIAccessibility+SnapshotAdditions.swift` for what each trait
/// says; the type → trait table is what the UIKit class behind each `XCUIElementType` exposes by
/// default (docs/research/voiceover-element-model.md §3) [derived: UIKit's defaults are not in a
/// public source; AccessibilitySnapshot asks the live objects]. The words WebDriverAgent writes
/// are appium/WebDriverAgent `FBAccessibilityTraits.m` (`Button`, `Link`, `Header`,
/// `SearchField`, `Image`, `KeyboardKey`, `StaticText`, `Adjustable`, …).
enum IOSTraitsByType {
  /// Type → traits. A `Cell` is a `Button` as the catalogue's row is on iOS [derived:
  /// `UITableViewCell`'s own traits are not in a public source]. A search field says `Search
  /// Field` only [derived: whether VoiceOver also says `Text Field` there is unverified].
  static let table: [String: IOSTraits] = [
    "Button": [.button],
    "Link": [.link],
    "Image": [.image],
    "StaticText": [.staticText],
    "SearchField": [.searchField],
    "TextField": [.textEntry],
    "SecureTextField": [.textEntry, .secureTextField],
    "TextView": [.textEntry, .textArea],
    // UISwitch: `.button` and `.switchButton` (the catalogue's switch entry); USA says
    // "Switch Button" only when both are there.
    "Switch": [.button, .switchButton],
    "Toggle": [.button, .switchButton],
    "Slider": [.adjustable],
    "PageIndicator": [.adjustable],
    "PickerWheel": [.adjustable],
    "Key": [.button, .keyboardKey],
    "Cell": [.button],
    // A pop-up button says `Pop up button`, not `Button` (magentaA11y's device).
    "PopUpButton": [.popUpButton],
  ]

  /// WebDriverAgent's trait words for the public traits this model speaks. `Selected` and
  /// `NotEnabled` are read from the node's flags instead (the live state).
  static let capturedWords: [String: IOSTraits] = [
    "Button": .button, "Link": .link, "Header": .header, "SearchField": .searchField, "Image": .image,
    "KeyboardKey": .keyboardKey, "StaticText": .staticText, "Adjustable": .adjustable,
  ]

  /// The public traits `capturedWords` can name: when the capture lists a node's traits, these
  /// come from that list and not from the type.
  static let publicTraits: IOSTraits = [
    .button, .link, .header, .searchField, .image, .keyboardKey, .staticText, .adjustable,
  ]

  static func traits(of node: CapturedNode) -> IOSTraits {
    var traits = table[node.type] ?? []
    if !node.traits.isEmpty {
      traits.subtract(publicTraits)
      for word in node.traits { traits.formUnion(capturedWords[word] ?? []) }
    }
    if node.heading { traits.insert(.header) }
    return traits
  }
}
