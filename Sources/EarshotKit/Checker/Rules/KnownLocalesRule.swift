/// Known locales
/// A script is only valid if the language it speaks in (its `locale`, or `--locale`) is a
/// language tag that every platform it runs on has its reader's words for: never English
/// spoken in its place.
struct KnownLocalesRule: CheckRule {
  let invariant =
    "A script is only valid if the language it speaks in is a language tag that every platform it runs on has its reader's words for."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard let script = context.script else { return }
    // `--locale` replaces the header; its mistakes are blamed on the header, else the script's
    // first line, and say where the tag came from.
    let written: String
    let range: SourceRange
    let origin: String
    if let override = context.localeOverride {
      written = override.tag
      range = script.locale?.range ?? script.platforms?.first?.range ?? SourceRange(0, 0)
      origin = "`--locale \(override.tag)`: "
    } else if let header = script.locale {
      written = header.value
      range = header.range
      origin = ""
    } else {
      return
    }
    guard let locale = SpeechLocale(written) else {
      let problem = SpeechLocale.problem(with: written) ?? ""
      let suggestion = SpeechLocale(written.replacingOccurrences(of: "_", with: "-")).map {
        locale -> Message in
        " (did you mean `\(locale.tag)`?)"
      }
      found.add(.error) {
        Diagnostic(
          .unknownLocale,
          "`\(written)` is no locale tag: \(problem)\(suggestion ?? ""); a locale is a BCP-47 tag such as `de`, `pt-BR` or `zh-TW`",
          at: context.inScript(range))
      }
      return
    }
    for platform in context.platforms where locale.resolved(in: platform.readerPhrases) == nil {
      let table = platform.readerPhrases
      let near = table.locales.filter { $0.hasPrefix(locale.language + "-") }
      let hint = near.isEmpty ? "" : " (did you mean \(near.map { "`\($0)`" }.joined(separator: " or "))?)"
      found.add(.error) {
        Diagnostic(
          .unknownLocale,
          "\(raw: origin)no source has \(raw: platform.readerName)'s words in `\(locale.tag)`\(raw: hint); \(raw: platform.readerLocalesSentence)",
          at: context.inScript(range))
      }
    }
  }
}
