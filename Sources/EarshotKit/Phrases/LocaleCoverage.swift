/// How much of what a component says in a language comes from a translated source, per
/// platform: every word of its reader's own is translated where the reader's table has the
/// language (`ReaderWords`), but some words come from a toolkit or the platform whose strings
/// earshot holds no snapshot of, and are spoken in English. Those components are partial in
/// every language but English, and `earshot catalogue --locale` says so: the words are never
/// passed off as translated, nor invented.
public enum LocaleCoverage {
  /// Words spoken in English in every other language, and why.
  public struct Gap: Sendable {
    public let platform: Platform
    public let words: String
    public let source: String
  }

  /// Gaps by catalogue entry.
  static let gaps: [String: [Gap]] = [
    "switch": [
      Gap(
        platform: .android, words: "On, Off",
        source:
          "the state description of the framework Switch, SwitchCompat and Compose's Switch (AOSP frameworks/base, androidx)"
      )
    ],
    "preference": [
      Gap(
        platform: .android, words: "On, Off",
        source: "its switch's state description (AOSP frameworks/base, androidx)")
    ],
    "radio": [
      Gap(
        platform: .android, words: "Selected, Not selected",
        source: "the framework RadioButton's state description (AOSP frameworks/base)")
    ],
    "togglebutton": [
      Gap(
        platform: .android, words: "ON, OFF",
        source: "ToggleButton's textOn / textOff (AppCompat abc_capital_on, androidx)")
    ],
    "progress": [
      Gap(
        platform: .android, words: "in progress; Compose's In progress and N percent.",
        source: "the framework ProgressBar's in_progress (AOSP frameworks/base), Compose's strings (androidx)"
      )
    ],
    "checkbox": [
      Gap(
        platform: .ios, words: "Checked, Unchecked, Mixed",
        source: "UIKit has no check box: the app's own value, which earshot writes in English")
    ],
    "securefield": [
      Gap(
        platform: .ios, words: "N characters",
        source: "no public source of VoiceOver's count in other languages")
    ],
    "disclosure": [
      Gap(
        platform: .ios, words: "Expanded, Collapsed, Double tap to expand, Double tap to collapse",
        source: "AccessibilitySnapshot's expanded status is English only at the commit read")
    ],
    "sheet": [
      Gap(
        platform: .ios, words: "the sheet's and its parts' words",
        source: "the catalogue's compositions, English"),
      Gap(
        platform: .android, words: "the sheet's and its parts' words",
        source: "the catalogue's compositions, English"),
    ],
    "grabber": [
      Gap(platform: .ios, words: "Sheet Grabber, its hints", source: "the catalogue's compositions, English"),
      Gap(
        platform: .android, words: "Drag handle, its states", source: "the catalogue's compositions, English"),
    ],
    "dismiss": [
      Gap(platform: .ios, words: "dismiss popup", source: "the catalogue's compositions, English"),
      Gap(platform: .android, words: "Close sheet, Dismiss", source: "the catalogue's compositions, English"),
    ],
    "close": [
      Gap(platform: .ios, words: "Close", source: "the catalogue's compositions, English"),
      Gap(platform: .android, words: "Close", source: "the catalogue's compositions, English"),
    ],
  ]

  /// The components whose Android words include Material's (its check box states, its tab's
  /// role description): partial where Material has no translation into the language.
  static let materialWords: [String: String] = [
    "checkbox": "Checked, Not checked, Partially checked (MaterialCheckBox)",
    "tab": "Tab (Material's item_view_role_description)",
    "tabs": "Tab (Material's item_view_role_description)",
  ]

  public enum Coverage: Sendable {
    /// Every word from a translated source (or the language is English).
    case complete
    /// Some words in English: these.
    case partial([Gap])
    /// The reader's words are in no source in this language: the checker refuses it.
    case unavailable
  }

  public static func coverage(of entry: String, on platform: Platform, in locale: SpeechLocale) -> Coverage {
    guard locale.resolved(in: platform.readerPhrases) != nil else { return .unavailable }
    guard locale.language != "en" else { return .complete }
    var missing = (gaps[entry] ?? []).filter { $0.platform == platform }
    if platform == .android, let words = materialWords[entry], locale.resolved(in: .material) == nil {
      missing.append(
        Gap(
          platform: .android, words: words, source: "material-components-android has no translation into it"))
    }
    return missing.isEmpty ? .complete : .partial(missing)
  }
}
