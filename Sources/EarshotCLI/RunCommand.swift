import EarshotKit

/// `earshot run PATH…`: compile every script found; if any has an error, print the diagnostics
/// and exit 2 without running anything; else run each on its platforms, print one line per
/// test (failures with expected, actual and `path:line:col`) and exit 0 or 1.
enum RunCommand {
  static func execute(
    paths: [String], platforms: Set<Platform>?, showTranscripts: Bool, console: Earshot.Console
  ) -> Int32 {
    let inputs = InputFinder.find(paths)
    guard !inputs.scripts.isEmpty else {
      console.err("earshot: no .audit scripts found in \(paths.joined(separator: ", "))\n")
      return Earshot.ExitCode.compileFailed
    }
    let compiler = Compiler()
    let compiled = inputs.scripts.map { compiler.compileScript(at: $0) }
    var diagnostics = compiled.flatMap(\.diagnostics)
    diagnostics += inputs.screens.flatMap { compiler.compileScreen(at: $0).diagnostics }
    diagnostics = diagnostics.sortedAndUnique()
    console.err(DiagnosticRenderer(colored: console.colorDiagnostics).render(diagnostics))
    if diagnostics.hasErrors {
      let errors = diagnostics.filter { $0.severity == .error }.count
      console.err("\(errors) error\(errors == 1 ? "" : "s"); nothing ran\n")
      return Earshot.ExitCode.compileFailed
    }
    let executor = Executor()
    let report = ConsoleReport(colored: console.colorOutput)
    let runs = compiled.compactMap { executor.run($0, platforms: platforms) }
    for run in runs { console.out(report.render(run)) }
    if showTranscripts {
      for transcript in runs.flatMap(\.runs).map(\.transcript) { console.out("\n" + transcript.text) }
    }
    console.out(report.summary(runs))
    return runs.allSatisfy(\.passed) ? Earshot.ExitCode.success : Earshot.ExitCode.testsFailed
  }
}
