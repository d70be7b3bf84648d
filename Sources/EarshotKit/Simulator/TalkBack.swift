import Foundation

/// Android TalkBack with default verbosity (announcements.md §1 and §6): state, name,
/// role joined by `, `, `selected` first and `disabled` last; the usage hint as its own
/// utterance for enabled elements only: `On, Wi-Fi, Switch` then `Double-tap to toggle`;
/// `Off, Bluetooth, Switch, disabled`.
public struct TalkBack: Voice {
  public let platform = Platform.android
  /// `value_unlabelled` (announcements.md §1.4).
  public func unlabelled(_ words: ReaderWords) -> String? { words.talkBack("value_unlabelled") }

  public init() {}

  public func focusParts(of node: Int, from previous: Int?, in session: Session) -> [String] {
    guard let reading = session.model.reading(of: node) else {
      return treeDescription(of: node, in: session) + collectionParts(of: node, from: previous, in: session)
    }
    let parts =
      reading.utterance(session.liveState(of: node)) + collectionParts(of: node, from: previous, in: session)
    return cleanedUp(parts, words: session.settings.words)
  }

  /// The utterance as `Compositor` hands it to speech: `SpeechCleanupUtils.cleanUp` runs on the
  /// whole of it ("Cleans up the TTS output if it is just 1 character long. This will announce
  /// single symbols correctly"), so an utterance that is one character once trimmed says that
  /// character's name (`getCleanValueFor`: `:` is `Colon`), and one of spaces alone says the
  /// first's. google/talkback 26a27dc0 `compositor/Compositor.java`,
  /// `utils/output/SpeechCleanupUtils.java`. Applied to captured elements: a screen's own
  /// elements keep the words their kind gives.
  func cleanedUp(_ parts: [String], words: ReaderWords) -> [String] {
    let whole = parts.joined(separator: ", ")
    let trimmed = whole.trimmingCharacters(in: .whitespacesAndNewlines)
    let character: Character? =
      trimmed.count == 1 ? trimmed.first : (trimmed.isEmpty && !whole.isEmpty ? whole.first : nil)
    guard let character, let name = TalkBack.symbolName(character, words) else { return parts }
    return [name]
  }

  /// The node's tree description (readers-wording.md §1.1): state, name and role joined by
  /// `dedupJoin`, then the developer's hint text and the tooltip (not deduplicated:
  /// `getAppendedTreeDescription` joins `treeDescription, accessibilityNodeError,
  /// accessibilityNodeHint, tooltip` with `joinCharSequences`), then `disabled`, "always a
  /// postfix" (`aggregateNodeTreeDescription`). google/talkback
  /// `compositor/roledescription/TreeNodesDescription.java`.
  private func treeDescription(of node: Int, in session: Session) -> [String] {
    let parts = composition(of: node, in: session)?.parts ?? []
    let cut = parts.firstIndex(of: .disabled) ?? parts.endIndex
    var children: [String]?
    let before = parts[..<cut].flatMap { render($0, of: node, in: session, children: &children) }
    let after = parts[cut...].flatMap { render($0, of: node, in: session, children: &children) }
    let hint = developerHint(of: node, in: session).map { [$0] } ?? []
    let tooltip = uniqueTooltip(of: node, in: session).map { [$0] } ?? []
    return dedup(before) + hint + tooltip + after
  }

  /// The composition's tooltip, unless it is the text the node is spoken by
  /// (`AccessibilityNodeFeedbackUtils.getUniqueTooltipText`: "if tooltip is the same as node
  /// text, it will return empty string to prevent duplicate content"). Material 1.14's drag
  /// handle: tooltip `Drag handle`, description `Collapsed. Drag handle`, so both are said.
  func uniqueTooltip(of node: Int, in session: Session) -> String? {
    guard let tooltip = composition(of: node, in: session)?.tooltip, !tooltip.isEmpty else { return nil }
    return render(.name, of: node, in: session).first == tooltip ? nil : tooltip
  }

