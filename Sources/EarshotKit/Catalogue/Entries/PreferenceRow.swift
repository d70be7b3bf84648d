/// The preference row: an Android settings row (a clickable layout holding a title, a
/// summary and a switch widget that is not itself clickable, as AndroidX Preference's
/// `SwitchPreferenceCompat` lays it out) is one focus stop. No seed describes it; its wording is
/// readers-wording.md §2.3:
///
/// - device `toggle-switch_AndroidTalkback-en-US.vtt` (tmobile/magentaA11y) [real]: "Sticky Keys.
///   / When you press a modifier key like Shift, Control or Alt, / it will stay pressed so you can
///   enter keyboard shortcuts one key at a time. / Off Switch 13 of 15, Double tap to activate.";
///   `table-row-button_AndroidTalkback-en-US.vtt` [real]: "Auto download over Wi-Fi Download
///   software updates automatically when connected to a Wi-Fi network on switch two of four. /
///   Double tap to activate,".
/// - why [code]: the row is a clickable ViewGroup with no role name; its description is its
///   non-focusable children in order (google/talkback `TreeNodesDescription.treeNodesDescription`):
///   title, summary, then the switch child's state and role (its name is empty); then the row's
///   position. The usage hint is `template_hint_clickable` ("activate"), not "toggle", because the
///   row itself is not checkable (`NodeRoleHint`, `ClickableHint`). After a double tap
///   `EventTypeViewClickedFeedbackRule.getViewCheckStateText` reads the first checkable child: its
///   on/off, or the switch's new state description (readers-wording.md §1.3) [code].
///
/// iOS: a settings cell with a switch speaks as seed 003's switch (the cell and its switch in
/// one swipe): the same composition as `switch`, the summary as the value after the name.
/// In a screen it is `preference "Wi-Fi" on value "Home network"` (the summary is the value). A
/// captured settings row is read by TalkBack's own rules instead (`TalkBackModel.toggledPart`),
/// which give the same words.
extension Entry {
  static let preferenceRow = Entry(
    id: "preference", title: "Preference row", seed: nil,
    sources: [
      "tmobile/magentaA11y public/content/assets/media/video/native/toggle-switch/toggle-switch_AndroidTalkback-en-US.vtt",
      "tmobile/magentaA11y public/content/assets/media/video/native/table-row-button/table-row-button_AndroidTalkback-en-US.vtt",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/TreeNodesDescription.java: treeNodesDescription",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeViewClickedFeedbackRule.java: getViewCheckStateText",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_switch, template_hint_clickable",
      "seed 003 (Toggle switch) for iOS",
    ],
    kinds: ["preference"],
    usage: #"preference "Wi-Fi" on value "Home network" | preference "Bluetooth" off disabled"#,
    summary:
      "An Android settings row: title, summary and a switch that is not clickable on its own, one focus stop that toggles the switch.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button", "switchButton"],
    androidRole: "a clickable layout (no role) holding android.widget.Switch (ROLE_SWITCH, \"Switch\")",
    states: [
      StateSpec(name: .on, meaning: "its switch is on", spoken: [.ios: "On", .android: "On"]),
      StateSpec(name: .off, meaning: "its switch is off", spoken: [.ios: "Off", .android: "Off"]),
      .disabled, .selected, .pressed,
    ],
    exclusiveStates: [[.on, .off]],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Double tap to activate (the row); it toggles its switch"),
    ],
    announcements: [
      // Seed 003: the cell and its switch are one element speaking as the switch.
      .ios: Composition(
        parts: [.selected, .name, .value, .disabled, .role, .state], role: "Switch Button",
        hint: "Double tap to toggle setting",
        examples: ["Wi-Fi, Home network, Switch Button, On / Double tap to toggle setting"]),
      // Title, summary, then the switch child's state and role word (value_switch "Switch"),
      // `disabled` last; the row's own hint template_hint_clickable "Double-tap to activate".
      .android: Composition(
        parts: [.selected, .name, .value, .state, .role, .disabled], role: "Switch",
        hint: "Double-tap to activate",
        examples: [
          "Sticky Keys, When you press a modifier key …, Off, Switch, 13 of 15 / Double-tap to activate",
          "Wi-Fi, Home network, On, Switch / Double-tap to activate",
        ]),
    ],
    criteria: [
      Criterion(
        aspect: .name, text: "The row's title names it; no \"switch\" or \"button\" in the name", check: .tree
      ),
      Criterion(
        aspect: .group, text: "The title, summary and switch are one focus stop", check: .tree),
      Criterion(
        aspect: .state, text: "The switch's state (on/off, disabled) is announced with the row", check: .tree),
      .textResize,
    ],
    // A click on the row toggles its switch (SwitchPreferenceCompat.onClick); what is said after
    // it is the switch's new state alone (EventTypeViewClickedFeedbackRule, readers-wording.md §2.3).
    activation: .toggle([.on: .off, .off: .on]), roleWordsNotInName: ["button", "switch"])
}
