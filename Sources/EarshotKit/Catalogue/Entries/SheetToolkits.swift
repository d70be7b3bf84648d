/// The sheet toolkits (`SheetToolkit`) and the entries of the sheet parts each draws, citing the
/// public source of every phrase (docs/research/readers-wording.md §5; announcements.md §1.12,
/// §2.5). `seed` is the seed's wording: the catalogue's own grabber and dismiss entries.
extension SheetToolkit {
  public static let all: [SheetToolkit] = [.uikit, .swiftui, .material, .material114, .compose, .seed]

  /// Seed 004's strings on both platforms: the catalogue's own grabber and dismiss entries.
  public static let seed = SheetToolkit(
    id: "seed", title: "Seed 004's wording", platforms: [.ios, .android],
    parts: [.grabber, .dismissElement],
    sources: [
      "Card controller, <size>, Button, adjust the size of the card overlaying screen: seed 004 (iOS), Announcement examples",
      "Double tap to dismiss pop-up window, Button: seed 004 (iOS), \"Invisible dismiss button- later versions\"",
      "Sheet grabber, collapsed / Double-tap to activate: seed 004 (Android), \"Sheet grabber, collapsed, double tap to activate\"",
    ])

  /// UIKit's `UISheetPresentationController` with `prefersGrabberVisible`.
  public static let uikit = SheetToolkit(
    id: "uikit", title: "UIKit UISheetPresentationController", platforms: [.ios],
    parts: [Entry.systemGrabber(id: "grabber-uikit"), Entry.systemDismiss(id: "dismiss-uikit")],
    sources: uikitSources)

  /// SwiftUI's `.sheet` (with `presentationDragIndicator(.visible)`), which presents a
  /// `UISheetPresentationController`: UIKit's elements and words. No public recording of a
  /// SwiftUI sheet exists (readers-wording.md §8 question 3): this is UIKit's, by that reason.
  public static let swiftui = SheetToolkit(
    id: "swiftui", title: "SwiftUI .sheet", platforms: [.ios],
    parts: [Entry.systemGrabber(id: "grabber-swiftui"), Entry.systemDismiss(id: "dismiss-swiftui")],
    sources: uikitSources + [
      "SwiftUI's .sheet presents a UISheetPresentationController (seed 004: \"Use native sheet view modifier\"); no SwiftUI recording is public, so UIKit's words are used"
    ])

  private static let uikitSources = [
    "Sheet Grabber: mozilla-mobile/firefox-ios#21219 (iOS 17.5.1), \"VoiceOver is announcing `Sheet Grabber`\" [real]",
    "Activate to dismiss pop-up window, Button: mozilla-mobile/firefox-ios#21223 (iOS 17.5.1) screenshot \"Activate to dismiss pop-up window, Button\" [real]; tmobile/magentaA11y modal_IosVoiceOver-en-US.vtt \"activate to dismiss popup window button\" [real]",
    "order grabber, dismiss element, content: firefox-ios#21223 steps, firefox-ios#23060 \"Focus will start at the 'sheet grabber'\" [real]",
    "the grabber's value, hint and what is said after it resizes the sheet: in no public source (readers-wording.md §8 question 1); earshot speaks none of them",
  ]

  /// Material Components for Android (Views): `BottomSheetDragHandleView` in a
  /// `BottomSheetDialog`, releases 1.7 to 1.13 (readers-wording.md §5.2). The Android default:
  /// an app pins its Material release, and 1.14 (`material-1-14`) is the newest, so most apps
  /// still ship this wording.
  public static let material = SheetToolkit(
    id: "material", title: "Material Components BottomSheetDragHandleView", platforms: [.android],
    parts: [.materialDragHandle], sources: materialSources)

  static let materialSources = [
    "Drag handle: material-components-android lib/java/com/google/android/material/bottomsheet/res/values/strings.xml bottomsheet_drag_handle_content_description, set by style Widget.Material3.BottomSheet.DragHandle (styles.xml) [res]",
    "Button: the handle is a clickable AppCompatImageView (setClickable(hasAttachedBehavior())), TalkBack's ROLE_IMAGE_BUTTON (announcements.md §1.7) [code]",
    "collapsed / expanded first: BottomSheetBehavior.replaceAccessibilityActionForState puts ACTION_EXPAND / ACTION_COLLAPSE on the handle (1.12.0 BottomSheetBehavior.java), TalkBack's getCollapsedOrExpandedStateText [code]",
    "Double-tap to Expand the bottom sheet / Double-tap to Collapse the bottom sheet: BottomSheetDragHandleView.onBottomSheetStateChanged relabels ACTION_CLICK with bottomsheet_action_expand \"Expand the bottom sheet\" / bottomsheet_action_collapse \"Collapse the bottom sheet\" (1.7.0-1.13.x strings.xml), TalkBack's template_custom_hint_for_actions \"Double-tap to %s\" [res][code]",
    "after a double tap, the new state alone (expanded / collapsed): TalkBack's click feedback reads the node's state (readers-wording.md §5.2, §7; §8 question 12: no recording); \"Drag handle double-tapped\" was removed in 1.13.0 (commit 95025c672) [code]",
  ]

