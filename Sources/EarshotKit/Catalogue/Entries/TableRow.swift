extension Entry {
  /// Seed 001, "Table row / list item".
  static let tableRow = Entry(
    id: "row", title: "Table row / list item", seed: "001_2836717cdc71024a.txt",
    kinds: ["row", "item"],
    usage: #"row "Inbox" selected { text "3 unread" }"#,
    summary: "An interactive or static row of a list; its content is one focus stop.",
    isInteractive: true, groupsChildren: true,
    iosTraits: ["button"],
    androidRole: "clickable ViewGroup (no role spoken)",
    states: [.disabled, .selected, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [.swipeSpeaks, .doubletapActivates],
    announcements: [
      .ios: Composition(
        parts: [.selected, .name, .children, .value, .disabled, .role], role: "Button", hint: nil,
        examples: [
          "Inbox, Button", "Inbox, 3 unread, Button", "Label, button, selected", "Label, dimmed, button",
        ]),
      .android: Composition(
        parts: [.selected, .value, .name, .children, .disabled], role: nil, hint: "Double-tap to activate",
        examples: [
          "Inbox / Double-tap to activate", "Selected, Label, double tap to activate", "Label, dimmed",
        ]),
    ],
    criteria: [
      Criterion(
        aspect: .name,
        text:
          "The name matches the visible label; a description after the label is announced before the role",
        check: .tree),
      Criterion(
        aspect: .role,
        text: "An interactive row is a button (iOS) or announces \"double tap to activate\" (Android)",
        check: .tree),
      Criterion(
        aspect: .group,
        text: "Label, images and controls are grouped in one swipe; only one interactive control per swipe",
        check: .tree),
      Criterion(aspect: .state, text: "Selected and disabled (dimmed) states are announced", check: .tree),
      Criterion(aspect: .focus, text: "The focus ring surrounds the whole row", check: .manual),
      .textResize,
    ],
    roleWordsNotInName: ["button", "switch"])
}
