import EarshotKit

/// `earshot check PATH…`: compile every script and screen found, print the diagnostics (and
/// with `--format github` their workflow annotations on stdout) and, unless `--quiet`, the
/// `checked …` line; exit 0 when there are no errors (warnings allowed) and 2 otherwise, or 64
/// when a PATH names nothing (`MissingPaths`).
struct CheckCommand {
  var paths: [String]
  /// Whether `paths` were given, or are the default (`scripts`).
  var pathsGiven = true
  var github = false
  var quiet = false

  func execute(console: Earshot.Console) -> Int32 {
    if MissingPaths.refused(
      paths, command: "check", lookingFor: pathsGiven ? nil : "scripts and screens", console: console)
    {
      return Earshot.ExitCode.usage
    }
    let inputs = InputFinder.find(paths)
    let compiler = Compiler()
    var diagnostics = inputs.diagnostics
    // Each screen is compiled once, however many scripts name it.
    // Only each script's summary is kept: a large suite's programs are not.
    diagnostics += compiler.summarize(scripts: inputs.scripts, screens: inputs.screens).diagnostics
    diagnostics = diagnostics.sortedAndUnique()
    if inputs.scripts.isEmpty, inputs.screens.isEmpty {
      console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(diagnostics))
      if github { console.out(GitHubAnnotations.render(diagnostics)) }
      console.error("no .audit or .screen files found in \(list: paths)")
      return Earshot.ExitCode.compileFailed
    }
    console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(diagnostics))
    if github { console.out(GitHubAnnotations.render(diagnostics)) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if !quiet {
      console.err(
        "checked \(count(inputs.scripts.count, "script")) and \(count(inputs.screens.count, "screen")): "
          + "\(count(errors, "error")), \(count(warnings, "warning"))\n")
    }
    return errors > 0 ? Earshot.ExitCode.compileFailed : Earshot.ExitCode.success
  }

  private func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
