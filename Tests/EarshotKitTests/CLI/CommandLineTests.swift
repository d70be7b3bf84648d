import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// The command line end to end, in process: output, exit codes and colour.
@Suite struct CommandLineTests {
  /// As the command line shows them: relative to the working directory.
  static let fixtures = ProjectRoot.find().display(FixtureCorpus.diagnostics.root.path)
  static let runs = ProjectRoot.find().display(RunCorpusTests.root.path)
  static let bundledScripts = repositoryRoot + "/scripts"

  /// `run` commands compare goldens in a fresh folder, so that tests never write into the
  /// repository; the bundled audits are compared with the committed goldens, as in CI.
  private func run(_ arguments: [String], color: Bool = false) -> CLIRun {
    var arguments = arguments
    if arguments.first == "run", !arguments.contains(where: { $0.hasPrefix("--golden") }) {
      arguments += ["--golden", temporaryFolder()]
    }
    return earshot(arguments, color: color)
  }

  @Test func helpAndVersionGoToStandardOutput() {
    let help = run(["--help"])
    #expect(help.status == 0 && help.out.contains("usage: earshot run") && help.err.isEmpty)
    let version = run(["--version"])
    #expect(version.status == 0 && version.out == "earshot \(Earshot.version)\n")
  }

  /// `--help`'s exit 74 names every file an option asks a command to write (`--junit FILE`,
  /// `--html DIR`, `init -o FILE`): each that cannot be written is exit 74.
  @Test func theHelpsExit74NamesEveryFileAnOptionWrites() throws {
    let help = run(["--help"]).out
    let after74 = try #require(help.firstRange(of: "64 bad usage, 74 ")).upperBound
    let exit74 = help[after74...].prefix { $0 != "." }.split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    let written = help.matches(of: #/\n +(?:(?<short>-[a-z]), )?(?<long>--[a-z-]+) (?:FILE|DIR) +write/#)
      .map { String($0.output.short ?? $0.output.long) }
    #expect(Set(written) == ["--junit", "--html", "-o"], "the options that write a file")
    for option in written {
      #expect(exit74.contains(option), "exit 74 leaves out \(option): \(exit74)")
    }
  }

  @Test func earshotAlonePrintsAShortUsage() {
    let result = run([])
    #expect(result.status == 64 && result.out.isEmpty)
    #expect(result.err.hasPrefix("earshot: missing command\nusage: earshot run [PATH…]"))
    // One line a command (two for `golden` and `completion`), the hint, and the error: not a page.
    #expect(result.err.split(separator: "\n").count <= 13)
    #expect(result.err.contains("`earshot help COMMAND` shows a command's options and an example"))
  }

  /// Each command's `--help` is its own: its usage and options, and an example that works
  /// (its paths taken from the repository root, and the JUnit and HTML reports written to a
  /// temporary folder: tests run in parallel and share the working directory, which is not
  /// changed, and a report written there would land in the repository).
  @Test(arguments: ["run", "check", "screen", "golden", "audit", "init", "catalogue", "completion"])
  func eachCommandHasItsOwnHelpWithAWorkingExample(_ command: String) throws {
    let help = run([command, "--help"])
    #expect(help.status == 0 && help.err.isEmpty)
    #expect(help.out.hasPrefix("usage: earshot \(command)"))
    let others = ["run", "check", "screen", "golden", "audit", "init", "catalogue", "completion"].filter {
      $0 != command
    }
    #expect(others.allSatisfy { !help.out.contains("earshot \($0)") })
    let examples = help.out.split(separator: "\n").filter { $0.hasPrefix("example: earshot ") }
    #expect(!examples.isEmpty)
    for example in examples {
      var arguments = example.dropFirst("example: earshot ".count).split(separator: " ").map(String.init)
      arguments = arguments.map { $0.hasPrefix("scripts/") ? repositoryRoot + "/" + $0 : $0 }
      if let junit = arguments.firstIndex(of: "--junit") {
        arguments[junit + 1] = temporaryFolder() + "/report.xml"
      }
      if let html = arguments.firstIndex(of: "--html") {
        arguments[html + 1] = temporaryFolder() + "/html"
      }
      // `init -o FILE` writes a script: into a temporary folder, not the working directory.
      if let output = arguments.firstIndex(of: "-o") {
        arguments[output + 1] = temporaryFolder() + "/" + arguments[output + 1]
      }
      if command == "run" || command == "golden" { arguments += ["--golden", repositoryRoot + "/golden"] }
      let result = earshot(arguments, environment: ["CI": "true"])
      #expect(result.status == 0, "`earshot \(arguments.joined(separator: " "))`: \(result.err)")
    }
  }

  @Test(arguments: [
    [], ["chek"], ["check", "--bogus"], ["catalogue", "a", "b"], ["run", "--platform", "windows"],
    ["run", "--platform"], ["run", "--jobs", "0"], ["run", "--shard", "3/2"], ["run", "--update", "some"],
    ["run", "--junit-profile", "lax"], ["run", "--format", "xml"], ["screen"], ["screen", "a", "b"],
    ["golden", "approve"], ["run", "--verbose", "--quiet"],
  ])
  func badUsageExits64WithUsage(_ arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("earshot: ") && result.err.contains("usage:"))
  }

