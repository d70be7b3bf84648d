import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// Two scripts whose names differ only in Unicode normalization (`café` precomposed and
/// decomposed) are two files on Linux, and a suite treats them as two: two goldens, two
/// selections, two inputs a report may not replace.
@Suite struct PathBytesTests {
  static let precomposed = "caf\u{E9}.audit"
  static let decomposed = "cafe\u{301}.audit"

  /// A folder holding `button.screen` and the two scripts, each with a first test of its own name.
  private func suite() throws -> (folder: String, golden: String) {
    let root = temporaryFolder()
    let folder = root + "/s"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let button = repositoryRoot + "/scripts/button"
    try FileManager.default.copyItem(atPath: button + "/button.screen", toPath: folder + "/button.screen")
    let script = try String(contentsOfFile: button + "/submit.audit", encoding: .utf8)
    for (name, test) in [(Self.precomposed, "precomposed"), (Self.decomposed, "decomposed")] {
      let text = script.replacingOccurrences(of: "name and role in one announcement", with: test)
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 3, "two files")
    return (folder, root + "/golden")
  }

  @Test func eachSpellingHasItsOwnGoldens() throws {
    let (folder, golden) = try suite()
    let recorded = earshot(["run", folder, "--golden", golden, "--jobs", "1"])
    #expect(recorded.status == 0, "\(recorded.out)")
    let goldens = try FileManager.default.contentsOfDirectory(atPath: golden + "/s")
    #expect(goldens.count == 4, "\(goldens)")
    let again = earshot(["run", folder, "--golden", golden], environment: ["CI": "true"])
    #expect(again.status == 0, "each compared with its own golden: \(again.out)")
    #expect(again.err.isEmpty)
    // With one of them gone, its goldens are orphans, not claimed by the other.
    try FileManager.default.removeItem(atPath: folder + "/" + Self.decomposed)
    let orphaned = earshot(["run", folder, "--golden", golden], environment: ["CI": "true"])
    let stem = "\(golden)/s/cafe\u{301}"
    #expect(
      orphaned.err
        == "earshot: warning: \(stem).android.transcript is an orphaned golden transcript: no script runs it; `earshot golden prune` removes it\nearshot: warning: \(stem).ios.transcript is an orphaned golden transcript: no script runs it; `earshot golden prune` removes it\n"
    )
  }

  @Test func aReportNamingOneOfThemIsRefused() throws {
    let (folder, golden) = try suite()
    let target = folder + "/" + Self.decomposed
    let before = try Data(contentsOf: URL(fileURLWithPath: target))
    let result = earshot(["run", folder, "--golden", golden, "--junit", target])
    #expect(result.status == 64)
    #expect(
      result.err
        == "earshot: --junit \(target): it names \(target), which this run reads; write the report somewhere else\n"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
  }

  @Test func aLineSelectsInOneOfThemOnly() throws {
    let (folder, _) = try suite()
    let result = earshot([
      "run", folder + "/" + Self.decomposed + ":8", folder + "/" + Self.precomposed + ":20", "--list",
      "--platform",
      "ios",
    ])
    #expect(result.status == 0)
    #expect(
      result.out
        == "\(folder)/\(Self.decomposed):7 [ios] decomposed\n\(folder)/\(Self.precomposed):20 [ios] the card example: space activates\n"
    )
  }
}
