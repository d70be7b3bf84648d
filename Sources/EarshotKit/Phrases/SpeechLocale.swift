/// The language a run speaks in: a BCP-47 tag (`de`, `pt-BR`, `zh-TW`, `sr-Latn`), written by a
/// script's `locale` line or `--locale`. Each reader speaks it from its own sources' strings;
/// `resolved(in:)` finds the strings a device set to this language would use.
public struct SpeechLocale: Sendable, Hashable, CustomStringConvertible {
  /// The tag in its canonical case: language lower case, script title case, region upper case.
  public let tag: String

  public static let english = SpeechLocale(canonical: "en")

  private init(canonical: String) { tag = canonical }

  /// `tag` in canonical case, or nil where it is no language tag (`de_DE`, `123`, ``).
  public init?(_ tag: String) {
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = subtags.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    var parts = [language.lowercased()]
    for subtag in subtags.dropFirst() {
      switch subtag.count {
      case 4 where subtag.allSatisfy({ $0.isASCII && $0.isLetter }):
        parts.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
      case 2 where subtag.allSatisfy({ $0.isASCII && $0.isLetter }):
        parts.append(subtag.uppercased())
      case 3 where subtag.allSatisfy({ $0.isASCII && $0.isNumber }):
        parts.append(String(subtag))
      default:
        return nil
      }
    }
    self.tag = parts.joined(separator: "-")
  }

  public var description: String { tag }

  /// The language subtag: `pt` of `pt-BR`.
  public var language: String { String(tag.prefix(while: { $0 != "-" })) }

  /// The tag of `table` whose strings a device in this locale speaks. An Android source's
  /// folder is chosen as Android's resource lookup chooses it (`AndroidLocaleMatch`): the
  /// language's folder whose region is nearest in CLDR's tree (`es-MX` reads `es-419`, `en-NZ`
  /// `en-GB`, `de-AT` `de`), Filipino and Tagalog as one language, Chinese by its likely script
  /// (`zh` reads `zh-CN`, `zh-MO` `zh-HK`). AccessibilitySnapshot's `.lproj` folders are looked
  /// up as iOS does, dropping the last subtag down to the language (`de-AT` → `de`). nil where
  /// the table has nothing in the language: the caller reports it, never speaking English
  /// instead.
  public func resolved(in table: PhraseTable) -> String? {
    if table.has(tag) { return tag }
    guard table === PhraseTable.voiceOver else { return AndroidLocaleMatch.best(of: table.locales, for: tag) }
    var subtags = tag.split(separator: "-").map(String.init)
    while !subtags.isEmpty {
      let candidate = subtags.joined(separator: "-")
      if table.has(candidate) { return candidate }
      subtags.removeLast()
    }
    return nil
  }
}
