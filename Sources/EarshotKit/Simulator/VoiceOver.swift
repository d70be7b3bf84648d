/// iOS VoiceOver in the caption style (SPEC §5; announcements.md §2.1, §2.4 and §6): the label,
/// value and trait words in AccessibilitySnapshot's order, joined by `, ` as the caption panel
/// shows them: `Submit, Button`; `Delete, Dimmed, Button`; `Selected, Inbox, Button`;
/// `Wi-Fi, Switch Button, On`.
public struct VoiceOver: Voice {
  public let platform = Platform.ios
  /// VoiceOver speaks only the traits of an unlabelled element (`Button`).
  public let unlabelled: String? = nil

  public init() {}

  public func focusParts(of node: Int, from previous: Int?, in session: Session) -> [String] {
    catalogueParts(of: node, in: session)
  }

  /// The developer's `accessibilityHint` first, then the trait's own: `Connect devices, Double
  /// tap to toggle setting` (AccessibilitySnapshot's `%@. Double tap to toggle setting.`).
  /// There is no default hint for buttons (announcements.md §2.1 step 8).
  public func hint(of node: Int, in session: Session) -> String? {
    let parts = hintParts(of: node, in: session, catalogueFirst: false)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