  /// Compose Material 3's `ModalBottomSheet` with `BottomSheetDefaults.DragHandle`
  /// (readers-wording.md §5.3).
  public static let compose = SheetToolkit(
    id: "compose", title: "Compose Material 3 ModalBottomSheet", platforms: [.android],
    parts: [.composeDragHandle], addedAfterContent: .composeScrim, sources: composeSources)

  static let composeSources = [
    "Drag handle: androidx compose/material3/material3/src/androidMain/res/values/strings.xml m3c_bottom_sheet_drag_handle_description, set by BottomSheetDefaults.DragHandle semantics { contentDescription } [res][code]",
    "no role: the drag handle's wrapper has semantics(mergeDescendants = true) and no Role (ModalBottomSheet.kt) [code]",
    "collapsed / expanded first: the wrapper offers expand(expandActionLabel) when PartiallyExpanded, else collapse(collapseActionLabel) (ModalBottomSheet.kt); TalkBack's getCollapsedOrExpandedStateText [code]; seed 004 (Compose) heard \"collapse drag handle\", \"expanded drag handle\" [real]",
    "Double-tap to activate, Actions available, use tap with 3 fingers to view: the wrapper is clickable in current material3 and carries the dismiss / expand / collapse custom actions (m3c_bottom_sheet_dismiss_description \"Dismiss bottom sheet\", …); TalkBack's hint for custom actions (announcements.md §1.12); seed 004 (Compose) \"with actions available (three fingers tapping to view)\" [code][real]",
    "Close sheet, last: Scrim.kt gives the scrim contentDescription getString(Strings.CloseSheet) (compose ui close_sheet \"Close sheet\"), an onClick and traversalIndex = 1f; Paparazzi's ModalBottomSheet legend orders \"Drag handle\", \"Text 2\", \"Close sheet\", \"Text 1\" (announcements.md §4.1) [code][ref-img]",
  ]
}

extension Entry {
  /// The catalogue's grabber as a toolkit draws it: the same kinds, states and actions, the
  /// toolkit's words.
  static func grabber(
    id: String, title: String, sources: [String], iosTraits: [String], androidRole: String,
    announcements: [Platform: Composition], defaultNames: [Platform: String]
  ) -> Entry {
    let seed = Entry.grabber
    return Entry(
      id: id, title: title, seed: nil, sources: sources, kinds: seed.kinds, usage: seed.usage,
      summary: seed.summary, isInteractive: true, groupsChildren: false, iosTraits: iosTraits,
      androidRole: androidRole, states: seed.states, exclusiveStates: seed.exclusiveStates,
      keyboard: seed.keyboard, gestures: seed.gestures, announcements: announcements,
      criteria: seed.criteria, defaultNames: defaultNames, activation: .resizeSheet, sheetPart: .grabber)
  }

  /// UIKit's system grabber: `Sheet Grabber`, nothing else known (readers-wording.md §5.1, §8
  /// question 1): no role, value or hint is spoken, and nothing after it resizes the sheet.
  fileprivate static func systemGrabber(id: String) -> Entry {
    grabber(
      id: id, title: "Sheet grabber (UIKit)",
      sources: ["mozilla-mobile/firefox-ios#21219: \"VoiceOver is announcing `Sheet Grabber`\" (iOS 17.5.1)"],
      iosTraits: [], androidRole: "(none: iOS only)",
      announcements: [
        .ios: Composition(
          parts: [.name], role: nil, hint: nil, examples: ["Sheet Grabber"], afterResize: [])
      ],
      defaultNames: [.ios: "Sheet Grabber"])
  }

