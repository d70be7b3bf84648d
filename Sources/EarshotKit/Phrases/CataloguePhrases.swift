/// The words of the catalogue's own compositions (role words, usage hints, state words and the
/// names a platform gives its sheet parts), each with the string it is in its reader's or
/// toolkit's source, so that an element the readers' models do not read (a sheet and its parts,
/// an element with a `role` of its own) speaks the run's language too; or, where earshot holds
/// no translation of it, why it stays English in every language (`LocaleCoverage`).
///
/// A phrase is looked up by its platform and its English words, and first by the entry that
/// says it where two toolkits say the same English from different sources (Material's and
/// Compose's `Drag handle`).
enum CataloguePhrases {
  enum Source: Sendable {
    /// TalkBack's string.
    case talkBack(String)
    /// TalkBack's hint template with `value_double_tap` (`Double-tap to activate`).
    case talkBackHint(String)
    /// TalkBack's `template_custom_hint_for_actions` with `value_double_tap` and Material's
    /// action label (`Double-tap to Expand the bottom sheet`).
    case talkBackActionHint(material: String)
    /// TalkBack's actions hint (`TalkBackUsageHint.actionsHint`).
    case talkBackActionsHint
    /// TalkBack's hint for a seek control (`TalkBackUsageHint.adjustHint`).
    case talkBackAdjustHint
    /// Material's string.
    case material(String)
    /// The Android framework's string (a widget's default state description).
    case framework(String)
    /// Compose's string.
    case compose(String)
    /// AccessibilitySnapshot's string, its full stop dropped (`IOSComposition.word`).
    case voiceOver(String)
    /// Phrases said one after the other, joined with `, ` (a hint and the actions hint).
    case parts([String])
    /// In no table earshot holds: the reason.
    case untranslated(String)
  }

  /// The English phrase, in the run's language.
  static func localized(_ english: String, entry: String, on platform: Platform, words: ReaderWords) -> String
  {
    guard !words.isDefault, let source = source(of: english, entry: entry, on: platform) else {
      return english
    }
    switch source {
    case .talkBack(let id): return words.talkBack(id)
    case .talkBackHint(let id): return words.talkBackHint(id)
    case .talkBackActionHint(let material):
      return words.talkBack(
        "template_custom_hint_for_actions", words.talkBack("value_double_tap"), words.material(material))
    case .talkBackActionsHint: return TalkBackUsageHint.actionsHint(words)
    case .talkBackAdjustHint: return TalkBackUsageHint.adjustHint(words)
    case .material(let id): return words.material(id)
    case .framework(let id): return words.framework(id)
    case .compose(let id): return words.compose(id)
    case .voiceOver(let key): return IOSComposition.word(key, words)
    case .parts(let parts):
      return parts.map { localized($0, entry: entry, on: platform, words: words) }.joined(separator: ", ")
    case .untranslated: return english
    }
  }

  /// The strings a source's phrase is made of, each in its table; empty for `.parts` (whose
  /// phrases are looked up one by one) and `.untranslated`.
  static func strings(of source: Source) -> [(table: PhraseTable, id: String)] {
    switch source {
    case .talkBack(let id): [(.talkBack, id)]
    case .talkBackHint(let id): [(.talkBack, id), (.talkBack, "value_double_tap")]
    case .talkBackActionHint(let material):
      [
        (.talkBack, "template_custom_hint_for_actions"), (.talkBack, "value_double_tap"),
        (.material, material),
      ]
    case .talkBackActionsHint: TalkBackUsageHint.actionsHintStrings.map { (.talkBack, $0) }
    case .talkBackAdjustHint: TalkBackUsageHint.adjustHintStrings.map { (.talkBack, $0) }
    case .material(let id): [(.material, id)]
    case .framework(let id): [(.framework, id)]
    case .compose(let id): [(.compose, id)]
    case .voiceOver(let key): [(.voiceOver, key)]
    case .parts, .untranslated: []
    }
  }

  /// The catalogue's entries and the sheet parts its toolkits draw: every entry whose
  /// compositions may speak.
  static let entries: [Entry] =
    Catalogue.standard.entries + Catalogue.standard.sheetToolkits.flatMap(\.drawnParts)

