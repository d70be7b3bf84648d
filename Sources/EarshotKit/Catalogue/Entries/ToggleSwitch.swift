extension Entry {
  /// Seed 003, "Toggle switch".
  static let toggleSwitch = Entry(
    id: "switch", title: "Toggle switch", seed: "003_d83fd59dc0087375.txt",
    kinds: ["switch", "toggle"],
    usage: #"switch "Wi-Fi" on | switch "Bluetooth" off disabled hint "Connect devices""#,
    summary: "A control with two mutually exclusive states, on and off.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button", "switchButton"],
    androidRole: "android.widget.Switch (ROLE_SWITCH, \"Switch\")",
    states: [
      StateSpec(
        name: .on, meaning: "switched on", spoken: [.ios: "On", .android: "On"]),
      StateSpec(
        name: .off, meaning: "switched off", spoken: [.ios: "Off", .android: "Off"]),
      .disabled, .selected, .pressed,
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
        parts: [.selected, .name, .disabled, .role, .state], role: "Switch Button",
        hint: "Double tap to toggle setting",
        examples: [
          "Wi-Fi, Switch Button, On / Double tap to toggle setting", "Label, dimmed, switch button, off",
        ]),
      .android: Composition(
        parts: [.selected, .state, .name, .role, .disabled], role: "Switch", hint: "Double-tap to toggle",
        examples: ["On, Wi-Fi, Switch / Double-tap to toggle", "Off, Bluetooth, Switch, disabled"]),
    ],
    criteria: [
      Criterion(
        aspect: .name,
        text:
          "Programmatic name describes the purpose and matches the visible label; no \"switch\" or \"button\" in the name",
        check: .tree),
      Criterion(
        aspect: .role, text: "Announced as a switch (iOS \"Switch Button\", Android \"Switch\")", check: .tree
      ),
      Criterion(
        aspect: .group, text: "The visible label is grouped with the switch in one swipe", check: .tree),
      Criterion(
        aspect: .state,
        text: "Name, role and state (on/off, dimmed/disabled) are announced when focus is on the control",
        check: .tree),
      Criterion(
        aspect: .focus,
        text: "Screen reader focus surrounds the entire row when the switch is its one interactive element",
        check: .manual),
      .textResize,
    ],
    activation: .toggle([.on: .off, .off: .on]), roleWordsNotInName: ["button", "switch"],
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_SWITCH.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
