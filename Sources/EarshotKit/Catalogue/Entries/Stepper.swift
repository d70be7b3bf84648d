/// A stepper (`stepper "Guests" value "2"`): a number with a button that lowers it and one that
/// raises it. Its words come from the readers, as `docs/research/components-wording.md` §4
/// records them.
///
/// | situation | TalkBack (an app's − and + buttons) | VoiceOver (`UIStepper`) |
/// |---|---|---|
/// | focus on the lower button | `Decrease, Button` ⏎ `Double-tap to activate` | `Decrement, Button` |
/// | focus on the raise button | `Increase, Button` ⏎ `Double-tap to activate` | `Increment, Button` |
/// | at the minimum | as above | `Decrement, Dimmed, Button` |
/// | after a double tap | the new value alone: `3` | the new value alone: `3` |
///
/// The stepper itself is no focus stop: its two buttons are (AccessibilitySnapshot reference
/// images `testStepper` "Decrement. Button." / "Increment. Button." and `testStepperAtMin`
/// "Decrement. Dimmed. Button."; device `stepper_IosVoiceOver-en-US.vtt` "Decrement button." /
/// "Increment button 1.05."). Android has no stepper widget (magentaA11y `stepper.md`: "There is
/// no native stepper element for Android"); its device recording (`stepper_AndroidTalkback-en-US.vtt`
/// "Decrease button double tap to activate 0.2 seconds, 0.1 seconds." / "Increase button.") is
/// an app's two buttons, whose names earshot takes as the standard ones, and the value it speaks
/// after each tap is the app's live region (TalkBack says nothing of its own after a plain
/// button's click: `EventTypeViewClickedFeedbackRule`).
///
/// The value is a number between UIKit's default bounds, 0 and 100, moved by `step` or by
/// UIKit's default step, 1 (Apple's `UIStepper` documentation: `minimumValue`, `maximumValue`,
/// `stepValue`). [derived] `Increment, Dimmed, Button` at the maximum, by symmetry with the
/// reference image at the minimum; Android's buttons are not dimmed at a bound, an app's choice
/// no source pins.
///
/// Not modelled: the stepper's label or value in the buttons' words (magentaA11y's prose has
/// them; its device recordings and the reference images do not), swipe up and down (neither
/// reader makes the stepper adjustable: its buttons are plain buttons), SwiftUI's `Stepper`
/// (no source read), `wraps` and `autorepeat`.
extension Entry {
  static let stepper = Entry(
    id: "stepper", title: "Stepper", seed: nil,
    sources: [
      "cashapp/AccessibilitySnapshot Example/SnapshotTests/ReferenceImages: testStepper, testStepperAtMin",
      "tmobile/magentaA11y public/content/documentation/native/controls/stepper.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/stepper/stepper_IosVoiceOver-en-US.vtt, stepper_AndroidTalkback-en-US.vtt",
      "developer.apple.com/documentation/uikit/uistepper: minimumValue (0), maximumValue (100), stepValue (1)",
    ],
    kinds: ["stepper"],
    usage: #"stepper "Guests" value "2" | stepper "Nights" value "1" step 1 disabled"#,
    summary:
      "A number and two buttons that lower and raise it one step, between 0 and 100; the stepper itself is no focus stop, its buttons are.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["(UIStepper: no element of its own; two buttons)"],
    androidRole: "(no standard widget: an app's two Buttons, Decrease and Increase)",
    states: [.disabled],
    exclusiveStates: [], keyboard: [], gestures: [],
    announcements: [
      .ios: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop: its buttons are)"]),
      .android: Composition(
        parts: [], role: nil, hint: nil, examples: ["(not a focus stop: its buttons are)"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Each button says what it does (Decrement / Increment)", check: .tree),
      Criterion(aspect: .state, text: "The new value is spoken after each change", check: .tree),
    ],
    needsName: false, takesFocusUnnamed: false,
    steppedValue: SteppedValue(
      adjustment: Adjustment(
        unit: "", minimum: 0, maximum: 100,
        atBound: "the button past the bound does nothing; VoiceOver dims it"),
      defaultStep: "1", dimsAtBound: [.ios]),
    parts: [.stepperDecrement, .stepperIncrement])

  static let stepperDecrement = stepperButton(
    id: "decrement", title: "Stepper decrement button", ios: "Decrement", android: "Decrease", up: false)
  static let stepperIncrement = stepperButton(
    id: "increment", title: "Stepper increment button", ios: "Increment", android: "Increase", up: true)

  /// One of a stepper's buttons, which its platform draws for it: no screen writes one.
  private static func stepperButton(id: String, title: String, ios: String, android: String, up: Bool)
    -> Entry
  {
    Entry(
      id: id, title: title, seed: nil,
      sources: [
        "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.button.description, trait.not_enabled.description",
        "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_button, template_hint_clickable, value_disabled",
        "tmobile/magentaA11y public/content/assets/media/video/native/stepper/stepper_IosVoiceOver-en-US.vtt, stepper_AndroidTalkback-en-US.vtt",
      ],
      kinds: [],
      usage: "(drawn by a stepper; not written in a screen)",
      summary: "The button of a stepper that \(up ? "raises" : "lowers") its value one step.",
      isInteractive: true, groupsChildren: false,
      iosTraits: ["button", "not enabled (at the bound)"],
      androidRole: "android.widget.Button (\"Button\")",
      states: [.disabled, .pressed],
      exclusiveStates: [],
      keyboard: [.spaceActivates, .enterActivates],
      gestures: [
        .swipeSpeaks,
        InputRule(
          input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
          source:
            "Double tap: the value changes one step and the new value is spoken (magentaA11y stepper devices)"
        ),
      ],
      announcements: [
        // Label, Dimmed, Button: AccessibilitySnapshot's order ("Decrement. Dimmed. Button.").
        // After a double tap, the stepper's new value alone ("Increment button 1.05.").
        .ios: Composition(
          parts: [.name, .disabled, .role], role: "Button", hint: nil,
          examples: ["\(ios), Button", "\(ios), Dimmed, Button"], afterChange: []),
        // The device: "Decrease button double tap to activate", then the app's live region.
        .android: Composition(
          parts: [.name, .role, .disabled], role: "Button", hint: "Double-tap to activate",
          examples: ["\(android), Button / Double-tap to activate"], afterChange: []),
      ],
      criteria: [
        Criterion(aspect: .name, text: "Says whether it lowers or raises the value", check: .tree)
      ],
      defaultNames: [.ios: ios, .android: android],
      activation: .step(up: up), allowedParents: ["stepper"])
  }
}
