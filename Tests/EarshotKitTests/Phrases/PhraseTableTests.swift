import Foundation
import Testing

@testable import EarshotKit

/// The generated phrase tables carry the readers' own strings, as their sources write them in
/// each language, and are composed as the readers compose them (plural items by CLDR's rules,
/// numbered placeholders in the translation's order).
@Suite struct PhraseTableTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    let table: String
    let locale: String
    let id: String
    let text: String
    var testDescription: String { "\(table) \(locale) \(id)" }
  }

  static func table(_ name: String) -> PhraseTable {
    switch name {
    case "talkback": .talkBack
    case "material": .material
    case "framework": .framework
    case "compose": .compose
    case "atf": .atf
    default: .voiceOver
    }
  }

  /// Each read in the source file named, at the commit the table records.
  static let samples: [Sample] = [
    // google/talkback talkback/src/main/res/values-*/strings_compositor.xml
    Sample(table: "talkback", locale: "en", id: "value_button", text: "Button"),
    Sample(table: "talkback", locale: "de", id: "value_button", text: "Schaltfläche"),
    Sample(table: "talkback", locale: "ja", id: "value_button", text: "ボタン"),
    Sample(table: "talkback", locale: "ar", id: "value_button", text: "زر"),
    Sample(table: "talkback", locale: "de", id: "in_list", text: "In der Liste"),
    Sample(table: "talkback", locale: "ja", id: "out_of_list", text: "リストの外です"),
    Sample(table: "talkback", locale: "de", id: "template_hint_clickable", text: "Zum Aktivieren %1$s"),
    Sample(table: "talkback", locale: "de", id: "template_list_total_count#other", text: "%1$d Einträge"),
    Sample(table: "talkback", locale: "ar", id: "template_list_total_count#two", text: "عنصران (%1$d)"),
    // values-de/strings_compositor.xml writes `Menü \"%1$s\"`: the escape is resolved.
    Sample(table: "talkback", locale: "de", id: "template_text_removed", text: "%1$s gelöscht"),
    // The folder `values-pt-rBR` is the tag `pt-BR`; `values-iw` is `he`.
    Sample(table: "talkback", locale: "pt-BR", id: "value_button", text: "Botão"),
    Sample(table: "talkback", locale: "he", id: "value_button", text: "לחצן"),
    // utils/src/main/res/values-de/strings_symbols.xml
    Sample(table: "talkback", locale: "de", id: "symbol_ampersand", text: "Kaufmännisches Und"),
    // material-components-android lib/java/com/google/android/material/checkbox/res/values-*/strings.xml
    Sample(table: "material", locale: "en", id: "mtrl_checkbox_state_description_checked", text: "Checked"),
    // AOSP frameworks/base core/res/res/values-*/strings.xml (Android 14 beta 1, Debian's tarball)
    Sample(table: "framework", locale: "en", id: "capital_on", text: "ON"),
    Sample(table: "framework", locale: "de", id: "capital_off", text: "AUS"),
    Sample(table: "framework", locale: "fr", id: "not_selected", text: "non sélectionné"),
    Sample(table: "framework", locale: "ja", id: "in_progress", text: "進行中"),
    Sample(table: "framework", locale: "ar", id: "selected", text: "محدّد"),
    Sample(table: "framework", locale: "ru", id: "not_checked", text: "не отмечено"),
    Sample(table: "framework", locale: "zh-CN", id: "checked", text: "已勾选"),
    // `values-en-rGB` ticks its check boxes.
    Sample(table: "framework", locale: "en-GB", id: "checked", text: "ticked"),
    // google/Accessibility-Test-Framework-for-Android src/main/resources/resources-*/strings.xml
    Sample(table: "atf", locale: "en", id: "tap_action", text: "tap"),
    Sample(table: "atf", locale: "de", id: "selected_state", text: "Ausgewählt"),
    Sample(table: "atf", locale: "ja", id: "button_item_type", text: "ボタン"),
    // `resources-b+es+419` is the tag `es-419`.
    Sample(table: "atf", locale: "es-419", id: "button_item_type", text: "botón"),
    // cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/*.lproj/Localizable.strings
    Sample(table: "voiceover", locale: "en", id: "trait.button.description", text: "Button."),
    Sample(table: "voiceover", locale: "de", id: "trait.button.description", text: "Taste."),
    Sample(
      table: "voiceover", locale: "de", id: "context.series.description_format", text: "%1$@ %2$@ von %3$@."),
  ]

  @Test(arguments: samples)
  func theTableCarriesTheSourceString(_ sample: Sample) {
    #expect(Self.table(sample.table).phrase(sample.id, in: sample.locale) == sample.text)
  }

  @Test func eachTableNamesItsSourceCommit() {
    #expect(PhraseTable.talkBack.source == "google/talkback 26a27dc009d5b3605e744222541f045a3c24e038")
    #expect(PhraseTable.voiceOver.source.hasPrefix("cashapp/AccessibilitySnapshot "))
    #expect(PhraseTable.material.source.hasPrefix("material-components/material-components-android "))
    #expect(PhraseTable.framework.source.hasPrefix("AOSP platform/frameworks/base 14~beta1 "))
    #expect(PhraseTable.compose.source.hasPrefix("androidx/androidx "))
    #expect(PhraseTable.atf.source.hasPrefix("google/Accessibility-Test-Framework-for-Android "))
  }

  @Test func talkBackSpeaksEveryLocaleOfItsSource() {
    let locales = PhraseTable.talkBack.locales
    // The default strings (English) and 86 translated folders, of which `values-in` and
    // `values-id` are both Indonesian.
    #expect(locales.count == 86)
    for tag in ["af", "ar", "de", "es-419", "fil", "ja", "pt-BR", "pt-PT", "sr-Latn", "zh-TW", "zu"] {
      #expect(locales.contains(tag), "\(tag)")
    }
    #expect(!locales.contains("en-XA"))
    #expect(PhraseTable.voiceOver.locales == ["de", "en", "ru"])
  }

  struct Plural: CustomTestStringConvertible, Sendable {
    let locale: String
    let counts: [Int: String]
    var testDescription: String { locale }
  }

  /// unicode-org/cldr common/supplemental/plurals.xml, each group's samples.
  static let plurals: [Plural] = [
    Plural(locale: "en", counts: [0: "other", 1: "one", 2: "other", 21: "other"]),
    Plural(locale: "fr", counts: [0: "one", 1: "one", 2: "other", 1_000_000: "many"]),
    Plural(locale: "ja", counts: [0: "other", 1: "other"]),
    Plural(
      locale: "ru", counts: [1: "one", 2: "few", 5: "many", 11: "many", 21: "one", 22: "few", 112: "many"]),
    Plural(locale: "pl", counts: [1: "one", 3: "few", 5: "many", 12: "many", 22: "few", 21: "many"]),
    Plural(
      locale: "ar",
      counts: [0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 11: "many", 99: "many", 100: "other"]),
    Plural(locale: "he", counts: [1: "one", 2: "two", 3: "other", 20: "many", 10: "other"]),
    Plural(locale: "pt-PT", counts: [0: "other", 1: "one"]),
    Plural(locale: "pt-BR", counts: [0: "one", 1: "one", 2: "other"]),
  ]

  @Test(arguments: plurals)
  func countsTakeCLDRsCategories(_ plural: Plural) {
    for (count, category) in plural.counts {
      #expect(PluralRules.cldr.category(of: count, in: plural.locale) == category, "\(count)")
    }
  }

  @Test func aCountTakesItsItemOfTheTranslation() {
    let table = PhraseTable.talkBack
    #expect(table.plural("template_list_total_count", count: 3, in: "en") == "%1$d items")
    #expect(table.plural("template_list_total_count", count: 1, in: "de") == "%1$d Eintrag")
    #expect(table.plural("template_list_total_count", count: 2, in: "ar") == "عنصران (%1$d)")
    #expect(table.plural("template_list_total_count", count: 3, in: "ar") == "%1$d عناصر")
  }

  @Test func numberedPlaceholdersTakeTheirArgumentInTheTranslationsOrder() {
    #expect(AndroidFormat.format("%2$s ersetzt durch %1$s", ["neu", "alt"]) == "alt ersetzt durch neu")
    #expect(AndroidFormat.format("In list %1$s", ["Shows"]) == "In list Shows")
    #expect(AndroidFormat.format("%s of %s", ["2", "5"]) == "2 of 5")
    #expect(AndroidFormat.format("%1$s%% done", ["40"]) == "40% done")
    #expect(AndroidFormat.format("50%", []) == "50%")
  }

  @Test func aRegionFallsBackToItsLanguageAndNeverToEnglish() throws {
    let table = PhraseTable.talkBack
    #expect(try #require(SpeechLocale("de-AT")).resolved(in: table) == "de")
    #expect(try #require(SpeechLocale("pt-br")).resolved(in: table) == "pt-BR")
    #expect(try #require(SpeechLocale("sr-Latn-RS")).resolved(in: table) == "sr-Latn")
    #expect(try #require(SpeechLocale("zh")).resolved(in: table) == "zh-CN")
    #expect(try #require(SpeechLocale("xx")).resolved(in: table) == nil)
    #expect(try #require(SpeechLocale("ja")).resolved(in: PhraseTable.voiceOver) == nil)
    #expect(SpeechLocale("de_DE") == nil)
    #expect(SpeechLocale("") == nil)
  }

  /// A region reads the folder Android's resource lookup chooses: the nearest in CLDR's tree of
  /// parent locales as `LocaleDataTables.cpp` carries it, `es-US` standing for `es-419`, the
  /// likely script for Chinese, the default folder for English near US English.
  @Test(arguments: [
    ("es-MX", PhraseTable.talkBack, "es-419"), ("es-MX", .framework, "es-US"), ("es-ES", .talkBack, "es"),
    ("en-NZ", .talkBack, "en-GB"), ("en-US", .talkBack, "en"), ("en-AU", .talkBack, "en-AU"),
    ("en-PH", .talkBack, "en"), ("pt-AO", .talkBack, "pt-PT"), ("pt", .material, "pt-BR"),
    ("zh-MO", .talkBack, "zh-HK"), ("zh-SG", .talkBack, "zh-CN"), ("zh-Hant", .talkBack, "zh-TW"),
    ("sr-RS", .talkBack, "sr"), ("sr-Latn-RS", .talkBack, "sr-Latn"), ("de-CH", .talkBack, "de"),
  ])
  func aRegionReadsTheFolderAndroidChooses(tag: String, table: PhraseTable, folder: String) throws {
    #expect(try #require(SpeechLocale(tag)).resolved(in: table) == folder)
  }

  /// Android's resource lookup takes Filipino and Tagalog for one language (`langsAreEquivalent`):
  /// TalkBack has both folders, the framework and Material only `values-tl`.
  @Test func filipinoFindsTagalogStrings() throws {
    let filipino = try #require(SpeechLocale("fil-PH"))
    #expect(filipino.resolved(in: .talkBack) == "fil")
    #expect(filipino.resolved(in: .framework) == "tl")
    #expect(filipino.resolved(in: .material) == "tl")
    #expect(try #require(SpeechLocale("tl")).resolved(in: .framework) == "tl")
  }
}
