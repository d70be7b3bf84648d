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

  /// The tag of `table` whose strings a device in this locale speaks: the tag itself, else with
  /// its last subtag dropped, down to the language (`de-AT` → `de`, `sr-Latn-RS` → `sr-Latn`), as
  /// Android's resource lookup falls back to the language's folder and iOS to the language's
  /// `.lproj`. nil where the table has no strings for it: the caller reports it, never speaking
  /// English instead.
  ///
  /// Filipino and Tagalog are one language to Android's resource lookup (AOSP frameworks/base
  /// `libs/androidfw/ResourceTypes.cpp`, `langsAreEquivalent`: `fil` and `tl`), so `fil` finds a
  /// toolkit's `values-tl` strings and `tl` its `values-fil`.
  public func resolved(in table: PhraseTable) -> String? {
    var subtags = tag.split(separator: "-").map(String.init)
    while !subtags.isEmpty {
      let candidate = subtags.joined(separator: "-")
      if table.has(candidate) { return candidate }
      if let equivalent = Self.equivalentLanguages[subtags[0]] {
        let alternative = ([equivalent] + subtags.dropFirst()).joined(separator: "-")
        if table.has(alternative) { return alternative }
      }
      subtags.removeLast()
    }
    return nil
  }

  /// Languages Android's resource lookup takes for one another.
  static let equivalentLanguages = ["fil": "tl", "tl": "fil"]
}
