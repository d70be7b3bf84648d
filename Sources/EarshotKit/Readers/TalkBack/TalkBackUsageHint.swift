/// The usage hint, TalkBack's second utterance after a pause (google/talkback 26a27dc0
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/hint/`).
///
/// `AccessibilityFocusHint.getHint` speaks one only for an enabled, focused node, joining the
/// adjustable-child hint, the role hint and the actions hint with `, `
/// (`CompositorUtils.joinCharSequences`), so it is one string here, as the simulator's
/// `TalkBack.hint` gives it. The role hint is `NodeRoleHint.getHint`:
///
/// - drop-down list: `Double-tap to change` (`template_hint_spinner`);
/// - edit box: `Double-tap to edit text` (`template_hint_edit_text`) only when it has no input
///   focus (`getEditTextHint`: `boolean isFocused = node.isFocused(); if (!isFocused) …`), then
///   the long-click hint. A dump's `focused="true"` is `isFocused()` (`CapturedNode.focused`);
/// - seek control with scroll actions: the adjustable hint;
/// - anything else: the click hint (`ClickableHint`: `Double-tap to toggle` for a checkable
///   node, else `Double-tap to activate`), then the long-click hint (`LongClickableHint`:
///   `Double-tap and hold to long press`, `template_hint_long_clickable`).
///
/// Every click hint needs the node clickable (`ClickableHint.getClickHint`), and none is given
/// to a keyboard's text entry key. `%1$s` is `value_double_tap`, `Double-tap`.
///
/// The actions hint comes last (`AccessibilityNodeFeedbackUtils.getHintForNodeActions`): for a
/// node with menu actions (custom actions with a label, ACTION_EXPAND or ACTION_COLLAPSE:
/// `CustomActionMenu`), `template_hint_menu_type_high_verbosity` "%1$s available, use %2$s to
/// view" with `title_custom_action` "Actions" and the TalkBack menu's default gesture,
/// `title_pref_shortcut_3finger_1tap` "Tap with 3 fingers" (devices: "Actions available. Use Tap
/// with three fingers to view", magentaA11y `reorder-data-row_AndroidTalkback-en-US.vtt`). No
/// capture format lists a node's actions: only a screen's `action` modifiers and disclosures
/// give them.
///
/// Not modelled, for a dump lacks what they read: custom click and long-click labels
/// (`Double-tap to <label>`) and the single-selection hint of a collection (`Double-tap to
/// select`).
enum TalkBackUsageHint {
  /// The actions hint of a node with menu actions.
  static let actionsHint = "Actions available, use Tap with 3 fingers to view"

  static func hint(_ node: CapturedNode, role: TalkBackRole, enabled: Bool) -> String? {
    guard enabled else { return nil }
    let longClick = node.longClickable ? "Double-tap and hold to long press" : nil
    let parts: [String?]
    switch role {
    case .dropDownList:
      parts = [node.clickable ? "Double-tap to change" : nil]
    case .editText:
      parts = [node.clickable && !node.focused ? "Double-tap to edit text" : nil, longClick]
    case .seekControl:
      // [derived] An enabled SeekBar has ACTION_SCROLL_FORWARD or BACKWARD unless its range is
      // empty; a dump has no actions. `template_hint_adjustable_2gesture` with the default
      // gestures, as the catalogue's slider says it ("Swipe up or swipe down to adjust",
      // heard on a device: readers-wording.md §2.4).
      parts = ["Swipe up or swipe down to adjust"]
    case .textEntryKey:
      parts = [longClick]
    default:
      let click =
        node.clickable ? (node.checkable ? "Double-tap to toggle" : "Double-tap to activate") : nil
      parts = [click, longClick]
    }
    let hasMenuActions = node.customActions.contains { !$0.isEmpty } || node.expanded != nil
    let actions = hasMenuActions && role != .textEntryKey ? actionsHint : nil
    let hint = (parts + [actions]).compactMap { $0 }
    return hint.isEmpty ? nil : hint.joined(separator: ", ")
  }
}
