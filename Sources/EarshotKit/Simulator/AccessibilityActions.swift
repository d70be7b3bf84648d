/// One item of the actions a reader lists for an element (TalkBack's Actions reading control and
/// menu, VoiceOver's Actions rotor): what `rotor actions` moves through and `doubletap` performs.
public enum AccessibilityActionItem: Sendable, Equatable {
  /// The element's click: TalkBack lists it first (`SelectorController.populateActionItemsForNode`).
  case activate
  /// A disclosure's `ACTION_EXPAND` / `ACTION_COLLAPSE`, which TalkBack lists under its own labels.
  case expand
  case collapse
  /// A custom action, by the name a screen gives it (`action "Delete"`).
  case custom(String)
}

/// The actions a reader lists for one element, in order (`ScreenModel.actionItems`): the
/// reader's own items (TalkBack's `Activate`, a disclosure's expand or collapse), then the
/// element's custom actions, which are the model's list of them, shared and never copied. So
/// choosing the next action with each swipe costs the same however many the element has.
public struct ActionList: RandomAccessCollection, Sendable, Equatable {
  /// The reader's items, before the custom actions.
  let leading: [AccessibilityActionItem]
  let custom: [AccessibilityActionItem]

  public var startIndex: Int { 0 }
  public var endIndex: Int { leading.count + custom.count }

  public subscript(position: Int) -> AccessibilityActionItem {
    position < leading.count ? leading[position] : custom[position - leading.count]
  }

  public static func == (a: ActionList, b: ActionList) -> Bool { a.elementsEqual(b) }
}

extension ScreenModel {
  /// The actions `node`'s reader lists for it on this platform, in order; empty when it lists
  /// none (and so says no `Actions available`). `expanded`: whether a disclosure is expanded now
  /// (nil for any other element).
  ///
  /// TalkBack lists the node's menu actions (`CustomActionMenu.populateCustomMenuItemsForNode`:
  /// custom actions by their labels, an empty label skipped; `ACTION_EXPAND` and
  /// `ACTION_COLLAPSE`), after `Activate` when there is any. [derived] A disclosure's expand or
  /// collapse comes before its custom actions, as a widget adds its standard actions to its
  /// node before an app's. VoiceOver lists the custom actions alone.
  public func actionItems(of node: Int, expanded: Bool?) -> ActionList {
    let custom = customActions[node] ?? []
    guard platform == .android else { return ActionList(leading: [], custom: custom) }
    let toggle: [AccessibilityActionItem] =
      nodes[node].entry.revealsChildrenWhen == nil ? [] : [expanded == true ? .collapse : .expand]
    guard !toggle.isEmpty || !custom.isEmpty else { return ActionList(leading: [], custom: []) }
    return ActionList(leading: [.activate] + toggle, custom: custom)
  }

  /// An element's custom actions that have a label, as items (nil: none): listed once, as the
  /// model is built (`ScreenModelTables`).
  static func customActions(_ actions: [Located<String>]) -> [AccessibilityActionItem]? {
    WorkCounts.count(.actionList)
    var items: [AccessibilityActionItem] = []
    for action in actions where !action.value.isEmpty { items.append(.custom(action.value)) }
    return items.isEmpty ? nil : items
  }

  /// Whether `node` is a disclosure that is expanded in `states` (nil: it is no disclosure).
  public func isExpanded(_ node: Int, states: Set<StateName>) -> Bool? {
    nodes[node].entry.revealsChildrenWhen.map { states.contains($0) }
  }
}
