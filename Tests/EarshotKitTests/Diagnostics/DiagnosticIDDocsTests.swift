import EarshotKit
import Foundation
import Testing

/// The list of stable diagnostic ids in `docs/diagnostics.md` ("Ids are stable: … (errors) and … (warnings).")
/// is every id earshot can report, each under its severity: an id added to `DiagnosticID`
/// (every diagnostic is made from one) must be listed before the tests pass.
@Suite struct DiagnosticIDDocsTests {
  /// The ids `docs/diagnostics.md` lists as errors and as warnings, in its order.
  private func listed() throws -> (errors: [String], warnings: [String]) {
    let readme = try String(contentsOfFile: repositoryRoot + "/docs/diagnostics.md", encoding: .utf8)
    let start = try #require(readme.range(of: "Ids are stable: "), "docs/diagnostics.md lists the stable ids")
    let end = try #require(readme[start.upperBound...].range(of: " (warnings)."))
    let list = readme[start.upperBound..<end.lowerBound]
    let halves = list.split(separator: " (errors) and ", omittingEmptySubsequences: false)
    try #require(halves.count == 2, "the list is `… (errors) and … (warnings).`")
    let ids = { (text: Substring) in text.matches(of: #/`([a-z0-9-]+)`/#).map { String($0.output.1) } }
    return (ids(halves[0]), ids(halves[1]))
  }

  @Test func theDocsListEveryDiagnosticIDUnderItsSeverity() throws {
    let (errors, warnings) = try listed()
    let sources = { (severity: Severity) in
      Set(DiagnosticID.allCases.filter { $0.defaultSeverity == severity }.map(\.rawValue))
    }
    #expect(Set(errors).count == errors.count, "an error id listed twice: \(errors)")
    #expect(Set(warnings).count == warnings.count, "a warning id listed twice: \(warnings)")
    #expect(
      sources(.error).subtracting(errors).sorted() == [], "errors the docs do not list")
    #expect(
      sources(.warning).subtracting(warnings).sorted() == [], "warnings the docs do not list")
    #expect(Set(errors).subtracting(sources(.error)).sorted() == [], "listed as errors, but no error id")
    #expect(
      Set(warnings).subtracting(sources(.warning)).sorted() == [], "listed as warnings, but no warning id")
  }
}