  /// UIKit's invisible dismiss element, after the grabber: `Activate to dismiss pop-up window,
  /// Button` (readers-wording.md §5.1).
  fileprivate static func systemDismiss(id: String) -> Entry {
    let seed = Entry.dismissElement
    return Entry(
      id: id, title: "Sheet dismiss element (UIKit)", seed: nil,
      sources: [
        "mozilla-mobile/firefox-ios#21223 (iOS 17.5.1): \"Activate to dismiss pop-up window, Button\"",
        "tmobile/magentaA11y modal_IosVoiceOver-en-US.vtt: \"activate to dismiss popup window button\"",
      ],
      kinds: seed.kinds, usage: seed.usage, summary: seed.summary, isInteractive: true, groupsChildren: false,
      iosTraits: ["button"], androidRole: seed.androidRole, states: seed.states,
      exclusiveStates: seed.exclusiveStates, keyboard: seed.keyboard, gestures: seed.gestures,
      announcements: [
        .ios: Composition(
          parts: [.name, .role], role: "Button", hint: nil,
          examples: ["Activate to dismiss pop-up window, Button"])
      ],
      criteria: seed.criteria, defaultNames: [.ios: "Activate to dismiss pop-up window"],
      activation: .closeSheet, sheetPart: .dismiss)
  }

  /// Material's `BottomSheetDragHandleView` (1.7 to 1.13): `collapsed, Drag handle, Button` ⏎
  /// `Double-tap to Expand the bottom sheet`; after a double tap TalkBack speaks the new state.
  static let materialDragHandle = grabber(
    id: "drag-handle-material", title: "Drag handle (Material Components)",
    sources: SheetToolkit.materialSources, iosTraits: [],
    androidRole: "BottomSheetDragHandleView, a clickable AppCompatImageView (ROLE_IMAGE_BUTTON, \"Button\")",
    announcements: [
      .android: Composition(
        parts: [.size, .name, .role, .disabled], role: "Button",
        hint: "Double-tap to Expand the bottom sheet",
        examples: [
          "collapsed, Drag handle, Button / Double-tap to Expand the bottom sheet",
          "expanded, Drag handle, Button / Double-tap to Collapse the bottom sheet",
        ],
        hintBySheetSize: [.full: "Double-tap to Collapse the bottom sheet"], afterResize: [.size])
    ],
    defaultNames: [.android: "Drag handle"])

  /// Compose Material 3's drag handle: `collapsed, Drag handle` ⏎ `Double-tap to activate,
  /// Actions available, use tap with 3 fingers to view`; after a double tap, the new state.
  static let composeDragHandle = grabber(
    id: "drag-handle-compose", title: "Drag handle (Compose Material 3)",
    sources: SheetToolkit.composeSources, iosTraits: [],
    androidRole: "BottomSheetDefaults.DragHandle in a clickable, merged wrapper (no role)",
    announcements: [
      .android: Composition(
        parts: [.size, .name, .disabled], role: nil,
        hint: "Double-tap to activate, Actions available, use tap with 3 fingers to view",
        examples: [
          "collapsed, Drag handle / Double-tap to activate, Actions available, use tap with 3 fingers to view"
        ],
        afterResize: [.size])
    ],
    defaultNames: [.android: "Drag handle"])

  /// Compose's scrim, reached after the sheet's content: `Close sheet` ⏎ `Double-tap to
  /// activate`; activating it closes the sheet. It never takes focus when the sheet opens.
  static let composeScrim = Entry(
    id: "scrim", title: "Sheet scrim (Compose Material 3)", seed: nil,
    sources: [
      "Close sheet: androidx compose ui close_sheet, passed by ModalBottomSheet to Scrim (Scrim.kt contentDescription, onClick, traversalIndex = 1f)"
    ],
    kinds: ["scrim"], usage: "(added by the compose toolkit after a sheet's content)",
    summary:
      "The dimmed area behind a Compose sheet, which TalkBack reaches after the sheet's content; activating it closes the sheet.",
    isInteractive: true, groupsChildren: false, iosTraits: [],
    androidRole: "Scrim with contentDescription and onClick (no role)",
    states: [.pressed], exclusiveStates: [], keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .closeSheet, platforms: [.android],
        source: "Scrim.kt onClick closes the sheet"),
    ],
    announcements: [
      .android: Composition(
        parts: [.name], role: nil, hint: "Double-tap to activate",
        examples: ["Close sheet / Double-tap to activate"])
    ],
    criteria: [], defaultNames: [.android: "Close sheet"], activation: .closeSheet, sheetPart: .scrim)
}
