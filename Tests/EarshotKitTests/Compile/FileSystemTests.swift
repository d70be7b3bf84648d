import Foundation
import Testing

@testable import EarshotKit

/// The POSIX file reading and folder listing the compiler and the golden store use.
@Suite struct FileSystemTests {
  @Test func readsWholeFilesAndRefusesWhatItShouldNot() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let big = [UInt8]((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })
    try Data(big).write(to: URL(fileURLWithPath: folder + "/big.bin"))
    try Data().write(to: URL(fileURLWithPath: folder + "/empty.bin"))

    guard case .success(let read) = FileSystem.readFile(folder + "/big.bin", maximumSize: 200_000) else {
      Issue.record("a file exactly at the limit is read")
      return
    }
    #expect(read == big)
    guard case .failure(.tooLarge(199_999)) = FileSystem.readFile(folder + "/big.bin", maximumSize: 199_999)
    else {
      Issue.record("a file one byte over the limit is refused")
      return
    }
    guard case .success(let empty) = FileSystem.readFile(folder + "/empty.bin", maximumSize: 10) else {
      Issue.record("an empty file is read")
      return
    }
    #expect(empty.isEmpty)
    guard case .failure(.isDirectory) = FileSystem.readFile(folder, maximumSize: 10) else {
      Issue.record("a folder is refused as a folder")
      return
    }
    guard case .failure(.notFound) = FileSystem.readFile(folder + "/missing", maximumSize: 10) else {
      Issue.record("a missing file is not found")
      return
    }
    guard case .failure(.notFound) = FileSystem.readFile(folder + "/big.bin/below", maximumSize: 10) else {
      Issue.record("a path through a file is not found")
      return
    }
    #expect(mkfifo(folder + "/pipe", 0o600) == 0)
    guard case .failure(.unreadable) = FileSystem.readFile(folder + "/pipe", maximumSize: 10) else {
      Issue.record("a named pipe is refused at once, without waiting for a writer")
      return
    }
  }

  @Test func listsMatchingFilesUnderAFolderSorted() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for path in ["b/z.transcript", "a.transcript", "b/c/d.transcript", "b/other.txt", "e.transcript.new"] {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: full))
    }
    try FileManager.default.createDirectory(
      atPath: folder + "/f.transcript", withIntermediateDirectories: true)
    #expect(
      FileSystem.files(under: folder, endingWith: ".transcript")
        == ["a.transcript", "b/c/d.transcript", "b/z.transcript"].map { folder + "/" + $0 })
    #expect(FileSystem.files(under: folder + "/missing", endingWith: ".transcript").isEmpty)
  }
}

/// Goldens are stored by the script's key: one place per script however its path is spelled,
/// and no two scripts share one.
@Suite struct GoldenPathTests {
  /// A root that does not exist, so that keys are worked out from the text alone.
  static let project = ProjectRoot(path: "/nonexistent-earshot/p", workingDirectory: "/nonexistent-earshot/p")
  static let store = GoldenStore(project: project, isCI: true)

  @Test(arguments: [
    ("scripts/button/submit.audit", "golden/scripts/button/submit.ios.transcript"),
    ("./scripts/a.audit", "golden/scripts/a.ios.transcript"),
    ("scripts//a.audit", "golden/scripts/a.ios.transcript"),
    ("scripts/./a.audit", "golden/scripts/a.ios.transcript"),
    ("/nonexistent-earshot/p/scripts/a.audit", "golden/scripts/a.ios.transcript"),
    ("../p/scripts/a.audit", "golden/scripts/a.ios.transcript"),
    ("../other/a.audit", "golden/@up/other/a.ios.transcript"),
    ("__/other/a.audit", "golden/__/other/a.ios.transcript"),
    ("/abs/a.audit", "golden/@up/@up/abs/a.ios.transcript"),
    ("@up/a.audit", "golden/@@up/a.ios.transcript"),
    ("scripts/.hidden/a.audit", "golden/scripts/.hidden/a.ios.transcript"),
    ("scripts/.../a.audit", "golden/scripts/.../a.ios.transcript"),
    ("a.audit", "golden/a.ios.transcript"),
  ])
  func goldenPathOf(script: String, golden: String) {
    #expect(Self.store.goldenPath(script: script, platform: .ios) == golden)
  }

  @Test func differentScriptsNeverShareAGoldenAndEachGoldenNamesItsScript() {
    let keys = [
      "a.audit", "../a.audit", "__/a.audit", "@up/a.audit", "@@up/a.audit", "../../a.audit",
      "@up/@up/a.audit",
      "x/../y.audit", "@/a.audit", "@@/a.audit",
    ]
    let goldens = keys.map { Self.store.goldenPath(key: $0, platform: .android) }
    #expect(Set(goldens).count == keys.count, "\(goldens)")
    for (key, golden) in zip(keys, goldens) {
      #expect(Self.store.script(ofGolden: golden)?.key == key)
      #expect(Self.store.script(ofGolden: golden)?.platform == "android")
    }
  }

  @Test func displayPathsAreRelativeToTheWorkingDirectoryAndTidied() {
    let project = ProjectRoot(path: "/r", workingDirectory: "/r/w")
    #expect(project.display("login/./submit.audit") == "login/submit.audit")
    #expect(project.display("login//submit.audit") == "login/submit.audit")
    #expect(project.display("../w/login/submit.audit") == "login/submit.audit")
    #expect(project.display("/r/w/login/submit.audit") == "login/submit.audit")
    #expect(project.display("../x/a.audit") == "../x/a.audit")
    #expect(project.display("/elsewhere//a.audit") == "/elsewhere/a.audit")
    #expect(project.display("./") == ".")
  }
}
