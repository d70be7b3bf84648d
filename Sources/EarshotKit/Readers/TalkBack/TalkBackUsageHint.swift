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
  /// The actions hint of a node with menu actions: `template_hint_menu_type_high_verbosity`
  /// with `title_custom_action` and `title_pref_shortcut_3finger_1tap`.
  static func actionsHint(_ words: ReaderWords) -> String {
    let strings = actionsHintStrings
    return words.talkBack(strings[0], words.talkBack(strings[1]), words.talkBack(strings[2]))
  }

  /// The strings the actions hint is made of: its template, then what fills it.
  static let actionsHintStrings = [
    "template_hint_menu_type_high_verbosity", "title_custom_action", "title_pref_shortcut_3finger_1tap",
  ]

  /// The strings the adjust hint is made of in a language other than English: its template,
  /// then what fills it.
  static let adjustHintStrings = [
    "template_hint_adjustable_2gesture", "title_pref_shortcut_up", "title_pref_shortcut_down",
  ]

  static func hint(_ node: CapturedNode, role: TalkBackRole, enabled: Bool, words: ReaderWords) -> String? {
    guard enabled else { return nil }
    let longClick = node.longClickable ? words.talkBackHint("template_hint_long_clickable") : nil
    let parts: [String?]
    switch role {
    case .dropDownList:
      parts = [node.clickable ? words.talkBackHint("template_hint_spinner") : nil]
    case .editText:
      parts = [
        node.clickable && !node.focused ? words.talkBackHint("template_hint_edit_text") : nil, longClick,
      ]
    case .seekControl:
      // [derived] An enabled SeekBar has ACTION_SCROLL_FORWARD or BACKWARD unless its range is
      // empty; a dump has no actions. `template_hint_adjustable_2gesture` with the default
      // gestures, as the catalogue's slider says it ("Swipe up or swipe down to adjust",
      // heard on a device: readers-wording.md §2.4).
      parts = [adjustHint(words)]
    case .textEntryKey:
      parts = [longClick]
    default:
      let click =
        node.clickable
        ? words.talkBackHint(node.checkable ? "template_hint_checkable" : "template_hint_clickable") : nil
      parts = [click, longClick]
    }
    let hasMenuActions = node.customActions.contains { !$0.isEmpty } || node.expanded != nil
    let actions = hasMenuActions && role != .textEntryKey ? actionsHint(words) : nil
    let hint = (parts + [actions]).compactMap { $0 }
    return hint.isEmpty ? nil : hint.joined(separator: ", ")
  }

  /// `template_hint_adjustable_2gesture` with the default gestures' names
  /// (`title_pref_shortcut_up`, `title_pref_shortcut_down`). English says it as heard on a
  /// device, `Swipe up or swipe down to adjust` (readers-wording.md §2.4): the template's
  /// quotes are not spoken, and the device's second gesture is lower case. [derived] Other
  /// languages speak the translated template with its quotation marks left out.
  static func adjustHint(_ words: ReaderWords) -> String {
    guard !words.isEnglish else { return "Swipe up or swipe down to adjust" }
    let strings = adjustHintStrings
    let hint = words.talkBack(strings[0], words.talkBack(strings[1]), words.talkBack(strings[2]))
    return hint.filter { !"\"“”„«»「」".contains($0) }
  }
}
