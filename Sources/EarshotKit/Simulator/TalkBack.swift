/// Android TalkBack with default verbosity (SPEC §5; announcements.md §1 and §6): state, name,
/// role joined by `, `, `selected` first and `disabled` last; the usage hint as its own
/// utterance for enabled elements only: `On, Wi-Fi, Switch` then `Double-tap to toggle`;
/// `Off, Bluetooth, Switch, disabled`.
public struct TalkBack: Voice {
  public let platform = Platform.android
  /// `value_unlabelled` (announcements.md §1.4).
  public let unlabelled: String? = "Unlabelled"

  public init() {}

  public func focusParts(of node: Int, from previous: Int?, in session: Session) -> [String] {
    dedup(catalogueParts(of: node, in: session)) + collectionParts(of: node, from: previous, in: session)
  }

  /// `Double-tap to activate`, `Double-tap to toggle`: only for enabled elements
  /// (`AccessibilityFocusHint`: "disabled nodes get no hint").
  public func hint(of node: Int, in session: Session) -> String? {
    guard !session.isDisabled(node) else { return nil }
    let parts = hintParts(of: node, in: session, catalogueFirst: true)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// A typed character as TalkBack echoes it (readers-wording.md §2.9): its symbol name
  /// (`SpeechCleanupUtils.getCleanValueFor`: `At`, `Period`, `Space`), else itself; an
  /// upper-case letter `capital A` (`CompositorUtils.prependCapital`, template_capital_letter
  /// "capital %1$s", spoken by default: pref_capital_letters_default 1).
  public func spokenCharacter(_ character: Character) -> String {
    if let name = TalkBack.symbolNames[character] { return name }
    return character.isUppercase ? "capital \(character)" : String(character)
  }

  /// `SpeechCleanupUtils.characterToName`: the symbol's name, none for a space.
  public func characterName(_ character: Character) -> String? {
    character == " " ? nil : TalkBack.symbolNames[character]
  }

  /// `CompositorUtils.dedupJoin` skips a part whose lower-cased text was already said.
  private func dedup(_ parts: [String]) -> [String] {
    var seen = Set<String>()
    return parts.filter { seen.insert($0.lowercased()).inserted }
  }

  /// With list positions on: `2 of 5` for a row of a list, `In list, 5 items` on entering it
  /// and `Out of list` on leaving it (announcements.md §1.4, §1.10). TalkBack speaks positions
  /// only when the list has more than one item.
  private func collectionParts(of node: Int, from previous: Int?, in session: Session) -> [String] {
    guard session.settings.listPositions else { return [] }
    let model = session.model
    let list = model.nodes[node].parent.flatMap { model.nodes[$0].entry.structure == .list ? $0 : nil }
    var parts: [String] = []
    if let list {
      let count = model.listItems[list]?.count ?? 0
      if count > 1, let position = model.positionInList[node] {
        parts.append("\(position + 1) of \(count)")
      }
      if previous.map({ !model.isWithin($0, list) }) ?? true {
        parts.append("In list, \(count) \(count == 1 ? "item" : "items")")
      }
    } else if let previous, let previousList = model.nodes[previous].parent,
      model.nodes[previousList].entry.structure == .list, !model.isWithin(node, previousList)
    {
      parts.append("Out of list")
    }
    return parts
  }
}
