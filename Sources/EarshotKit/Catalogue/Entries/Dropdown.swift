/// A drop-down (`dropdown "Search by" value "Record locator" { option "Record locator"; option
/// "Bag tag number" }`): a control showing the chosen option, which opens a pop-up menu of its
/// options; picking one closes the menu and makes it the value. Its words come from the readers,
/// as `docs/research/components-wording.md` §1.1 and §6 record them.
///
/// | situation | TalkBack (Material exposed drop-down; Spinner pop-up) | VoiceOver (pop-up button menu) |
/// |---|---|---|
/// | focus | `Record locator, Drop down list, Search by` ⏎ `Double-tap to change` | `Search by, Record locator, Pop up button` ⏎ `Double tap to activate the picker` |
/// | double tap | the menu opens; focus on its first option | the menu opens; focus on its first option |
/// | the chosen option | `checked, Record locator, 1 of 2, In list, 2 items` ⏎ `Double-tap to select` | `Selected, Record locator, Button` |
/// | another option | `Bag tag number, 2 of 2` ⏎ `Double-tap to select` | `Bag tag number, Button` |
/// | after the last option | (none) | `Dismiss context menu, Button` |
/// | after picking one | the drop-down with its new value, `Out of list` | the pop-up button with its new value |
///
/// VoiceOver: a `UIButton` with a menu that changes its selection (`changesSelectionAsPrimaryAction`)
/// or SwiftUI's `Picker` in its menu style, as magentaA11y's device says it
/// (`dropdown-iOSVoiceover-en-US.vtt` "Search by record locator pop up button." / "Double tap to
/// activate the picker." / "Selected record locator button Bag tag / number button."; after
/// choosing, the button again with the new value) and its `menu_IosVoiceOver-en-US.vtt`
/// ("Dismiss context menu button"). AccessibilitySnapshot has no pop-up button trait string:
/// only the recordings pin these words.
///
/// TalkBack: Material's exposed drop-down menu (`TextInputLayout` with
/// `DropdownMenuEndIconDelegate`), whose non-editable field the delegate reports as a
/// `Spinner` ("The non-editable exposed dropdown menu behaves like a Spinner."): role
/// `value_spinner` "Drop down list", hint `template_hint_spinner` "Double-tap to change" (device
/// `time-picker_AndroidTalkback-en-US.vtt` "drop down list AM / Double tap to change"). [derived]
/// The chosen option is the field's text and the layout's label its hint text, which TalkBack
/// speaks after the role (`TreeNodesDescription`); with nothing chosen the label is the text,
/// said once. Its pop-up's options are spoken as a framework `Spinner`'s single-choice list
/// (`DropdownPopup.show`: `CHOICE_MODE_SINGLE`; the current item `checked`; hint
/// `template_hint_single_selection_item` "Double-tap to select"; devices
/// `dropdown-AndroidTalkback-en-US.vtt` "Double tap to select checked record / locator.",
/// `time-picker_AndroidTalkback-en-US.vtt` "double tap to select PM"). [derived] Their list
/// positions (neither recording has them), and `Out of list` when focus returns to the
/// drop-down (`CollectionState.updateCollectionInformation`: focus leaving the collection).
///
/// Not modelled: the pop-up window's title that TalkBack speaks as it opens (the device's "pop
/// up window"; the framework's `popup_window_default_title` text was not read), Material's own
/// pop-up list (a `ListPopupWindow` of plain text items, whose choice mode no source pins),
/// an editable exposed drop-down (an edit box with a `Show dropdown menu` button), Compose's
/// `ExposedDropdownMenuBox` (`Collapsed` / `Expanded`, derived from code with no recording),
/// the Spinner's dialog mode.
extension Entry {
  static let dropdown = Entry(
    id: "dropdown", title: "Drop-down", seed: nil,
    sources: [
      "material-components/material-components-android lib/java/com/google/android/material/textfield/DropdownMenuEndIconDelegate.java: onInitializeAccessibilityNodeInfo (Spinner class)",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_spinner, template_hint_spinner, value_disabled",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/TreeNodesDescription.java",
      "tmobile/magentaA11y public/content/assets/media/video/native/dropdown/dropdown-iOSVoiceover-en-US.vtt",
      "tmobile/magentaA11y public/content/assets/media/video/native/time-picker/time-picker_AndroidTalkback-en-US.vtt",
      "tmobile/magentaA11y public/content/documentation/native/controls/dropdown.md",
    ],
    kinds: ["dropdown", "drop-down"],
    usage:
      #"dropdown "Search by" value "Record locator" { option "Record locator"; option "Bag tag number" }"#,
    summary:
      "Shows the chosen option; activating it opens a pop-up menu of its options, and picking one closes the menu and makes it the value.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button (pop-up button: \"Pop up button\")"],
    androidRole:
      "Material exposed drop-down (TextInputLayout; the field reported as android.widget.Spinner, \"Drop down list\")",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Double tap: opens the menu of options (magentaA11y dropdown.md; devices)"),
    ],
    announcements: [
      // Label, value, Dimmed, role: AccessibilitySnapshot's order; the device "Search by record
      // locator pop up button." / "Double tap to activate the picker.".
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Pop up button",
        hint: "Double tap to activate the picker",
        examples: ["Search by, Record locator, Pop up button / Double tap to activate the picker"]),
      // The field's text (the chosen option, else the label), the Spinner's role, then the
      // label as its hint text (dropped when it repeats the text: dedupJoin), disabled last.
      .android: Composition(
        parts: [.text, .role, .name, .disabled], role: "Drop down list", hint: "Double-tap to change",
        examples: ["Record locator, Drop down list, Search by / Double-tap to change"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(aspect: .state, text: "Says the chosen option", check: .tree),
      Criterion(aspect: .focus, text: "Picking an option returns focus to the drop-down", check: .tree),
    ],
    allowedChildren: ["option"], rotorItems: [.ios: [.formControls], .android: [.formControls]],
    popup: .dropdownPopup)

  /// The menu a drop-down opens: a pop-up its platform draws, which no screen writes.
  static let dropdownPopup = Entry(
    id: "menu", title: "Drop-down menu", seed: nil,
    sources: [
      "AOSP frameworks/base core/java/android/widget/PopupWindow.java: invokePopup (a window of its own)",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/focusmanagement/FocusFeedbackMapper.java: mapWindowChangeToFocusAction",
      "tmobile/magentaA11y public/content/assets/media/video/native/menu/menu_IosVoiceOver-en-US.vtt",
    ],
    kinds: [],
    usage: "(opened by a dropdown; not written in a screen)",
    summary: "The pop-up menu of a drop-down's options; it holds the reader while it is open.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["(a context menu; never spoken)"], androidRole: "a PopupWindow holding a ListView",
    states: [], exclusiveStates: [],
    keyboard: [
      .escapeCloses("the escape gesture closes the menu; focus returns to the drop-down")
    ],
    gestures: [
      .dismissCloses("iOS two-finger scrub / Android back closes the menu")
    ],
    announcements: [
      .ios: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
      .android: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
    ],
    criteria: [
      Criterion(
        aspect: .focus, text: "Focus moves into the menu when it opens and back when it closes", check: .tree)
    ],
    structure: .sheet, needsName: false, takesFocusUnnamed: false, parts: [.popupDismiss])

  static let option = Entry(
    id: "option", title: "Option", seed: nil,
    sources: [
      "AOSP frameworks/base core/java/android/widget/Spinner.java: DropdownPopup.show (CHOICE_MODE_SINGLE)",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: template_hint_single_selection_item, value_checked, value_disabled",
      "tmobile/magentaA11y public/content/assets/media/video/native/dropdown/dropdown-iOSVoiceover-en-US.vtt, dropdown-AndroidTalkback-en-US.vtt",
      "tmobile/magentaA11y public/content/assets/media/video/native/time-picker/time-picker_AndroidTalkback-en-US.vtt",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.selected.format, trait.button.description, trait.not_enabled.description",
    ],
    kinds: ["option"],
    usage: #"dropdown "Size" value "M" { option "S"; option "M" }   (an option is written inside dropdown)"#,
    summary:
      "One option of a drop-down's menu: picking it makes it the drop-down's value and closes the menu; the drop-down's value is the chosen one.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button", "selected (when chosen)"],
    androidRole: "android.widget.CheckedTextView in the pop-up's single-choice ListView (no role word)",
    states: [
      StateSpec(
        name: .selected, meaning: "the chosen option", spoken: [.ios: "Selected", .android: "checked"]),
      .disabled, .pressed,
    ],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Double tap: picks the option and closes the menu (devices)"),
    ],
    announcements: [
      // The device: "Selected record locator button Bag tag number button".
      .ios: Composition(
        parts: [.selected, .name, .disabled, .role], role: "Button", hint: nil,
        examples: ["Selected, Record locator, Button", "Bag tag number, Button"]),
      // A CheckedTextView: `checked` when checked, no role; TalkBack's own positions.
      .android: Composition(
        parts: [.selected, .name, .disabled], role: nil, hint: "Double-tap to select",
        examples: [
          "checked, Record locator, 1 of 2, In list, 2 items / Double-tap to select",
          "Bag tag number, 2 of 2 / Double-tap to select",
        ]),
    ],
    criteria: [
      Criterion(aspect: .state, text: "Says which option is chosen", check: .tree)
    ],
    activation: .pick(.selected), structure: .siblingSet, allowedParents: ["dropdown"])

  /// The element after a menu's options that closes it (iOS's context menus).
  static let popupDismiss = Entry(
    id: "dismiss-menu", title: "Menu dismiss element", seed: nil,
    sources: [
      "tmobile/magentaA11y public/content/assets/media/video/native/menu/menu_IosVoiceOver-en-US.vtt",
      "tmobile/magentaA11y public/content/documentation/native/controls/dropdown.md",
    ],
    kinds: [],
    usage: "(added by iOS after a menu's options; not written in a screen)",
    summary: "The button iOS puts after a menu's options; activating it closes the menu.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button"], androidRole: "(none: Android adds no such element)",
    states: [.pressed], exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios],
        source: "Double tap: closes the menu; focus returns to the drop-down"),
    ],
    // The device: "Dismiss context menu button".
    announcements: [
      .ios: Composition(
        parts: [.name, .role], role: "Button", hint: nil, examples: ["Dismiss context menu, Button"])
    ],
    criteria: [
      Criterion(aspect: .name, text: "Says that it closes the menu", check: .tree)
    ],
    defaultNames: [.ios: "Dismiss context menu"], activation: .closeSheet)
}
