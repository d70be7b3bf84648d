import Foundation
import Testing

@testable import EarshotKit

/// A capture with nothing in it (0 bytes, or blank lines: what a failed `uiautomator dump`
/// leaves) is an `empty-capture` error, not an empty screen that every audit rule passes. A
/// `.screen` file is written by hand, and an empty one is a screen with no elements.
@Suite struct EmptyCaptureTests {
  static let message =
    "there is no tree to read, as when `uiautomator dump` or the page source failed; capture the screen again"

  @Test func anEmptyOrBlankFileThatIsNoScreenFileIsAnEmptyCapture() throws {
    let cases: [(path: String, bytes: [UInt8], what: String)] = [
      ("window_dump.xml", [], "is empty (0 bytes)"),
      ("window_dump.xml", Array("\n\n  \n".utf8), "holds only blank lines"),
      ("source.xml", Array("\r\n\t\r\n".utf8), "holds only blank lines"),
      ("tree.txt", [0xEF, 0xBB, 0xBF, 0x0A], "holds only blank lines"),
      // No extension at all: still not a `.screen` file.
      ("dump", Array(" ".utf8), "holds only blank lines"),
      ("window_dump.xml", [0x0B, 0x0C, 0x0A], "holds only blank lines"),
      // What a script that caught the failure wrote instead of the tree: it reads as a screen
      // language comment, a screen of nothing.
      (
        "window_dump.xml", Array("# uiautomator dump failed\n".utf8),
        "holds no element: it is in no capture format, and read as a screen it lists nothing"
      ),
    ]
    for (path, bytes, what) in cases {
      let compiled = Compiler(reader: .memory([path: bytes])).compileScreen(at: path)
      #expect(!compiled.succeeded, "\(path)")
      #expect(compiled.diagnostics.count == 1, "\(path): \(compiled.diagnostics.map(\.message))")
      let diagnostic = try #require(compiled.diagnostics.first, "\(path)")
      #expect(diagnostic.id == .emptyCapture && diagnostic.severity == .error, "\(path)")
      #expect(diagnostic.message == "the capture \(what): \(Self.message)", "\(path)")
      #expect(diagnostic.location.file.path == path)
      #expect(diagnostic.location.file.location(of: diagnostic.location.range.start) == (1, 1))
      #expect(
        diagnostic.notes.map(\.message) == [
          "a file that is not a `.screen` file is read as a capture; a `.screen` file may be empty"
        ])
    }
  }

  /// `earshot audit` of an empty dump fails to compile (exit 2) and audits nothing.
  @Test func earshotAuditOfAnEmptyDumpExitsTwo() throws {
    let folder = temporaryFolder()
    try write("", to: "window_dump.xml", in: folder)
    try write("\n\n", to: "blank.xml", in: folder)
    for name in ["window_dump.xml", "blank.xml"] {
      let path = folder + "/" + name
      let audit = earshot(["audit", path])
      #expect(audit.status == 2, "\(audit.out)")
      #expect(audit.out == "0 passed, 0 failed\n")
      #expect(audit.err.hasPrefix("\(path):1:1: error: the capture "), "\(audit.err)")
      #expect(audit.err.contains(": \(Self.message) [empty-capture]\n"), "\(audit.err)")
      let initialized = earshot(["init", path])
      #expect(initialized.status == 2)
      #expect(initialized.out.isEmpty)
    }
  }

  /// A script naming an empty capture is blamed where it names it.
  @Test func aScriptNamingAnEmptyCaptureIsBlamedThere() throws {
    let folder = temporaryFolder()
    try write("", to: "dump.xml", in: folder)
    try write("screen \"dump.xml\"\nfocus OK\n", to: "a.audit", in: folder)
    let check = earshot(["check", folder + "/a.audit"])
    #expect(check.status == 2)
    #expect(
      check.err.contains(
        "\(folder)/dump.xml:1:1: error: the capture is empty (0 bytes): \(Self.message) [empty-capture]\n"),
      "\(check.err)")
    #expect(
      check.err.contains("\(folder)/a.audit:1:8: note: the script names this capture here\n"), "\(check.err)")
  }

  /// An empty `.screen` file (or one of comments) is a screen written with no elements, as
  /// `screen { }` is: it compiles, and the audit has nothing to report.
  @Test func anEmptyScreenFileIsAScreenWithNoElements() throws {
    for text in ["", "\n\n", "# to be written\n"] {
      let compiled = Compiler(reader: .memory(["blank.screen": Array(text.utf8)])).compileScreen(
        at: "blank.screen")
      #expect(compiled.succeeded && compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
      #expect(try #require(compiled.screen).elements.isEmpty)
    }
    let folder = temporaryFolder()
    try write("", to: "blank.screen", in: folder)
    let audit = earshot(["audit", folder + "/blank.screen", "--quiet"])
    #expect(audit.status == 0 && audit.err.isEmpty, "\(audit.err)")
  }
}
