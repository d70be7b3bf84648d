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

  /// One element of the item's kind, for the transcript: `heading`, `link`, `form control`.
  public var singular: String {
    switch self {
    case .headings: return "heading"
    case .links: return "link"
    case .formControls: return "form control"
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
  public func rotorParts(_ item: RotorItem?) -> [String] {
    switch item {
    case .headings: return ["Headings"]
    case .links: return ["Links"]
    case .formControls: return ["Form Controls"]
    case nil: return []
    }
  }

  /// VoiceOver speaks no hint when the rotor turns (no public source gives one) [derived].
  public func rotorHint(_ item: RotorItem?) -> String? { nil }

  /// Past the last (or before the first) item: no public source records anything spoken
  /// (readers-wording.md §8, open question 2); focus stays, as `swipe right` past the end.
  public func rotorBoundary(_ item: RotorItem, atEnd: Bool) -> String? { nil }
}

// MARK: TalkBack

extension TalkBack {
  /// What TalkBack says when the reading control is set to `item`: the granularity's name.
  /// google/talkback `SelectorController.getSettingActionDescriptionAndHint`
  /// (`context.getString(granularity.cursorGranularity.resourceId)`), with
  /// `utils/src/main/res/values/strings.xml` `granularity_native_heading` "Headings",
  /// `granularity_native_link` "Links", `granularity_native_control` "Controls",
  /// `granularity_default` "Default".
  public func rotorParts(_ item: RotorItem?) -> [String] {
    switch item {
    case .headings: return ["Headings"]
    case .links: return ["Links"]
    case .formControls: return ["Controls"]
    case nil: return ["Default"]
    }
  }

  /// The hint TalkBack queues with it (`announceSetting`, `AnnounceType.DESCRIPTION_AND_HINT`):
  /// `adjust_granularity_hint` "%1$s to read by %2$s", the gestures `gesture_1_or_2` "%1$s or
  /// %2$s" of `title_pref_shortcut_up` "Swipe up" and `title_pref_shortcut_down` "Swipe down"
  /// (the default previous / next gestures), both lower-cased as
  /// `getAdjustSelectedSettingGestureNames` does, and the granularity's name lower-cased
  /// (`getAdjustSelectedGranularityGestures`; for the default, `title_granularity_default`
  /// "Default navigation"). Composed, not heard on a device [derived].
  public func rotorHint(_ item: RotorItem?) -> String? {
    let name = item.map { rotorParts($0)[0] } ?? "Default navigation"
    return "swipe up or swipe down to read by \(name.lowercased())"
  }

  /// Past the last (before the first) item focus stays and TalkBack says so:
  /// `FocusProcessorForLogicalNavigation.announceNativeElement`, `end_of_page` "No next %1$s",
  /// `start_of_page` "No previous %1$s" with `NavigationTarget.nativeTargetToDisplayName`:
  /// `display_name_heading` "heading", `display_name_link` "link", `display_name_control`
  /// "control" (talkback/src/main/res/values/strings.xml).
  public func rotorBoundary(_ item: RotorItem, atEnd: Bool) -> String? {
    let kind: String
    switch item {
    case .headings: kind = "heading"
    case .links: kind = "link"
    case .formControls: kind = "control"
    }
    return "\(atEnd ? "No next" : "No previous") \(kind)"
  }
}
