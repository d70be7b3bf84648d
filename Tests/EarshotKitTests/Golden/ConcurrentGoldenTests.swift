import Foundation
import Testing

/// Runs of one script at once, as a parallel CI job or two terminals start them (each with its
/// own `--filter`), write their tests into the golden and the pending file that the others
/// wrote: no run loses another's section (`GoldenLock`). Each round starts a few real `earshot`
/// processes together; the two tests take turns, so that no more run at a time.
@Suite(.serialized) struct ConcurrentGoldenTests {
  static let tests = 6
  static let rounds = 3

  /// A script of `tests` tests, each focusing the button (labelled `label`), in a fresh folder
  /// with an empty golden folder.
  private func project(label: String? = nil, _ name: String = #function) throws -> String {
    let folder = temporaryFolder(name)
    try write(script(label: label), to: "a.audit", in: folder)
    try FileManager.default.createDirectory(atPath: folder + "/golden", withIntermediateDirectories: true)
    return folder
  }

  private func script(label: String?) -> String {
    let tests = (1...Self.tests).map { "test \"t\($0)\" {\n  focus Submit\n}\n" }
    return "platform ios\nscreen { button Submit\(label.map { " label \"\($0)\"" } ?? "") }\n" + tests.joined()
  }

  /// One filtered run per test, all at once.
  private func runEachTestAtOnce(in folder: String) throws -> [EarshotBinary.Run] {
    try EarshotBinary.runTogether(
      (1...Self.tests).map { ["run", "a.audit", "--filter", "t\($0)", "--golden", "golden"] }, in: folder)
  }

  /// The `test "…"` lines of a golden or pending file.
  private func testLines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("test \"")
    }
  }

  private var everyTest: [String] { (1...Self.tests).map { "test \"t\($0)\"" } }

  @Test func runsOfOneScriptAtOnceKeepEverySectionTheyRecord() throws {
    for round in 1...Self.rounds {
      let folder = try project()
      for run in try runEachTestAtOnce(in: folder) {
        #expect(run.status == 0, "round \(round): \(run.out)\(run.err)")
        #expect(run.err.contains("earshot: recorded "), "round \(round): \(run.err)")
      }
      #expect(try testLines(folder + "/golden/a.ios.transcript") == everyTest, "round \(round)")
      // Nothing is left beside the golden: no lock file, no temporary.
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/golden") == ["a.ios.transcript"])
    }
  }

  @Test func runsOfOneScriptAtOnceKeepEveryChangeTheyFind() throws {
    for round in 1...Self.rounds {
      let folder = try project()
      #expect(try EarshotBinary.run(["run", "a.audit", "--golden", "golden"], in: folder).status == 0)
      // Every test now hears another name: each run keeps its change in the one pending file.
      try write(script(label: "Send"), to: "a.audit", in: folder)
      for run in try runEachTestAtOnce(in: folder) {
        #expect(run.status == 1, "round \(round): \(run.out)\(run.err)")
        #expect(run.out.contains("the new one is in golden/a.ios.transcript.new"), "round \(round): \(run.out)")
      }
      let pending = try String(contentsOfFile: folder + "/golden/a.ios.transcript.new", encoding: .utf8)
      #expect(try testLines(folder + "/golden/a.ios.transcript.new") == everyTest, "round \(round)")
      #expect(pending.components(separatedBy: "say \"Send, Button\"").count - 1 == Self.tests, "round \(round)")
      #expect(try EarshotBinary.run(["golden", "accept", "--golden", "golden"], in: folder).status == 0)
      let again = try EarshotBinary.run(["run", "a.audit", "--golden", "golden"], in: folder, environment: ["CI": "1"])
      #expect(again.status == 0, "round \(round): \(again.out)")
    }
  }
}
