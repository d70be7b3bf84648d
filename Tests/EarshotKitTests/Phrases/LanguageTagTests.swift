import Testing

@testable import EarshotKit

/// A locale is a tag as BCP 47 writes one: one script, one region, each variant once, in their
/// order (`LanguageTag`); any other is refused saying what is wrong. And a tag, however long, is
/// resolved reading each of its bytes a bounded number of times.
@Suite struct LanguageTagTests {
  @Test(arguments: [
    ("de", "de"), ("pt-br", "pt-BR"), ("zh-TW", "zh-TW"), ("SR-latn-rs", "sr-Latn-RS"), ("es-419", "es-419"),
    ("zh-Hant-HK", "zh-Hant-HK"), ("de-CH-1901", "de-CH-1901"), ("sl-Rozaj-BISKE", "sl-rozaj-biske"),
    ("de-DE-u-co-phonebk", "de-DE-u-co-phonebk"), ("en-x-Demo-1", "en-x-demo-1"),
    ("de-u-co-phonebk-t-nu-latn-x-a", "de-u-co-phonebk-t-nu-latn-x-a"),
  ])
  func aTagIsTakenInItsCanonicalCase(_ written: String, _ canonical: String) {
    #expect(SpeechLocale(written)?.tag == canonical)
    #expect(SpeechLocale.problem(with: written) == nil)
  }

  @Test(arguments: [
    ("de-AT-AT", "it names a second region, `AT`, after `AT`; a tag has one region"),
    ("zh-Hant-Hans", "it names a second script, `Hans`, after `Hant`; a tag has one script"),
    ("zh-Hant-TW-Hans", "it names a second script, `Hans`, after `Hant`; a tag has one script"),
    ("de-1901-1901", "it names the variant `1901` twice"),
    ("sl-rozaj-biske-ROZAJ", "it names the variant `ROZAJ` twice"),
    ("sr-RS-Latn", "the script `Latn` comes after the region `RS`; a script comes right after the language"),
    (
      "de-1901-Latn",
      "the script `Latn` comes after the variant `1901`; a script comes right after the language"
    ),
    ("de-1901-AT", "the region `AT` comes after the variant `1901`; a region comes before the variants"),
    ("de-u-co-phonebk-U-nu-latn", "it names the extension `U` twice"),
    ("de-u", "the extension `u` has no subtag"),
    ("de-u-c", "the extension `u` has no subtag"),
    ("de-x", "the private use `x` has no subtag"),
    ("zh-yue", "`yue` after `zh` is an extended language subtag; write the language alone, `yue`"),
    ("de_DE", "`_` is no letter or digit, nor the `-` between subtags"),
    ("dé", "`é` is no ASCII letter or digit, nor the `-` between subtags"),
    ("", "it is empty"),
    ("de-", "it has an empty subtag"),
    ("de--AT", "it has an empty subtag"),
    ("deutsch", "it starts with `deutsch`, not a language of 2 or 3 letters"),
    ("123", "it starts with `123`, not a language of 2 or 3 letters"),
    ("x-klingon", "it starts with `x`, not a language of 2 or 3 letters"),
    ("de-abcdefghij", "its subtag `abcdefgh…` is longer than 8 characters"),
    (
      "de-AT-abc",
      "`abc` is no subtag that can come here: after the language come a script of 4 letters, a region of 2 letters or 3 digits, then variants of 5 to 8 letters or digits (or a digit and 3)"
    ),
  ])
  func aTagThatIsNoneSaysWhatIsWrong(_ written: String, _ problem: String) {
    #expect(SpeechLocale(written) == nil)
    #expect(SpeechLocale.problem(with: written)?.text == problem)
  }

  @Test func aSecondScriptInAScriptIsAnUnknownLocaleThatSaysSo() throws {
    let source = "screen { button \"OK\" }\nlocale zh-Hant-Hans\nfocus OK\n"
    let compiled = Compiler().compileScript(SourceFile(path: "l.audit", contents: Array(source.utf8)))
    let diagnostic = try #require(compiled.diagnostics.first { $0.id == .unknownLocale })
    #expect(
      diagnostic.message
        == "`zh-Hant-Hans` is no locale tag: it names a second script, `Hans`, after `Hant`; a tag has one script; a locale is a BCP-47 tag such as `de`, `pt-BR` or `zh-TW`"
    )
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location.file.location(of: diagnostic.location.range.start) == (2, 8))
    #expect(compiled.program == nil)
  }

  @Test func aRepeatedRegionGivenToLocaleIsAUsageErrorThatSaysSo() {
    let run = earshot(["screen", repositoryRoot + "/scripts/locales/anmelden.screen", "--locale", "de-AT-AT"])
    #expect(run.status == 64)
    #expect(
      run.err.hasPrefix(
        "earshot: --locale takes a language tag such as de, pt-BR or zh-TW, not `de-AT-AT`: it names a second region, `AT`, after `AT`; a tag has one region\n"
      ))
  }

  /// A tag of `count` distinct variants after `de-AT`.
  static func tag(variants count: Int) -> String {
    "de-AT" + (0..<count).map { "-v" + String(10_000 + $0) }.joined()
  }

  /// The bytes read to resolve `tag` in `table`.
  static func bytesRead(_ tag: String, in table: PhraseTable) throws -> (resolved: String?, bytes: Int) {
    let locale = try #require(SpeechLocale(tag))
    let counts = WorkCounts()
    let resolved = WorkCounts.$current.withValue(counts) { locale.resolved(in: table) }
    return (resolved, counts[.localeByteLookedUp])
  }

  /// Every table counts what finds its locale: the whole tag looked up once, then iOS's shorter
  /// tags or Android's match, which read a bounded part of it. A tag twice as long reads each
  /// byte it adds once.
  @Test(arguments: [PhraseTable.voiceOver, .talkBack, .material, .framework, .compose, .atf])
  func aLongTagIsResolvedReadingEachByteOnce(_ table: PhraseTable) throws {
    let short = Self.tag(variants: 1_000)
    let long = Self.tag(variants: 2_000)
    let few = try Self.bytesRead(short, in: table)
    let many = try Self.bytesRead(long, in: table)
    // The variants choose nothing: the tag reads what `de-AT` reads.
    #expect(few.resolved == SpeechLocale("de-AT")!.resolved(in: table))
    #expect(many.resolved == few.resolved)
    // More than the whole tag's lookup is counted: the shorter tags, or the match.
    #expect(few.bytes > short.utf8.count)
    #expect(many.bytes - few.bytes == long.utf8.count - short.utf8.count)
  }
}
