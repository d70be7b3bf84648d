import Foundation
import Testing

@testable import EarshotKit

#if canImport(Glibc)
  import Glibc
#endif

/// Reports written where a folder's name is not UTF-8 (`FileName`), and temporaries whose
/// times are extreme: every system call the report writers make takes the name's own bytes,
/// and no file's time can trap.
@Suite struct ReportFolderBytesTests {
  static let button = repositoryRoot + "/scripts/button"
  /// `rep\xE9`, as earshot holds a name that is not UTF-8.
  static let latin1 = FileName.decode(Array("rep".utf8) + [0xE9])

  /// The scripts of `scripts/button` (both, or only `enter.audit`) in a new folder.
  private func scripts(in root: String, only: String? = nil) throws -> String {
    let folder = root + "/s"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for name in ["button.screen", "enter.audit", "submit.audit"]
    where only == nil || name == only
      || name == "button.screen"
    {
      try FileManager.default.copyItem(atPath: Self.button + "/" + name, toPath: folder + "/" + name)
    }
    return folder
  }

  /// The names in `folder` as the system lists them, each as `FileName` holds it.
  private func names(in folder: String) -> [String] {
    FileSystem.entries(of: folder).map { PathText.name(of: $0.path) }.sorted()
  }

  @Test func aJUnitReportIsWrittenInAFolderNotNamedInUTF8() throws {
    let root = temporaryFolder()
    let report = root + "/" + Self.latin1 + "/x/results.xml"
    let result = earshot(["run", try scripts(in: root), "--golden", root + "/golden", "--junit", report])
    #expect(result.status == 0, "\(result.err)")
    #expect(names(in: root + "/" + Self.latin1 + "/x") == ["results.xml"])
  }

  @Test func anHTMLReportNotNamedInUTF8IsReplacedWithNothingLeftBeside() throws {
    let root = temporaryFolder()
    let folder = try scripts(in: root)
    for _ in 0..<2 {
      let result = earshot(["run", folder, "--golden", root + "/golden", "--html", root + "/" + Self.latin1])
      #expect(result.status == 0, "\(result.err)")
    }
    #expect(names(in: root) == [Self.latin1, "golden", "s"].sorted())
  }

  /// The folder's inode (its own, not a link's), as the system names it by its bytes.
  private func inode(_ path: String) -> UInt? {
    var status = stat()
    return FileName.withSystemPath(path, { lstat($0, &status) }) == 0 ? UInt(status.st_ino) : nil
  }

  /// Swapped in whole: the second report is a new folder, put where the first was (written in
  /// place, it would be the same folder).
  @Test func anHTMLReportUnderAParentNotNamedInUTF8IsSwappedInWhole() throws {
    let root = temporaryFolder()
    let report = root + "/" + Self.latin1 + "/report"
    let both = try scripts(in: root + "/both")
    let one = try scripts(in: root + "/one", only: "enter.audit")
    #expect(earshot(["run", both, "--golden", root + "/golden", "--html", report]).status == 0)
    let first = try #require(inode(report))
    #expect(names(in: report).contains { $0.contains("submit.audit") })
    #expect(earshot(["run", one, "--golden", root + "/golden", "--html", report]).status == 0)
    #expect(inode(report) != first)
    #expect(!names(in: report).contains { $0.contains("submit.audit") }, "\(names(in: report))")
  }

  /// tmpfs keeps whatever time a file is given; ext4 would clamp it.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/shm"), "no /dev/shm (tmpfs) here"))
  func aStaleTemporaryFromTheFarPastDoesNotTrap() throws {
    let root = "/dev/shm/earshot-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let stale = root + "/.results.xml.1-1.earshot-tmp"
    #expect(FileManager.default.createFile(atPath: stale, contents: Data("old".utf8)))
    var times = [timespec(tv_sec: 0, tv_nsec: 0), timespec(tv_sec: Int.min, tv_nsec: 0)]
    try #require(utimensat(AT_FDCWD, stale, &times, 0) == 0)
    let result = try EarshotBinary.run(
      ["run", Self.button, "--golden", root + "/golden", "--junit", root + "/results.xml"], in: root)
    #expect(result.reason == .exit && result.status == 0, "\(result.status): \(result.err)")
    #expect(FileManager.default.fileExists(atPath: root + "/results.xml"))
    #expect(!FileManager.default.fileExists(atPath: stale), "the stale temporary is removed")
  }
}
