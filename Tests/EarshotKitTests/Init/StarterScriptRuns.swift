import EarshotKit
import Foundation
import Testing

/// Checks that the starter script at `path` compiles under `limits` and its run fails nothing;
/// a failure shows the diagnostics (and the script's text, when given) at the caller's line.
func expectCompilesAndPasses(
  _ path: String, limits: Limits, text: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let result = Compiler(limits: limits).compileScript(at: path)
  #expect(
    result.succeeded, "\(DiagnosticRenderer().render(result.diagnostics))\n\(text)",
    sourceLocation: sourceLocation)
  let run = try #require(Executor().run(result), sourceLocation: sourceLocation)
  let failures = run.runs.flatMap(\.tests).flatMap(\.failures)
  #expect(failures.isEmpty, "\(failures.map(\.message))", sourceLocation: sourceLocation)
}
