import Foundation
import Testing

@testable import EarshotKit

/// A comparison that matches its golden with nothing pending writes nothing and takes no lock
/// (`GoldenCheck.swift`): a pending file another run writes while it compares is that run's
/// change, which it must not settle, overwrite or remove unlocked.
@Suite struct GoldenCheckRaceTests {
  static let header = GoldenTranscript.formatLine + "\nscript: a.audit\nplatform: ios (VoiceOver)\n"

  static func section(_ test: String, says words: String) -> String {
    "\ntest \"\(test)\"\n  focus Submit\n    focus → button \"\(words)\"\n    say \"\(words), Button\"\n"
  }

  @Test func aMatchWithNothingPendingLeavesAPendingFileWrittenMeanwhile() throws {
    let root = temporaryFolder()
    let store = GoldenStore(folder: root + "/golden", update: .new, isCI: false)
    let golden = store.goldenPath(key: "a.audit", platform: .ios)
    let reviewed = Self.header + Self.section("t1", says: "Submit") + Self.section("t2", says: "Submit")
    try write(reviewed, to: "golden/a.ios.transcript", in: root)
    // This run, filtered to t1, hears what the golden holds; another finds t1 changed.
    let candidate = GoldenCandidate(
      header: Self.header, ran: [.init(testLine: "test \"t1\"", section: Self.section("t1", says: "Submit"))],
      scriptTests: ["test \"t1\"", "test \"t2\""])
    let theirs = Self.header + Self.section("t1", says: "Send") + Self.section("t2", says: "Submit")
    let check = store.check(
      candidate, key: "a.audit", script: SourceFile(path: root + "/a.audit", text: ""), platform: .ios
    ) {
      #expect(!FileManager.default.fileExists(atPath: golden + ".new"), "nothing was pending")
      try? write(theirs, to: "golden/a.ios.transcript.new", in: root)
    }
    #expect(check.result.failures.isEmpty && check.result.skipped == nil && check.notice == nil)
    #expect((try? String(contentsOfFile: golden + ".new", encoding: .utf8)) == theirs, "their change is kept")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == reviewed)
  }
}