  /// The words of `entry`'s compositions on `platform`, each once: its role word, usage hints,
  /// state words and the names the platform gives it.
  static func phrases(of entry: Entry, on platform: Platform) -> [String] {
    var phrases: [String] = []
    if let composition = entry.announcements[platform] {
      phrases += [composition.role, composition.hint].compactMap { $0 }
      phrases += composition.hintBySheetSize.values.sorted() + composition.hintByState.values.sorted()
    }
    phrases += entry.states.compactMap { $0.spoken[platform] }
    phrases += [entry.defaultNames[platform], entry.spokenWhenUnnamed[platform]].compactMap { $0 }
    var seen: Set<String> = []
    return phrases.filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  static func source(of english: String, entry: String, on platform: Platform) -> Source? {
    byEntry[entry]?[english] ?? (platform == .android ? android : ios)[english]
  }

  static let android: [String: Source] = [
    // Roles (`getNodeRoleName`).
    "Button": .talkBack("value_button"), "Check box": .talkBack("value_checkbox"),
    "Edit box": .talkBack("value_edit_box"), "Heading": .talkBack("heading_template"),
    "Image": .talkBack("value_image"), "Progress bar": .talkBack("value_progress_bar"),
    "Radio button": .talkBack("value_radio_button"), "Slider": .talkBack("value_seek_bar"),
    "Switch": .talkBack("value_switch"),
    // Material's TabLayout tab (`item_view_role_description`).
    "Tab": .material("item_view_role_description"),
    // Hints.
    "Double-tap to activate": .talkBackHint("template_hint_clickable"),
    "Double-tap to toggle": .talkBackHint("template_hint_checkable"),
    "Double-tap to edit text": .talkBackHint("template_hint_edit_text"),
    "Swipe up or swipe down to adjust": .talkBackAdjustHint,
    "Actions available, use Tap with 3 fingers to view": .talkBackActionsHint,
    // As Compose's drag handle and Material 1.14's write it (`tap`: the seed's recording).
    "Double-tap to activate, Actions available, use tap with 3 fingers to view": .parts([
      "Double-tap to activate", "Actions available, use Tap with 3 fingers to view",
    ]),
    "Double-tap to Expand the bottom sheet, Actions available, use tap with 3 fingers to view": .parts([
      "Double-tap to Expand the bottom sheet", "Actions available, use Tap with 3 fingers to view",
    ]),
    "Double-tap to Collapse the bottom sheet, Actions available, use tap with 3 fingers to view": .parts([
      "Double-tap to Collapse the bottom sheet", "Actions available, use Tap with 3 fingers to view",
    ]),
    // TalkBack's state words.
    "selected": .talkBack("value_selected"), "disabled": .talkBack("value_disabled"),
    "collapsed": .talkBack("value_collapsed"), "expanded": .talkBack("value_expanded"),
    "password": .talkBack("value_password"),
    // MaterialCheckBox's state descriptions.
    "Checked": .material("mtrl_checkbox_state_description_checked"),
    "Not checked": .material("mtrl_checkbox_state_description_unchecked"),
    "Partially checked": .material("mtrl_checkbox_state_description_indeterminate"),
    // The framework's state descriptions: Switch's and ToggleButton's `capital_on` / `_off`,
    // RadioButton's `selected` / `not_selected`.
    "On": .framework("capital_on"), "Off": .framework("capital_off"),
    "ON": .framework("capital_on"), "OFF": .framework("capital_off"),
    "Selected": .framework("selected"), "Not selected": .framework("not_selected"),
    "Close": .untranslated("the app's own close button"),
    // The drop-down: a Spinner (`value_spinner`, `template_hint_spinner`) and its single-choice
    // list (`template_hint_single_selection_item`, `value_checked`).
    "Drop down list": .talkBack("value_spinner"),
    "Double-tap to change": .talkBackHint("template_hint_spinner"),
    "Double-tap to select": .talkBackHint("template_hint_single_selection_item"),
    "checked": .talkBack("value_checked"),
    // No standard Android stepper: the app's own buttons.
    "Decrease": .untranslated("the app's own button label: Android has no standard stepper"),
    "Increase": .untranslated("the app's own button label: Android has no standard stepper"),
  ]

  static let ios: [String: Source] = [
    "Adjustable": .voiceOver("trait.adjustable.description"),
    "Button": .voiceOver("trait.button.description"),
    "Heading": .voiceOver("trait.header.description"), "Image": .voiceOver("trait.image.description"),
    "Link": .voiceOver("trait.link.description"),
    "Search Field": .voiceOver("trait.search_field.description"),
    "Secure Text Field": .voiceOver("trait.secure_text_field.description"),
    "Switch Button": .voiceOver("trait.switch_button.description"),
    "Tab": .voiceOver("trait.tab.description"),
    "Text Field": .voiceOver("trait.text_field.description"),
    "Double tap to edit": .voiceOver("trait.text_field.hint"),
    "Double tap to toggle setting": .voiceOver("trait.switch_button.hint"),
    "Swipe up or down with one finger to adjust the value": .voiceOver("trait.adjustable.hint"),
    "Actions available": .voiceOver("custom_actions.description"),
    "Dimmed": .voiceOver("trait.not_enabled.description"),
    "Selected": .voiceOver("trait.selected.description"),
    "On": .voiceOver("trait.switch_button.state_on.description"),
    "Off": .voiceOver("trait.switch_button.state_off.description"),
    "Checked": .untranslated("UIKit has no check box: the app's own value"),
    "Unchecked": .untranslated("UIKit has no check box: the app's own value"),
    "Mixed": .untranslated("UIKit has no check box: the app's own value"),
    // The expanded status (AccessibilitySnapshot pull request #324).
    "Expanded": .voiceOver("status.expanded.description"),
    "Collapsed": .voiceOver("status.collapsed.description"),
    "Double tap to expand": .voiceOver("status.collapsed.hint"),
    "Double tap to collapse": .voiceOver("status.expanded.hint"),
    "Sheet Grabber": .untranslated("heard on devices in English only (firefox-ios#21219)"),
    "Activate to dismiss pop-up window": .untranslated(
      "heard on devices in English only (firefox-ios#21223)"),
    "Close": .untranslated("the app's own close button"),
    "Decrement": .untranslated("UIStepper's own labels, in no AccessibilitySnapshot table"),
    "Increment": .untranslated("UIStepper's own labels, in no AccessibilitySnapshot table"),
    "Pop up button": .untranslated(
      "heard on a device in English only (magentaA11y), in no AccessibilitySnapshot table"),
    "Double tap to activate the picker": .untranslated(
      "heard on a device in English only (magentaA11y), in no AccessibilitySnapshot table"),
    "Dismiss context menu": .untranslated(
      "heard on a device in English only (magentaA11y), in no AccessibilitySnapshot table"),
    "Card controller": .untranslated("seed 004's words"),
    "Double tap to dismiss pop-up window": .untranslated("seed 004's words"),
    "adjust the size of the card overlaying screen": .untranslated("seed 004's words"),
    "full screen": .untranslated("seed 004's words"), "half screen": .untranslated("seed 004's words"),
    "minimized": .untranslated("seed 004's words"),
  ]

  /// Phrases whose source depends on the toolkit that says them.
  static let byEntry: [String: [String: Source]] = [
    "drag-handle-material": [
      "Drag handle": .material("bottomsheet_drag_handle_content_description"),
      // Material 1.7 to 1.13's `bottomsheet_action_expand` / `_collapse`, whose words are
      // `bottomsheet_action_expand_description` / `_collapse_description` at the commit read.
      "Double-tap to Expand the bottom sheet": .talkBackActionHint(
        material: "bottomsheet_action_expand_description"),
      "Double-tap to Collapse the bottom sheet": .talkBackActionHint(
        material: "bottomsheet_action_collapse_description"),
    ],
    "drag-handle-material-1-14": [
      "Drag handle": .material("bottomsheet_drag_handle_content_description"),
      "Double-tap to Expand the bottom sheet": .talkBackActionHint(
        material: "bottomsheet_action_expand_description"),
      "Double-tap to Collapse the bottom sheet": .talkBackActionHint(
        material: "bottomsheet_action_collapse_description"),
    ],
    "drag-handle-compose": ["Drag handle": .compose("bottom_sheet_drag_handle_description")],
    "scrim": ["Close sheet": .compose("close_sheet")],
    "grabber": ["Sheet grabber": .untranslated("seed 004's words")],
  ]
}
