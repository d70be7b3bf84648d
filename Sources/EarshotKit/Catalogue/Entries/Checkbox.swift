/// The check box. No seed describes it (the five seeds in `shared/seeds/` are button,
/// switch, row, strike-through and sheet), so `seed` is nil and every phrase cites the public
/// source it is taken from, as `docs/research/readers-wording.md` §2.1, §3.1 and §7 record them.
///
/// Android speaks Material's check box: a Material theme (the platform's default app template)
/// inflates `<CheckBox>` as `MaterialCheckBox`
/// (material-components-android `lib/java/com/google/android/material/theme/MaterialComponentsViewInflater.java`,
/// `createCheckBox`), which on API 30+ sets its own state description
/// (`MaterialCheckBox.java`, `super.setStateDescription(getButtonStateDescription())`), so
/// TalkBack speaks `Checked` / `Not checked` / `Partially checked` in the state slot instead of its
/// own lower-case `checked` / `not checked` (google/talkback `value_checked`, `value_not_checked`,
/// used only without a state description: `TreeNodesDescription.nodeStatusDescription`). Only
/// Material's has a third state with words of its own. Default matching is case-folded, so the two
/// differ only under `expect exactly`.
///
/// iOS has no native check box: magentaA11y (`controls/checkbox.md`, "Role", UIKit) has a
/// `UIButton` whose accessibility value is "Checked" or "Unchecked", which VoiceOver speaks as
/// label, value, `Button` with no hint (AccessibilitySnapshot's order; readers-wording.md §3.1).
extension Entry {
  static let checkbox = Entry(
    id: "checkbox", title: "Check box", seed: nil,
    sources: [
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_checkbox, template_hint_checkable",
      "material-components/material-components-android lib/java/com/google/android/material/checkbox/res/values/strings.xml: mtrl_checkbox_state_description_checked, _unchecked, _indeterminate",
      "material-components/material-components-android lib/java/com/google/android/material/checkbox/MaterialCheckBox.java: toggle, getButtonStateDescription",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.button.description, trait.not_enabled.description, trait.switch_button.state_mixed.description",
      "tmobile/magentaA11y public/content/documentation/native/controls/checkbox.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/checkbox/checkboxVoiceOver-en-US.vtt, checkboxTalkback-en-US.vtt",
    ],
    kinds: ["checkbox"],
    usage: #"checkbox "Remember me" checked | checkbox "Select all" mixed | checkbox "Newsletter" disabled"#,
    summary: "A control that is checked, unchecked (the default) or partially checked (mixed).",
    isInteractive: true, groupsChildren: false,
    // magentaA11y checkbox.md, "Role" (UIKit): "If necessary, set `accessibilityTraits` to `.button`".
    iosTraits: ["button"],
    androidRole: "android.widget.CheckBox as MaterialCheckBox (ROLE_CHECK_BOX, \"Check box\")",
    states: [
      StateSpec(
        name: .checked, meaning: "checked",
        spoken: [
          // magentaA11y checkbox.md, "State" (UIKit): "For checked state: Set `accessibilityValue`
          // to "Checked""; device: checkboxVoiceOver-en-US.vtt "… Checked."
          .ios: "Checked",
          // material-components-android checkbox strings.xml: mtrl_checkbox_state_description_checked.
          .android: "Checked",
        ]),
      StateSpec(
        name: .unchecked, meaning: "not checked",
        spoken: [
          // magentaA11y checkbox.md, "State" (UIKit): "set `accessibilityValue` to "Unchecked"";
          // device: checkboxVoiceOver-en-US.vtt "Set as default checkbox unchecked."
          .ios: "Unchecked",
          // material-components-android checkbox strings.xml: mtrl_checkbox_state_description_unchecked.
          .android: "Not checked",
        ],
        isDefault: true),
      StateSpec(
        name: .mixed, meaning: "partially checked (some of the items it stands for are checked)",
        spoken: [
          // UIKit has no tri-state control; VoiceOver's one word for a mixed state is the switch
          // trait's (AccessibilitySnapshot Localizable.strings:
          // trait.switch_button.state_mixed.description "Mixed."). readers-wording.md §7, §8.
          .ios: "Mixed",
          // material-components-android checkbox strings.xml: mtrl_checkbox_state_description_indeterminate.
          .android: "Partially checked",
        ]),
      .disabled, .pressed,
    ],
    exclusiveStates: [[.checked, .unchecked, .mixed]],
    keyboard: [
      InputRule(
        input: .key(.space), effect: .activate, platforms: [.ios, .android],
        source: "Spacebar: Activates on iOS and Android (magentaA11y checkbox.md)"),
      InputRule(
        input: .key(.enter), effect: .activate, platforms: [.android],
        source: "Enter: Activates on Android (magentaA11y checkbox.md)"),
    ],
    gestures: [
      InputRule(
        input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
        source: "Swipe: Focus moves to the element, expresses its name, role, state (magentaA11y checkbox.md)"
      ),
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Doubletap: Checkbox toggles between checked and unchecked states (magentaA11y checkbox.md)"),
    ],
    announcements: [
      // Label, value, Dimmed, Button (AccessibilitySnapshot: trait.not_enabled.description
      // "Dimmed.", trait.button.description "Button."); a button has no default hint
      // (readers-wording.md §3). magentaA11y checkbox.md: "Label, checked, button".
      .ios: Composition(
        parts: [.name, .state, .disabled, .role], role: "Button", hint: nil,
        examples: ["Remember me, Checked, Button", "Newsletter, Unchecked, Dimmed, Button"]),
      // State, name, role, disabled (readers-wording.md §1.1): google/talkback strings_compositor.xml
      // value_checkbox "Check box", value_disabled "disabled"; hint template_hint_checkable
      // "%1$s to toggle" (checkable and clickable, §1.2). Device: checkboxTalkback-en-US.vtt
      // "Not checked. / Set as default checkbox. / Double tap to toggle".
      .android: Composition(
        parts: [.state, .name, .role, .disabled], role: "Check box", hint: "Double-tap to toggle",
        examples: [
          "Not checked, Remember me, Check box / Double-tap to toggle",
          "Checked, Newsletter, Check box, disabled",
        ]),
    ],
    criteria: [
      Criterion(
        aspect: .name, text: "Name describes the purpose of the control and matches the visible label",
        check: .tree),
      Criterion(
        aspect: .role, text: "Identifies itself as a checkbox in Android and a Button or checkbox in iOS",
        check: .tree),
      Criterion(
        aspect: .group, text: "Visible label can be grouped with the checkbox in a single swipe", check: .tree
      ),
      Criterion(
        aspect: .state, text: "Expresses its state (disabled/dimmed, checked, not checked)", check: .tree),
      Criterion(aspect: .focus, text: "Focus visibly moves to the checkbox", check: .manual),
      .textResize,
    ],
    // A double tap toggles checked and unchecked (magentaA11y checkbox.md); from mixed it goes to
    // checked, as MaterialCheckBox.toggle() does: `setChecked(!isChecked())`, and `isChecked()` is
    // false while indeterminate. iOS apps define their own; the same is assumed there.
    // What is spoken after it: only the new state (readers-wording.md §1.3 for TalkBack, a state
    // description change; §3.1 for VoiceOver, the device's "… Checked.").
    activation: .toggle([.checked: .unchecked, .unchecked: .checked, .mixed: .checked]),
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_CHECK_BOX.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
