import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// What a golden belongs to: a script keeps one name and one golden however it is reached, and
/// the golden commands and a run's orphan warnings touch only the goldens earshot wrote for
/// this project, never another tool's files or another project's goldens in the golden folder.
@Suite struct GoldenOwnershipTests {
  static let script = "platform ios\nscreen { button Submit }\nfocus Submit\n"

  // MARK: Links

  /// A script reached through a link is the file it names: its implicit test is named after
  /// that file, as its golden is kept by that file's key, so `golden` finds every section
  /// claimed and `prune` removes none; the link and the file compare with the same golden.
  @Test func aScriptRunThroughALinkHasTheNameOfTheFileItNames() throws {
    let root = temporaryFolder()
    try write(Self.script, to: "s/a.audit", in: root)
    try FileManager.default.createSymbolicLink(atPath: root + "/link.audit", withDestinationPath: "s/a.audit")
    let golden = root + "/golden"
    let recorded = earshot(["run", root + "/link.audit", "--golden", golden])
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    #expect(recorded.out.contains("PASS \(root)/link.audit [ios] a.audit\n"), "\(recorded.out)")
    #expect(recorded.err == "earshot: recorded \(golden)/s/a.ios.transcript\n")
    let text = try String(contentsOfFile: golden + "/s/a.ios.transcript", encoding: .utf8)
    #expect(
      text.hasSuffix(
        "\n\ntest \"a.audit\"\n  focus Submit\n    focus → button \"Submit\"\n    say \"Submit, Button\"\n"))
    let list = earshot(["golden", "--golden", golden])
    #expect(list.status == 0)
    #expect(list.out == "1 golden transcript under \(golden): nothing pending, nothing orphaned\n")
    let prune = earshot(["golden", "prune", "--golden", golden])
    #expect(prune.status == 0 && prune.err == "earshot: nothing orphaned under \(golden)\n")
    for path in [root + "/s/a.audit", root + "/link.audit"] {
      let again = earshot(["run", path, "--golden", golden], environment: ["CI": "true"])
      #expect(again.status == 0, "\(path): \(again.out)\(again.err)")
      #expect(again.err.isEmpty, "\(path): \(again.err)")
    }
  }

  /// A script reached through a link finds the screen it names beside the file the link names,
  /// not beside the link: run, checked, listed by `golden` and run by its own path, it is one
  /// script with one screen, and both spellings compare with the same golden (a screen of that
  /// name beside the link is not read).
  @Test func aScriptRunThroughALinkFindsItsScreenBesideTheFileItNames() throws {
    let root = temporaryFolder()
    try write("platform ios\nscreen \"login.screen\"\nfocus Submit\n", to: "shared/login.audit", in: root)
    try write("screen \"Login\" {\n  button Submit\n}\n", to: "shared/login.screen", in: root)
    try FileManager.default.createDirectory(atPath: root + "/smoke", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/smoke/login.audit", withDestinationPath: "../shared/login.audit")
    let golden = root + "/golden"
    let linked = root + "/smoke/login.audit"
    let recorded = earshot(["run", linked, "--golden", golden])
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    #expect(recorded.err == "earshot: recorded \(golden)/shared/login.ios.transcript\n")
    let text = try String(contentsOfFile: golden + "/shared/login.ios.transcript", encoding: .utf8)
    #expect(text.contains("\nscreen: \"Login\" (shared/login.screen)\n"), "\(text)")
    let check = earshot(["check", linked])
    #expect(check.status == 0, "\(check.err)")
    #expect(check.err == "checked 1 script and 0 screens: 0 errors, 0 warnings\n")
    #expect(
      earshot(["golden", "--golden", golden]).out
        == "1 golden transcript under \(golden): nothing pending, nothing orphaned\n")
    // Another screen of that name beside the link changes nothing: the two spellings agree.
    try write("screen \"Smoke\" {\n  button Submit label \"Go\"\n}\n", to: "smoke/login.screen", in: root)
    for path in [linked, root + "/shared/login.audit"] {
      let again = earshot(["run", path, "--golden", golden], environment: ["CI": "true"])
      #expect(again.status == 0, "\(path): \(again.out)\(again.err)")
    }
    // Named from the working directory, the screen is shown from it too.
    let relative = try EarshotBinary.run(["run", "smoke/login.audit"], in: root, environment: ["CI": "true"])
    #expect(relative.status == 0, "\(relative.out)\(relative.err)")
    try FileManager.default.removeItem(atPath: root + "/shared/login.screen")
    let missing = try EarshotBinary.run(["check", "smoke/login.audit"], in: root)
    #expect(missing.status == 2)
    #expect(
      missing.err.hasPrefix(
        "smoke/login.audit:2:8: error: screen file not found: shared/login.screen [screen-not-found]\n"),
      "\(missing.err)")
  }

  /// A link named `.audit` to a file named otherwise: the golden is kept by the file's key, and
  /// neither the run nor `golden` calls it an orphan.
  @Test func aLinkToAFileNotNamedAuditKeepsItsGolden() throws {
    let root = temporaryFolder()
    try write(Self.script, to: "shared/login.txt", in: root)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/smoke.audit", withDestinationPath: "shared/login.txt")
    let golden = root + "/golden"
    let recorded = earshot(["run", root + "/smoke.audit", root + "/shared", "--golden", golden])
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    #expect(recorded.err == "earshot: recorded \(golden)/shared/login.txt.ios.transcript\n")
    #expect(
      earshot(["golden", "--golden", golden]).out
        == "1 golden transcript under \(golden): nothing pending, nothing orphaned\n")
    #expect(
      earshot(["golden", "prune", "--golden", golden]).err == "earshot: nothing orphaned under \(golden)\n")
    let again = earshot(["run", root + "/smoke.audit", "--golden", golden], environment: ["CI": "true"])
    #expect(again.status == 0 && again.err.isEmpty, "\(again.out)\(again.err)")
  }

  /// A link named `.audit` to a file named otherwise that stops compiling: its golden is
  /// unjudged, as a script named `.audit` that does not compile leaves its goldens, and
  /// neither listed as orphaned nor pruned.
  @Test func aLinkedFileThatDoesNotCompileLeavesItsGoldenUnjudged() throws {
    let root = temporaryFolder()
    try write(Self.script, to: "elsewhere/bare", in: root)
    try FileManager.default.createDirectory(atPath: root + "/scripts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/scripts/b.audit", withDestinationPath: "../elsewhere/bare")
    let golden = root + "/golden"
    let recorded = earshot(["run", root + "/scripts", "--golden", golden])
    #expect(recorded.err == "earshot: recorded \(golden)/elsewhere/bare.ios.transcript\n", "\(recorded.out)")
    try write(Self.script + "expect namee \"x\"\n", to: "elsewhere/bare", in: root)
    let list = earshot(["golden", "--golden", golden])
    #expect(list.status == 0)
    #expect(
      list.out == """
        unjudged   \(golden)/elsewhere/bare.ios.transcript (\(root)/elsewhere/bare does not compile)
        1 golden transcript under \(golden): nothing pending, nothing orphaned, 1 unjudged

        """)
    let prune = earshot(["golden", "prune", "--golden", golden])
    #expect(prune.status == 0 && prune.err == "earshot: nothing orphaned under \(golden)\n", "\(prune.err)")
    #expect(FileManager.default.fileExists(atPath: golden + "/elsewhere/bare.ios.transcript"))
  }

  // MARK: Files that are not this project's goldens

  /// Another tool's transcripts, a file named as a golden whose text is not one, and the
  /// goldens of projects of their own inside the golden folder are neither listed, counted,
  /// warned of nor pruned; the orphan earshot wrote is.
  @Test func onlyGoldensEarshotWroteForThisProjectAreListedAndPruned() throws {
    let root = temporaryFolder()
    let golden = root + "/golden"
    try write(Self.script, to: "s/gone.audit", in: root)
    #expect(earshot(["run", root + "/s", "--golden", golden]).status == 0)
    let orphan = golden + "/s/gone.ios.transcript"
    let goldenText = try String(contentsOfFile: orphan, encoding: .utf8)
    try FileManager.default.removeItem(atPath: root + "/s/gone.audit")
    try write(Self.script, to: "s/kept.audit", in: root)
    let others = [
      ("golden/s/meeting.transcript", "Meeting notes\n"),
      ("golden/s/interview.en.transcript", goldenText),
      ("golden/s/call.ios.transcript", "Speaker 1: hello\n"),
      ("golden/s/call.ios.transcript.new", "Speaker 1: hello again\n"),
      // A project of its own, with a `golden` folder where this project has none.
      ("golden/s/vendor/tool/golden/s/old.ios.transcript", goldenText),
      ("golden/s/vendor/tool/scripts/x.audit", Self.script),
      // A repository of its own.
      ("golden/s/clone/.git/HEAD", "ref: refs/heads/main\n"),
      ("golden/s/clone/old.ios.transcript", goldenText),
    ]
    for (path, text) in others { try write(text, to: path, in: root) }

    let run = earshot(["run", root + "/s", "--golden", golden])
    #expect(run.status == 0)
    #expect(
      run.err == """
        earshot: recorded \(golden)/s/kept.ios.transcript
        earshot: warning: \(orphan) is an orphaned golden transcript: no script runs it; `earshot golden prune` removes it

        """)
    let list = earshot(["golden", "--golden", golden])
    #expect(list.status == 0)
    #expect(
      list.out == """
        orphaned   \(orphan) (there is no script \(root)/s/gone.audit)
        2 golden transcripts under \(golden): nothing pending, 1 orphaned (`earshot golden prune` removes them)

        """)
    let prune = earshot(["golden", "prune", "--golden", golden])
    #expect(prune.status == 0)
    #expect(prune.err == "removed \(orphan) (there is no script \(root)/s/gone.audit)\n")
    #expect(!FileManager.default.fileExists(atPath: orphan))
    for (path, text) in others {
      #expect(try String(contentsOfFile: root + "/" + path, encoding: .utf8) == text, "\(path)")
    }
    #expect(
      earshot(["golden", "review", "--golden", golden]).err
        == "earshot: no pending golden transcripts under \(golden)\n")
  }

  /// Temporary files and locks that stopped runs left are removed from this project's golden
  /// folder, and left alone in the projects of their own inside it.
  @Test func anotherProjectsStaleTemporariesAndLocksAreLeftAlone() throws {
    let root = temporaryFolder()
    let mine = ["golden/s/.a.ios.transcript.41-1.earshot-tmp", "golden/s/.a.ios.transcript.earshot-lock"]
    let theirs = [
      // A repository of its own, and a project with a `golden` folder where this one has none.
      "golden/s/clone/.b.ios.transcript.41-1.earshot-tmp", "golden/s/clone/.b.ios.transcript.earshot-lock",
      "golden/s/vendor/tool/golden/.c.ios.transcript.41-1.earshot-tmp",
      "golden/s/vendor/tool/golden/.c.ios.transcript.earshot-lock",
    ]
    try write("ref: refs/heads/main\n", to: "golden/s/clone/.git/HEAD", in: root)
    for path in mine + theirs {
      try write("", to: path, in: root)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: root + "/" + path)
    }
    let list = try EarshotBinary.run(["golden", "--golden", "golden"], in: root)
    #expect(list.status == 0)
    #expect(list.err == mine.map { "earshot: removed \($0), left by a run that was stopped\n" }.joined())
    for path in mine { #expect(!FileManager.default.fileExists(atPath: root + "/" + path), "\(path)") }
    for path in theirs { #expect(FileManager.default.fileExists(atPath: root + "/" + path), "\(path)") }
  }

  /// A folder named `golden` in the project (`x/golden/`) keeps its scripts' goldens in
  /// `golden/x/golden/`: this project's, though that folder holds a `golden` folder.
  @Test func aScriptFolderNamedGoldenKeepsItsGoldens() throws {
    let root = temporaryFolder()
    let golden = root + "/golden"
    try write(Self.script, to: "x/golden/a.audit", in: root)
    try write(Self.script, to: "x/golden/b.audit", in: root)
    #expect(earshot(["run", root + "/x", "--golden", golden]).status == 0)
    try FileManager.default.removeItem(atPath: root + "/x/golden/b.audit")
    let orphan = golden + "/x/golden/b.ios.transcript"
    let list = earshot(["golden", "--golden", golden])
    #expect(
      list.out == """
        orphaned   \(orphan) (there is no script \(root)/x/golden/b.audit)
        2 golden transcripts under \(golden): nothing pending, 1 orphaned (`earshot golden prune` removes them)

        """)
  }

  /// Run from a project whose `golden/` is another tool's, `golden prune` finds nothing of
  /// earshot's there, and deletes nothing.
  @Test func aGoldenFolderOfAnotherToolIsLeftAlone() throws {
    let root = temporaryFolder()
    let files = [
      ("golden/meeting.transcript", "Meeting notes\n"), ("golden/interview.en.transcript", "Q: hello\n"),
      ("golden/2024/standup.android.transcript", "Speaker 1: done\n"),
    ]
    for (path, text) in files { try write(text, to: path, in: root) }
    let prune = try EarshotBinary.run(["golden", "prune"], in: root)
    #expect(prune.status == 0 && prune.err == "earshot: nothing orphaned under golden\n", "\(prune.err)")
    let list = try EarshotBinary.run(["golden"], in: root)
    #expect(list.out == "0 golden transcripts under golden: nothing pending, nothing orphaned\n")
    for (path, text) in files {
      #expect(try String(contentsOfFile: root + "/" + path, encoding: .utf8) == text, "\(path)")
    }
  }
}
