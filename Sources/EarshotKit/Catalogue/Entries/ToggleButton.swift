/// A toggle button (`togglebutton "Bold" on`): a button that stays pressed. Its words come from
/// the readers, as `docs/research/components-wording.md` §7 records them.
///
/// | toggle button | TalkBack (framework `ToggleButton`) | VoiceOver (a button with the selected trait) |
/// |---|---|---|
/// | on | `ON, Bold, Switch` ⏎ `Double-tap to toggle` | `Selected, Bold, Button` |
/// | off | `OFF, Bold, Switch` ⏎ `Double-tap to toggle` | `Bold, Button` |
/// | after a double tap turning it on | `ON` | `Selected, Bold` |
///
/// TalkBack: `ToggleButton` is `ROLE_TOGGLE_BUTTON`, whose role word is `value_switch` "Switch";
/// on API 30+ its state description is `textOn` / `textOff` (`getButtonStateDescription`), the
/// same word as its text, so `SwitchDescription` says it once, before the content description;
/// after a click the new state description alone. `ON` / `OFF` are the framework's
/// `capital_on` / `capital_off` (AOSP frameworks/base `core/res/res/values/strings.xml`, Android
/// 14 beta 1), said in the run's language from their translations. VoiceOver: AccessibilitySnapshot's `Selected:` prefix and button trait (reference image
/// `testButtonTraits` "Selected: 23. Button."); after selecting, the label with the new state and
/// no trait word, as a selected-trait button says on a device (radio recording "Selected credit
/// card three of four."). What VoiceOver says after deselecting is pinned by no source: earshot
/// says the label alone [derived].
///
/// Not modelled: a checkable `MaterialButton` (`Check box` outside a group; `Radio button` or
/// `Switch` in a `MaterialButtonToggleGroup`, derived from code with no recording), and iOS 17's
/// toggle trait (`Switch button`).
extension Entry {
  static let toggleButton = Entry(
    id: "togglebutton", title: "Toggle button", seed: nil,
    sources: [
      "AOSP frameworks/base core/java/android/widget/ToggleButton.java: getButtonStateDescription, textOn, textOff",
      "AOSP frameworks/base core/res/res/values/strings.xml: capital_on, capital_off",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/SwitchDescription.java",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_switch, template_hint_clickable",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.selected.format, trait.button.description",
      "cashapp/AccessibilitySnapshot Example/SnapshotTests/ReferenceImages: testButtonTraits",
      "tmobile/magentaA11y public/content/assets/media/video/native/radio-button/radioButtonIosVoiceOver-en-US.vtt",
    ],
    kinds: ["togglebutton", "toggle-button"],
    usage: #"togglebutton "Bold" on | togglebutton "Italic" off"#,
    summary: "A button that stays pressed: on or off, toggled by activating it.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button", "selected (when on)"],
    androidRole: "android.widget.ToggleButton (ROLE_TOGGLE_BUTTON, \"Switch\")",
    states: [
      StateSpec(name: .on, meaning: "pressed in", spoken: [.ios: "Selected", .android: "ON"]),
      StateSpec(name: .off, meaning: "not pressed in", spoken: [.ios: "", .android: "OFF"], isDefault: true),
      .disabled, .pressed,
    ],
    exclusiveStates: [[.on, .off]],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "double tap to toggle"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.state, .name, .value, .disabled, .role], role: "Button", hint: nil,
        examples: ["Selected, Bold, Button", "Italic, Button"],
        afterChange: [.state, .name]),
      .android: Composition(
        parts: [.state, .name, .role, .disabled], role: "Switch", hint: "Double-tap to toggle",
        examples: ["ON, Bold, Switch / Double-tap to toggle", "OFF, Italic, Switch / Double-tap to toggle"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(aspect: .state, text: "Expresses whether it is on", check: .tree),
    ],
    activation: .toggle([.on: .off, .off: .on]),
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
