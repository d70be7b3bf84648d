extension Entry {
  /// Text fields, which imported captures hold (Android `EditText`, iOS `TextField`). No seed
  /// describes them; the button seed (002) gives the rule they are audited by: "Placeholder text
  /// is NOT the programmatic name". The placeholder is read as the value, as both readers do.
  static let textField = Entry(
    id: "field", title: "Text field", seed: "002_db6dc9cb2e70cd1c.txt",
    kinds: ["field", "text-field"],
    usage: #"field "Email" placeholder "name@example.com""#,
    summary: "An editable text field; its placeholder is not its name.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["textEntry"], androidRole: "android.widget.EditText (ROLE_EDIT_TEXT, \"Edit box\")",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "double tap to edit"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Text Field", hint: "Double tap to edit",
        examples: ["Email, Text Field / Double tap to edit"]),
      .android: Composition(
        parts: [.name, .value, .role, .disabled], role: "Edit box", hint: "Double-tap to edit text",
        examples: ["Email, Edit box / Double-tap to edit text"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Has a programmatic name; the placeholder is not one", check: .tree),
      .textResize,
    ],
    valueShowsPlaceholder: true)
}
