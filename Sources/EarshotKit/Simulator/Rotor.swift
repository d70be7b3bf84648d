import Foundation

/// `rotor headings`: what a one-finger vertical swipe moves by. VoiceOver calls the
/// setting a rotor item, TalkBack a reading control (`SelectorController.Setting`); earshot
/// models the three both readers have for native screens, and `default`, which returns to the
/// plain behaviour (vertical swipes adjust a slider and do nothing else).
///
/// Which elements an item moves to is catalogue data (`Entry.rotorItems`), per platform:
/// TalkBack's controls are its `FILTER_CONTROL` roles and any clickable node that is not a
/// list item, so a link is a control on Android.
public enum RotorItem: String, Sendable, CaseIterable {
  case headings
  case links
  case formControls = "form-controls"
  /// The focused element's actions (TalkBack's Actions reading control, VoiceOver's Actions
  /// rotor item): vertical swipes choose among them instead of moving focus, and a double tap
  /// performs the chosen one (`Focus.chooseAction`).
  case actions

  /// One element of the item's kind, for the transcript: `heading`, `link`, `form control`.
  public var singular: String {
    switch self {
    case .headings: return "heading"
    case .links: return "link"
    case .formControls: return "form control"
    case .actions: return "action"
    }
  }

  /// The words `rotor` takes, as the checker lists them.
  public static let settingWords = allCases.map(\.rawValue) + ["default"]

  /// The setting a word names: `.some(nil)` for `default`, nil for no setting.
  public static func setting(named word: String) -> RotorItem?? {
    if word == "default" { return .some(nil) }
    return RotorItem(rawValue: word).map { .some($0) }
  }
}

// MARK: VoiceOver

extension VoiceOver {
  /// What VoiceOver says when the rotor is turned to `item`: the item's name.
  /// - `Headings`, `Links`: cashapp/AccessibilitySnapshot
  ///   `Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings`
  ///   `rotor.heading.description`, `rotor.link.description`; createwithswift.com
  ///   "Understanding VoiceOver rotor" ("Headings", "Links", "Form controls": the rotor
  ///   speaks the item's name as it turns; afb.org: "a new command name is spoken").
  /// - `Form Controls`: the rotor item's name as createwithswift.com lists it ("Form
  ///   controls"), capitalised as the other item names are [derived].
  /// - `default`: VoiceOver's rotor has no such item; earshot's reset says nothing [derived].
  public func rotorParts(_ item: RotorItem?, words: ReaderWords) -> [String] {
    switch item {
    // `rotor.heading.description`, `rotor.link.description` in the run's language.
    case .headings: return [IOSComposition.word("rotor.heading.description", words)]
    case .links: return [IOSComposition.word("rotor.link.description", words)]
    // In no AccessibilitySnapshot table: English in every language.
    case .formControls: return ["Form Controls"]
    // The rotor item's name as accessibilityupto11.com (day 26) names it [doc].
    case .actions: return ["Actions"]
    case nil: return []
    }
  }

  /// VoiceOver speaks no hint when the rotor turns (no public source gives one) [derived].
  public func rotorHint(_ item: RotorItem?, words: ReaderWords) -> String? { nil }

  /// Past the last (or before the first) item: no public source records anything spoken
  /// (readers-wording.md §8, open question 2); focus stays, as `swipe right` past the end.
  public func rotorBoundary(_ item: RotorItem, atEnd: Bool, words: ReaderWords) -> String? { nil }

  /// Swiping up or down with the Actions rotor speaks each action's name (AccessibilitySnapshot
  /// PR #18; accessibilityupto11.com day 26). VoiceOver lists custom actions only
  /// (`ScreenModel.actionItems`); the others are named as TalkBack names them, never spoken here.
  public func actionName(_ item: AccessibilityActionItem, words: ReaderWords) -> String {
    switch item {
    case .custom(let name): return name
    case .activate: return "Activate"
    case .expand: return "Expand"
    case .collapse: return "Collapse"
    }
  }

  /// No public source gives a hint said with an action [derived: none].
  public func actionChosenHint(_ words: ReaderWords) -> String? { nil }

  /// An element without actions has no Actions rotor item: nothing is said [derived].
  public func noActions(_ words: ReaderWords) -> String? { nil }

  /// `Actions available` after the hint (AccessibilitySnapshot `custom_actions.description`
  /// "Actions Available", in the case VoiceOver's other phrases are written here), for an
  /// element with custom actions.
  public func actionsAvailable(of node: Int, in session: Session) -> String? {
    guard !session.focusModel.actionItems(of: node).isEmpty else { return nil }
    // English keeps the caption case of VoiceOver's other words here; other languages say the
    // table's `custom_actions.description` as written.
    let words = session.settings.words
    return words.isEnglish ? "Actions available" : words.voiceOver("custom_actions.description")
  }
}

