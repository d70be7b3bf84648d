import EarshotKit
import Foundation

/// `earshot init CAPTURE_OR_SCREEN [-o FILE] [--force]`: a starter audit script for a screen
/// (`StarterScript`), on stdout or written atomically to FILE. An existing FILE is kept
/// unless `--force`: the script is a baseline a team edits, and one run must not erase that.
/// A pipe or device (`-o /dev/stdout`) is written through; a folder, socket or block device
/// is refused (`WriteTarget`). A link to a script is written through, and the script names the
/// screen from the file the link names, as a script reached through a link names it.
enum InitCommand {
  /// `limits`: the ones the screen is read and the script written under (tests lower them to
  /// reach the size limit with a small screen).
  static func execute(
    path: String, output: String?, force: Bool, locale: SpeechLocale?, console: Earshot.Console,
    limits: Limits = .standard
  ) -> Int32 {
    let compiled = Compiler(limits: limits).compileScreen(at: path)
    console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(compiled.diagnostics))
    guard compiled.succeeded, let screen = compiled.compiledScreen else {
      return Earshot.ExitCode.compileFailed
    }
    let target = output.map { WriteTarget.of($0) }
    switch target {
    case .regularFile where !force:
      console.error("\(path: output!) exists; give --force to replace it")
      return Earshot.ExitCode.usage
    case .refused(let reason):
      console.error("cannot write \(path: output!): \(raw: reason); write the script somewhere else")
      return Earshot.ExitCode.usage
    default:
      break
    }
    // Written through a link, the script is the file the link names, and a script names its
    // screen from there (`Compiler.screenPath`).
    var script = output
    if case .regularFile(let file) = target { script = file }
    let folder = script.map { PathText.folder(of: $0) ?? "." }
    var generator = StarterScript(compiled: screen, platforms: compiled.platforms, limits: limits)
    if let locale {
      generator.words = ReaderWords(locale)
      guard !generator.platforms.isEmpty else {
        console.error(
          "--locale \(raw: locale.tag): no source has the words of \(raw: compiled.platforms.map(\.readerName).joined(separator: " or ")) in it; see `earshot catalogue --locale \(raw: locale.tag)`"
        )
        return Earshot.ExitCode.usage
      }
    }
    let written = generator.written(screenPath: StarterScript.screenPath(path, forScriptIn: folder ?? "."))
    // A screen so large that its whole script would not compile: what it leaves out.
    if let note = written.note { console.warning("\(raw: note)") }
    guard let output else {
      console.out(written.text)
      return Earshot.ExitCode.success
    }
    do {
      try AtomicFile.write(written.text, to: output, throughLinks: true)
    } catch {
      console.error(Message(verbatim: error.description))
      return Earshot.ExitCode.outputFailed
    }
    console.err("wrote \(VisibleText.escaped(output)): review the baseline, then `earshot run` it\n")
    return Earshot.ExitCode.success
  }
}
