import Foundation
import Testing

@testable import EarshotKit

/// The tables and the code agree: every string id the code names as a literal is in its
/// source's English table (TalkBack's, Material's or AccessibilitySnapshot's), so no reader word
/// is typed into the code and no mistyped id is spoken as itself (`ReaderWords` falls back to
/// the id), and the English the tables hold is the English earshot spoke before it had tables.
@Suite struct PhraseIDsTests {
  /// `"value_button"`, `"trait.button.description"`, `"mtrl_checkbox_state_description_checked"`:
  /// string literals shaped like an id of each source; the framework's and Compose's ids, which
  /// have no shape of their own, are those inside `framework(…)` and `compose(…)`.
  static let patterns: [(table: PhraseTable, pattern: String)] = [
    (
      .talkBack,
      #"(?<!framework\()(?<!compose\()"((?:value|template|in|out|title|granularity|display|symbol|heading|list|row|column|no|use|shortcut|adjust|gesture|end|start|untitled)_[a-z0-9_]+)""#
    ),
    (.framework, #"framework\((?:[^()"]*\? )?"([a-z_]+)""#),
    (.framework, #"framework\([^()"]*\? "[a-z_]+" : "([a-z_]+)""#),
    (.compose, #"compose\((?:[^()"]*\? )?"([a-z_]+)""#),
    (.compose, #"compose\([^()"]*\? "[a-z_]+" : "([a-z_]+)""#),
    (.material, #""((?:mtrl|bottomsheet|item_view)_[a-z0-9_]+)""#),
    (
      .atf,
      #""((?:button|checkbox|checked|unchecked|selected|unselected|click|swipe|tap)_(?:item_type(?:_separate_words)?|state|action))""#
    ),
    (.voiceOver, #""((?:trait|context|rotor|custom_actions|back)\.[a-z0-9_.]+)""#),
  ]

  static func sources() throws -> [(path: String, text: String)] {
    let root = repositoryRoot + "/Sources/EarshotKit"
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Phrases/Generated/") }.sorted().map {
      ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8))
    }
  }

  @Test func everyIDTheCodeNamesIsInItsSourcesEnglishTable() throws {
    var named = 0
    for (path, text) in try Self.sources() {
      for (table, pattern) in Self.patterns {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        for match in expression.matches(in: text, range: range) {
          guard let idRange = Range(match.range(at: 1), in: text) else { continue }
          let id = String(text[idRange])
          named += 1
          let known = table.phrase(id, in: "en") != nil || table.phrase(id + "#other", in: "en") != nil
          #expect(known, "\(path): `\(id)` is in no English string of \(table.source)")
        }
      }
    }
    #expect(named > 60, "the code names the readers' words by id")
  }

  /// The English table says what earshot's English goldens were recorded with.
  @Test func theEnglishTableHoldsTheWordsEarshotSpeaks() {
    let words = ReaderWords.english
    #expect(words.talkBack("value_button") == "Button")
    #expect(words.talkBackHint("template_hint_clickable") == "Double-tap to activate")
    #expect(words.talkBack("template_list_total_count", count: 3) == "3 items")
    #expect(words.talkBack("template_password_character_count", count: 1) == "1 character")
    #expect(words.talkBack("in_list_with_name", "Shows") == "In list Shows")
    #expect(IOSComposition.word("trait.backbutton.description", words) == "Back Button")
  }
}

/// The committed tables are what `Phrases/generate.py` writes from the sources at their named
/// commits: run with `EARSHOT_PHRASE_SOURCES` naming a folder that holds clones (or mirrors)
/// `talkback`, `AccessibilitySnapshot`, `material-components-android` and
/// `Accessibility-Test-Framework-for-Android`, Debian's
/// `android-platform-frameworks-base_14~beta1.orig.tar.xz`, and, if at hand, a clone `androidx` to
/// check `Phrases/androidx-strings.tsv` against; cancelled with the reason where they are not at
/// hand (a fresh machine has none).
@Suite struct PhraseTablesRegenerateTests {
  @Test func theTablesAreTheScriptsOutput() throws {
    guard let folder = ProcessInfo.processInfo.environment["EARSHOT_PHRASE_SOURCES"], !folder.isEmpty else {
      try Test.cancel(
        "EARSHOT_PHRASE_SOURCES is not set: no clones of the phrase sources to regenerate the tables from")
    }
    var arguments = [
      "python3", repositoryRoot + "/Phrases/generate.py", "--check",
      "--talkback", folder + "/talkback", "--snapshot", folder + "/AccessibilitySnapshot",
      "--material", folder + "/material-components-android",
      "--framework", folder + "/android-platform-frameworks-base_14~beta1.orig.tar.xz",
      "--atf", folder + "/Accessibility-Test-Framework-for-Android",
    ]
    if FileManager.default.fileExists(atPath: folder + "/androidx") {
      arguments += ["--androidx", folder + "/androidx"]
    }
    let (ended, _, said) = try ChildProcess.capture("/usr/bin/env", arguments)
    #expect(ended.status == 0, "\(said)")
  }
}

/// Every phrase of the catalogue's compositions (roles, hints, state words, the names a platform
/// gives its parts) has its string in a source's table, or says why it has none
/// (`CataloguePhrases`): none is spoken in English in another language unnoticed.
@Suite struct CataloguePhrasesTests {
  @Test func everyCataloguePhraseHasItsSourceOrItsReason() {
    var checked = 0
    for entry in CataloguePhrases.entries {
      for platform in Platform.allCases {
        for phrase in CataloguePhrases.phrases(of: entry, on: platform) {
          checked += 1
          #expect(
            CataloguePhrases.source(of: phrase, entry: entry.id, on: platform) != nil,
            "\(entry.id) on \(platform.rawValue): \"\(phrase)\" has no source and no reason")
        }
      }
    }
    #expect(checked > 100)
  }

  /// In every language a reader speaks, each phrase of the catalogue's compositions is made of
  /// strings that language's tables hold, or its component is reported partial with that phrase
  /// among the words said in English.
  @Test func everyLocaleHasEachPhraseOrIsReportedPartial() throws {
    var checked = 0
    for platform in Platform.allCases {
      for tag in platform.readerPhrases.locales where !tag.hasPrefix("en") {
        let locale = try #require(SpeechLocale(tag))
        for entry in CataloguePhrases.entries {
          let partial: [String]
          switch LocaleCoverage.coverage(of: entry.id, on: platform, in: locale) {
          case .partial(let gaps): partial = gaps.map(\.words)
          default: partial = []
          }
          for phrase in CataloguePhrases.phrases(of: entry, on: platform) {
            guard let source = CataloguePhrases.source(of: phrase, entry: entry.id, on: platform) else {
              continue
            }
            checked += 1
            let held = CataloguePhrases.strings(of: source).allSatisfy { table, id in
              locale.resolved(in: table).flatMap { table.phrase(id, in: $0) } != nil
            }
            let strings = CataloguePhrases.strings(of: source).isEmpty
            #expect(
              (held && !strings) || partial.contains(phrase) || Self.madeOfParts(source),
              "\(tag) \(entry.id) on \(platform.rawValue): \"\(phrase)\" is neither translated nor reported partial"
            )
          }
        }
      }
    }
    #expect(checked > 5000)
  }

  static func madeOfParts(_ source: CataloguePhrases.Source) -> Bool {
    if case .parts = source { return true }
    return false
  }

  @Test func aSheetsPartsSpeakTheLanguageWhereTheirToolkitsTranslateThem() throws {
    let words = ReaderWords(try #require(SpeechLocale("de")))
    #expect(
      CataloguePhrases.localized("Drag handle", entry: "drag-handle-material", on: .android, words: words)
        == "Ziehpunkt")
    #expect(
      CataloguePhrases.localized("Drag handle", entry: "drag-handle-compose", on: .android, words: words)
        == "Ziehpunkt")
    #expect(
      CataloguePhrases.localized("Close sheet", entry: "scrim", on: .android, words: words)
        == "Tabelle schließen")
    #expect(
      CataloguePhrases.localized("Dimmed", entry: "button", on: .ios, words: words) == "Grau dargestellt")
  }
}
