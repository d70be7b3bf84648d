/// `earshot catalogue --locale TAG`: what the readers speak in a language, from which sources,
/// and which components are partial in it (`LocaleCoverage`); with a component, its usage
/// examples spoken in the language on each platform that has it.
public enum CatalogueLocaleRenderer {
  public static func render(_ catalogue: Catalogue, in locale: SpeechLocale) -> String {
    var lines = ["earshot catalogue in \(locale.tag)"]
    for platform in Platform.allCases {
      lines.append("  \(platform.rawValue) (\(platform.readerName)): \(sources(on: platform, in: locale))")
    }
    for entry in catalogue.entries {
      let each = Platform.allCases.map {
        "\($0.rawValue) \(describe(LocaleCoverage.coverage(of: entry.id, on: $0, in: locale)))"
      }
      lines.append("\(entry.id): \(each.joined(separator: "; "))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One entry in the language: its coverage and each usage example as the readers say it.
  public static func render(_ entry: Entry, in locale: SpeechLocale, catalogue: Catalogue = .standard)
    -> String
  {
    var lines = ["\(entry.title) [\(entry.id)] in \(locale.tag)"]
    for platform in Platform.allCases {
      let coverage = LocaleCoverage.coverage(of: entry.id, on: platform, in: locale)
      lines.append("  \(platform.rawValue) (\(platform.readerName)): \(describe(coverage))")
      guard case .unavailable = coverage else {
        for example in entry.usage.components(separatedBy: " | ") {
          lines.append("    \(example)")
          lines.append("      \(spoken(example, on: platform, in: locale, catalogue: catalogue))")
        }
        continue
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where the platform's words in the language come from.
  static func sources(on platform: Platform, in locale: SpeechLocale) -> String {
    let table = platform.readerPhrases
    guard let tag = locale.resolved(in: table) else {
      return "not available: \(platform.readerName) speaks \(table.locales.joined(separator: ", "))"
    }
    var sources = ["\(table.source) (\(tag))"]
    if platform == .android {
      for toolkit in LocaleCoverage.Toolkit.allCases {
        sources.append(
          locale.resolved(in: toolkit.phrases).map { "\(toolkit.phrases.source) (\($0))" }
            ?? "\(toolkit.name.prefix(1).uppercased() + toolkit.name.dropFirst()): no translation, its words in English"
        )
      }
    }
    return sources.joined(separator: "; ")
  }

  static func describe(_ coverage: LocaleCoverage.Coverage) -> String {
    switch coverage {
    case .complete: return "complete"
    case .unavailable: return "not available"
    case .partial(let gaps):
      // Words with one reason together: `On, Off (the framework Switch's …)`.
      var reasons: [String] = []
      var words: [String: [String]] = [:]
      for gap in gaps {
        if words[gap.source] == nil { reasons.append(gap.source) }
        words[gap.source, default: []].append(gap.words)
      }
      return "partial, in English: "
        + reasons.map { "\(words[$0]!.joined(separator: ", ")) (\($0))" }.joined(separator: "; ")
    }
  }

  /// The first stop of a one-element screen, and its hint, as the reader says them.
  static func spoken(_ example: String, on platform: Platform, in locale: SpeechLocale, catalogue: Catalogue)
    -> String
  {
    let (screen, diagnostics) = Parser.parseScreen(SourceFile(path: "example.screen", text: example))
    guard !diagnostics.hasErrors else { return "(not a screen on its own)" }
    var settings = ReaderSettings()
    settings.words = ReaderWords(locale)
    let session = Session(
      model: ScreenModel(screen: screen, platform: platform, catalogue: catalogue), settings: settings)
    guard let stop = session.order.first else { return "(no focus stop)" }
    let said = session.focusAnnouncement(of: stop)
    return VisibleText.quoted(said.withoutHint.text)
      + (session.voice.hint(of: stop, in: session).map { " / " + VisibleText.quoted($0) } ?? "")
  }
}