// MARK: TalkBack

extension TalkBack {
  /// What TalkBack says when the reading control is set to `item`: the granularity's name.
  /// google/talkback `SelectorController.getSettingActionDescriptionAndHint`
  /// (`context.getString(granularity.cursorGranularity.resourceId)`), with
  /// `utils/src/main/res/values/strings.xml` `granularity_native_heading` "Headings",
  /// `granularity_native_link` "Links", `granularity_native_control` "Controls",
  /// `granularity_default` "Default".
  public func rotorParts(_ item: RotorItem?, words: ReaderWords) -> [String] {
    [words.talkBack(TalkBack.granularityID(item))]
  }

  static func granularityID(_ item: RotorItem?) -> String {
    switch item {
    case .headings: return "granularity_native_heading"
    case .links: return "granularity_native_link"
    case .formControls: return "granularity_native_control"
    // `title_pref_selector_actions` "Actions" (`getSelectorActionSettingsDescription`).
    case .actions: return "title_pref_selector_actions"
    case nil: return "granularity_default"
    }
  }

  /// The hint TalkBack queues with it (`announceSetting`, `AnnounceType.DESCRIPTION_AND_HINT`):
  /// `adjust_granularity_hint` "%1$s to read by %2$s", the gestures `gesture_1_or_2` "%1$s or
  /// %2$s" of `title_pref_shortcut_up` "Swipe up" and `title_pref_shortcut_down` "Swipe down"
  /// (the default previous / next gestures), both lower-cased as
  /// `getAdjustSelectedSettingGestureNames` does, and the granularity's name lower-cased
  /// (`getAdjustSelectedGranularityGestures`; for the default, `title_granularity_default`
  /// "Default navigation"). Composed, not heard on a device [derived].
  public func rotorHint(_ item: RotorItem?, words: ReaderWords) -> String? {
    let gestures = words.talkBack(
      "gesture_1_or_2", words.talkBack("title_pref_shortcut_up").lowercased(),
      words.talkBack("title_pref_shortcut_down").lowercased())
    // The Actions setting's hint is `getAdjustSelectedSettingGestures`: `adjust_setting_hint`
    // "%1$s to adjust the setting", with the same gestures [derived].
    if item == .actions { return words.talkBack("adjust_setting_hint", gestures) }
    let name = words.talkBack(item == nil ? "title_granularity_default" : TalkBack.granularityID(item))
    return words.talkBack("adjust_granularity_hint", gestures, name.lowercased())
  }

  /// Past the last (before the first) item focus stays and TalkBack says so:
  /// `FocusProcessorForLogicalNavigation.announceNativeElement`, `end_of_page` "No next %1$s",
  /// `start_of_page` "No previous %1$s" with `NavigationTarget.nativeTargetToDisplayName`:
  /// `display_name_heading` "heading", `display_name_link` "link", `display_name_control`
  /// "control" (talkback/src/main/res/values/strings.xml).
  public func rotorBoundary(_ item: RotorItem, atEnd: Bool, words: ReaderWords) -> String? {
    let kind: String
    switch item {
    case .headings: kind = "display_name_heading"
    case .links: kind = "display_name_link"
    case .formControls: kind = "display_name_control"
    // The actions wrap (`Focus.chooseAction`): no move among them finds an end.
    case .actions: return nil
    }
    return words.talkBack(atEnd ? "end_of_page" : "start_of_page", words.talkBack(kind))
  }

  /// The Actions reading control's words: `shortcut_perform_click_action` "Activate", TalkBack's
  /// own `title_action_expand` "Expand" and `title_action_collapse` "Collapse" (whatever label
  /// the app gave them: `CustomActionMenu`), a custom action's label.
  public func actionName(_ item: AccessibilityActionItem, words: ReaderWords) -> String {
    switch item {
    case .activate: return words.talkBack("shortcut_perform_click_action")
    case .expand: return words.talkBack("title_action_expand")
    case .collapse: return words.talkBack("title_action_collapse")
    case .custom(let name): return name
    }
  }

  /// `use_action_hint`, said with each action (`changeAction`).
  public func actionChosenHint(_ words: ReaderWords) -> String? { words.talkBack("use_action_hint") }

  /// `no_action_available` "No actions. ", its trailing space dropped as speech drops it.
  public func noActions(_ words: ReaderWords) -> String? {
    words.talkBack("no_action_available").trimmingCharacters(in: .whitespaces)
  }

  /// TalkBack's actions hint is part of its usage hint (`TalkBack.hint`): nothing follows it.
  public func actionsAvailable(of node: Int, in session: Session) -> String? { nil }
}
