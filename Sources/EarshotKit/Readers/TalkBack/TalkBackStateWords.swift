/// The state words of a node: the widget's `stateDescription` (which no dump records, so a
/// table of assumed defaults stands for it) and TalkBack's own checked words (google/talkback
/// 26a27dc0, `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`).
enum TalkBackStateWords {
  /// The `stateDescription` a widget would set on a device; nil: none assumed. [derived] Each
  /// row is an assumption about the widget, not TalkBack's code:
  ///
  /// | node | assumed stateDescription | why |
  /// |---|---|---|
  /// | `android.widget.RadioButton`, checkable | `Selected` / `Not selected` | the framework RadioButton (API 30+) and a Compose `selectable` radio set these; heard on a device (readers-wording.md §2.2) |
  /// | `android.widget.Switch`, checkable | `On` / `Off` | the framework Switch, SwitchCompat and Compose `Switch` set one on API 30+ (Compose `state_on` "On"; the Views' `ON` differs in case only), as the catalogue's switch says |
  /// | a `MaterialCheckBox` (`widgetClass`; a screen's check box is one) | `Checked` / `Not checked` / `Partially checked` | material-components-android `MaterialCheckBox.java`: `setStateDescription(getButtonStateDescription())` on every state change, with `mtrl_checkbox_state_description_checked`, `_unchecked`, `_indeterminate` |
  /// | a node whose `stateDescription` is known (a screen's `value`) | that | the node says it |
  /// | anything else | none | a CheckBox then says TalkBack's own `checked` / `not checked` |
  ///
  /// A RadioButton that is not checkable (`checkable="false" selected="true"`) is no framework
  /// CompoundButton, which is always checkable, so nothing is assumed: it says only `selected`.
  static func assumedStateDescription(
    _ node: CapturedNode, role: TalkBackRole, checked: Bool?, indeterminate: Bool, words: ReaderWords
  ) -> String? {
    if let stateDescription = node.stateDescription { return stateDescription }
    if role == .progressBar, !TalkBackRange.hasValidRangeInfo(node, role: role) {
      return TalkBackRange.inProgress
    }
    guard node.checkable else { return nil }
    if node.widgetClass == materialCheckBox {
      if indeterminate { return words.material("mtrl_checkbox_state_description_indeterminate") }
      return words.material(
        checked == true
          ? "mtrl_checkbox_state_description_checked" : "mtrl_checkbox_state_description_unchecked")
    }
    switch role {
    case .radioButton where node.className == "android.widget.RadioButton":
      return checked == true ? "Selected" : "Not selected"
    case .switchWidget where node.className == "android.widget.Switch":
      return checked == true ? "On" : "Off"
    default: return nil
    }
  }

  static let materialCheckBox = "com.google.android.material.checkbox.MaterialCheckBox"

  /// `TreeNodesDescription.nodeStatusDescription`: `checked` / `not checked` (`value_checked`,
  /// `value_not_checked`) for a checkable node with no state description, unless it is a
  /// Switch or ToggleButton (which say on/off through `SwitchDescription`), or an unchecked
  /// CheckedTextView. The collapsed/expanded word before it needs ACTION_EXPAND / COLLAPSE,
  /// which no dump records.
  static func checkedStatus(
    checkable: Bool, checked: Bool?, role: TalkBackRole, stateDescription: String?, words: ReaderWords
  ) -> String? {
    guard stateDescription == nil, checkable, role != .switchWidget, role != .toggleButton,
      role != .checkedTextView || checked == true
    else { return nil }
    return words.talkBack(checked == true ? "value_checked" : "value_not_checked")
  }

  /// `AccessibilityNodeFeedbackUtils.getSelectedStateText`: `selected` (`value_selected`), said
  /// first and only for the focused node (`TreeNodesDescription.aggregateNodeTreeDescription`).
  /// TalkBack itself never says "not selected".
  static func selected(_ selected: Bool, words: ReaderWords) -> String? {
    selected ? words.talkBack("value_selected") : nil
  }

  /// `getDisabledStateText`: `disabled` (`value_disabled`), "always a postfix", for the focused
  /// node only; never for a heading (`announceDisabled`). [derived] API 31+ is assumed, where
  /// any disabled node says it (before S only actionable ones did).
  static func disabled(enabled: Bool, heading: Bool, words: ReaderWords) -> String? {
    !enabled && !heading ? words.talkBack("value_disabled") : nil
  }
}
