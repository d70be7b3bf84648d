import Testing

@testable import EarshotKit

/// The readers speaking the run's language: each phrase is the reader's own string in the locale
/// (google/talkback 26a27dc0 `res/values-XX/strings_compositor.xml`, `strings.xml`,
/// `strings_symbols.xml`; material-components-android's check box strings; AccessibilitySnapshot's
/// `XX.lproj/Localizable.strings`), composed as the reader composes it.
@Suite struct LocaleSpeechTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let locale: String
    let screen: String
    let platform: Platform
    var focus = 0
    let said: String
    let hint: String?
    let source: String
    var testDescription: String { "\(locale) \(platform.rawValue): \(source)" }
  }

  static let cases: [Case] = [
    Case(
      locale: "de", screen: #"button "Anmelden""#, platform: .android,
      said: "Anmelden, Schaltfläche", hint: "Zum Aktivieren doppeltippen",
      source: "value_button; template_hint_clickable with value_double_tap"),
    Case(
      locale: "de-AT", screen: #"button "Anmelden""#, platform: .android,
      said: "Anmelden, Schaltfläche", hint: "Zum Aktivieren doppeltippen",
      source: "a region with no strings of its own speaks its language's"),
    Case(
      locale: "de", screen: #"checkbox "Angemeldet bleiben" checked"#, platform: .android,
      said: "Aktiviert, Angemeldet bleiben, Kästchen", hint: "Zum Wechseln doppeltippen",
      source: "Material's mtrl_checkbox_state_description_checked; value_checkbox; template_hint_checkable"),
    Case(
      locale: "fr", screen: #"heading "Compte""#, platform: .android, said: "Compte, Titre", hint: nil,
      source: "heading_template"),
    Case(
      locale: "ja", screen: "list { row \"A\"\nrow \"B\"\nrow \"C\" }", platform: .android,
      said: "A, 3件中の1件目です, リストの中です, 3個のアイテム", hint: "有効にするにはダブルタップします",
      source: "list_index_template's placeholders in the other order; in_list; template_list_total_count"),
    Case(
      locale: "ar", screen: "list { row \"A\"\nrow \"B\" }", platform: .android,
      said: "A, 1 من 2, في القائمة, عنصران (2)", hint: "يجب النقر مرّتين للتفعيل.",
      source: "template_list_total_count's dual (CLDR: ar two)"),
    Case(
      locale: "ru", screen: "list { row \"A\"\nrow \"B\"\nrow \"C\"\nrow \"D\"\nrow \"E\" }",
      platform: .android,
      said: "A, 1 из 5, В списке, 5 элементов", hint: "Коснитесь дважды, чтобы активировать",
      source: "template_list_total_count's many (CLDR: ru 5 many)"),
    Case(
      locale: "tr", screen: #"slider "Volume" value "50%""#, platform: .android,
      said: "%50, Volume, Kaydırma çubuğu",
      hint: "Düzenlemek için Yukarı hızlıca kaydırma veya Aşağı hızlıca kaydırma",
      source:
        "the framework's percentage in the locale's format (NumberFormat.getPercentInstance); value_seek_bar; template_hint_adjustable_2gesture, its quotation marks unspoken"
    ),
    Case(
      locale: "de", screen: #"button "Anmelden""#, platform: .ios, said: "Anmelden, Taste", hint: nil,
      source: "trait.button.description"),
    Case(
      locale: "de", screen: #"switch "WLAN" on"#, platform: .ios, said: "WLAN, Umschalttaste, Ein",
      hint: "Zum Umschalten Doppeltippen",
      source: "trait.switch_button.description, state_on, hint"),
    Case(
      locale: "ru", screen: "segmented \"Range\" {\nsegment \"Day\" selected\nsegment \"Week\"\n}",
      platform: .ios,
      focus: 0, said: "Выбрано, Day, Кнопка, 1 из 2", hint: nil,
      source: "trait.selected.description; trait.button.description; context.series.description_format"),
  ]

  @Test(arguments: cases)
  func theReaderSpeaksItsOwnWordsInTheLocale(_ testCase: Case) throws {
    let session = try Self.session(testCase.screen, on: testCase.platform, locale: testCase.locale)
    let stop = try #require(session.order.dropFirst(testCase.focus).first)
    let said = session.focusAnnouncement(of: stop)
    #expect(said.withoutHint.text == testCase.said)
    #expect(session.voice.hint(of: stop, in: session) == testCase.hint)
  }

  /// The typing echo names a symbol in the locale (`strings_symbols.xml`), and a capital letter
  /// with `template_capital_letter`.
  @Test func theTypingEchoNamesSymbolsInTheLocale() throws {
    let words = ReaderWords(try #require(SpeechLocale("de")))
    let talkBack = TalkBack()
    #expect(talkBack.spokenCharacter("&", words: words) == "Kaufmännisches Und")
    #expect(talkBack.spokenCharacter("A", words: words) == "großes A")
    #expect(talkBack.spokenCharacter("&", words: .english) == "Ampersand")
  }

  /// The reading controls' names, hints and ends in the locale (`granularity_native_heading`,
  /// `adjust_granularity_hint`, `gesture_1_or_2`, `end_of_page`, `display_name_heading`).
  @Test func theReadingControlsSpeakTheLocale() throws {
    let words = ReaderWords(try #require(SpeechLocale("de")))
    let talkBack = TalkBack()
    #expect(talkBack.rotorParts(.headings, words: words) == ["Überschriften"])
    #expect(talkBack.rotorBoundary(.headings, atEnd: true, words: words) == "Keine weitere Überschrift")
  }

  static func session(_ text: String, on platform: Platform, locale: String) throws -> Session {
    var settings = ReaderSettings()
    settings.words = ReaderWords(try #require(SpeechLocale(locale)))
    return try VoiceTests.session(text, on: platform, settings: settings)
  }

}
