/// The radio button. No seed describes it, so `seed` is nil and every phrase cites the
/// public source it is taken from, as `docs/research/readers-wording.md` §1.1, §1.3, §2.2, §3.2
/// and §7 record them.
///
/// A screen writes no wrapper: consecutive sibling radios form one set (`Structure.siblingSet`),
/// as the radio buttons of an Android `RadioGroup` or a Compose `selectableGroup()` do. Checking
/// one unchecks the others of its set (`Activation.choose`).
///
/// Android speaks the framework `RadioButton`, which sets its own state description, so TalkBack
/// says `Selected` / `Not selected` in the state slot, not its own `checked` / `not checked`
/// (`TreeNodesDescription.nodeStatusDescription` adds those only without a state description).
/// Its `RadioGroup` gives it a collection position: `1 of 3`, and `In list, 3 items` on entering
/// the set (device recording below), which TalkBack speaks under the same preference as a list's
/// (`set list-positions`: `EventTypeViewAccessibilityFocusedFeedbackRule` reads
/// `getSpeakCollectionInfo()` for both).
///
/// iOS has no native radio button: magentaA11y (`controls/radio-button.md`, "Role", UIKit) has a
/// custom `UIButton`; VoiceOver speaks its `.selected` trait first (`Selected`) and nothing for
/// an unchecked one, then the label, `Button`. VoiceOver gives a custom control no position of
/// its own: the `1 of 4` of magentaA11y's recording comes before `Button`, so it is the app's
/// value (readers-wording.md §3.2), which a screen writes as `value "1 of 4"`.
extension Entry {
  static let radio = Entry(
    id: "radio", title: "Radio button", seed: nil,
    sources: [
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_radio_button, template_hint_checkable, value_disabled, list_index_template, in_list, template_list_total_count",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeViewClickedFeedbackRule.java: computeTtsOutput",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.selected.format, trait.button.description, trait.not_enabled.description",
      "tmobile/magentaA11y public/content/documentation/native/controls/radio-button.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/radio-button/radioButtonAndroidTalkback-en-US.vtt, radioButtonIosVoiceOver-en-US.vtt",
    ],
    kinds: ["radio"],
    usage:
      #"radio "Monthly" checked | radio "Yearly" | radio "Lifetime" disabled   (consecutive radios form one set)"#,
    summary:
      "One choice of a set: consecutive sibling radios form the set, of which at most one is checked; checking one unchecks the others.",
    isInteractive: true, groupsChildren: false,
    // magentaA11y radio-button.md, "Role" (UIKit): "If necessary, set `accessibilityTraits` to
    // `.button`"; the checked one carries `.selected` (readers-wording.md §3.2).
    iosTraits: ["button", "selected (when checked)"],
    androidRole: "android.widget.RadioButton in a RadioGroup (ROLE_RADIO_BUTTON, \"Radio button\")",
    states: [
      StateSpec(
        name: .checked, meaning: "the chosen one of its set",
        spoken: [
          // AccessibilitySnapshot Localizable.strings: trait.selected.format "Selected: %@", spoken
          // first; device: radioButtonIosVoiceOver-en-US.vtt "Selected Net banking One of four button."
          .ios: "Selected",
          // The framework RadioButton's state description; device:
          // radioButtonAndroidTalkback-en-US.vtt "… double tap to toggle selected."
          .android: "Selected",
        ]),
      StateSpec(
        name: .unchecked, meaning: "not chosen",
        spoken: [
          // VoiceOver has no word for a button without `.selected`: the device's "Unselected"
          // is the app's own label or value (readers-wording.md §3.2; no trait string for it in
          // AccessibilitySnapshot's Localizable.strings).
          .ios: "",
          // Device: radioButtonAndroidTalkback-en-US.vtt "Not selected Text message radio button".
          .android: "Not selected",
        ],
        isDefault: true),
      .disabled, .pressed,
    ],
    exclusiveStates: [[.checked, .unchecked]],
    keyboard: [
      InputRule(
        input: .key(.space), effect: .activate, platforms: [.ios, .android],
        source: "Spacebar: Activates on iOS and Android (magentaA11y radio-button.md)"),
      InputRule(
        input: .key(.enter), effect: .activate, platforms: [.android],
        source: "Enter: Activates on Android (magentaA11y radio-button.md)"),
    ],
    gestures: [
      InputRule(
        input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
        source:
          "Swipe: Focus moves to the element, expresses its name, role, and state (magentaA11y radio-button.md)"
      ),
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Doubletap: Toggles the radio button state (magentaA11y radio-button.md)"),
    ],
    announcements: [
      // Selected, label, value, Dimmed, Button (AccessibilitySnapshot: trait.selected.format
      // "Selected: %@" first, trait.not_enabled.description "Dimmed.", trait.button.description
      // "Button."); no default hint for a button (readers-wording.md §3). Device
      // (radioButtonIosVoiceOver-en-US.vtt, the app's value "1 of 4"): "Selected Net banking One
      // of four button.", "Unselected cash four of four dimmed button."
      .ios: Composition(
        parts: [.state, .name, .value, .disabled, .role], role: "Button", hint: nil,
        examples: ["Monthly, Button", "Selected, Yearly, Button", "Lifetime, Dimmed, Button"],
        // After checking one, the device says the new selection without the trait word:
        // "Unselected credit card three of four button Selected credit card three of four."
        // (label and value, with `Selected`; readers-wording.md §7 [derived]). Activating the
        // checked one changes nothing and no trait or value changes, so nothing is said
        // [derived: no recording of it].
        afterChange: [.state, .name, .value]),
      // State, name, role, disabled (readers-wording.md §1.1): google/talkback
      // strings_compositor.xml value_radio_button "Radio button", value_disabled "disabled";
      // hint template_hint_checkable "%1$s to toggle" (checkable and clickable, checked or not:
      // ClickableHint.checkableHint). Device: radioButtonAndroidTalkback-en-US.vtt "Not selected
      // Text message radio button one of three in list 3 items double tap to toggle." The
      // position is TalkBack's own (`TalkBack.collectionParts`).
      .android: Composition(
        parts: [.state, .name, .role, .disabled], role: "Radio button", hint: "Double-tap to toggle",
        examples: [
          "Not selected, Monthly, Radio button, 1 of 3, In list, 3 items / Double-tap to toggle",
          "Not selected, Lifetime, Radio button, disabled, 3 of 3",
        ],
        // After checking one, its new state description alone (readers-wording.md §1.3: the
        // state description change is spoken; device "… double tap to toggle selected.").
        // Activating the checked one: `RadioButton.toggle()` does nothing when checked, so no
        // state description changes, and TalkBack's click feedback
        // (EventTypeViewClickedFeedbackRule.computeTtsOutput) finds no text: the checked text is
        // skipped for a node with a state description, and a radio button is not `selected`.
        afterChange: [.state]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches any visible label", check: .tree),
      Criterion(
        aspect: .role, text: "Identifies itself as a button in iOS and radio button in Android", check: .tree),
      Criterion(
        aspect: .group,
        text: "Visible label can be grouped or associated with the radio button in a single swipe",
        check: .tree),
      Criterion(
        aspect: .state,
        text: "Expresses its state (disabled/dimmed, iOS: selected/unselected, Android: checked/not checked)",
        check: .tree),
      Criterion(aspect: .focus, text: "Focus visibly moves to the radio button", check: .manual),
      .textResize,
    ],
    // A double tap checks it and unchecks the others of its set (RadioGroup); on a checked one
    // it does nothing: AOSP `android/widget/RadioButton.java` toggle(), "we override to prevent
    // toggle when the radio is already checked (as opposed to check boxes widgets)".
    activation: .choose(.checked), structure: .siblingSet,
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_RADIO_BUTTON.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
