import Testing

@testable import EarshotKit

/// The checker rejects every `focus` that cannot land (`not-focusable`, `unreachable-element`),
/// so a test stops only when a program was built some other way. The runner still stops there
/// and the transcript says what did not run.
@Suite struct StoppedTestTests {
  @Test func aStoppedTestRecordsTheStatementsItDidNotRun() throws {
    let source = """
      screen "S" {
        button "Open"
        text "Secret" hidden
      }
      focus "Open"
      expect silence
      """
    let compiled = Compiler().compileScript(SourceFile(path: "stop.audit", contents: Array(source.utf8)))
    let program = try #require(compiled.program)
    let steps = program.tests[0].steps
    // The same statements, but the focus now names the hidden text (element 1).
    let forced = [Program.Step(range: steps[0].range, kind: .act(.focus(element: 1))), steps[1]]
    var runner = TestRunner(program, session: program.screen.session(on: .ios))
    runner.run(forced)
    let trace = Trace(
      platform: .ios, file: program.file, model: program.screen.model(on: .ios), keys: ("stop.audit", "S"),
      title: "stop", settings: ReaderSettings(), startOrder: [0],
      tests: [
        TestTrace(
          name: "t", location: SourceLocation(file: program.file, range: steps[0].range), steps: runner.steps)
      ])
    let transcript = TranscriptRenderer.render(trace).text
    #expect(
      transcript.contains("  focus \"Open\"\n    cannot: text \"Secret\" is hidden from VoiceOver\n"))
    #expect(
      transcript.contains("  expect silence\n    not run: the test stopped at an earlier step\nfailed\n"))
    #expect(trace.tests[0].failures.map(\.kind) == [.action])
  }
}
