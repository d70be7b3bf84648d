import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// A folder or file whose name starts with a combining mark (`s/\u{301}x/`, which Linux
/// allows) makes one character of the mark and the `/` before it. The system splits paths at
/// the `/` byte all the same, and so does earshot: such a suite runs, its goldens land under
/// its keys, and reports, `golden accept` and `init -o` write where they are told.
@Suite struct MarkAfterSlashTests {
  static let names = ["\u{301}x", "\u{301}"]

  /// `root/s/NAME/` holding `button.screen` and `submit.audit`; the golden folder `root/golden`
  /// does not exist yet.
  private func suite(in name: String) throws -> (root: String, folder: String, golden: String) {
    let root = temporaryFolder()
    let folder = root + "/s/" + name
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for file in ["button.screen", "submit.audit"] {
      try FileManager.default.copyItem(
        atPath: repositoryRoot + "/scripts/button/" + file, toPath: folder + "/" + file)
    }
    return (root, folder, root + "/golden")
  }

  @Test(arguments: names) func aSuiteInItRecordsItsGoldensUnderItsKey(name: String) throws {
    let (root, folder, golden) = try suite(in: name)
    let recorded = earshot(["run", root + "/s", "--golden", golden, "--jobs", "1"])
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    let stem = VisibleText.escaped(golden + "/s/" + name + "/submit")
    #expect(
      recorded.err
        == "earshot: recorded \(stem).ios.transcript\nearshot: recorded \(stem).android.transcript\n")
    let goldens = try FileManager.default.contentsOfDirectory(atPath: golden + "/s/" + name).sorted()
    #expect(goldens == ["submit.android.transcript", "submit.ios.transcript"])
    let transcript = try String(
      contentsOfFile: golden + "/s/" + name + "/submit.ios.transcript", encoding: .utf8)
    #expect(
      transcript.hasPrefix("earshot golden transcript 3\nscript: s/\(name)/submit.audit\n"), "\(transcript)")
    #expect(transcript.contains("screen: \"Checkout\" (s/\(name)/button.screen)\n"), "\(transcript)")
    let again = earshot(["run", folder + "/submit.audit", "--golden", golden], environment: ["CI": "true"])
    #expect(again.status == 0, "compared with its own golden: \(again.out)")
    #expect(again.err.isEmpty)
  }

  @Test(arguments: names) func goldenAcceptTakesAChangeThere(name: String) throws {
    let (root, folder, golden) = try suite(in: name)
    #expect(earshot(["run", root + "/s", "--golden", golden, "--jobs", "1"]).status == 0)
    let script = folder + "/submit.audit"
    let text = try String(contentsOfFile: script, encoding: .utf8)
    // An action added to a test changes what the reader does and says.
    let audit = try #require(text.range(of: "  audit Submit\n", options: .backwards))
    try text.replacingCharacters(in: audit, with: "  focus Submit\n  audit Submit\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    #expect(earshot(["run", script, "--golden", golden, "--jobs", "1"]).status == 1)
    let goldenFile = golden + "/s/" + name + "/submit.ios.transcript"
    let pending = try Data(contentsOf: URL(fileURLWithPath: goldenFile + ".new"))
    let accept = earshot(["golden", "accept", "--golden", golden])
    #expect(accept.status == 0, "\(accept.err)")
    #expect(accept.err.contains("accepted \(VisibleText.escaped(goldenFile))\n"), "\(accept.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: goldenFile)) == pending)
    #expect(!FileManager.default.fileExists(atPath: goldenFile + ".new"))
  }

  @Test(arguments: names) func reportsAreWrittenThere(name: String) throws {
    let (root, folder, golden) = try suite(in: name)
    // A report named by the mark itself, in a folder that does not exist yet.
    let (junit, html) = (root + "/reports/" + name, root + "/pages/" + name)
    let result = earshot(
      ["run", folder, "--golden", golden, "--junit", junit, "--html", html, "--jobs", "1"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(report.hasPrefix("<?xml"), "\(report)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/reports") == [name])
    let pages = try FileManager.default.contentsOfDirectory(atPath: html)
    #expect(pages.contains("index.html"), "\(pages)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/pages") == [name])
  }

  @Test(arguments: names) func initWritesThere(name: String) throws {
    let root = temporaryFolder()
    for output in [root + "/new/" + name + "/s.audit", root + "/" + name + ".audit"] {
      let result = earshot(["init", repositoryRoot + "/scripts/button/button.screen", "-o", output])
      #expect(result.status == 0, "\(result.err)")
      let script = try String(contentsOfFile: output, encoding: .utf8)
      #expect(earshot(["check", output]).status == 0, "its screen path is right: \(script)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/new") == [name])
  }

  /// A prepended mark before the dot (`a\u{600}.audit`) makes one character of the two; the
  /// name still ends with `.audit`, so the script is found in its folder, and its golden and
  /// JUnit class drop the extension.
  @Test func aMarkBeforeTheExtensionKeepsItAScript() throws {
    let (root, folder, golden) = try suite(in: "p")
    try FileManager.default.moveItem(atPath: folder + "/submit.audit", toPath: folder + "/a\u{600}.audit")
    let junit = root + "/report.xml"
    let result = earshot(["run", folder, "--golden", golden, "--junit", junit, "--jobs", "1"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    // Recorded, so not compared: the goldens are skipped.
    #expect(strippingTime(result.out).hasSuffix("20 passed, 0 failed, 2 skipped\n"), "\(result.out)")
    let goldens = try FileManager.default.contentsOfDirectory(atPath: golden + "/s/p").sorted()
    #expect(goldens == ["a\u{600}.android.transcript", "a\u{600}.ios.transcript"].sorted())
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(report.contains(".s.p.a\u{600}.ios\" time="), "\(report)")
  }

  /// A stopped run's temporary file for such a name (`.\u{301}r.…`, where the dot and the mark
  /// are one character; `.r\u{600}.…`, where the mark and the next dot are) is known and removed.
  @Test func staleTemporariesOfSuchNamesAreRemoved() throws {
    let folder = temporaryFolder()
    let names = [".\u{301}r.4000000-1.earshot-tmp", ".r\u{600}.4000000-2.earshot-tmp"]
    for name in names {
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("half".utf8)))
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + name)
    }
    #expect(AtomicFile.removeStaleTemporaries(besides: folder + "/\u{301}r") == [folder + "/" + names[0]])
    #expect(AtomicFile.removeStaleTemporaries(under: folder) == [folder + "/" + names[1]])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }
}
