/// Seed 004, "Sheet", and the parts the seed names: the grabber (card controller / drag
/// handle), the invisible dismiss element (iOS) and the optional close button. The grabber's
/// and dismiss element's words here are the seed's, which only a sheet written `toolkit seed`
/// speaks; a sheet is otherwise drawn by a toolkit whose entries replace them
/// (`SheetToolkit`, Entries/SheetToolkits.swift): UIKit on iOS and Material on Android unless
/// the screen names another.
extension Entry {
  private static let sheetSeed = "004_4df7901951ddd426.txt"

  static let sheet = Entry(
    id: "sheet", title: "Sheet", seed: sheetSeed,
    kinds: ["sheet", "bottom-sheet", "drawer"],
    usage: #"sheet Filters half { grabber; button "Close"; switch "Open now" off }"#,
    summary:
      "A modal surface for a task related to the parent view; the screen reader is confined to it while it is open.",
    isInteractive: false, groupsChildren: false,
    iosTraits: [], androidRole: "ModalBottomSheet (no role of its own)",
    states: [
      StateSpec(
        name: .minimized, meaning: "the smallest detent", spoken: [.ios: "minimized", .android: "collapsed"]),
      StateSpec(
        name: .half, meaning: "covers half the screen", spoken: [.ios: "half screen", .android: "collapsed"]),
      StateSpec(
        name: .full, meaning: "covers the whole screen", spoken: [.ios: "full screen", .android: "expanded"],
        // A sheet written without a size covers the full screen (UIKit's default `.large`
        // detent; a Material sheet with no peek height).
        isDefault: true),
    ],
    exclusiveStates: [[.minimized, .half, .full]],
    keyboard: [
      .escapeCloses("the escape gesture closes the sheet; focus returns to the triggering element")
    ],
    gestures: [
      .dismissCloses("iOS two-finger scrub / Android back closes the sheet")
    ],
    announcements: [
      .ios: Composition(
        parts: [], role: nil, hint: nil,
        examples: [
          "Card controller, half screen, Button, adjust the size of the card overlaying screen",
          "Double tap to dismiss pop-up window, Button", "Close, Button",
        ]),
      .android: Composition(
        parts: [], role: nil, hint: nil,
        examples: [
          "Sheet grabber, collapsed / Double-tap to activate",
          "Sheet grabber, expanded / Double-tap to activate",
        ]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "The button that opens the sheet has a programmatic name", check: .tree),
      Criterion(
        aspect: .role,
        text: "The button that opens the sheet has a role; the sheet's role is implied when it opens",
        check: .tree),
      Criterion(aspect: .group, text: "Elements are grouped logically", check: .manual),
      Criterion(
        aspect: .state,
        text:
          "The grabber's label or value is updated with each size change; only name and state are spoken after it",
        check: .tree),
      Criterion(
        aspect: .focus,
        text:
          "Initial focus lands on the grabber, then the dismiss element, then the close button; closing returns focus to the trigger",
        check: .tree),
      .textResize,
    ],
    structure: .sheet,
    synthesizedChild: SynthesizedChild(entry: .dismissElement, platforms: [.ios], after: .grabber))

  static let grabber = Entry(
    id: "grabber", title: "Sheet grabber", seed: sheetSeed,
    kinds: ["grabber", "card-controller", "drag-handle"],
    usage: #"grabber | grabber label "Drag handle""#,
    summary: "Expands and collapses its sheet; the seed's card controller (iOS) and sheet grabber (Android).",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button"], androidRole: "clickable ImageView (ROLE_IMAGE_BUTTON)",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "double tap cycles the sheet size"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name, .size, .role], role: "Button",
        hint: "adjust the size of the card overlaying screen",
        examples: ["Card controller, minimized, Button, adjust the size of the card overlaying screen"]),
      .android: Composition(
        parts: [.name, .size], role: nil, hint: "Double-tap to activate",
        examples: ["Sheet grabber, collapsed / Double-tap to activate"]),
    ],
    criteria: [
      Criterion(
        aspect: .name,
        text:
          "Its toolkit's name for it (the seed's: Card controller on iOS, Sheet grabber on Android) unless the screen overrides it",
        check: .tree),
      Criterion(
        aspect: .state,
        text: "Announces its sheet's size; after activation only name and new state are spoken", check: .tree),
      Criterion(aspect: .focus, text: "Initial focus when the sheet opens", check: .tree),
    ],
    defaultNames: [.ios: "Card controller", .android: "Sheet grabber"], activation: .resizeSheet,
    sheetPart: .grabber)

  static let dismissElement = Entry(
    id: "dismiss", title: "Sheet dismiss element", seed: sheetSeed,
    kinds: ["dismiss"],
    usage: #"dismiss | dismiss label "Dismiss""#,
    summary:
      "The invisible dismiss button iOS adds to a sheet after its grabber; activating it closes the sheet.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button"], androidRole: "(none: iOS only)",
    states: [.pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .closeSheet, platforms: [.ios],
        source: "double tap to dismiss pop-up window"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name, .role], role: "Button", hint: nil,
        examples: ["Double tap to dismiss pop-up window, Button"])
    ],
    criteria: [
      Criterion(
        aspect: .focus, text: "Follows the grabber, or takes initial focus when there is none", check: .tree)
    ],
    defaultNames: [.ios: "Double tap to dismiss pop-up window"], activation: .closeSheet, sheetPart: .dismiss)

  static let closeButton = Entry(
    id: "close", title: "Sheet close button", seed: sheetSeed,
    kinds: ["close", "close-button"],
    usage: #"close | close "Done""#,
    summary:
      "The sheet's visible close (X) button; activating it closes the sheet. A `button \"Close\"` directly in a sheet is one too.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button"], androidRole: "android.widget.Button (ROLE_BUTTON, \"Button\")",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .closeSheet, platforms: [.ios, .android],
        source: "activating Close closes the sheet"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name, .disabled, .role], role: "Button", hint: nil, examples: ["Close, Button"]),
      .android: Composition(
        parts: [.name, .role, .disabled], role: "Button", hint: "Double-tap to activate",
        examples: ["Close, Button / Double-tap to activate"]),
    ],
    criteria: [
      Criterion(
        aspect: .focus, text: "Takes initial focus when the sheet has no grabber (Android)", check: .tree)
    ],
    defaultNames: [.ios: "Close", .android: "Close"], activation: .closeSheet, sheetPart: .close,
    roleWordsNotInName: ["button", "switch"])
}