  /// The screen's `hint "…"` as TalkBack speaks it: `AccessibilityNodeInfo.getHintText()`, part
  /// of the focus utterance after name and role, never in the usage hint. An edit text showing
  /// its hint as its text drops it (`AccessibilityNodeFeedbackUtils.getHintDescription`:
  /// `(Role.getRole(node) == Role.ROLE_EDIT_TEXT && node.isShowingHintText()) ? "" :
  /// getNodeHint(node)`); earshot counts a text or secure field as showing its hint while it is
  /// empty (an EditText shows its hint, a TextInputLayout its label, when it has no text) [derived].
  func developerHint(of node: Int, in session: Session) -> String? {
    guard let hint = session.model.nodes[node].element.hint?.value, !hint.isEmpty else { return nil }
    if session.model.nodes[node].entry.textEntry != nil, (session.value(of: node) ?? "").isEmpty {
      return nil
    }
    return hint
  }

  /// `Double-tap to activate`, `Double-tap to toggle`: only for enabled elements
  /// (`AccessibilityFocusHint`: "disabled nodes get no hint"). The usage hint alone: the
  /// developer's hint is in the focus utterance (`treeDescription`).
  public func hint(of node: Int, in session: Session) -> String? {
    if let reading = session.model.reading(of: node) {
      return reading.usageHint(session.liveState(of: node))
    }
    guard !session.isDisabled(node) else { return nil }
    var parts = hintParts(of: node, in: session, catalogueFirst: true, includingOwn: false)
    // The actions hint, last (`TalkBackUsageHint`).
    if !session.focusModel.actionItems(of: node).isEmpty {
      parts.append(TalkBackUsageHint.actionsHint(session.settings.words))
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// A typed character as TalkBack echoes it (readers-wording.md §2.9): its symbol name
  /// (`SpeechCleanupUtils.getCleanValueFor`: `At`, `Period`, `Space`), else itself; an
  /// upper-case letter `capital A` (`CompositorUtils.prependCapital`, template_capital_letter
  /// "capital %1$s", spoken by default: pref_capital_letters_default 1).
  public func spokenCharacter(_ character: Character, words: ReaderWords) -> String {
    if let name = TalkBack.symbolName(character, words) { return name }
    return character.isUppercase
      ? words.talkBack("template_capital_letter", String(character)) : String(character)
  }

  /// `SpeechCleanupUtils.characterToName`: the symbol's name, none for a space.
  public func characterName(_ character: Character, words: ReaderWords) -> String? {
    character == " " ? nil : TalkBack.symbolName(character, words)
  }

  /// `CompositorUtils.dedupJoin` skips a part whose lower-cased text was already said.
  private func dedup(_ parts: [String]) -> [String] {
    var seen = Set<String>()
    return parts.filter { seen.insert($0.lowercased()).inserted }
  }

  /// With list positions on: `2 of 5` for an item of a collection, `In list, 5 items` on
  /// entering it and `Out of list` on leaving it (announcements.md §1.4, §1.10). A collection
  /// of one item is no collection to TalkBack: no position, and it is neither entered nor left
  /// (`CollectionState.shouldEnter`: "Collection size is zero or 1, not a valid a collection").
  /// A collection is a list, a tab
  /// bar (Material's TabLayout gives its tabs collection positions) or a set of radio buttons (a
  /// RadioGroup's: readers-wording.md §2.2, §2.5); one preference governs them all
  /// (`EventTypeViewAccessibilityFocusedFeedbackRule` reads `getSpeakCollectionInfo()`).
  ///
  /// In a captured list the position and count are the reader's (`TalkBackCollection`: an
  /// item's CollectionItemInfo, a stop inside an item taking the item's), and a list with a
  /// name is entered and left by it: `In list Shows, 3 items`, `Out of list Shows`
  /// (`CollectionStateFeedbackUtils.getCollectionTransitionDescription`, `in_list_with_name`,
  /// `out_of_list_with_name`). Moving between two stops of one item says no position
  /// (`CollectionState.ListItemState.getTransition`: `TYPE_NONE` for the same index). A stop
  /// inside a list that is no item of it enters and leaves the list all the same, with no
  /// position: the collection state follows the collection around the focused node.
  private func collectionParts(of node: Int, from previous: Int?, in session: Session) -> [String] {
    guard session.settings.listPositions else { return [] }
    let model = session.model
    // The collection a node is in, if TalkBack counts it as one.
    func collection(of node: Int) -> Int? {
      model.spokenCollection(of: node).flatMap { model.itemCount(of: $0) > 1 ? $0 : nil }
    }
    let words = session.settings.words
    func name(of list: Int) -> String? { model.nodes[list].element.captured?.collectionName }
    // The collection around a node: the one it is an item of, else the innermost list it is
    // inside (a button in a container above a list's rows is in the list, though no item).
    func collection(around node: Int) -> Int? {
      if let list = collection(of: node) { return list }
      var current = model.nodes[node].parent
      while let parent = current {
        if model.nodes[parent].entry.structure == .list {
          return model.itemCount(of: parent) > 1 ? parent : nil
        }
        current = model.nodes[parent].parent
      }
      return nil
    }
    var parts: [String] = []
    let around = collection(around: node)
    if let list = around, let columns = gridColumns(of: list, in: model) {
      return gridParts(of: node, from: previous, in: list, columns: columns, model: model, words: words)
    }
    if let list = around {
      let count = model.itemCount(of: list)
      // Another stop of the same item says no position (`ListItemState.getTransition`).
      let sameItem = previous.map {
        $0 != node && model.spokenCollection(of: $0) == list
          && model.positionInList[$0] == model.positionInList[node]
      }
      if let position = model.positionInList[node], sameItem != true {
        // `list_index_template` "%1$d of %2$d".
        parts.append(words.talkBack("list_index_template", words.number(position + 1), words.number(count)))
      }
      if previous.map({ !model.isInCollection($0, list) }) ?? true {
        // `joinCharSequences(in_list or in_list_with_name, template_list_total_count)`.
        let entered =
          name(of: list).map { words.talkBack("in_list_with_name", $0) } ?? words.talkBack("in_list")
        parts.append(entered + ", " + words.talkBack("template_list_total_count", count: count))
      }
    } else if let previous, let previousList = collection(around: previous),
      !model.isInCollection(node, previousList)
    {
      parts.append(
        gridColumns(of: previousList, in: model) == nil
          ? name(of: previousList).map { words.talkBack("out_of_list_with_name", $0) }
            ?? words.talkBack("out_of_list")
          : words.talkBack("out_of_grid"))
    }
    return parts
  }

  /// The columns of a collection laid out in them (`Entry.takesColumns`: a grid written
  /// `columns 3`); nil for any other, or a grid whose columns are no positive number (the
  /// checker reports those before anything runs).
  private func gridColumns(of collection: Int, in model: ScreenModel) -> Int? {
    guard model.nodes[collection].entry.takesColumns,
      let written = model.nodes[collection].element.columns?.value, let columns = Int(written), columns > 0
    else { return nil }
    return columns
  }

  /// A grid's words (components-wording.md §9.1), as a `RecyclerView` with a `GridLayoutManager`
  /// gives them: the item at place `i` is in row `i / columns` and column `i % columns`; the
  /// grid has `spanGroupIndex(last) + 1` rows and `min(spanCount, itemCount)` columns.
  /// `TableItemState.getTransition` says the row only when it changed, the column likewise, both
  /// on entering and when the same cell is focused again (`Row 2`, `Column 1`:
  /// `row_index_template`, `column_index_template`); entering adds `In grid, 2 rows, 3 columns`
  /// (`in_grid`, plurals `template_list_row_count`, `template_list_column_count`).
  private func gridParts(
    of node: Int, from previous: Int?, in grid: Int, columns: Int, model: ScreenModel, words: ReaderWords
  ) -> [String] {
    let count = model.itemCount(of: grid)
    let entering = previous.map { !model.isInCollection($0, grid) } ?? true
    var parts: [String] = []
    if let place = model.positionInList[node] {
      let here = (row: place / columns, column: place % columns)
      let before = previous.flatMap { $0 != node && !entering ? model.positionInList[$0] : nil }
      let was = before.map { (row: $0 / columns, column: $0 % columns) }
      if was?.row != here.row {
        parts.append(words.talkBack("row_index_template", words.number(here.row + 1)))
      }
      if was?.column != here.column {
        parts.append(words.talkBack("column_index_template", words.number(here.column + 1)))
      }
    }
    if entering {
      let rows = (count + columns - 1) / columns
      let shown = min(columns, count)
      parts.append(
        [
          words.talkBack("in_grid"), words.talkBack("template_list_row_count", count: rows),
          words.talkBack("template_list_column_count", count: shown),
        ].joined(separator: ", "))
    }
    return parts
  }
}
