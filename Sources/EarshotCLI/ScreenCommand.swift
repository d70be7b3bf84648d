import EarshotKit

/// `earshot screen FILE [--platform P]`: the swipe order of a screen with each announcement,
/// on the given platforms, else the screen's own, else both.
enum ScreenCommand {
  static func execute(path: String, platforms: Set<Platform>?, console: Earshot.Console) -> Int32 {
    let compiled = Compiler().compileScreen(at: path)
    console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(compiled.diagnostics))
    guard compiled.succeeded, let screen = compiled.screen else { return Earshot.ExitCode.compileFailed }
    let chosen = compiled.platforms.filter { platforms?.contains($0) ?? true }
    let shown = chosen.isEmpty ? Array(platforms ?? []).sorted() : chosen
    console.out(shown.map { SwipeOrderReport.render(screen, on: $0) }.joined(separator: "\n"))
    return Earshot.ExitCode.success
  }
}
