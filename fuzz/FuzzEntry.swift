// libFuzzer entry point for lexer + parser + checker + renderer + simulator. Built by
// fuzz/run.sh together with the library's sources as one module (so it is not part of the
// package build).
//
// Each input is compiled three ways: as a script whose screen file is the same bytes, as a
// screen file on its own, and the diagnostics of both are rendered. A script that compiles is
// run on both platforms (transcripts and console report rendered); either way its JUnit
// reports and GitHub annotations are rendered; a screen that compiles has its swipe order
// rendered. Any crash, hang or sanitizer report is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let compiler = Compiler(reader: .memory(["fuzz.screen": bytes]))
  var script = compiler.compileScript(SourceFile(path: "fuzz.audit", contents: bytes))
  if script.script?.screen == nil {
    // Most inputs name no screen: also check them against a fixed screen, so that the
    // resolution and focus rules see them.
    let withScreen = Array("screen \"fuzz.screen\"\n".utf8) + bytes
    script = compiler.compileScript(SourceFile(path: "fuzz.audit", contents: withScreen))
  }
  let screen = compiler.compileScreen(at: "fuzz.screen")
  _ = DiagnosticRenderer(colored: true).render(script.diagnostics + screen.diagnostics)
  var outcome = RunOutcome()
  if let run = Executor().run(script) {
    _ = run.runs.map(\.transcript.text)
    _ = ConsoleReport(colored: true).render(run)
    outcome.scripts = [run]
  } else {
    outcome.compileFailures = [.init(path: script.path, diagnostics: script.diagnostics)]
  }
  outcome.diagnostics = script.diagnostics
  for profile in JUnitReport.Profile.allCases { _ = JUnitReport(profile: profile).render(outcome) }
  _ = GitHubAnnotations.render(outcome)
  if screen.succeeded, let parsed = screen.screen {
    for platform in Platform.allCases { _ = SwipeOrderReport.render(parsed, on: platform) }
  }
  return 0
}
