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

  /// Gaps of the readers' models, by catalogue entry: words a widget's node carries that come
  /// from the platform or a toolkit. The catalogue's own compositions add theirs
  /// (`catalogueGaps`).
  static let gaps: [String: [Gap]] = [
    "securefield": [
      Gap(
        platform: .ios, words: "N characters",
        source: "no public source of VoiceOver's count in other languages"),
      echo,
    ],
    "dialog": [
      Gap(
        platform: .ios, words: "Alert (as an alert appears)",
        source: "in no AccessibilitySnapshot string: heard in English only (magentaA11y)")
    ],
    "field": [echo],
    "searchfield": [echo],
  ]

  /// VoiceOver's typing echo (`Cap Z`, `space`), recorded in English only.
  private static let echo = Gap(
    platform: .ios, words: "Cap, space (the typing echo)",
    source: "VoiceOver's typing echo is in no public source but English recordings")

  /// The components whose Android words include a toolkit's that their catalogue compositions do
  /// not say (those `catalogueGaps` finds): the framework's or Compose's state descriptions
  /// (`TalkBackStateWords.assumedStateDescription`, `ToolkitStateDescription`), partial where
  /// that toolkit has no translation into the language.
  static let toolkitWords: [String: [(toolkit: Toolkit, words: String)]] = [
    "checkbox": [(.framework, "checked, not checked (CheckBox)"), (.compose, "Partially checked (Compose)")],
    "radio": [(.compose, "Selected, Not selected (Compose)")],
    "switch": [(.compose, "On, Off (Compose)")],
    "progress": [(.framework, "in progress (ProgressBar)"), (.compose, "In progress, N percent. (Compose)")],
  ]

  /// An Android toolkit whose own strings some components say.
  enum Toolkit: CaseIterable {
    case material, framework, compose

    var phrases: PhraseTable {
      switch self {
      case .material: .material
      case .framework: .framework
      case .compose: .compose
      }
    }

    var name: String {
      switch self {
      case .material: "Material"
      case .framework: "the framework"
      case .compose: "Compose"
      }
    }
  }

  /// The words of the entry's compositions on `platform` that `CataloguePhrases` has no
  /// translation of in `locale`, each with its reason: those it gives a reason for, and those
  /// made of a string the language's table lacks (a toolkit with no translation into it, or a
  /// translation without that string, where the resource lookup falls back to English).
  static func catalogueGaps(of entryID: String, on platform: Platform, in locale: SpeechLocale) -> [Gap] {
    guard let entry = CataloguePhrases.entries.first(where: { $0.id == entryID }) else { return [] }
    var gaps: [Gap] = []
    for phrase in CataloguePhrases.phrases(of: entry, on: platform)
    where !gaps.contains(where: { $0.words == phrase }) {
      if let reason = untranslated(phrase, entry: entryID, on: platform, in: locale) {
        gaps.append(Gap(platform: platform, words: phrase, source: reason))
      }
    }
    return gaps
  }

  /// Why `phrase` is spoken in English in `locale`, or nil where it is translated.
  static func untranslated(_ phrase: String, entry: String, on platform: Platform, in locale: SpeechLocale)
    -> String?
  {
    switch CataloguePhrases.source(of: phrase, entry: entry, on: platform) {
    case .untranslated(let reason): return reason
    case .parts(let parts):
      return parts.lazy.compactMap { untranslated($0, entry: entry, on: platform, in: locale) }.first
    case let source?:
      let missing = CataloguePhrases.strings(of: source).filter { table, id in
        locale.resolved(in: table).flatMap { table.phrase(id, in: $0) } == nil
      }
      return missing.first.map { "no translation of \($0.id) in \($0.table.source)" }
    case nil: return nil
    }
  }

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
    for gap in catalogueGaps(of: entry, on: platform, in: locale)
    where !missing.contains(where: { $0.words == gap.words }) {
      missing.append(gap)
    }
    for (toolkit, words) in toolkitWords[entry] ?? []
    where platform == .android && locale.resolved(in: toolkit.phrases) == nil {
      missing.append(
        Gap(platform: .android, words: words, source: "\(toolkit.name) has no translation into it"))
    }
    return missing.isEmpty ? .complete : .partial(missing)
  }
}
