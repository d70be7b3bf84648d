import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// What `golden review|accept|reject` work on: the `.new` files in the golden folder and
/// nothing else (no link is followed out of it), and only those that change something.
@Suite struct GoldenPendingTests {
  /// A copy of `scripts/button` with its goldens recorded, and a folder beside the golden folder
  /// that links lead to.
  private func recorded() throws -> (scripts: String, golden: String, outside: String) {
    let root = temporaryFolder()
    let scripts = root + "/scripts"
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: scripts)
    let run = earshot(["run", scripts, "--golden", root + "/golden", "--jobs", "1"])
    #expect(run.status == 0, "\(run.out)\(run.err)")
    try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
    return (scripts, root + "/golden", root + "/outside")
  }

  private func contents(_ folder: String) throws -> [String: String] {
    var found: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      found[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }
    return found
  }

  @Test(arguments: ["review", "accept", "reject"])
  func noLinkIsFollowedOutOfTheGoldenFolder(_ action: String) throws {
    let (_, golden, outside) = try recorded()
    try "theirs\n".write(toFile: outside + "/a.ios.transcript", atomically: true, encoding: .utf8)
    try "secret\n".write(toFile: outside + "/a.ios.transcript.new", atomically: true, encoding: .utf8)
    try "victim\n".write(toFile: outside + "/v.txt", atomically: true, encoding: .utf8)
    let manager = FileManager.default
    // A linked folder, a `.new` that is a link, and a golden that is a link beside a real `.new`.
    try manager.createSymbolicLink(atPath: golden + "/sub", withDestinationPath: outside)
    try manager.createSymbolicLink(
      atPath: golden + "/x.ios.transcript.new", withDestinationPath: outside + "/v.txt")
    let linkedGolden = golden + "/scripts/enter.ios.transcript"
    try manager.createSymbolicLink(atPath: linkedGolden, withDestinationPath: outside + "/v.txt")
    let mine = GoldenTranscript.formatLine + "\nmine\n"
    try mine.write(toFile: linkedGolden + ".new", atomically: true, encoding: .utf8)
    let before = try contents(outside)

    let result = earshot(["golden", action, "--golden", golden])
    // Accepting or rejecting changes that must be left alone fails; showing none does not.
    #expect(result.status == (action == "review" ? 0 : 1))
    #expect(result.out.isEmpty, "nothing outside is shown: \(result.out)")
    let warning =
      "is a symbolic link; golden commands follow no link out of the golden folder, so it is left alone\n"
    let outcome =
      action == "review"
      ? "no pending golden transcripts under \(golden)"
      : "2 pending golden transcripts were not \(action)ed: each is, or its golden is, a symbolic link"
    #expect(
      result.err
        == "earshot: warning: \(linkedGolden) \(warning)earshot: warning: \(golden)/sub \(warning)earshot: warning: \(golden)/x.ios.transcript.new \(warning)earshot: \(outcome)\n"
    )
    #expect(try contents(outside) == before)
    #expect(manager.fileExists(atPath: golden + "/x.ios.transcript.new"))
    #expect(try manager.destinationOfSymbolicLink(atPath: linkedGolden) == outside + "/v.txt")
    #expect(try String(contentsOfFile: linkedGolden + ".new", encoding: .utf8) == mine)
  }

  /// A test's name that selects no pending file is a usage error, as a run's empty selection
  /// is, and nothing is accepted or removed; a script with nothing pending, or nothing pending
  /// at all, is no error.
  @Test(arguments: ["review", "accept", "reject"])
  func aSelectionThatMatchesNothingIsAUsageError(_ action: String) throws {
    let (scripts, golden, _) = try recorded()
    let script = scripts + "/submit.audit"
    let text = try String(contentsOfFile: script, encoding: .utf8)
    // An action added to a test: the reader does and says more, on both platforms.
    try text.replacingOccurrences(of: "  audit Submit\n", with: "  focus Submit\n  audit Submit\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    #expect(earshot(["run", script, "--golden", golden]).status == 1)
    let pending = GoldenStore(folder: golden, isCI: false).pending()
    #expect(pending.count == 2)

    let typo = earshot(["golden", action, "the card exmaple", "--golden", golden])
    #expect(typo.status == 64)
    #expect(typo.out.isEmpty)
    #expect(
      typo.err
        == "earshot: nothing matched `the card exmaple`: no pending golden transcript under \(golden) belongs to it or has a change in a test of that name\n"
    )
    let two = earshot(["golden", action, "--golden", golden, "nothing", scripts + "/enter.audit"])
    #expect(two.status == 64)
    #expect(
      two.err.hasPrefix(
        "earshot: nothing matched `nothing`, `\(scripts)/enter.audit`: no pending golden transcript under \(golden) belongs to any of them"
      ))
    #expect(GoldenStore(folder: golden, isCI: false).pending() == pending)

    let unchanged = earshot(["golden", action, scripts + "/enter.audit", "--golden", golden])
    #expect(unchanged.status == 0)
    #expect(
      unchanged.err
        == "earshot: no pending golden transcript under \(golden) belongs to \(scripts)/enter.audit or has a change in a test of that name\n"
    )
    #expect(GoldenStore(folder: golden, isCI: false).pending() == pending)

    let empty = temporaryFolder()
    let nothingPending = earshot(["golden", action, "--golden", empty])
    #expect(nothingPending.status == 0)
    #expect(nothingPending.err == "earshot: no pending golden transcripts under \(empty)\n")
  }

  /// A `.new` kept while its golden was missing is gone once the golden is recorded.
  @Test func recordingAMissingGoldenRemovesItsPendingFile() throws {
    let root = temporaryFolder()
    let scripts = root + "/scripts"
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: scripts)
    let golden = root + "/golden"
    let unrecorded = earshot(["run", scripts, "--golden", golden, "--update", "none", "--jobs", "1"])
    #expect(unrecorded.status == 1)
    #expect(GoldenStore(folder: golden, isCI: false).pending().count == 3)
    let recorded = earshot(["run", scripts, "--golden", golden, "--jobs", "1"])
    #expect(recorded.status == 0)
    #expect(GoldenStore(folder: golden, isCI: false).pending() == [])
    let review = earshot(["golden", "review", "--golden", golden])
    #expect(review.out.isEmpty)
    #expect(review.err == "earshot: no pending golden transcripts under \(golden)\n")
  }

  /// A `.new` the same as its golden (written by hand, or by an older earshot) is named, not
  /// shown as an empty diff.
  @Test func aPendingFileTheSameAsItsGoldenIsNamedNotShownEmpty() throws {
    let (_, golden, _) = try recorded()
    let path = golden + "/scripts/submit.ios.transcript"
    try FileManager.default.copyItem(atPath: path, toPath: path + ".new")
    let review = earshot(["golden", "review", "--golden", golden])
    #expect(review.status == 0)
    #expect(review.out.isEmpty)
    #expect(
      review.err
        == "earshot: \(path).new is the same as its golden: there is nothing to review; `earshot golden reject` removes it\n1 pending; `earshot golden accept` or `earshot golden reject`\n"
    )
  }
}
