import Foundation
import Synchronization

/// The readers' and toolkits' words in one language, as a run speaks them: each string from its
/// source's table in the run's locale (`SpeechLocale.resolved(in:)`), composed as the reader
/// composes it.
///
/// A string the locale's translation lacks is the source's default (English) string, as
/// Android's resource lookup falls back to `values/`: what the reader itself says then. A
/// locale with no table at all never reaches here: the checker refuses it (`KnownLocalesRule`).
public struct ReaderWords: Sendable, Equatable {
  public let locale: SpeechLocale
  /// The tags of each table the locale resolves to (`en` where it has none).
  let talkBackTag: String
  let voiceOverTag: String
  /// nil: Material Components has no translation into the locale, so its words are English
  /// and the components that say them are partial in it.
  let materialTag: String?
  /// nil likewise for the Android framework's strings, Compose's and the Accessibility Test
  /// Framework's.
  let frameworkTag: String?
  let composeTag: String?
  let atfTag: String?

  public static let english = ReaderWords(.english)

  public init(_ locale: SpeechLocale) {
    self.locale = locale
    talkBackTag = locale.resolved(in: .talkBack) ?? "en"
    voiceOverTag = locale.resolved(in: .voiceOver) ?? "en"
    materialTag = locale.resolved(in: .material)
    frameworkTag = locale.resolved(in: .framework)
    composeTag = locale.resolved(in: .compose)
    atfTag = locale.resolved(in: .atf)
  }

  /// English of any region (`en-GB` has its own TalkBack strings, but English digits).
  public var isEnglish: Bool { locale.language == "en" }
  /// The default language, `en`: what a script with no `locale` speaks.
  public var isDefault: Bool { locale.tag == "en" }

  // MARK: TalkBack

  /// TalkBack's string `id` (google/talkback `res/values*/strings*.xml`).
  func talkBack(_ id: String) -> String { Self.phrase(id, in: .talkBack, tag: talkBackTag) }

  /// TalkBack's template `id` filled in (`Resources.getString(id, args…)`).
  func talkBack(_ id: String, _ arguments: String...) -> String {
    AndroidFormat.format(talkBack(id), arguments)
  }

  /// TalkBack's plural `id` for `count` (`Resources.getQuantityString(id, count, args…)`),
  /// its `%d` the count in the locale's digits.
  func talkBack(_ id: String, count: Int, _ arguments: String...) -> String {
    let table = PhraseTable.talkBack
    let template =
      table.plural(id, count: count, in: talkBackTag) ?? table.plural(id, count: count, in: "en") ?? id
    return AndroidFormat.format(template, arguments.isEmpty ? [number(count)] : arguments)
  }

  /// TalkBack's `Double-tap` (`value_double_tap`) put into a hint template
  /// (`template_hint_clickable`: `Double-tap to activate`).
  func talkBackHint(_ id: String) -> String { talkBack(id, talkBack("value_double_tap")) }

  // MARK: Material Components

  /// Material's string `id`, in the locale where Material translates into it, else English.
  func material(_ id: String) -> String { Self.phrase(id, in: .material, tag: materialTag) }

  // MARK: The Android framework and Compose

  /// The framework's string `id` (AOSP `core/res/res/values*/strings.xml`): a widget's default
  /// state description.
  func framework(_ id: String) -> String { Self.phrase(id, in: .framework, tag: frameworkTag) }

  /// Compose's string `id` (androidx `compose/ui` and `compose/material3` resources).
  func compose(_ id: String) -> String { Self.phrase(id, in: .compose, tag: composeTag) }

  /// Compose's template `id` filled in.
  func compose(_ id: String, _ arguments: String...) -> String {
    AndroidFormat.format(compose(id), arguments)
  }

  /// The Accessibility Test Framework's string `id` (`src/main/resources/resources*/strings.xml`):
  /// a word its RedundantDescriptionCheck looks for.
  func atf(_ id: String) -> String { Self.phrase(id, in: .atf, tag: atfTag) }

  /// A source's string in the locale's folder where the source has one and the string is in
  /// it, else its English (`values/`), as the resource lookup falls back.
  private static func phrase(_ id: String, in table: PhraseTable, tag: String?) -> String {
    tag.flatMap { table.phrase(id, in: $0) } ?? table.phrase(id, in: "en") ?? id
  }

  // MARK: VoiceOver

  /// AccessibilitySnapshot's string for VoiceOver's words (`Localizable.strings` key).
  func voiceOver(_ key: String) -> String { Self.phrase(key, in: .voiceOver, tag: voiceOverTag) }

  // MARK: Numbers

  /// A whole number as Java's `Formatter` writes `%d` in the locale: in the digits its
  /// numbering system uses (ICU's CLDR data, as Android's), without grouping.
  func number(_ value: Int) -> String {
    guard !isEnglish else { return String(value) }
    return ReaderWords.format(NSNumber(value: value), in: locale.tag, style: .none) ?? String(value)
  }

  /// A whole percentage the platform formats itself (`40%`, as a ProgressBar's state
  /// description is written in English) in the locale's format, as `NumberFormat.
  /// getPercentInstance` writes it there: `40 %` in German, `%40` in Turkish, `۴۰٪` in
  /// Persian. Any other text (an app's own) is spoken as written.
  func percentage(_ text: String) -> String {
    guard !isEnglish, text.hasSuffix("%"), let value = Int(text.dropLast()), (0...100).contains(value) else {
      return text
    }
    return percent(value)
  }

  /// The whole percentage `whole` (0 to 100) as `NumberFormat.getPercentInstance` writes it in
  /// the locale (`percentage`); a share between two is rounded first (`RangeFraction`).
  func percent(_ whole: Int) -> String {
    guard !isEnglish else { return "\(whole)%" }
    return ReaderWords.format(NSNumber(value: Double(whole) / 100), in: locale.tag, style: .percent)
      ?? "\(whole)%"
  }

  /// One formatter per locale and style, used under the lock (a `NumberFormatter` is not
  /// safe to share between threads).
  private static let formatters = Mutex<[String: NumberFormatter]>([:])

  private static func format(_ number: NSNumber, in tag: String, style: NumberFormatter.Style) -> String? {
    formatters.withLock { cache in
      let key = "\(tag) \(style.rawValue)"
      let formatter =
        cache[key]
        ?? {
          let formatter = NumberFormatter()
          formatter.locale = Locale(identifier: tag)
          formatter.numberStyle = style
          formatter.usesGroupingSeparator = false
          cache[key] = formatter
          return formatter
        }()
      return formatter.string(from: number)
    }
  }
}
