import EarshotKit
import Foundation
import Testing

/// The real captures in `../shared/corpus/` (read in place, never copied): every capture
/// outside `edge-cases/` imports and has a swipe order with announcements, but for the ones its
/// `SOURCES.md` says are malformed as published, which give their located error; every edge
/// case gives a diagnostic or imports with a warning, and nothing crashes.
@Suite struct SharedCorpusTests {
  static let root = repositoryRoot + "/../shared/corpus"

  /// Captures copied verbatim from a page that published them broken, with the error each must
  /// give (id, line, column).
  static let malformed: [String: (id: String, line: Int, column: Int)] = [
    // Two `XCUIElementTypeOther` start tags the excerpt never closes; the outer one is blamed.
    "real/ios/crifan-mijia-region-save-excerpt-unclosed.appium-ios.xml": ("malformed-capture", 2, 17)
  ]

  /// The folder of trees that teams' own tests print (Compose semantics text, Maestro
  /// hierarchies): formats earshot does not read, kept apart from the device captures.
  static let testToolTrees = "sources/"

  static func captures(edgeCases: Bool) -> [String] {
    files().filter {
      !$0.hasPrefix(testToolTrees) && $0.contains("edge-cases/") == edgeCases && malformed[$0] == nil
    }
  }

  /// Every file of the corpus that holds a tree (by its extension), sorted.
  static func files() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      if [".xml", ".txt", ".json"].contains(where: relative.hasSuffix) { found.append(relative) }
    }
    return found.sorted()
  }

  /// A tree from a test tool is refused by name, with the formats earshot reads, and nothing
  /// more: never a crash, never a screen made of its text.
  @Test(.enabled(if: present, "../shared/corpus is not here, so there are no test-tool trees to try"))
  func aTestToolTreeIsAnUnsupportedFormat() {
    let trees = Self.files().filter { $0.hasPrefix(Self.testToolTrees) }
    #expect(!trees.isEmpty)
    for relative in trees {
      let compiled = Compiler().compileScreen(at: Self.root + "/" + relative)
      #expect(compiled.diagnostics.map(\.id) == [.unsupportedScreenFormat], "\(relative)")
    }
  }

  @Test(.enabled(if: present, "../shared/corpus is not here, so there are no malformed captures to read"))
  func aCapturePublishedMalformedGivesItsLocatedError() {
    for (relative, expected) in Self.malformed.sorted(by: { $0.key < $1.key }) {
      let compiled = Compiler().compileScreen(at: Self.root + "/" + relative)
      #expect(!compiled.succeeded, "\(relative)")
      let errors = compiled.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.id.rawValue) == [expected.id], "\(relative)")
      let location = errors.first.map { $0.location.file.location(of: $0.location.range.start) }
      #expect(
        location?.line == expected.line && location?.column == expected.column,
        "\(relative): \(String(describing: location))")
    }
  }

  static let present = FileManager.default.fileExists(atPath: root)

  /// Captures in which nothing can take focus, as `SOURCES.md` describes them: the app exposed
  /// no content to the accessibility tree.
  static let exposeNothing: Set<String> = ["real/ios/crifan-yilutongxing-empty-full-source.appium-ios.xml"]

  @Test(.enabled(if: present, "../shared/corpus is not here, so there are no real captures to import"))
  func everyCaptureImportsWithASwipeOrder() throws {
    let captures = Self.captures(edgeCases: false)
    #expect(captures.count >= 10)
    for relative in captures {
      let compiled = Compiler().compileScreen(at: Self.root + "/" + relative)
      #expect(compiled.succeeded, "\(relative): \(DiagnosticRenderer().render(compiled.diagnostics))")
      let screen = try #require(compiled.screen, "\(relative)")
      #expect(!compiled.platforms.isEmpty, "\(relative) runs on no platform")
      for platform in compiled.platforms {
        let report = SwipeOrderReport.render(screen, on: platform)
        let silent = report.contains("(nothing can take focus)")
        if Self.exposeNothing.contains(relative) {
          #expect(silent, "\(relative) exposes nothing, yet:\n\(report)")
        } else {
          // The title line and at least one stop.
          #expect(
            report.split(separator: "\n").count >= 2 && !silent,
            "\(relative) should have a swipe order:\n\(report)")
        }
      }
    }
  }

  @Test(.enabled(if: present, "../shared/corpus is not here, so there are no edge cases to try"))
  func everyEdgeCaseGivesADiagnosticOrAWarning() {
    let edgeCases = Self.captures(edgeCases: true)
    #expect(!edgeCases.isEmpty)
    for relative in edgeCases {
      let compiled = Compiler().compileScreen(at: Self.root + "/" + relative)
      #expect(!compiled.diagnostics.isEmpty, "\(relative) imported without a word")
      if compiled.succeeded {
        #expect(compiled.diagnostics.allSatisfy { $0.severity == .warning }, "\(relative)")
      }
    }
  }
}
