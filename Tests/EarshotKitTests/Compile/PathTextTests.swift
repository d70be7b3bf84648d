import Foundation
import Testing

@testable import EarshotKit

/// Paths are split at the `/` byte, as the system splits them, whatever characters the marks
/// around a `/` make of it.
@Suite struct PathTextTests {
  /// A combining mark after a `/` and a prepended mark (U+0600) before one each make one
  /// character with it.
  static let joined = ["a/\u{301}x/b.audit", "a\u{600}/b.audit", "/\u{301}", "d/\u{301}/\u{301}a.audit"]

  @Test func aSlashThatAMarkJoinsStillSeparates() {
    #expect(Self.joined.map { PathText.folder(of: $0) } == ["a/\u{301}x", "a\u{600}", "", "d/\u{301}"])
    #expect(Self.joined.map { PathText.name(of: $0) } == ["b.audit", "b.audit", "\u{301}", "\u{301}a.audit"])
    #expect(
      Self.joined.map { PathText.components(of: $0) } == [
        ["a", "\u{301}x", "b.audit"], ["a\u{600}", "b.audit"], ["\u{301}"],
        ["d", "\u{301}", "\u{301}a.audit"],
      ])
    #expect(PathText.split("x/\u{301}").map { [$0.folder, $0.name] } == ["x", "\u{301}"])
    #expect(PathText.isAbsolute("/\u{301}x") && !PathText.isAbsolute("\u{301}/x"))
    #expect(PathText.endsWithSlash("a\u{600}/") && PathText.parent(of: "/\u{301}x") == "/")
    #expect(
      PathText.isWithin("/r/\u{301}x/a", folder: "/r") && !PathText.isWithin("/r\u{301}/a", folder: "/r"))
  }

  @Test func aSuffixIsMatchedAndCutByBytes() {
    #expect(PathText.hasSuffix("a\u{600}.audit", ".audit") && !PathText.hasSuffix("audit", ".audit"))
    #expect(PathText.removingSuffix(".audit", from: "d/a\u{600}.audit") == "d/a\u{600}")
    #expect(PathText.removingSuffix(".audit", from: "a.screen") == "a.screen")
  }

  /// The pieces hold exactly the bytes between the slashes: scalars, not characters.
  @Test func piecesKeepEveryScalar() {
    let path = "d/\u{301}x/\u{301}a.audit"
    #expect(PathText.folder(of: path).map { Array($0.unicodeScalars) } == ["d", "/", "\u{301}", "x"])
    #expect(Array(PathText.name(of: path).unicodeScalars) == ["\u{301}", "a", ".", "a", "u", "d", "i", "t"])
    #expect(PathText.dropping(2, from: "./\u{301}a").unicodeScalars.elementsEqual(["\u{301}", "a"]))
  }

  /// The raw bytes of a name that is not UTF-8 (`FileName`) hold no `/`.
  @Test func rawBytesStayInTheirPart() {
    let path = FileName.decode([0x61, 0x2F, 0xE9, 0x2F, 0xCC, 0x81, 0x2F, 0x62])
    let parts = PathText.components(of: path).map { part in
      FileName.withSystemPath(String(part)) { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    }
    #expect(parts == [[0x61], [-0x17], [-0x34, -0x7F], [0x62]])
    #expect(PathText.name(of: path) == "b")
    #expect(PathText.folder(of: FileName.decode([0xE9, 0x2F, 0x80])) == FileName.decode([0xE9]))
  }

  @Test func emptyPartsAndTrailingSlashes() {
    #expect(PathText.components(of: "//a//b/") == ["a", "b"])
    #expect(PathText.components(of: "//a//b/", omittingEmpty: false) == ["", "", "a", "", "b", ""])
    #expect(
      PathText.components(of: "//\u{301}//b/\u{301}/", omittingEmpty: false) == [
        "", "", "\u{301}", "", "b", "\u{301}", "",
      ])
    #expect(PathText.split("a/b/").map { [$0.folder, $0.name] } == ["a/b", ""])
    #expect(PathText.name(of: "a/\u{301}//") == "\u{301}")
    #expect(PathText.name(of: "a/b//") == "b")
    #expect(["/", "", "x"].map { PathText.name(of: $0) } == ["/", "", "x"])
    #expect(["/x", "x", "a//x"].map { PathText.parent(of: $0) } == ["/", ".", "a/"])
    #expect(PathText.folder(of: "x") == nil && PathText.split("x") == nil)
  }

  /// A path below the working directory is shown from it, its first part whole.
  @Test func aPathBelowTheWorkingDirectoryIsShownWhole() {
    let project = ProjectRoot(path: "/r", workingDirectory: "/r/w")
    #expect(project.display("/r/w/\u{301}x/a.audit") == "\u{301}x/a.audit")
    #expect(project.display("\u{301}/a.audit") == "\u{301}/a.audit")
    #expect(project.key(of: "/r/w/\u{301}") == "w/\u{301}")
    #expect(project.display("/r/\u{301}a.audit") == "/r/\u{301}a.audit")
  }
}
