/// The state words of a node: the widget's `stateDescription` (which no dump records, so a
/// table of assumed defaults stands for it) and TalkBack's own checked words (google/talkback
/// 26a27dc0, `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`).
enum TalkBackStateWords {
  /// The `stateDescription` a widget would set on a device; nil: none assumed. [derived] Each
  /// row is an assumption about the widget, not TalkBack's code; the words are the toolkit's
  /// strings in the run's language (AOSP frameworks/base `core/res/res/values*/strings.xml`,
  /// androidx `compose/ui` resources), except that English keeps the words heard on devices:
  ///
  /// | node | assumed stateDescription | why |
  /// |---|---|---|
  /// | a node whose `stateDescription` is known (a screen's `value`) | that | the node says it |
  /// | a toolkit's own (`ToolkitStateDescription`: a screen's progress bar or toggle button) | its words | the toolkit sets it |
  /// | a progress bar with no valid RangeInfo | `in progress` (framework `in_progress`); in a Compose host `In progress` (Compose `in_progress`) | `ProgressBar.onInitializeAccessibilityNodeInfoInternal` (API 30+); `getInfoStateDescriptionOrNull` |
  /// | a `MaterialCheckBox` (`widgetClass`; a screen's check box is one) | `Checked` / `Not checked` / `Partially checked` | material-components-android `MaterialCheckBox.java`: `setStateDescription(getButtonStateDescription())` on every state change, with `mtrl_checkbox_state_description_checked`, `_unchecked`, `_indeterminate` |
  /// | `android.widget.RadioButton`, checkable | `Selected` / `Not selected`: framework `selected` / `not_selected`; in a Compose host Compose's `selected` / `not_selected` | the framework `RadioButton.getButtonStateDescription` (API 30+) and a Compose `selectable` radio; heard on a device (readers-wording.md §2.2) |
  /// | `android.widget.Switch`, checkable | `On` / `Off`: framework `capital_on` / `capital_off`; in a Compose host Compose's `state_on` / `state_off` | the framework `Switch.getButtonStateDescription` (API 30+; SwitchCompat likewise) and Compose's `Switch` role; English `On` as Compose writes it (the framework's `ON` differs in case only) |
  /// | `android.widget.CheckBox` outside a Compose host, not Material's | `checked` / `not checked`: framework `checked` / `not_checked`, in a language other than English | `CompoundButton.getButtonStateDescription` (API 30+); in English the same words as TalkBack's own, which `checkedStatus` says |
  /// | a check box in a Compose host, indeterminate | Compose's `indeterminate` (`Partially checked`) | `getInfoStateDescriptionOrNull` |
  /// | anything else | none | a CheckBox then says TalkBack's own `checked` / `not checked` |
  ///
  /// A RadioButton that is not checkable (`checkable="false" selected="true"`) is no framework
  /// CompoundButton, which is always checkable, so nothing is assumed: it says only `selected`.
  static func assumedStateDescription(
    _ node: CapturedNode, role: TalkBackRole, checked: Bool?, indeterminate: Bool, compose: Bool,
    words: ReaderWords
  ) -> String? {
    if let stateDescription = node.stateDescription { return stateDescription }
    if let toolkit = node.toolkitStateDescription { return toolkit.spoken(words) }
    if role == .progressBar, !TalkBackRange.hasValidRangeInfo(node, role: role) {
      return (compose ? ToolkitStateDescription.composeInProgress : .frameworkInProgress).spoken(words)
    }
    guard node.checkable else { return nil }
    if node.widgetClass == materialCheckBox {
      if indeterminate { return words.material("mtrl_checkbox_state_description_indeterminate") }
      return words.material(
        checked == true
          ? "mtrl_checkbox_state_description_checked" : "mtrl_checkbox_state_description_unchecked")
    }
    let on = checked == true
    switch role {
    case .radioButton where node.className == "android.widget.RadioButton":
      if words.isDefault { return on ? "Selected" : "Not selected" }
      let id = on ? "selected" : "not_selected"
      return compose ? words.compose(id) : words.framework(id)
    case .switchWidget where node.className == "android.widget.Switch":
      if words.isDefault { return on ? "On" : "Off" }
      return compose
        ? words.compose(on ? "state_on" : "state_off") : words.framework(on ? "capital_on" : "capital_off")
    case .checkBox where compose && indeterminate:
      return words.compose("indeterminate")
    case .checkBox where !compose && !words.isDefault && node.className == "android.widget.CheckBox":
      return words.framework(on ? "checked" : "not_checked")
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
