import EarshotKit
import Foundation
import Testing

/// The real captures in `../shared/corpus/` (read in place, never copied): every capture
/// outside `edge-cases/` imports and has a swipe order with announcements; every edge case gives
/// a diagnostic or imports with a warning, and nothing crashes.
@Suite(.timeLimit(.minutes(1))) struct SharedCorpusTests {
  static let root = repositoryRoot + "/../shared/corpus"

  static func captures(edgeCases: Bool) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      let isCapture = [".xml", ".txt", ".json"].contains { relative.hasSuffix($0) }
      if isCapture, relative.contains("edge-cases/") == edgeCases { found.append(relative) }
    }
    return found.sorted()
  }

  static let present = FileManager.default.fileExists(atPath: root)

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
        #expect(report.split(separator: "\n").count >= 3, "\(relative) should have a swipe order:\n\(report)")
        #expect(!report.contains("(nothing can take focus)"), "\(relative)")
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
