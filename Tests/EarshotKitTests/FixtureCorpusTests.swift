import EarshotKit
import Foundation
import Testing

/// Walks `Fixtures/diagnostics`: every file must report exactly the diagnostics its
/// `# expect:` comments name (id, severity, line, column, message), and the corpus as a whole
/// must exercise every diagnostic id.
@Suite struct FixtureCorpusTests {
  static let corpus = FixtureCorpus.diagnostics

  @Test(arguments: FixtureCorpus.diagnostics.cases)
  func fixtureReportsExactlyItsExpectations(_ name: String) {
    let corpus = Self.corpus
    let (expected, messages) = corpus.expectations(in: name)
    let diagnostics = corpus.compile(name)
    let actual = Set(diagnostics.map(FixtureCorpus.actual))
    let rendered = DiagnosticRenderer().render(diagnostics)
    #expect(actual.subtracting(expected).isEmpty, "unexpected in \(name):\n\(rendered)")
    #expect(
      expected.subtracting(actual).isEmpty, "missing in \(name): \(expected.subtracting(actual))\n\(rendered)"
    )
    for (item, fragment) in messages {
      let matching = diagnostics.filter { FixtureCorpus.actual($0) == item }
      #expect(
        matching.contains { $0.message.contains(fragment) },
        "\(item) should say \"\(fragment)\"; it says \(matching.map(\.message))")
    }
  }

  @Test func corpusIsLargeAndCoversEveryDiagnosticID() {
    let corpus = Self.corpus
    #expect(corpus.cases.count >= 40)
    let covered = Set(corpus.cases.flatMap { corpus.expectations(in: $0).0.map(\.id) })
    // `file-not-found` names a path given on the command line, and `symlink-loop` a link
    // that no fixture folder should hold; they are asserted in CommandLineTests and ReliabilityTests.
    let elsewhere: Set<String> = [DiagnosticID.fileNotFound.rawValue, DiagnosticID.symlinkLoop.rawValue]
    let missing = DiagnosticID.allCases.map(\.rawValue).filter {
      !covered.contains($0) && !elsewhere.contains($0)
    }
    #expect(missing.isEmpty, "no fixture expects: \(missing)")
  }
}
