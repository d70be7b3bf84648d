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
      locale: "de", screen: #"switch "Benachrichtigungen" off"#, platform: .android,
      said: "AUS, Benachrichtigungen, Schalter", hint: "Zum Wechseln doppeltippen",
      source: "the framework Switch's capital_off; value_switch; template_hint_checkable"),
    Case(
      locale: "ru", screen: #"togglebutton "Bold" on"#, platform: .android,
      said: "Включено, Bold, Переключатель", hint: "Коснитесь дважды, чтобы включить или выключить",
      source: "the framework ToggleButton's capital_on; value_switch; template_hint_checkable"),
    Case(
      locale: "ru", screen: #"togglebutton off"#, platform: .android,
      said: "Выключено, Переключатель", hint: "Коснитесь дважды, чтобы включить или выключить",
      source: "an unnamed ToggleButton's text is its textOff, the framework's capital_off, said once"),
    Case(
      locale: "tr", screen: "radio \"Monthly\" checked\nradio \"Yearly\"",
      platform: .android, focus: 1,
      said: "seçili değil, Yearly, Radyo düğmesi, 2/2, Listede, 2 öğe",
      hint: "Değiştirmek için İki kez dokunun",
      source: "the framework RadioButton's not_selected; value_radio_button; list_index_template; in_list"),
    Case(
      locale: "ja", screen: #"progress "同期中""#, platform: .android,
      said: "進行中, 同期中, 進行状況バー", hint: nil,
      source: "the framework ProgressBar's in_progress; value_progress_bar"),
    Case(
      locale: "de", screen: "progress \"Synchronisieren\" value \"40%\" toolkit compose", platform: .android,
      said: "40 Prozent., Synchronisieren, Statusleiste", hint: nil,
      source: "Compose's template_percent; value_progress_bar"),
    Case(
      locale: "de", screen: #"button "Anmelden""#, platform: .ios, said: "Anmelden, Taste", hint: nil,
      source: "trait.button.description"),
    Case(
      locale: "de", screen: #"switch "WLAN" on"#, platform: .ios, said: "WLAN, Umschalttaste, Ein",
      hint: "Zum Umschalten Doppeltippen",
      source: "trait.switch_button.description, state_on, hint"),
    Case(
      locale: "de", screen: #"disclosure "Optionen" collapsed { switch "Proxy" off }"#, platform: .ios,
      said: "Optionen, Taste, Reduziert", hint: "Doppeltippen zum Erweitern",
      source: "trait.button.description; status.collapsed.description and .hint (pull request #324)"),
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

  /// After `swipe up` or `swipe down` TalkBack speaks a seek bar's new state description alone,
  /// the framework's percentage in the locale's format (google/talkback 26a27dc0
  /// `EventTypeWindowContentChangedFeedbackRule`: a `CONTENT_CHANGE_TYPE_STATE_DESCRIPTION` of a
  /// seek control says `SeekBarDescription.nodeState`, the state description that focus speaks
  /// first); at a bound, the value it stays at, in the same words.
  @Test(arguments: [
    ("de", "50%", ["60\u{A0}%", "50\u{A0}%"]), ("tr", "50%", ["%60", "%50"]), ("en", "50%", ["60%", "50%"]),
    ("de", "100%", ["100\u{A0}%", "90\u{A0}%"]), ("fa", "0%", ["۱۰٪", "۰٪"]),
  ])
  func anAdjustedSliderSaysItsValueInTheWordsItsFocusDoes(locale: String, value: String, said: [String])
    throws
  {
    var session = try Self.session(
      #"slider "Volume" value "\#(value)" step 10"#, on: .android, locale: locale)
    let slider = try #require(session.order.first)
    _ = session.focus(on: slider)
    let up = session.perform(.verticalSwipe(up: true)).announcement
    #expect(up.text == said[0])
    #expect(session.focusAnnouncement(of: slider).withoutHint.text.hasPrefix(said[0] + ", Volume, "))
    #expect(session.perform(.verticalSwipe(up: false)).announcement.text == said[1])
  }

  /// A slider between two whole percentages says the whole percentage the framework's
  /// `ProgressBar.formatStateDescription` states (`NumberFormat.getPercentInstance`: no decimals,
  /// half to even, of the `float` share of the range), on focus and after each adjust, in the
  /// locale's format: `12.5%` is 12 (half to even), `15.0%` is 15 (never `15.0`), and `17.5%`,
  /// whose `float` share is 0.17499999…, is 17.
  @Test(arguments: [
    ("de", ["12\u{A0}%", "15\u{A0}%", "17\u{A0}%"]), ("tr", ["%12", "%15", "%17"]),
    ("fa", ["۱۲٪", "۱۵٪", "۱۷٪"]), ("en", ["12%", "15%", "17%"]),
  ])
  func aFractionalSliderSaysTheWholePercentageTheFrameworkStates(locale: String, said: [String]) throws {
    var session = try Self.session(#"slider "Volume" value "12.5%" step 2.5"#, on: .android, locale: locale)
    let slider = try #require(session.order.first)
    #expect(session.focusAnnouncement(of: slider).withoutHint.text.hasPrefix(said[0] + ", Volume, "))
    _ = session.focus(on: slider)
    #expect(session.perform(.verticalSwipe(up: true)).announcement.text == said[1])
    #expect(session.focusAnnouncement(of: slider).withoutHint.text.hasPrefix(said[1] + ", Volume, "))
    #expect(session.perform(.verticalSwipe(up: true)).announcement.text == said[2])
  }

  /// A progress bar between two whole percentages says its toolkit's rounding: a View's
  /// ProgressBar `12%` for 12.5 (half to even) and `17%` for 16.5 (its `float` share is
  /// 0.16500000…); Compose `13 percent.` for 12.5 (`roundToInt`, half up), in the locale.
  @Test(arguments: [
    ("de", "12\u{A0}%", "17\u{A0}%", "13 Prozent."), ("tr", "%12", "%17", "Yüzde 13."),
    ("fa", "۱۲٪", "۱۷٪", "۱۳ درصد."), ("en", "12%", "17%", "13 percent."),
  ])
  func aFractionalProgressSaysItsToolkitsWholePercentage(
    locale: String, twelveAndAHalf: String, sixteenAndAHalf: String, compose: String
  ) throws {
    let screen = """
      progress "A" value "12.5%"
      progress "B" value "16.5%"
      progress "C" value "12.5%" toolkit compose
      """
    let session = try Self.session(screen, on: .android, locale: locale)
    let said = session.order.map { session.focusAnnouncement(of: $0).withoutHint.text }
    #expect(said.count == 3)
    #expect(said.first?.hasPrefix(twelveAndAHalf + ", A, ") == true, "\(said)")
    #expect(said.dropFirst().first?.hasPrefix(sixteenAndAHalf + ", B, ") == true, "\(said)")
    #expect(said.last?.hasPrefix(compose + ", C, ") == true, "\(said)")
  }

  /// A captured Compose slider states its value in Compose's words (`template_percent`,
  /// `getInfoStateDescriptionOrNull`, as its progress bar does), on focus and after an adjust
  /// alike, in the locale.
  @Test(arguments: [
    ("de", "50 Prozent.", "55 Prozent."), ("tr", "Yüzde 50.", "Yüzde 55."),
    ("en", "50 percent.", "55 percent."),
  ])
  func aCapturedComposeSliderSaysItsValueInComposesWords(locale: String, focused: String, adjusted: String)
    throws
  {
    let capture =
      #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2340]"><node class="android.widget.SeekBar" content-desc="Volume" text="50.0" focusable="true" bounds="[0,100][1080,200]"/></node></hierarchy>"#
    let file = SourceFile(path: "compose.xml", text: capture)
    let screen = try #require(CaptureImporter.importScreen(file, format: .uiautomator).0)
    var settings = ReaderSettings()
    settings.words = ReaderWords(try #require(SpeechLocale(locale)))
    var session = Session(model: ScreenModel(screen: screen, platform: .android), settings: settings)
    let slider = try #require(session.order.first)
    #expect(session.focusAnnouncement(of: slider).withoutHint.text.hasPrefix(focused + ", Volume, "))
    _ = session.focus(on: slider)
    #expect(session.perform(.verticalSwipe(up: true)).announcement.text == adjusted)
  }

  /// A captured seek or progress bar's range value between two whole percentages (Appium's
  /// `12.5`) is said as its toolkit rounds it: `12%` from a View's (half to even), `13 percent.`
  /// in a Compose host (half up), in the locale; a seek bar's imported value (`12%`, the
  /// framework's) does not round Compose's twice.
  @Test(arguments: [("de", "12\u{A0}%", "13 Prozent."), ("en", "12%", "13 percent.")])
  func aCapturedFractionalValueIsRoundedAsItsToolkitRoundsIt(locale: String, view: String, compose: String)
    throws
  {
    let bars = [
      #"<node class="android.widget.SeekBar" content-desc="Volume" text="12.5" focusable="true" bounds="[0,100][1080,200]"/>"#,
      #"<node class="android.widget.ProgressBar" content-desc="Upload" text="12.5" bounds="[0,200][1080,300]"/>"#,
    ]
    for (host, said) in [
      ("android.widget.FrameLayout", view), ("androidx.compose.ui.platform.ComposeView", compose),
    ] {
      let capture =
        #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node class="\#(host)" bounds="[0,0][1080,2340]">\#(bars.joined())</node></hierarchy>"#
      let screen = try #require(
        CaptureImporter.importScreen(SourceFile(path: "c.xml", text: capture), format: .uiautomator).0)
      var settings = ReaderSettings()
      settings.words = ReaderWords(try #require(SpeechLocale(locale)))
      let session = Session(model: ScreenModel(screen: screen, platform: .android), settings: settings)
      let texts = session.order.map { session.focusAnnouncement(of: $0).withoutHint.text }
      #expect(texts.count == 2)
      #expect(texts.first?.hasPrefix(said + ", Volume, ") == true, "\(host): \(texts)")
      #expect(texts.last?.hasPrefix(said + ", Upload, ") == true, "\(host): \(texts)")
    }
  }

  /// The reading controls' names, hints and ends in the locale (`granularity_native_heading`,
  /// `adjust_granularity_hint`, `gesture_1_or_2`, `end_of_page`, `display_name_heading`).
  @Test func theReadingControlsSpeakTheLocale() throws {
    let words = ReaderWords(try #require(SpeechLocale("de")))
    let talkBack = TalkBack()
    #expect(talkBack.rotorParts(.headings, words: words) == ["Überschriften"])
    #expect(talkBack.rotorBoundary(.headings, atEnd: true, words: words) == "Keine weitere Überschrift")
  }

  /// A captured View's default state description is the framework's string in the locale (AOSP
  /// frameworks/base `core/res/res/values-fr/strings.xml`, Android 14 beta 1): CheckBox
  /// `checked`, Switch `capital_on`, RadioButton `not_selected`, an indeterminate ProgressBar
  /// `in_progress`; in a Compose host, Compose's own (androidx `compose/ui` `values-fr`).
  @Test(arguments: [
    ("Accept", "activé"), ("Wi-Fi", "ACTIVÉ"), ("Text", "non sélectionné"), ("Syncing", "en cours"),
    ("Dark theme", "Activé"), ("Monthly", "Sélectionné"), ("Loading", "En cours"),
  ])
  func aCapturedWidgetsDefaultStateIsItsToolkitsWordInTheLocale(name: String, state: String) throws {
    let model = TalkBackModel(tree: try #require(PlatformTree.reading(Self.toolkitCapture)))
    let node = try #require(model.tree.nodes.indices.first { model.name(of: $0) == name })
    var live = LiveState(captured: model.tree[node])
    live.words = ReaderWords(try #require(SpeechLocale("fr")))
    #expect(model.utterance(of: node, live: live).first == state, "\(model.utterance(of: node, live: live))")
  }

  static let toolkitCapture = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy rotation="0">
      <node index="0" text="" class="android.widget.FrameLayout" package="app" bounds="[0,0][1080,2340]">
        <node index="0" text="Accept" class="android.widget.CheckBox" package="app" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,0][1080,200]" />
        <node index="1" text="Wi-Fi" class="android.widget.Switch" package="app" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,200][1080,400]" />
        <node index="2" text="" class="android.widget.RadioGroup" package="app" bounds="[0,400][1080,600]">
          <node index="0" text="Text" class="android.widget.RadioButton" package="app" checkable="true" clickable="true" focusable="true" bounds="[0,400][1080,600]" />
        </node>
        <node index="3" text="" content-desc="Syncing" class="android.widget.ProgressBar" package="app" bounds="[0,600][100,700]" />
        <node index="4" text="" class="androidx.compose.ui.platform.ComposeView" package="app" bounds="[0,700][1080,1300]">
          <node index="0" text="Dark theme" class="android.widget.Switch" package="app" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,700][1080,900]" />
          <node index="1" text="Monthly" class="android.widget.RadioButton" package="app" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,900][1080,1100]" />
          <node index="2" text="" content-desc="Loading" class="android.widget.ProgressBar" package="app" bounds="[0,1100][200,1300]" />
        </node>
      </node>
    </hierarchy>
    """

  static func session(_ text: String, on platform: Platform, locale: String) throws -> Session {
    var settings = ReaderSettings()
    settings.words = ReaderWords(try #require(SpeechLocale(locale)))
    return try VoiceTests.session(text, on: platform, settings: settings)
  }

}
