extension Entry {
  /// Seed 002, "Button".
  static let button = Entry(
    id: "button", title: "Button", seed: "002_db6dc9cb2e70cd1c.txt",
    kinds: ["button", "btn"],
    usage: #"button "Submit" @submit disabled opens Filters announces "Saved""#,
    summary: "A control that executes an action or navigates within the app.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button"], androidRole: "android.widget.Button (ROLE_BUTTON, \"Button\")",
    states: [.disabled, .selected, .pressed],
    exclusiveStates: [],
    keyboard: [
      .spaceActivates, .enterActivates,
      InputRule(
        input: .key(.tab), effect: .moveFocus, platforms: [.ios, .android],
        source: "tab or arrow keys: Focus visibly moves to the button"),
    ],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "doubletap: Activates the button"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.selected, .name, .value, .disabled, .role], role: "Button", hint: nil,
        examples: ["Submit, Button", "Delete, Dimmed, Button", "Selected, Submit, Button"]),
      .android: Composition(
        parts: [.selected, .value, .name, .role, .disabled], role: "Button", hint: "Double-tap to activate",
        examples: ["Submit, Button / Double-tap to activate", "Delete, Button, disabled"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(
        aspect: .role, text: "Identifies as a button in iOS and \"double tap to activate\" in Android",
        check: .tree),
      Criterion(
        aspect: .group, text: "Visible label is grouped or associated with the button in a single swipe",
        check: .tree),
      Criterion(aspect: .state, text: "Expresses its state (disabled/dimmed)", check: .tree),
      Criterion(
        aspect: .focus,
        text:
          "Focus visibly moves to the button; when a modal closes, focus returns to the triggering element",
        check: .manual),
      .textResize,
    ],
    // A `button "Close"` in a sheet is its close button (seed 004 names one).
    closesSheetWhenNamed: ["close"], roleWordsNotInName: ["button", "switch"],
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_BUTTON.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
