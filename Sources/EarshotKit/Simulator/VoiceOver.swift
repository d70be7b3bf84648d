/// iOS VoiceOver in the caption style (announcements.md §2.1, §2.4 and §6): the label,
/// value and trait words in AccessibilitySnapshot's order, joined by `, ` as the caption panel
/// shows them: `Submit, Button`; `Delete, Dimmed, Button`; `Selected, Inbox, Button`;
/// `Wi-Fi, Switch Button, On`.
public struct VoiceOver: Voice {
  public let platform = Platform.ios
  /// VoiceOver speaks only the traits of an unlabelled element (`Button`).
  public func unlabelled(_ words: ReaderWords) -> String? { nil }

  public init() {}

  public func focusParts(of node: Int, from previous: Int?, in session: Session) -> [String] {
    if let reading = session.model.reading(of: node) {
      return reading.utterance(session.liveState(of: node))
    }
    return catalogueParts(of: node, in: session)
  }

  /// A typed character as VoiceOver echoes it: a capital `Cap Z` (device
  /// field-errors-iOS-Voiceover-en-US.vtt "Cap Z Zulu"); a space `space`, the label of the
  /// keyboard's key, which VoiceOver speaks "again when the character is entered" (Apple's
  /// iPhone User Guide) [derived]; anything else itself, for the speech synthesiser to read
  /// (VoiceOver's names for symbols are not public).
  public func spokenCharacter(_ character: Character, words: ReaderWords) -> String {
    if character == " " { return "space" }
    return character.isUppercase ? "Cap \(character)" : String(character)
  }

  /// VoiceOver's word echo is not modelled (see the text field's entry).
  public func characterName(_ character: Character, words: ReaderWords) -> String? { nil }

  /// The developer's `accessibilityHint` first, then the trait's own: `Connect devices, Double
  /// tap to toggle setting` (AccessibilitySnapshot's `%@. Double tap to toggle setting.`).
  /// There is no default hint for buttons (announcements.md §2.1 step 8).
  public func hint(of node: Int, in session: Session) -> String? {
    if let reading = session.model.reading(of: node) {
      return reading.usageHint(session.liveState(of: node))
    }
    let parts = hintParts(of: node, in: session, catalogueFirst: false)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
