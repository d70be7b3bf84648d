import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// `--filter`, `PATH:LINE` and `--list` through the command line, and what a filtered run does
/// to goldens: it compares those of the tests it ran, and keeps the others' as they are.
@Suite struct FilterTests {
  static let folder = ConsoleModeTests.folder

  @Test func aFilterRunsTheMatchingTestsAndComparesTheirGoldens() throws {
    let golden = temporaryFolder() + "/golden"
    let full = earshot(["run", Self.folder, "--golden", golden, "--update", "all"])
    #expect(full.status == 1, "fail.audit has a failing test")
    let recorded = try goldens(golden)
    #expect(recorded.count == 2)
    for update in ["none", "all", "new"] {
      let result = earshot(["run", Self.folder, "--golden", golden, "--update", update, "--filter", "PASS*"])
      #expect(result.status == 0)
      #expect(
        result.out
          == "PASS \(Self.folder)/fail.audit [ios] passes\nPASS \(Self.folder)/fail.audit [ios] golden transcript\n2 passed, 0 failed in 0.00 s\n"
      )
      #expect(result.err.isEmpty, "\(result.err)")
      #expect(try goldens(golden) == recorded, "not rewritten, removed or added")
    }
    // A script every test of which the filter takes is compared as usual; one it takes none of
    // does not run and its goldens are no orphans.
    let whole = earshot(["run", Self.folder, "--golden", golden, "--update", "none", "--filter", "o"])
    #expect(
      whole.out
        == "PASS \(Self.folder)/pass.audit [ios] one\nPASS \(Self.folder)/pass.audit [ios] two\nPASS \(Self.folder)/pass.audit [ios] golden transcript\n3 passed, 0 failed in 0.00 s\n"
    )
    #expect(whole.err.isEmpty, "\(whole.err)")
  }

  @Test(arguments: [("12", "fails"), ("10", "fails"), ("5", "passes"), ("9", "passes")])
  func aPathAndLineRunsTheTestWrittenThere(_ line: String, _ name: String) {
    let result = earshot(
      ["run", "\(Self.folder)/fail.audit:\(line)", "--golden", temporaryFolder(), "--verbose"])
    #expect(result.out.contains("] \(name)\n"))
    // One test, and the golden comparison of that test.
    #expect(result.out.components(separatedBy: "[ios] ").count == 3, "one test: \(result.out)")
    #expect(result.out.contains("[ios] golden transcript: "), "recorded or not compared: \(result.out)")
  }

  @Test func aSelectionThatTakesNothingIsAUsageError() {
    let golden = temporaryFolder() + "/golden"
    let nothing = earshot(["run", Self.folder, "--filter", "zzz", "--filter", "yyy", "--golden", golden])
    #expect(nothing.status == 64)
    #expect(nothing.err == "earshot: no test matches --filter zzz, yyy\n")
    let above = earshot(["run", "\(Self.folder)/fail.audit:4", "--golden", golden])
    #expect(above.status == 64)
    #expect(above.err == "earshot: no test matches \(Self.folder)/fail.audit:4\n")
    #expect(!FileManager.default.fileExists(atPath: golden), "nothing ran, nothing was written")
    #expect(earshot(["run", "\(Self.folder)/fail.audit:0"]).status == 64)
  }

  @Test func listPrintsWhatWouldRunAndRunsNothing() {
    let golden = temporaryFolder() + "/golden"
    let f = Self.folder
    let all = earshot(["run", f, "--list", "--golden", golden])
    #expect(all.status == 0)
    #expect(
      all.out
        == "\(f)/fail.audit:5 [ios] passes\n\(f)/fail.audit:10 [ios] fails\n\(f)/pass.audit:5 [ios] one\n\(f)/pass.audit:7 [ios] two\n"
    )
    #expect(all.err.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: golden))
    let filtered = earshot([
      "run", f, "--list", "--filter", "t*", "--platform", "android", "--golden", golden,
    ])
    #expect(filtered.out == "\(f)/pass.audit:7 [android] two\n")
    // A script that does not compile lists the tests that would fail; the run would exit 2.
    let suite = CommandLineTests.suite
    let broken = earshot(["run", suite + "/broken.audit", "--list", "--golden", golden])
    #expect(broken.status == 2)
    #expect(broken.out == "\(suite)/broken.audit:6 [ios] first\n\(suite)/broken.audit:10 [ios] second\n")
  }

  private func goldens(_ folder: String) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
      if !isFolder.boolValue {
        contents[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
      }
    }
    return contents
  }
}
