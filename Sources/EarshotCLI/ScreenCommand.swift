import EarshotKit

/// `earshot screen FILE [--platform P]`: the swipe order of a screen with each announcement,
/// on the given platforms, else the screen's own, else both, in `--locale`'s language (a
/// platform whose reader's words no source has in it is a usage error naming the ones it has).
enum ScreenCommand {
  static func execute(
    path: String, platforms: Set<Platform>?, locale: SpeechLocale?, console: Earshot.Console
  ) -> Int32 {
    let compiled = Compiler().compileScreen(at: path)
    console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(compiled.diagnostics))
    guard compiled.succeeded, let screen = compiled.screen else { return Earshot.ExitCode.compileFailed }
    let chosen = compiled.platforms.filter { platforms?.contains($0) ?? true }
    let shown = chosen.isEmpty ? Array(platforms ?? []).sorted() : chosen
    var words = ReaderWords.english
    if let locale {
      for platform in shown where locale.resolved(in: platform.readerPhrases) == nil {
        console.error(
          "--locale \(raw: locale.tag): no source has \(raw: platform.readerName)'s words in it; \(raw: platform.readerLocalesSentence)"
        )
        return Earshot.ExitCode.usage
      }
      words = ReaderWords(locale)
    }
    console.out(shown.map { SwipeOrderReport.render(screen, on: $0, words: words) }.joined(separator: "\n"))
    return Earshot.ExitCode.success
  }
}
