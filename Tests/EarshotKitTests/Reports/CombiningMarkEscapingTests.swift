import Foundation
import Testing

@testable import EarshotKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Escaping that looks for an ASCII character (`]]>` in CDATA, `,` `:` `%` in a workflow
/// command, `/` and `.` in a classname, a diff's signs) finds it with a combining mark after
/// it: a string search compares whole characters, and `>` with a mark is not `>`.
@Suite struct CombiningMarkEscapingTests {
  @Test func cdataEndsWithAMarkAfterThemAreSplit() {
    #expect(XMLText.cdata("a]]>\u{301}b") == "<![CDATA[a]]]]><![CDATA[>\u{301}b]]>")
    #expect(XMLText.cdata("]]]>>") == "<![CDATA[]]]]]><![CDATA[>>]]>")
    #expect(XMLText.cdata("]]\u{301}>") == "<![CDATA[]]\u{301}>]]>", "not an end: a mark between")
  }

  @Test func aJUnitTranscriptWithAMarkedCDATAEndIsWellFormed() throws {
    let folder = temporaryFolder()
    try write(
      "screen { button \"a]]>\\u{301}b\" }\ntest \"t\" {\n  focus \"a]]>\\u{301}b\"\n}\n", to: "m.audit",
      in: folder)
    let outcome = SuiteRunner().run([folder + "/m.audit"], options: .init(jobs: 1))
    #expect(outcome.compiled)
    let xml = JUnitReport().render(outcome)
    #expect(xml.contains("a]]]]><![CDATA[>\u{301}b"))
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "well-formed:\n\(xml)")
  }

  @Test func workflowCommandPropertiesAndDataEscapeMarkedCharacters() {
    #expect(
      GitHubAnnotations.property("a,\u{301}b:\u{301}c%\u{301}d") == "a%2C\u{301}b%3A\u{301}c%25\u{301}d")
    #expect(GitHubAnnotations.data("50%\u{301}\n\u{301}x,:") == "50%25\u{301}%0A\u{301}x,:")
    #expect(
      GitHubAnnotations.data("a\r\nb") == #"a\r%0Ab"#, "a carriage return from a file is shown, not sent")
    #expect(GitHubAnnotations.property("a\r\nb") == #"a\r\nb"#)
  }

  @Test func aMarkedCommaInATestNameStaysInItsTitle() throws {
    let folder = temporaryFolder()
    try write(
      "screen { button OK }\nplatform ios\ntest \"a,\u{301}line=9:\u{301}:x\" {\n  focus OK\n  expect 'No'\n}\n",
      to: "m.audit", in: folder)
    let text = GitHubAnnotations.render(SuiteRunner().run([folder + "/m.audit"], options: .init(jobs: 1)))
    #expect(text.contains(",line=5,col=3,title=a%2C\u{301}line=9%3A\u{301}%3Ax [ios]::expected \"No\""))
    #expect(!text.contains(",\u{301}") && !text.contains(":\u{301}"))
  }

  /// The console's last check finds `##[` after a mark that joins the next character (U+0600
  /// is one character with the `#` after it), as the runner does.
  @Test func aLegacyCommandAfterAPrependedMarkIsBroken() {
    #expect(VisibleText.terminalSafe("\u{600}##[error]x\n") == "\u{600}#\\u{23}[error]x\n")
    #expect(VisibleText.escaped("\u{600}##[error]x") == "\u{600}#\\u{23}[error]x")
  }

  @Test func classnamesSplitAndReplaceMarkedSlashesAndDots() {
    #expect(JUnitReport.classname("d/\u{301}x.\u{301}y.audit", .ios) == "d.\u{301}x_\u{301}y.ios")
  }

  @Test func diffSignsWithAMarkAfterThemAreColoured() {
    #expect(
      UnifiedDiff.colored("+\u{301}x\n-\u{301}y")
        == "\u{1B}[32m+\u{301}x\u{1B}[0m\n\u{1B}[31m-\u{301}y\u{1B}[0m")
    #expect(UnifiedDiff.colored("+++ \u{301}b") == "\u{1B}[1m+++ \u{301}b\u{1B}[0m")
    #expect(UnifiedDiff.sections(of: "@@ -1 +1 @@ \u{301}t\n") == ["\u{301}t"])
  }

  @Test func goldenPathsSplitAtSlashBytes() {
    let store = GoldenStore(
      project: ProjectRoot(path: "/nonexistent-earshot/p", workingDirectory: "/nonexistent-earshot/p"),
      isCI: true)
    // `../` and a folder whose name starts with a mark: still outside the root, so `@up`.
    #expect(
      store.goldenPath(key: "../\u{301}a/x.audit", platform: .ios) == "golden/@up/\u{301}a/x.ios.transcript")
    #expect(!GoldenStore.isWithin("../\u{301}a/x.audit", ""))
    #expect(GoldenStore.isWithin("s/\u{301}a.audit", "s"))
    for key in ["\u{301}a.audit", "../\u{301}a/x.audit", "@\u{301}/a.audit", "s/\u{301}@up/a.audit"] {
      let golden = store.goldenPath(key: key, platform: .android)
      #expect(store.script(ofGolden: golden)?.key == key, "\(golden)")
      #expect(store.script(ofGolden: golden)?.platform == "android")
    }
  }
}
