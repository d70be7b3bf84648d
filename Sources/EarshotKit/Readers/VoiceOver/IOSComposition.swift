/// Rule `iosComposition`: what VoiceOver says at an element, in AccessibilitySnapshot's order
/// and earshot's caption style (the parts joined by `, `, as the catalogue's iOS entries give
/// them: `Selected, Submit, Button`; `Delete, Dimmed, Button`; `Wi-Fi, Switch Button, On`;
/// `Selected, Home, Tab, 1 of 2`).
///
/// Source: AccessibilitySnapshot `UIAccessibility+SnapshotAdditions.swift`
/// (`accessibilityDescription(context:)`): the label (none for a back button whose label is the
/// "Back" word), its value unless a switch, `Selected` first when selected (`trait.selected.format`
/// "Selected: %@"), then the trait words in a fixed order (`Dimmed`, `Button` unless a trait hides
/// it, `Back Button`, `Switch Button` and its state, `Tab`, `Text Field` / `Secure Text Field`,
/// `Heading`, `Link`, `Adjustable`, `Image`, `Search Field`), then the series context
/// (`%1$@ %2$@ of %3$@.`); the hints of a switch, text entry and adjustable element, none when
/// not enabled. `Localizable.strings` (en) holds each word; the trailing periods are dropped as
/// the catalogue drops them.
enum IOSComposition {
  /// What one element is made of when it is spoken.
  struct Element {
    var label: [String]
    var value: String?
    var traits: IOSTraits
    var selected: Bool
    var enabled: Bool
    /// A switch's state word (`On`, `Off`, `Mixed`).
    var state: String?
    /// Its place in its tab bar.
    var position: (index: Int, count: Int)?
    /// iOS 18's expanded status (nil: none).
    var expanded: Bool? = nil
  }

  /// The words of the traits that name what the element is, with a switch's `state` after its
  /// `Switch Button` (USA appends the state right after that trait's word).
  static func roleWords(_ traits: IOSTraits, state: String? = nil) -> [String] {
    var words: [String] = []
    if traits.contains(.button), traits.isDisjoint(with: .hidingButton) { words.append("Button") }
    if traits.contains(.backButton) { words.append("Back Button") }
    // USA: "VoiceOver will still read the "Switch Button." trait, but only if the element's
    // traits also include the `.button` trait".
    if traits.contains(.switchButton), traits.contains(.button) { words.append("Switch Button") }
    if traits.contains(.switchButton), let state { words.append(state) }
    if traits.contains(.tabBarItem) { words.append("Tab") }
    if traits.contains(.textEntry) {
      words.append(traits.contains(.secureTextField) ? "Secure Text Field" : "Text Field")
    }
    if traits.contains(.header) { words.append("Heading") }
    if traits.contains(.link) { words.append("Link") }
    if traits.contains(.adjustable) { words.append("Adjustable") }
    if traits.contains(.image) { words.append("Image") }
    if traits.contains(.searchField) { words.append("Search Field") }
    if traits.contains(.popUpButton) { words.append("Pop up button") }
    return words
  }

  static func parts(_ element: Element) -> [String] {
    var parts: [String] = []
    if element.selected { parts.append("Selected") }
    parts += element.label
    if let value = element.value, !element.traits.contains(.switchButton) { parts.append(value) }
    if !element.enabled { parts.append("Dimmed") }
    parts += roleWords(element.traits, state: element.state)
    if let position = element.position { parts.append("\(position.index) of \(position.count)") }
    // The expanded status after the trait words (AccessibilitySnapshot PR #324: "Section.
    // Button. Heading. Expanded.").
    if let expanded = element.expanded { parts.append(expanded ? "Expanded" : "Collapsed") }
    return parts
  }

  /// The usage hint (`accessibilityDescription`'s `hint`): the element's own `accessibilityHint`
  /// (`own`), which a switch's and an adjustable element's trait hint follow (`%@. Double tap to
  /// toggle setting.`, `%@. Swipe up or down …`) and a text entry's replaces; an element that is
  /// not enabled keeps its own hint and gets no trait hint. An adjustable element that is also
  /// a switch, or has a hint and neither label nor value, gets no adjustable hint.
  /// An element with an expanded status adds `Double tap to collapse` or `Double tap to expand`
  /// after the rest (AccessibilitySnapshot PR #324: "Appends hint"; magentaA11y's device
  /// `expandable-iOSVoiceover-en-US.vtt`: "Double tap to expand.").
  static func hint(
    traits: IOSTraits, enabled: Bool, own: String?, hasLabelOrValue: Bool, expanded: Bool? = nil
  ) -> String? {
    let hint = hint(traits: traits, enabled: enabled, own: own, hasLabelOrValue: hasLabelOrValue)
    guard enabled, let expanded else { return hint }
    let status = expanded ? "Double tap to collapse" : "Double tap to expand"
    return hint.map { "\($0), \(status)" } ?? status
  }

  static func hint(traits: IOSTraits, enabled: Bool, own: String?, hasLabelOrValue: Bool) -> String? {
    var hint = own.flatMap { $0.isEmpty ? nil : $0 }
    func following(_ traitHint: String) -> String { hint.map { "\($0), \(traitHint)" } ?? traitHint }
    guard enabled else { return hint }
    if traits.contains(.switchButton) { hint = following("Double tap to toggle setting") }
    if traits.contains(.popUpButton) { hint = following("Double tap to activate the picker") }
    if traits.contains(.textEntry) {
      // trait.text_field.hint, or for a text view textAreaTraitHint "Double tap to edit., Use the
      // rotor to access Misspelled Words".
      hint =
        traits.contains(.textArea)
        ? "Double tap to edit, Use the rotor to access Misspelled Words" : "Double tap to edit"
    }
    // A search field takes typing as a text field does [derived: UISearchTextField is a
    // UITextField; the capture records no text-entry trait].
    if traits.contains(.searchField), !traits.contains(.textEntry) { hint = "Double tap to edit" }
    let hintOnly = own != nil && !hasLabelOrValue
    if traits.contains(.adjustable), !traits.contains(.switchButton), !hintOnly {
      hint = following("Swipe up or down with one finger to adjust the value")
    }
    return hint
  }

}
