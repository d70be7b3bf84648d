import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// Fourteen ways hostile or careless input could break the command line, one test each, run
/// the way a user runs it: the real binary, in a folder of its own (`EARSHOT_BINARY` names
/// another build to test, such as an older one).
@Suite struct ReliabilityTests {
  /// A folder holding a copy of `scripts/button` as `button/`.
  private func buttonCopy(_ name: String = #function) throws -> String {
    let folder = sharedTemporaryFolder(name)
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: folder + "/button")
    return folder
  }

  // MARK: 1. Deep nesting

  @Test func deeplyNestedBlocksAreALocatedErrorNotACrash() throws {
    let folder = temporaryFolder()
    let screen = "screen { button Submit }\n"
    let opening = "test \"a\" {\n"
    try write(
      screen + String(repeating: opening, count: 2000) + String(repeating: "}\n", count: 2000),
      to: "deep.audit", in: folder)
    try write(screen + String(repeating: opening, count: 100_000), to: "open.audit", in: folder)
    for name in ["deep.audit", "open.audit"] {
      let result = try EarshotBinary.run(["check", name], in: folder)
      #expect(result.reason == .exit && result.status == 2, "\(name): \(result.reason) \(result.status)")
      #expect(
        result.err.contains(
          "\(name):66:10: error: blocks are nested more than 64 deep; the limit is 64 [nesting-too-deep]\n"))
    }
    let open = try EarshotBinary.run(["check", "open.audit"], in: folder)
    #expect(
      open.err.contains("error: unterminated block; expected `}` to close this `{` [unterminated-block]"))
  }

  /// The same class of defect in the debugDescription reader: nesting comes from indentation,
  /// which no closing tag bounds.
  @Test func deeplyIndentedDebugDescriptionsAreALocatedErrorNotACrash() throws {
    let folder = temporaryFolder()
    let lines = (0..<5000).map { String(repeating: " ", count: $0) + "→Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}" }
    try write("Element subtree:\n" + lines.joined(separator: "\n") + "\n", to: "deep.txt", in: folder)
    let result = try EarshotBinary.run(["check", "deep.txt"], in: folder)
    #expect(result.reason == .exit && result.status == 2)
    #expect(
      result.err.hasPrefix(
        "deep.txt:66:1: error: elements are nested more than 64 deep; the limit is 64 [nesting-too-deep]\n"))
  }

  // MARK: 2. Many attributes

  @Test func aNodeWithThousandsOfAttributesIsALocatedError() throws {
    let folder = temporaryFolder()
    let start = "<node class=\"android.widget.Button\""
    let attributes = (1...20_000).map { " a\($0)=\"x\"" }
    let capture = "<?xml version=\"1.0\"?>\n<hierarchy>\n\(start + attributes.joined())/>\n</hierarchy>\n"
    try write(capture, to: "wide.xml", in: folder)
    let result = try EarshotBinary.run(["check", "wide.xml"], in: folder)
    #expect(result.status == 2)
    // `class` and 255 more are allowed; the 257th attribute is blamed.
    let column = (start + attributes.prefix(255).joined()).count + 2
    #expect(
      result.err.contains(
        "wide.xml:3:\(column): error: `<node>` has more than 256 attributes, the limit for one element [too-many-attributes]"
      ))
  }

  /// Past the few attributes compared one by one, repeats are found through a set: still found.
  @Test func repeatedAttributesAreFoundAmongThousands() {
    var limits = Limits.standard
    limits.maximumAttributes = 100_000
    let attributes = (1...20_000).map { " a\($0)=\"x\"" }.joined()
    let reader = SourceReader.memory([
      "ok.xml": Array("<hierarchy><node class=\"android.widget.Button\"\(attributes)/></hierarchy>".utf8),
      "twice.xml": Array("<hierarchy><node class=\"b\"\(attributes) a7=\"y\"/></hierarchy>".utf8),
    ])
    let compiler = Compiler(limits: limits, reader: reader)
    #expect(compiler.compileScreen(at: "ok.xml").succeeded)
    let twice = compiler.compileScreen(at: "twice.xml").diagnostics
    #expect(twice.map(\.id) == [.malformedCapture])
    #expect(twice.first?.message == "the attribute `a7` appears twice in `<node>`")
  }

  /// The same class of defect in the debugDescription reader: a label that runs over many
  /// lines is read once, not copied once per line.
  @Test func aLabelOfManyLinesIsALocatedError() throws {
    let folder = temporaryFolder()
    let head = "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    StaticText, 0x2, label: 'a\n"
    let rest = (0..<100_000).map { "line \($0)" }.joined(separator: "\n")
    try write(head + rest + "'\n", to: "long.txt", in: folder)
    let result = try EarshotBinary.run(["check", "long.txt"], in: folder)
    #expect(result.status == 2)
    #expect(result.err.contains("error: this label is longer than 10000 bytes, the limit [string-too-long]"))
  }

  // MARK: 3. Empty option values

  @Test(arguments: [
    ["run", "probe", "--golden="], ["golden", "review", "--golden="], ["run", "probe", "--junit="],
    ["run", "probe", "--platform="], ["run", "probe", "--golden", ""], ["screen", "a.screen", "--platform="],
  ])
  func emptyOptionValuesAreUsageErrors(_ arguments: [String]) throws {
    let result = try EarshotBinary.run(arguments, in: temporaryFolder())
    #expect(result.status == 64)
    #expect(result.err.contains("needs a value, not an empty one"), "\(result.err)")
  }

  @Test(arguments: [["run", ""], ["check", ""], ["golden", "review", ""]])
  func emptyPathsAreUsageErrors(_ arguments: [String]) throws {
    let result = try EarshotBinary.run(arguments, in: temporaryFolder())
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("earshot: an empty path was given to \(arguments[0])\n"))
  }

  /// An empty `--golden=` is no folder, not `/`: even as root, nothing may be written anywhere.
  @Test func anEmptyGoldenFolderWritesNothing() throws {
    let folder = try buttonCopy()
    let result = try EarshotBinary.run(["run", "button", "--golden="], in: folder)
    #expect(result.status == 64)
    #expect(!FileManager.default.fileExists(atPath: "/button"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["button"])
  }

  // MARK: 4. Unreadable goldens

  @Test func aGoldenThatCannotBeReadIsNeverOverwritten() throws {
    let folder = try buttonCopy()
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    let path = folder + "/g/button/enter.android.transcript"
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o644) == 0)
    let result = try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "error: cannot read the golden transcript g/button/enter.android.transcript: it is not a regular file; it is left as it is"
      ))
    var status = stat()
    #expect(lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "still the same file")
  }

  @Test(
    .enabled(
      if: EarshotBinary.canRunUnprivileged, "needs a non-root user or setpriv (util-linux) to drop root"))
  func aGoldenWithoutReadPermissionIsReportedAndKept() throws {
    let folder = try buttonCopy()
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    let path = folder + "/g/button/enter.android.transcript"
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    // Everyone may write the folders, so only earshot's own care keeps the golden.
    for writable in ["/g", "/g/button"] { chmod(folder + writable, 0o777) }
    chmod(path, 0o000)
    let result = try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder, asNobody: true)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(
      result.out.contains(
        "error: cannot read the golden transcript g/button/enter.android.transcript: Permission denied; it is left as it is"
      ), "\(result.out)")
    #expect(!result.err.contains("recorded g/button/enter.android.transcript"))
    chmod(path, 0o644)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  // MARK: 5. Reports over inputs

  @Test(arguments: [
    "button/submit.audit", "button/button.screen", "captures/settings.uiautomator.xml", "link.audit",
  ])
  func aReportThatWouldOverwriteAnInputIsRefused(_ target: String) throws {
    let folder = try buttonCopy()
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/scripts/captures", toPath: folder + "/captures")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.audit", withDestinationPath: "button/submit.audit")
    let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + target))
    let result = try EarshotBinary.run(
      ["run", "button", "captures/android.audit", "--golden", "g", "--junit", "./" + target], in: folder)
    #expect(result.status == 64)
    #expect(result.err.contains("which this run reads; write the report somewhere else"), "\(result.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + target)) == before)
    #expect(!FileManager.default.fileExists(atPath: folder + "/g"), "nothing ran")
  }

  // MARK: 6. A report that cannot be written

  @Test func anUnwritableReportKeepsTheResultsAndTheFailures() throws {
    let folder = try buttonCopy()
    try write("", to: "afile", in: folder)
    let arguments = ["run", "button", "--golden", "g", "--junit", "afile/j.xml"]
    let failing = try EarshotBinary.run(arguments, in: folder, environment: ["CI": "true"])
    #expect(failing.status == 1)
    #expect(failing.out.contains("FAIL button/enter.audit [android] golden transcript\n"))
    #expect(strippingTime(failing.out).hasSuffix("21 passed, 3 failed\n"))
    #expect(
      failing.err.contains("earshot: cannot write the JUnit report afile/j.xml: afile: Not a directory\n"))
    // Nothing failed but the report: exit 74, not 0.
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    let passing = try EarshotBinary.run(arguments, in: folder)
    #expect(passing.status == 74)
    #expect(strippingTime(passing.out).hasSuffix("24 passed, 0 failed\n"))
  }

  // MARK: 7. Temporary files

  @Test func temporaryFilesOfStoppedRunsAreIgnoredByGitAndRemoved() throws {
    let folder = try buttonCopy()
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    // Left by a run that was killed an hour ago: nobody holds its lock.
    let stale = "g/button/.submit.ios.transcript.4000000-3.earshot-tmp"
    // Being written by another process (this test holds its lock), and as old.
    let live = "g/button/.enter.android.transcript.4000001-4.earshot-tmp"
    // Not a name earshot writes: never touched.
    let foreign = "g/button/.notes.earshot-tmp"
    let reportStale = ".j.xml.4000002-1.earshot-tmp"
    for name in [stale, live, foreign, reportStale] {
      try write("half a file", to: name, in: folder)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + name)
    }
    let held = open(folder + "/" + live, O_RDONLY)
    defer { close(held) }
    #expect(held >= 0 && flock(held, LOCK_EX) == 0)
    let result = try EarshotBinary.run(["run", "button", "--golden", "g", "--junit", "j.xml"], in: folder)
    #expect(result.status == 0)
    #expect(result.err.contains("earshot: removed \(stale), left by a run that was stopped\n"))
    #expect(result.err.contains("earshot: removed \(reportStale), left by a run that was stopped\n"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/" + stale))
    #expect(!FileManager.default.fileExists(atPath: folder + "/" + reportStale))
    #expect(FileManager.default.fileExists(atPath: folder + "/" + live), "a file being written is left alone")
    #expect(
      FileManager.default.fileExists(atPath: folder + "/" + foreign),
      "a file earshot did not name is left alone")
    let ignored = try String(contentsOfFile: repositoryRoot + "/.gitignore", encoding: .utf8)
    #expect(ignored.split(separator: "\n").contains("*\(AtomicFile.temporarySuffix)"))
  }

  // MARK: 8. Output injection

  static let hostile = #"""
    title "T\n::warning title=pwned::x\u{1B}[8mHIDDEN ##[error]forged"
    screen {
      button "Sub\u{1B}[31mmit\u{7}"
      text "C1\u{9B}2J and\u{D}back"
    }
    test "t\n::warning title=pwned::injected" {
      focus "Sub\u{1B}[31mmit\u{7}"
      expect 'wrong\u{1B}]0;title\u{7}'
    }
    test "bidi \u{202E}olleh" { focus "C1\u{9B}2J and\u{D}back"; expect 'x' }
    test "a \\n is not a line break ##[error]forged" { focus "C1\u{9B}2J and\u{D}back" }
    """#

  /// Nothing a script holds reaches the output raw: no escape, bell, carriage return, C1
  /// control or bidirectional override, and no line that a CI runner reads as a command.
  private func expectNothingRaw(_ text: String, _ comment: Comment? = nil) {
    let raw = text.unicodeScalars.filter { $0 != "\n" && VisibleText.needsEscape($0) }
    #expect(raw.isEmpty, "raw \(raw.map { VisibleText.codePoint($0.value) }) \(comment?.description ?? "")")
    #expect(
      !text.split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix("::warning") },
      "a forged workflow command")
    #expect(!text.contains("##["), "a forged legacy workflow command")
  }

  @Test func namesFromScriptsAreEscapedInEveryOutput() throws {
    let folder = temporaryFolder()
    try write(Self.hostile, to: "hostile.audit", in: folder)
    let github = try EarshotBinary.run(
      ["run", "hostile.audit", "--golden", "g", "--format", "github", "--transcripts"], in: folder)
    #expect(github.status == 1)
    expectNothingRaw(github.out + github.err)
    #expect(github.out.contains(#"FAIL hostile.audit [ios] t\n::warning title=pwned::injected"#))
    #expect(github.out.contains(#"title=t\n%3A%3Awarning title=pwned%3A%3Ainjected [ios]::"#))
    #expect(
      github.out.contains(#"expected: wrong\u{1B}]0;title\u{7}%0Aactual:   Sub\u{1B}[31mmit\u{7}, Button"#))
    #expect(github.out.contains(#"test "bidi \u{202E}olleh""#), "the transcript quotes it")
    #expect(
      github.out.contains(
        "\ntitle: " + #"T\n::warning title=pwned::x\u{1B}[8mHIDDEN #\u{23}[error]forged"# + "\n"))
    // A backslash of the script's own reads differently from a line break.
    #expect(
      github.out.contains(#"PASS hostile.audit [ios] a \\n is not a line break #\u{23}[error]forged"# + "\n"))
    let golden = try String(contentsOfFile: folder + "/g/hostile.ios.transcript", encoding: .utf8)
    expectNothingRaw(golden, "in the golden")
    _ = try EarshotBinary.run(["run", "hostile.audit", "--golden", "g", "--junit", "j.xml"], in: folder)
    let xml = try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
    expectNothingRaw(xml.replacingOccurrences(of: "\t", with: " "), "in JUnit")
    #expect(xml.contains(#"<testcase name="t\n::warning title=pwned::injected""#))
  }

  /// The console's last check lets through only the colour codes earshot writes.
  @Test func theConsoleLetsOnlyItsOwnColourCodesThrough() {
    #expect(VisibleText.terminalSafe("\u{1B}[1;31mFAIL\u{1B}[0m") == "\u{1B}[1;31mFAIL\u{1B}[0m")
    #expect(VisibleText.terminalSafe("a\u{1B}[8mhidden") == #"a\u{1B}[8mhidden"#)
    #expect(VisibleText.terminalSafe("x ##[error]y\n") == #"x #\u{23}[error]y"# + "\n")
  }

  @Test func checkAndScreenEscapeToo() throws {
    let folder = temporaryFolder()
    try write(
      "screen { button \"a\\u{1B}[2Jb\" }\ntest \"raw \u{1B}[2J\u{7}\" { focus \"x\\u{1B}[2J\" }\n",
      to: "raw.audit",
      in: folder)
    let check = try EarshotBinary.run(["check", "raw.audit"], in: folder)
    #expect(check.status == 2)
    expectNothingRaw(check.err)
    #expect(check.err.contains(#"2:11: error: control character U+001B in a string; write it as `\u{1B}`"#))
    #expect(check.err.contains(#"    2 | test "raw \u{1B}[2J\u{7}" { focus "x\u{1B}[2J" }"#))
    #expect(check.err.contains(#"no element of screen is named `x\u{1B}[2J`"#))
    try write("screen \"T\\u{7}\" { button \"a\\u{1B}[2Jb\" }\n", to: "s.screen", in: folder)
    let screen = try EarshotBinary.run(["screen", "s.screen", "--platform", "ios"], in: folder)
    #expect(screen.status == 0)
    expectNothingRaw(screen.out)
    #expect(screen.out.contains(#"button "a\u{1B}[2Jb"  a\u{1B}[2Jb, Button"#))
  }

  @Test func commandLineArgumentsAreEscapedToo() throws {
    let folder = temporaryFolder()
    let usage = try EarshotBinary.run(["catalogue", "\u{1B}[2J\n::warning::x"], in: folder)
    #expect(usage.status == 64)
    expectNothingRaw(usage.err)
    #expect(usage.err.hasPrefix(#"earshot: unknown component `\u{1B}[2J\n::warning::x`"#))
  }

  // MARK: 9. Symbolic links

  @Test func aLinkedFolderIsWalkedAndLoopsAreReported() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/scripts/button", toPath: folder + "/real/button")
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "real/button")
    for given in ["link", "link/"] {
      let result = try EarshotBinary.run(["check", given], in: folder)
      #expect(result.status == 0, "\(given): \(result.err)")
      #expect(result.err == "checked 2 scripts and 1 screen: 0 errors, 0 warnings\n")
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/real/button/loop", withDestinationPath: "..")
    let looped = try EarshotBinary.run(["check", "real"], in: folder)
    #expect(looped.status == 0)
    #expect(
      looped.err == """
        real/button/loop:1:1: warning: real/button/loop is a link to a folder that holds it; it is not followed [symlink-loop]
        checked 2 scripts and 1 screen: 0 errors, 1 warning

        """)
    // The same files reached by three paths are checked once each.
    let twice = try EarshotBinary.run(["check", "real", "link", "real/button/submit.audit"], in: folder)
    #expect(twice.err.hasSuffix("checked 2 scripts and 1 screen: 0 errors, 2 warnings\n"), "\(twice.err)")
  }

  // MARK: 10. One golden per script

  @Test func everySpellingOfAScriptFindsItsGoldens() throws {
    let folder = temporaryFolder()
    let work = folder + "/w"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: work + "/login")
    #expect(try EarshotBinary.run(["run", "login"], in: work).status == 0)
    #expect(FileManager.default.fileExists(atPath: work + "/golden/login/submit.ios.transcript"))
    for spelling in [
      "login/./submit.audit", "login//submit.audit", "../w/login/submit.audit", work + "/login/submit.audit",
    ] {
      let result = try EarshotBinary.run(
        ["run", spelling, "--transcripts"], in: work, environment: ["CI": "true"])
      #expect(result.status == 0, "\(spelling): \(result.out)")
      #expect(result.out.contains("\nscript: login/submit.audit\n"), "\(spelling)")
    }
    // From a folder below, the root is still the folder that holds golden/.
    let below = try EarshotBinary.run(
      ["run", "submit.audit"], in: work + "/login", environment: ["CI": "true"])
    #expect(below.status == 0, "\(below.out)")
  }

  @Test func scriptsOutsideTheRootAndOddFolderNamesNeverShareAGolden() throws {
    let folder = temporaryFolder()
    let work = folder + "/w"
    let scriptA = "screen { button A }\nfocus A\nexpect 'A, Button'\n"
    let scriptB = "screen { button B }\nfocus B\nexpect 'B, Button'\n"
    try write(scriptA, to: "x/a.audit", in: folder)
    try write(scriptB, to: "w/__/x/a.audit", in: folder)
    try write(scriptB, to: "w/@up/x/a.audit", in: folder)
    let record = try EarshotBinary.run(["run", "../x/a.audit", "__/x/a.audit", "@up/x/a.audit"], in: work)
    #expect(record.status == 0, "\(record.out)\(record.err)")
    for golden in ["@up/x/a", "__/x/a", "@@up/x/a"] {
      #expect(FileManager.default.fileExists(atPath: "\(work)/golden/\(golden).ios.transcript"), "\(golden)")
    }
    let again = try EarshotBinary.run(
      ["run", "../x/a.audit", "__/x/a.audit", "@up/x/a.audit"], in: work, environment: ["CI": "true"])
    #expect(again.status == 0, "\(again.out)")
  }

  // MARK: 11. --shard

  @Test(arguments: ["1/x/2", "1//2", "/1/2", "1/2/", "+1/2", "1/ 2", "0/2", "3/2", "1/0", "1"])
  func malformedShardsAreUsageErrors(_ shard: String) throws {
    let result = try EarshotBinary.run(["run", "scripts", "--shard", shard], in: temporaryFolder())
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("earshot: --shard is I/N with 1 ≤ I ≤ N, such as 1/4, not `\(shard)`\n"))
  }

  @Test(arguments: ["+2", "2x", "", "٣", "99999999999999999999"])
  func malformedJobsAreUsageErrors(_ jobs: String) throws {
    #expect(try EarshotBinary.run(["run", "scripts", "--jobs=\(jobs)"], in: temporaryFolder()).status == 64)
  }

  // MARK: 12. Golden write failures

  @Test func aGoldenFolderThatCannotBeWrittenIsNamedWithTheReason() throws {
    let folder = try buttonCopy()
    try write("", to: "afile", in: folder)
    let result = try EarshotBinary.run(["run", "button", "--golden", "afile/g"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "error: no golden transcript at afile/g/@up/button/enter.android.transcript, and it could not be recorded: afile: Not a directory\n"
      ))
    #expect(!result.out.contains("record it with"))
  }

  @Test(
    .enabled(
      if: EarshotBinary.canRunUnprivileged, "needs a non-root user or setpriv (util-linux) to drop root"))
  func aReadOnlyGoldenFolderIsNamedWithTheReason() throws {
    let folder = try buttonCopy()
    try FileManager.default.createDirectory(atPath: folder + "/g", withIntermediateDirectories: true)
    chmod(folder + "/g", 0o555)
    let result = try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder, asNobody: true)
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "error: no golden transcript at g/button/enter.android.transcript, and it could not be recorded: g/button: Permission denied\n"
      ), "\(result.out)")
  }

  // MARK: 13. Huge names

  @Test func aMillionCharacterNameIsEchoedCut() throws {
    let folder = temporaryFolder()
    let name = String(repeating: "A", count: 1_000_000)
    try write("screen { button Submit }\nfocus \(name)\n", to: "big.audit", in: folder)
    let check = try EarshotBinary.run(["check", "big.audit"], in: folder)
    #expect(check.status == 2)
    #expect(check.err.utf8.count < 5_000, "\(check.err.utf8.count) bytes")
    #expect(check.err.contains("no element of screen is named `\(String(repeating: "A", count: 200))…`"))
    #expect(check.err.contains("this word is 1000000 bytes long; the limit is 10000 [string-too-long]"))
    // One character of 4,000 combining marks is cut like any long name.
    let marks = "a" + String(repeating: "\u{301}", count: 4000)
    try write("screen { button Submit }\nfocus \"\(marks)\"\n", to: "marks.audit", in: folder)
    let combining = try EarshotBinary.run(["check", "marks.audit"], in: folder)
    #expect(combining.status == 2)
    #expect(combining.err.utf8.count < 2_000, "\(combining.err.utf8.count) bytes")
    let run = try EarshotBinary.run(
      ["run", "big.audit", "--format", "github", "--junit", "j.xml"], in: folder)
    #expect(run.status == 2)
    #expect(run.out.utf8.count + run.err.utf8.count < 10_000)
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/j.xml")).count < 10_000)
  }

  // MARK: 14. Characters XML forbids

  @Test(arguments: [
    ("\u{1}", "control character U+0001 is not allowed in XML 1.0"),
    ("\u{1B}", "control character U+001B is not allowed in XML 1.0"),
    ("\u{FFFE}", "U+FFFE is not a character XML 1.0 allows"),
    ("&#1;", "`&#1;` refers to U+0001, which XML 1.0 does not allow in a document"),
    ("&#xFFFF;", "`&#xFFFF;` refers to U+FFFF, which XML 1.0 does not allow in a document"),
  ])
  func charactersXMLForbidsAreLocatedErrors(_ character: String, _ message: String) throws {
    let folder = temporaryFolder()
    let capture =
      "<?xml version=\"1.0\"?>\n<hierarchy>\n<node class=\"android.widget.Button\" text=\"OK\(character)\"/>\n</hierarchy>\n"
    try write(capture, to: "bad.xml", in: folder)
    let result = try EarshotBinary.run(["check", "bad.xml"], in: folder)
    #expect(result.status == 2)
    #expect(result.err.hasPrefix("bad.xml:3:45: error: \(message)"), "\(result.err)")
  }

  // MARK: Found in review

  /// `..` after a link is the link target's parent, as the system reads it.
  @Test func dotDotAfterALinkIsTheTargetsParent() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/real/sub", withIntermediateDirectories: true)
    try write("button Submit\n", to: "real/s.screen", in: folder)
    try write("button Submit\n", to: "s.screen", in: folder)
    try write("title \"REAL\"\nscreen \"s.screen\"\nfocus Submit\n", to: "real/t.audit", in: folder)
    try write("title \"TOP\"\nscreen \"s.screen\"\nfocus Submit\n", to: "t.audit", in: folder)
    try FileManager.default.createSymbolicLink(atPath: folder + "/l", withDestinationPath: "real/sub")
    let result = try EarshotBinary.run(["run", "l/../t.audit", "--transcripts"], in: folder)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("\ntitle: REAL\nplatform:"))
    #expect(result.out.contains("\nscript: real/t.audit\n"))
  }

  /// The root is the folder that holds the golden folder, wherever earshot runs.
  @Test func keysDoNotDependOnTheWorkingDirectory() throws {
    let folder = temporaryFolder()
    let button = repositoryRoot + "/scripts/button/"
    try FileManager.default.createDirectory(atPath: folder + "/p/x", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: button + "submit.audit", toPath: folder + "/p/submit.audit")
    try FileManager.default.copyItem(atPath: button + "enter.audit", toPath: folder + "/p/x/submit.audit")
    for screen in ["p", "p/x"] {
      try FileManager.default.copyItem(
        atPath: button + "button.screen", toPath: folder + "/\(screen)/button.screen")
    }
    #expect(
      try EarshotBinary.run(["run", "submit.audit", "--golden", "store"], in: folder + "/p").status == 0)
    let other = try EarshotBinary.run(["run", "submit.audit", "--golden", "../store"], in: folder + "/p/x")
    #expect(other.status == 0, "a different script records its own golden: \(other.out)")
    #expect(FileManager.default.fileExists(atPath: folder + "/p/store/x/submit.android.transcript"))
    let again = try EarshotBinary.run(
      ["run", "../submit.audit", "--golden", "../store"], in: folder + "/p/x", environment: ["CI": "true"])
    #expect(again.status == 0, "the first script is found under its one key: \(again.out)")
  }

  /// In a repository with no golden folder yet, goldens go to its top, whatever the folder.
  @Test func aRepositoryKeepsItsGoldensAtItsTop() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/repo/.git", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/scripts/button", toPath: folder + "/repo/button")
    #expect(try EarshotBinary.run(["run", "submit.audit"], in: folder + "/repo/button").status == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/repo/golden/button/submit.ios.transcript"))
    let top = try EarshotBinary.run(["run", "button"], in: folder + "/repo", environment: ["CI": "true"])
    #expect(top.status == 1, "enter.audit has no golden yet")
    #expect(top.out.contains("PASS button/submit.audit [ios] golden transcript"))
  }

  @Test func aReportCannotReplaceAnotherShardsCaptureOrAGolden() throws {
    let folder = try buttonCopy()
    try write(
      #"<?xml version="1.0"?><hierarchy><node class="android.widget.Button" text="OK" clickable="true"/></hierarchy>"#,
      to: "cap/c.xml", in: folder)
    try write("screen \"c.xml\"\nfocus OK\n", to: "cap/c.audit", in: folder)
    let capture = try EarshotBinary.run(
      ["run", "cap", "button", "--shard", "2/2", "--junit", "cap/c.xml"], in: folder)
    #expect(capture.status == 64)
    #expect(
      capture.err.contains("--junit cap/c.xml: it names cap/c.xml, which this run reads"), "\(capture.err)")
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    let golden = try EarshotBinary.run(
      ["run", "button", "--golden", "g", "--junit", "g/button/submit.ios.transcript"], in: folder)
    #expect(golden.status == 64)
    #expect(golden.err.contains("it is in the golden folder g"), "\(golden.err)")
  }

  @Test func staleFilesOutsideTheGoldenFolderAreNeverTouched() throws {
    let folder = try buttonCopy()
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    let outside = "outside/.a.transcript.4000000-1.earshot-tmp"
    try write("x", to: outside, in: folder)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + outside)
    try FileManager.default.createSymbolicLink(atPath: folder + "/g/lnk", withDestinationPath: "../outside")
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/" + outside))
  }

  /// `@x/a.ios.transcript` is no script's golden (the script `@x/a.audit` has `@@x/a…`).
  @Test func aGoldenNoScriptCouldHaveWrittenIsAnOrphan() throws {
    let folder = temporaryFolder()
    try write("screen { button A }\nfocus A\n", to: "@x/a.audit", in: folder)
    #expect(try EarshotBinary.run(["run", "."], in: folder).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/golden/@@x/a.ios.transcript"))
    // A golden earshot wrote, at a path no key is written to.
    try write(GoldenTranscript.formatLine + "\nstray\n", to: "golden/@x/a.ios.transcript", in: folder)
    let result = try EarshotBinary.run(["run", "."], in: folder)
    #expect(
      result.err.contains("earshot: warning: golden/@x/a.ios.transcript is an orphaned golden transcript"))
    #expect(!result.err.contains("golden/@@x/a.ios.transcript is an orphaned"))
  }

  @Test func aWorkingDirectoryThatIsGoneIsAUsageError() throws {
    let gone = temporaryFolder() + "/gone"
    try FileManager.default.createDirectory(atPath: gone, withIntermediateDirectories: true)
    guard let binary = EarshotBinary.path else { throw EarshotBinary.Missing() }
    let (ended, _, err) = try ChildProcess.capture(
      "/bin/sh", ["-c", "cd \"$1\" && rmdir \"$1\" && exec \"$2\" check /tmp", "sh", gone, binary])
    #expect(ended.status == 64)
    #expect(err.hasPrefix("earshot: cannot read the working directory: No such file or directory"), "\(err)")
  }

  /// A golden that claims terabytes (a sparse file) is refused by its size, not read.
  @Test func aHugeSparseGoldenIsRefusedBySize() throws {
    let folder = try buttonCopy()
    #expect(try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder).status == 0)
    let path = folder + "/g/button/enter.android.transcript"
    #expect(truncate(path, 64 << 30) == 0)
    let result = try EarshotBinary.run(["run", "button", "--golden", "g"], in: folder)
    #expect(result.reason == .exit && result.status == 1)
    #expect(
      result.out.contains(
        "error: cannot read the golden transcript g/button/enter.android.transcript: it is larger than 67108864 bytes; it is left as it is"
      ), "\(result.out)")
  }
}
