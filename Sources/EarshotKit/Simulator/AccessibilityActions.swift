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
  public func actionItems(of node: Int, expanded: Bool?) -> [AccessibilityActionItem] {
    let custom = nodes[node].element.actions.lazy.map(\.value).filter { !$0.isEmpty }.map(
      AccessibilityActionItem.custom)
    guard platform == .android else { return Array(custom) }
    let toggle: [AccessibilityActionItem] =
      nodes[node].entry.revealsChildrenWhen == nil ? [] : [expanded == true ? .collapse : .expand]
    let menu = toggle + custom
    return menu.isEmpty ? [] : [.activate] + menu
  }

  /// Whether `node` is a disclosure that is expanded in `states` (nil: it is no disclosure).
  public func isExpanded(_ node: Int, states: Set<StateName>) -> Bool? {
    nodes[node].entry.revealsChildrenWhen.map { states.contains($0) }
  }
}
