/// The language a run speaks in: a BCP-47 tag (`de`, `pt-BR`, `zh-TW`, `sr-Latn`), written by a
/// script's `locale` line or `--locale`. Each reader speaks it from its own sources' strings;
/// `resolved(in:)` finds the strings a device set to this language would use.
public struct SpeechLocale: Sendable, Hashable, CustomStringConvertible {
  /// The tag in its canonical case: language lower case, script title case, region upper case.
  public let tag: String

  public static let english = SpeechLocale(canonical: "en")

  private init(canonical: String) { tag = canonical }

  /// `tag` in canonical case, or nil where it is no language tag (`de_DE`, `123`, ``,
  /// `de-AT-AT`: `LanguageTag`).
  public init?(_ tag: String) {
    guard case .success(let read) = LanguageTag.read(tag) else { return nil }
    self.tag = read.canonical
  }

  /// What makes `tag` no language tag, in a clause (`it names a second region, `AT`, after
  /// `AT`; a tag has one region`); nil where it is one.
  public static func problem(with tag: String) -> Message? {
    guard case .failure(let problem) = LanguageTag.read(tag) else { return nil }
    return problem.reason
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
  ///
  /// Each byte of the tag is read a bounded number of times, however many variants it names:
  /// iOS's shorter tags are looked up only where the table holds a tag that long.
  public func resolved(in table: PhraseTable) -> String? {
    if Self.has(tag, in: table) { return tag }
    guard table === PhraseTable.voiceOver else { return AndroidLocaleMatch.best(of: table.locales, for: tag) }
    // The ends of the subtags, longest first, that leave a tag no longer than the table's.
    let bytes = tag.utf8
    var end = bytes.endIndex
    while let dash = bytes[..<end].lastIndex(of: UInt8(ascii: "-")) {
      end = dash
      let length = bytes.distance(from: bytes.startIndex, to: end)
      guard length <= table.longestLocale else { continue }
      let candidate = String(tag[..<end])
      if Self.has(candidate, in: table) { return candidate }
    }
    return nil
  }

  /// Whether `table` has `candidate`, counting the bytes read (`WorkCounts`).
  private static func has(_ candidate: String, in table: PhraseTable) -> Bool {
    WorkCounts.count(.localeByteLookedUp, candidate.utf8.count)
    return table.has(candidate)
  }
}
