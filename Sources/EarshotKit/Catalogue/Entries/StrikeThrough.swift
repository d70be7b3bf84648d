extension Entry {
  /// Seed 000, "Strike-Through". Not a kind of its own: a `text` element with the
  /// `strikethrough` modifier, made accessible by a `group` whose label conveys it.
  static let strikeThrough = Entry(
    id: "strikethrough", title: "Strike-through text", seed: "000_d218a41f4d58d5e7.txt",
    kinds: [],
    usage: #"group label "Amount was $57 and is now $27" { text "$57" strikethrough; text "$27" }"#,
    summary: "Text styled as removed or unavailable; neither screen reader speaks the style.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["staticText"], androidRole: "android.widget.TextView (no role spoken)",
    states: [],
    exclusiveStates: [],
    keyboard: [
      InputRule(
        input: .key(.space), effect: .activate, platforms: [.ios, .android],
        source: "spacebar: Activates on iOS and Android (if interactive)"),
      InputRule(
        input: .key(.enter), effect: .activate, platforms: [.android],
        source: "enter: Activates on Android (if interactive)"),
    ],
    gestures: [
      InputRule(
        input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
        source:
          "swipe: Focus moves to the striked-through text and only if it is interactive, expresses its name, role, state"
      ),
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "doubletap: Activates the interactive strike-through component, if interactive"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name], role: nil, hint: nil, examples: ["$57", "Amount was $57 and is now $27"]),
      .android: Composition(
        parts: [.name], role: nil, hint: nil, examples: ["$57", "Amount was $57 and is now $27"]),
    ],
    criteria: [
      Criterion(
        aspect: .name,
        text: "Purpose is clear and matches visible text, along with the meaning of strike-through",
        check: .tree),
      Criterion(
        aspect: .role, text: "An interactive strike-through identifies as a button in iOS and Android",
        check: .tree),
      Criterion(
        aspect: .group, text: "The struck text is grouped with the new text under a label that conveys it",
        check: .tree),
      Criterion(aspect: .state, text: "Expresses the button state (if applicable)", check: .tree),
      Criterion(
        aspect: .focus, text: "Focus moves to the struck text only if it is interactive", check: .manual),
      .textResize,
    ])
}
