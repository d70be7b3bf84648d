import Foundation

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
/// not enabled. `Localizable.strings` holds each word in each language it translates (en, de,
/// ru: `ReaderWords.voiceOver`); the trailing periods are dropped as the catalogue drops them.
/// The expanded status and its hints are in no translated table: English in every language.
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
  static func roleWords(_ traits: IOSTraits, state: String? = nil, words: ReaderWords = .english) -> [String]
  {
    var spoken: [String] = []
    func say(_ key: String) { spoken.append(word(key, words)) }
    if traits.contains(.button), traits.isDisjoint(with: .hidingButton) { say("trait.button.description") }
    if traits.contains(.backButton) { say("trait.backbutton.description") }
    // USA: "VoiceOver will still read the "Switch Button." trait, but only if the element's
    // traits also include the `.button` trait".
    if traits.contains(.switchButton), traits.contains(.button) { say("trait.switch_button.description") }
    if traits.contains(.switchButton), let state {
      // `On`, `Off`, `Mixed`: trait.switch_button.state_on (_off, _mixed).description.
      say("trait.switch_button.state_\(state.lowercased()).description")
    }
    if traits.contains(.tabBarItem) { say("trait.tab.description") }
    if traits.contains(.textEntry) {
      say(
        traits.contains(.secureTextField)
          ? "trait.secure_text_field.description" : "trait.text_field.description")
    }
    if traits.contains(.header) { say("trait.header.description") }
    if traits.contains(.link) { say("trait.link.description") }
    if traits.contains(.adjustable) { say("trait.adjustable.description") }
    if traits.contains(.image) { say("trait.image.description") }
    if traits.contains(.searchField) { say("trait.search_field.description") }
    // In no AccessibilitySnapshot table: English in every language (`LocaleCoverage`).
    if traits.contains(.popUpButton) { spoken.append("Pop up button") }
    return spoken
  }

  /// A `Localizable.strings` word without the full stop that ends it (`Button.` → `Button`).
  static func word(_ key: String, _ words: ReaderWords) -> String {
    withoutFullStop(words.voiceOver(key))
  }

  /// An element's place in its series: `context.series.description_format` "%1$@ %2$@ of
  /// %3$@.", the description left out (it is the parts before).
  static func series(_ index: Int, of count: Int, words: ReaderWords) -> String {
    let series = AndroidFormat.format(
      words.voiceOver("context.series.description_format"), ["", words.number(index), words.number(count)])
    return withoutFullStop(series.trimmingCharacters(in: .whitespaces))
  }

  private static func withoutFullStop(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  static func parts(_ element: Element, words: ReaderWords = .english) -> [String] {
    var parts: [String] = []
    if element.selected { parts.append(word("trait.selected.description", words)) }
    parts += element.label
    if let value = element.value, !element.traits.contains(.switchButton) { parts.append(value) }
    if !element.enabled { parts.append(word("trait.not_enabled.description", words)) }
    parts += roleWords(element.traits, state: element.state, words: words)
    if let position = element.position {
      parts.append(series(position.index, of: position.count, words: words))
    }
    // The expanded status after the trait words (AccessibilitySnapshot PR #324: "Section.
    // Button. Heading. Expanded.").
    if let expanded = element.expanded {
      parts.append(word(expanded ? "status.expanded.description" : "status.collapsed.description", words))
    }
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
    traits: IOSTraits, enabled: Bool, own: String?, hasLabelOrValue: Bool, expanded: Bool? = nil,
    words: ReaderWords = .english
  ) -> String? {
    let hint = hint(
      traits: traits, enabled: enabled, own: own, hasLabelOrValue: hasLabelOrValue, words: words)
    guard enabled, let expanded else { return hint }
    let status = word(expanded ? "status.expanded.hint" : "status.collapsed.hint", words)
    return hint.map { "\($0), \(status)" } ?? status
  }

  static func hint(
    traits: IOSTraits, enabled: Bool, own: String?, hasLabelOrValue: Bool, words: ReaderWords = .english
  ) -> String? {
    var hint = own.flatMap { $0.isEmpty ? nil : $0 }
    func following(_ key: String) -> String {
      let traitHint = word(key, words)
      return hint.map { "\($0), \(traitHint)" } ?? traitHint
    }
    guard enabled else { return hint }
    if traits.contains(.switchButton) { hint = following("trait.switch_button.hint") }
    // A pop-up button's hint, heard on a device (magentaA11y's drop-down recording); in no
    // AccessibilitySnapshot table: English in every language (`LocaleCoverage`).
    if traits.contains(.popUpButton) {
      hint = hint.map { "\($0), Double tap to activate the picker" } ?? "Double tap to activate the picker"
    }
    if traits.contains(.textEntry) {
      // trait.text_field.hint, or for a text view textAreaTraitHint "Double tap to edit., Use the
      // rotor to access Misspelled Words" (its inner full stop dropped as the others are).
      hint =
        traits.contains(.textArea)
        ? words.voiceOver("trait.text_area.hint").replacingOccurrences(of: ".,", with: ",")
        : word("trait.text_field.hint", words)
    }
    // A search field takes typing as a text field does [derived: UISearchTextField is a
    // UITextField; the capture records no text-entry trait].
    if traits.contains(.searchField), !traits.contains(.textEntry) {
      hint = word("trait.text_field.hint", words)
    }
    let hintOnly = own != nil && !hasLabelOrValue
    if traits.contains(.adjustable), !traits.contains(.switchButton), !hintOnly {
      hint = following("trait.adjustable.hint")
    }
    return hint
  }

}