  @Test func theCardExampleChecksClean() {
    let result = run(["check", "\(Self.fixtures)/clean-card.audit"])
    #expect(result.status == 0)
    #expect(result.err == "checked 1 script and 0 screens: 0 errors, 0 warnings\n")
  }

  @Test func aWrongStateFailsWithLocationAndExit2() {
    let path = "\(Self.fixtures)/state-on-button.audit"
    let result = run(["check", path])
    #expect(result.status == 2)
    #expect(
      result.err.hasPrefix(
        "\(path):3:28: error: `on` is not a state of Button; Button has: disabled, selected, pressed [state-not-of-component]\n"
      ))
    #expect(result.err.contains("      |                            ^~\n"))
    #expect(result.err.contains("screens/card.screen:2:1: note: button \"Submit\" has focus here"))
  }

  @Test func warningsAloneExit0() {
    let result = run(["check", "\(Self.fixtures)/key-without-effect.audit"])
    #expect(result.status == 0)
    #expect(result.err.contains("warning: `press enter` does nothing to Button on ios"))
  }

  /// `screen` and `init` take one FILE, which they read as a source: a missing one is that
  /// file's diagnostic (the PATHs of `run`, `check` and `audit` are a usage error instead:
  /// `PathArgumentTests`).
  @Test func aMissingFileIsADiagnosticAndExit2() {
    for command in ["screen", "init"] {
      let result = run([command, "no/such/file.screen"])
      #expect(result.status == 2, "\(command)")
      #expect(
        result.err.hasPrefix(
          "no/such/file.screen:1:1: error: no such file: no/such/file.screen [file-not-found]\n"),
        "\(command)")
    }
  }

  /// The `path:line:col: severity:` lines of `check` output, by severity.
  private func headers(_ output: String) -> [String: Int] {
    let header = #/\S.*?:\d+:\d+: (?<severity>error|warning): .*/#
    var counts: [String: Int] = [:]
    for line in output.split(separator: "\n") {
      if let match = line.wholeMatch(of: header) { counts[String(match.severity), default: 0] += 1 }
    }
    return counts
  }

  private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  @Test func aFolderIsWalkedForScriptsAndScreens() throws {
    let result = run(["check", Self.fixtures])
    // Every `.audit` and `.screen` below the folder, counted there, so that a new fixture
    // changes the numbers expected here too.
    let files = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtures)
    let scripts = files.filter { $0.hasSuffix(".audit") }.count
    let screens = files.filter { $0.hasSuffix(".screen") }.count
    #expect(scripts > 0 && screens > 0)
    // The last line counts the diagnostics printed above it.
    let found = headers(result.err)
    let (errors, warnings) = (found["error", default: 0], found["warning", default: 0])
    #expect(errors > 0, "the corpus holds fixtures with errors")
    #expect(
      result.err.hasSuffix(
        "\nchecked \(scripts) scripts and \(screens) screens: \(counted(errors, "error")), \(counted(warnings, "warning"))\n"
      ), "\(result.err.split(separator: "\n").last ?? "")")
    #expect(result.status == 2)
  }

  @Test func colourOnlyWhenTheConsoleAllowsIt() {
    let path = "\(Self.fixtures)/state-on-button.audit"
    #expect(!run(["check", path]).err.contains("\u{1B}["))
    #expect(run(["check", path], color: true).err.contains("\u{1B}[1;31merror: "))
    let noColor = Earshot.Console.standard(environment: ["NO_COLOR": "1"])
    #expect(!noColor.colorDiagnostics)
  }

  @Test func catalogueListsEveryEntryAndOneOnRequest() {
    let all = run(["catalogue"])
    let entries = Catalogue.standard.entries
    #expect(all.status == 0)
    #expect(all.out.hasPrefix("earshot catalogue: \(entries.count) entries\n"))
    // One heading line per entry, `Title [id]`, each entry's once.
    let headings = all.out.split(separator: "\n").filter { $0.wholeMatch(of: #/\S.* \[[a-z-]+\]/#) != nil }
    #expect(!entries.isEmpty)
    #expect(headings.map { $0.split(separator: "[").last.map { String($0.dropLast()) } } == entries.map(\.id))
    let button = run(["catalogue", "Button"])
    #expect(
      button.status == 0
        && button.out.hasPrefix("Button [button]\n  seed: shared/seeds/002_db6dc9cb2e70cd1c.txt\n"))
    let unknown = run(["catalogue", "buton"])
    #expect(unknown.status == 64 && unknown.err.contains("(did you mean `button`?)"))
  }

  @Test func theCatalogueListsSheetToolkitsWithTheirWordsAndSources() {
    let all = run(["catalogue"])
    #expect(
      all.out.contains(
        "\nsheet toolkits (`sheet NAME toolkit ID`; a sheet naming none on a platform: iOS uikit, Android material)\n  uikit: UIKit UISheetPresentationController (ios)\n    grabber, ios: Sheet Grabber\n    dismiss, ios: Activate to dismiss pop-up window, Button\n    sources:\n      Sheet Grabber: mozilla-mobile/firefox-ios#21219"
      ))
    #expect(all.out.contains("\n  compose: Compose Material 3 ModalBottomSheet (android)\n"))
    #expect(all.out.contains("\n    scrim, android: Close sheet / Double-tap to activate\n"))
    let sheet = run(["catalogue", "sheet"])
    #expect(
      sheet.out.contains(
        "\n  toolkits: the wording of its grabber, dismiss element and scrim is its toolkit's"))
  }

  @Test func issue14KindsPrintTheirSourcesAndBehaviour() {
    let slider = run(["catalogue", "slider"])
    #expect(
      slider.status == 0
        && slider.out.hasPrefix("Slider [slider]\n  seed: (none: no seed describes it)\n  sources:\n"))
    #expect(slider.out.contains("\n  adjusting: its value is a number with \"%\" from 0% to 100%;"))
    // `textfield` names the field entry.
    let field = run(["catalogue", "textfield"])
    #expect(field.status == 0 && field.out.hasPrefix("Text field [field]\n"))
    #expect(field.out.contains("TalkBack each character, and the word a space or punctuation ends"))
    let secure = run(["catalogue", "securefield"])
    #expect(
      secure.out.contains(
        "\n  its text is never spoken, only its length: VoiceOver \"8 characters\", TalkBack \"8 characters\"\n"
      ))
  }

  // MARK: run and screen

  @Test func aWrongExpectationExits1WithExpectedActualAndLocation() {
    let path = "\(Self.runs)/card-enter.audit"
    let result = run(["run", path])
    #expect(result.status == 1)
    #expect(result.out.hasPrefix("FAIL \(path) [ios] card-enter.audit\n"))
    #expect(
      result.out.contains(
        "  \(path):4:53: error: expected button \"Submit\" to be pressed; it has no states\n"))
    #expect(result.out.contains("  note: expected: pressed\n  note: actual:   (no states)\n"))
    // Its only test failed, so its golden is neither compared nor recorded.
    #expect(
      result.out.hasSuffix(
        "SKIP \(path) [ios] golden transcript: not compared: every test failed, and a failing test's golden is neither compared nor recorded\n0 passed, 1 failed, 1 skipped in 0.00 s\n"
      ), "\(result.out)")
  }

  @Test func theBundledAuditsPassOnBothPlatforms() throws {
    let result = earshot(
      ["run", Self.bundledScripts, "--golden", repositoryRoot + "/golden"], environment: ["CI": "true"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.err.isEmpty, "bundled audits should compile without warnings: \(result.err)")
    #expect(result.out.contains("[ios]") && result.out.contains("[android]"))
    // Every bundled script ran, and the summary counts the PASS lines above it.
    let lines = result.out.split(separator: "\n")
    let passes = lines.filter { $0.hasPrefix("PASS ") }
    #expect(lines.last == "\(passes.count) passed, 0 failed in 0.00 s")
    #expect(passes.count == lines.count - 1, "only PASS lines and the summary")
    let scripts = try FileManager.default.subpathsOfDirectory(atPath: Self.bundledScripts)
      .filter { $0.hasSuffix(".audit") }
    #expect(!scripts.isEmpty)
    let shown = ProjectRoot.find().display(Self.bundledScripts)
    for script in scripts {
      #expect(passes.contains { $0.hasPrefix("PASS \(shown)/\(script) [") }, "\(script) did not run")
    }
  }

  @Test func theCardExamplePassesAndPlatformOverridesTheScreen() {
    #expect(run(["run", "\(Self.runs)/card.audit"]).status == 0)
    let android = run(["run", "\(Self.runs)/card-enter.audit", "--platform=android"])
    #expect(android.status == 0)
    #expect(
      android.out
        == "PASS \(Self.runs)/card-enter.audit [android] card-enter.audit\nSKIP \(Self.runs)/card-enter.audit [android] golden transcript: recorded, so not compared\n1 passed, 0 failed, 1 skipped in 0.00 s\n"
    )
  }

  static let suite = ProjectRoot.find().display(
    URL(fileURLWithPath: FixtureCorpus.diagnostics.root.path).deletingLastPathComponent().path + "/suite")

  /// A broken script and a script whose screen is broken fail alone: every other script runs,
  /// each of their tests fails where it is written, and the exit code is 2 after all of it.
  @Test func aScriptThatDoesNotCompileFailsAloneAndTheRunExits2() {
    let result = run(["run", Self.suite])
    #expect(result.status == 2)
    let s = Self.suite
    let expected = """
      FAIL \(s)/broken.audit [ios] first
        \(s)/broken.audit:6:6: error: did not compile: 1 error, the first at \(s)/broken.audit:11:30
            6 | test "first" {
              |      ^~~~~~~
      FAIL \(s)/broken.audit [ios] second
        \(s)/broken.audit:10:6: error: did not compile: 1 error, the first at \(s)/broken.audit:11:30
            10 | test "second" {
               |      ^~~~~~~~
      PASS \(s)/good.audit [ios] submit speaks
      SKIP \(s)/good.audit [ios] golden transcript: recorded, so not compared
      FAIL \(s)/screens/uses-broken.audit [ios] uses the broken screen
        \(s)/screens/uses-broken.audit:5:6: error: did not compile: 1 error, the first at \(s)/screens/broken.screen:3:17
            5 | test "uses the broken screen" {
              |      ^~~~~~~~~~~~~~~~~~~~~~~~

      """
    #expect(result.out.hasPrefix(expected), "\(result.out)")
    #expect(result.err.contains("\(s)/broken.audit:11:30: error: `on` is not a state of Button"))
    #expect(result.err.contains("\(s)/screens/broken.screen:3:17: error: `checked` is not a state of Button"))
    #expect(result.err.hasSuffix("2 errors; 2 scripts did not compile and failed, everything else ran\n"))
  }

  @Test func failingTestsElsewhereDoNotChangeExit2() throws {
    let folder = temporaryFolder()
    try FileManager.default.copyItem(atPath: Self.suite, toPath: folder + "/suite")
    try "screen { button Submit }\nfocus Submit; expect 'Wrong'\n".write(
      toFile: folder + "/suite/failing.audit", atomically: true, encoding: .utf8)
    let result = run(["run", folder + "/suite"])
    #expect(result.status == 2)
    #expect(result.out.contains("FAIL \(folder)/suite/failing.audit [ios] failing.audit\n"))
    // Without the compile errors the same failure is exit 1.
    let alone = run(["run", folder + "/suite/failing.audit", folder + "/suite/good.audit"])
    #expect(alone.status == 1)
  }

  /// The goldens of a script that did not compile are left as they are: not written, not
  /// removed, not compared and not orphans; the other scripts are compared as usual.
  @Test func goldensOfAScriptThatDoesNotCompileAreLeftAlone() throws {
    let folder = temporaryFolder()
    let golden = folder + "/golden"
    try FileManager.default.copyItem(atPath: Self.suite + "/good.audit", toPath: folder + "/good.audit")
    let fixed = "platform ios\nscreen { button Submit }\ntest \"first\" { focus Submit }\n"
    try fixed.write(toFile: folder + "/broken.audit", atomically: true, encoding: .utf8)
    #expect(run(["run", folder, "--golden", golden, "--update", "all"]).status == 0)
    let goldens = try FileManager.default.subpathsOfDirectory(atPath: golden).sorted()
    let recorded = try String(contentsOfFile: golden + "/broken.ios.transcript", encoding: .utf8)
    // Broken in an edit that also moves it to Android: its iOS golden is still not an orphan.
    let broken = fixed.replacingOccurrences(of: "platform ios", with: "platform android") + "focus Nowhere\n"
    try broken.write(toFile: folder + "/broken.audit", atomically: true, encoding: .utf8)
    for update in ["none", "all", "new"] {
      let result = run(["run", folder, "--golden", golden, "--update", update])
      #expect(result.status == 2)
      #expect(!result.err.contains("orphaned"), "\(result.err)")
      #expect(!result.err.contains("broken.ios"), "\(result.err)")
      #expect(result.out.contains("PASS \(folder)/good.audit [ios] golden transcript\n"))
      #expect(!result.out.contains("broken.audit [ios] golden transcript"))
      #expect(try FileManager.default.subpathsOfDirectory(atPath: golden).sorted() == goldens)
      #expect(try String(contentsOfFile: golden + "/broken.ios.transcript", encoding: .utf8) == recorded)
    }
  }

  @Test func aScriptThatDoesNotCompileIsAnnotatedAtItsDiagnostics() {
    let result = run(["run", Self.suite, "--format", "github"])
    #expect(result.status == 2)
    let annotations = result.out.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(
      annotations == [
        "::error file=\(Self.suite)/broken.audit,line=11,col=30,title=earshot state-not-of-component::`on` is not a state of Button; Button has: disabled, selected, pressed",
        "::error file=\(Self.suite)/screens/broken.screen,line=3,col=17,title=earshot state-not-of-kind::`checked` is not a state of Button; in a screen, Button can be: disabled, selected",
      ])
  }

  @Test func transcriptsArePrintedOnRequest() {
    // The transcript names the script by its key: its path from the folder holding the golden
    // folder.
    let golden = temporaryFolder() + "/golden"
    let result = run(["run", "\(Self.runs)/card.audit", "--transcripts", "--golden", golden])
    let key = ProjectRoot.find(goldenFolder: golden).key(of: "\(Self.runs)/card.audit")
    #expect(key.hasPrefix("../") && key.hasSuffix("/Tests/EarshotKitTests/Fixtures/runs/card.audit"))
    #expect(result.out.contains("earshot transcript 2\nscript: \(key)\n"))
    #expect(result.out.contains("    say \"Submit, Button\"\n"))
  }

  @Test func screenPrintsTheSwipeOrderWithAnnouncements() {
    let result = run(["screen", "\(Self.fixtures)/screens/unreachable.screen", "--platform", "android"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        "Unreachable" (\(Self.fixtures)/screens/unreachable.screen) on android (TalkBack)
          1  button "Open"  Open, Button
                            hint: Double-tap to activate
          2  row "One"      One
                            hint: Double-tap to activate

        while sheet "Panel" is open (half, opened by button "Open"):
          1  grabber         collapsed, Drag handle, Button
                             hint: Double-tap to Expand the bottom sheet
          2  button "Apply"  Apply, Button
                             hint: Double-tap to activate

        """)
  }

  @Test func screenListsADialogOpenAndASnackbarShowingWithNoSize() {
    let result = run(["screen", Self.bundledScripts + "/snackbar/inbox.screen", "--platform", "ios"])
    #expect(result.status == 0)
    #expect(
      result.out.contains("\nwhile snackbar \"Message archived\" is showing (shown by button \"Archive\"):\n")
    )
    let dialog = run(["screen", Self.bundledScripts + "/dialog/signin.screen", "--platform", "ios"])
    #expect(dialog.out.contains("\nwhile dialog \"Error\" is open (opened by button \"Log in\"):\n"))
  }
}
