import EarshotKit
import Foundation
import Testing

/// `earshot init`: the script it writes for a screen or capture checks clean and passes at
/// once on every platform it runs on.
@Suite struct InitTests {
  /// Writes the starter script for `screen` into `folder`, compiles it and runs it; records an
  /// issue for any diagnostic (warnings too: a baseline should check clean) or failure.
  @discardableResult
  static func initPassesAtOnce(_ screen: String, into folder: String) throws -> String? {
    let loaded = Compiler().compileScreen(at: screen)
    guard loaded.succeeded, let compiled = loaded.compiledScreen else { return nil }
    let generator = StarterScript(compiled: compiled, platforms: loaded.platforms)
    let text = generator.script(screenPath: StarterScript.screenPath(screen, forScriptIn: folder))
    let name = screen.split(separator: "/").suffix(2).joined(separator: "-") + ".audit"
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let script = Compiler().compileScript(at: path)
    // The screen's own warnings (a capture imported with a note) come along; the script adds none.
    let own = script.diagnostics.filter { $0.location.file.path == path }
    #expect(
      script.succeeded && own.isEmpty,
      "\(screen):\n\(DiagnosticRenderer().render(script.diagnostics))\n\(text)")
    let run = try #require(Executor().run(script), "\(screen) did not compile:\n\(text)")
    #expect(run.runs.map(\.platform) == loaded.platforms, "\(screen)")
    for platformRun in run.runs {
      for failure in platformRun.tests.flatMap(\.failures) {
        Issue.record("\(screen) [\(platformRun.platform.rawValue)]: \(failure.message)\n\(text)")
      }
    }
    return text
  }

  static func files(under folder: String, where keep: (String) -> Bool) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder)
    var found: [String] = []
    while let relative = walker?.nextObject() as? String {
      if keep(relative) { found.append(folder + "/" + relative) }
    }
    return found.sorted()
  }

  /// Every bundled screen, the bundled captures (one per format) and this suite's fixtures.
  @Test func everyBundledScreenAndCaptureFixturePasses() throws {
    let scripts = repositoryRoot + "/scripts"
    let screens =
      Self.files(under: scripts) { $0.hasSuffix(".screen") }
      + Self.files(under: scripts + "/captures") { $0.hasSuffix(".xml") || $0.hasSuffix(".txt") }
      + Self.files(under: repositoryRoot + "/Tests/EarshotKitTests/Fixtures/init") { !$0.hasSuffix(".md") }
    #expect(screens.count >= 20)
    let folder = temporaryFolder()
    var generated = 0
    for screen in screens {
      let text = try Self.initPassesAtOnce(screen, into: folder)
      #expect(text != nil, "\(screen) did not compile")
      if text != nil { generated += 1 }
    }
    #expect(generated == screens.count)
  }

  /// A dialog opens and closes as a sheet does; a toast and a snackbar are shown, focus staying
  /// on the element that shows them.
  @Test func dialogsOpenAndCloseAndToastsAndSnackbarsAreShown() throws {
    let folder = temporaryFolder()
    let inbox = try #require(
      try Self.initPassesAtOnce(repositoryRoot + "/scripts/snackbar/inbox.screen", into: folder))
    #expect(inbox.contains("test \"toast \\\"Draft saved\\\" is shown\" {\n  focus button \"Save draft\""))
    #expect(
      inbox.contains(
        "  doubletap\n  expect ios silence\n  expect android exactly 'Message archived, Undo, Button'\n  expect focus button \"Archive\"\n}"
      ))
    #expect(!inbox.contains("no test, since"))
    let signIn = try #require(
      try Self.initPassesAtOnce(repositoryRoot + "/scripts/dialog/signin.screen", into: folder))
    #expect(signIn.contains("  doubletap\n  expect ios exactly 'Alert, Error'\n"))
  }

  /// What the fixtures hold that a script must write carefully.
  @Test func namesAreEscapedAndUnnameableFindingsAreLeftOut() throws {
    let folder = temporaryFolder()
    let text = try #require(
      try Self.initPassesAtOnce(
        repositoryRoot + "/Tests/EarshotKitTests/Fixtures/init/tricky.screen", into: folder))
    #expect(text.contains(#"expect exactly 'Say "hi" \\ o\'clock, Heading'"#))
    #expect(text.contains(#"expect focus button "\u{202E}reversed""#))
    #expect(text.contains(#"expect focus button "Line\nbreak""#))
    #expect(text.contains("test \"sheet \\\"Filters\\\" opens and closes\""))
    #expect(text.contains("expect state half of sheet \"Filters\""))
    #expect(text.contains("# sheet \"More\": no test"))
    #expect(text.contains("  audit button \"Filters\"\n"))
    #expect(!text.contains("  audit\n"))
    let capture = try #require(
      try Self.initPassesAtOnce(
        repositoryRoot + "/Tests/EarshotKitTests/Fixtures/init/tricky.uiautomator.xml", into: folder))
    #expect(capture.contains(#"allow role-not-in-name on @send because "baseline from earshot init: "#))
    #expect(capture.contains(#"expect android exactly 'Price "9\\99"\ntoday'"#))
  }

  /// The stops audited one by one, when a finding no `allow` can accept keeps the screen from
  /// being audited whole: every named stop but those whose audit reaches the unnamed button on
  /// some platform. The row's text is a stop of its own on iOS, but TalkBack's stop is the row,
  /// button and all, so `audit text "Inbox"` would fail on Android.
  @Test func aStopHoldingAFindingNoAllowCanAcceptIsLeftOutOfTheAudit() throws {
    let folder = temporaryFolder()
    let screen = folder + "/mail.screen"
    try """
    screen "Mail" {
      button "Save"
      row "Inbox" {
        text "Inbox"
        button
      }
      button
      button "Send"
    }
    """.write(toFile: screen, atomically: true, encoding: .utf8)
    let text = try #require(try Self.initPassesAtOnce(screen, into: folder))
    #expect(text.hasSuffix("  audit button \"Save\"\n  audit button \"Send\"\n}\n"))
    #expect(!text.contains("audit row") && !text.contains("audit text"))
  }

  static let corpus = repositoryRoot + "/../shared/corpus"

  /// The real captures, edge cases included: init never crashes, and every capture that
  /// imports gives a script that checks clean and passes.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: corpus),
      "../shared/corpus is not here, so there are no real captures to start scripts from"))
  func everyCorpusCaptureThatImportsPasses() throws {
    let captures = Self.files(under: Self.corpus) { relative in
      !relative.hasPrefix(SharedCorpusTests.testToolTrees)
        && [".xml", ".txt", ".json"].contains { relative.hasSuffix($0) }
    }
    #expect(captures.count >= 10)
    let folder = temporaryFolder()
    var imported = 0
    for capture in captures where try Self.initPassesAtOnce(capture, into: folder) != nil {
      imported += 1
    }
    #expect(imported >= 10)
  }
}
