import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// A run and the golden commands agree on links in the golden folder: the golden commands
/// leave each alone, so a run neither reads nor writes a golden through one (a change it kept
/// there could never be reviewed or accepted, and `--update all` would rewrite files outside the
/// golden folder). Its `golden transcript` test fails naming the link, and it calls nothing
/// behind the link an orphan, since `golden prune` could not remove it.
@Suite struct GoldenLinkedFolderTests {
  static let script = "platform ios\nscreen { button Submit }\nfocus Submit\n"

  /// `scripts/a/x.audit`, its golden recorded and then moved to `elsewhere/a`, with a link to it
  /// in its place, beside an orphan there; returns the root and the golden text.
  private func linkedProject(_ name: String = #function) throws -> (root: String, golden: String) {
    let root = temporaryFolder(name)
    try write(Self.script, to: "scripts/a/x.audit", in: root)
    let recorded = earshot(["run", root + "/scripts", "--golden", root + "/golden"])
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
    try manager.moveItem(atPath: root + "/golden/scripts/a", toPath: root + "/elsewhere/a")
    try manager.createSymbolicLink(
      atPath: root + "/golden/scripts/a", withDestinationPath: "../../elsewhere/a")
    let golden = try String(contentsOfFile: root + "/elsewhere/a/x.ios.transcript", encoding: .utf8)
    try golden.write(toFile: root + "/elsewhere/a/gone.ios.transcript", atomically: true, encoding: .utf8)
    return (root, golden)
  }

  private func message(_ root: String, _ golden: String) -> String {
    "\(root)/golden/scripts/a is a symbolic link; earshot reads and writes no golden through a link in the golden folder, where golden commands leave it alone, so \(root)/golden/\(golden) was not compared; replace the link with the folder it names"
  }

  /// A change, a new script, `--update all` and CI: each fails naming the link, and nothing
  /// behind it is read, written or called an orphan.
  @Test(arguments: [[], ["--update", "all"], ["CI"]])
  func aRunGoesThroughNoLinkInTheGoldenFolder(_ options: [String]) throws {
    let (root, golden) = try linkedProject()
    try write(
      Self.script.replacingOccurrences(of: "Submit }", with: "Submit label \"Send\" }"),
      to: "scripts/a/x.audit", in: root)
    try write(Self.script, to: "scripts/a/y.audit", in: root)
    let ci = options == ["CI"]
    let run = earshot(
      ["run", root + "/scripts", "--golden", root + "/golden"] + (ci ? [] : options),
      environment: ci ? ["CI": "true"] : [:])
    #expect(run.status == 1, "\(run.out)\(run.err)")
    for script in ["x", "y"] {
      #expect(
        run.out.contains(
          "FAIL \(root)/scripts/a/\(script).audit [ios] golden transcript\n  \(root)/scripts/a/\(script).audit:1:1: error: \(message(root, "scripts/a/\(script).ios.transcript"))\n"
        ), "\(run.out)")
    }
    #expect(!run.err.contains("orphan"), "\(run.err)")
    #expect(!run.err.contains("recorded"), "\(run.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere/a").sorted()
    #expect(files == ["gone.ios.transcript", "x.ios.transcript"])
    #expect(try String(contentsOfFile: root + "/elsewhere/a/x.ios.transcript", encoding: .utf8) == golden)
  }

  /// A golden that is itself a link is not read either: the run fails naming it.
  @Test func aGoldenThatIsALinkIsNotRead() throws {
    let root = temporaryFolder()
    try write(Self.script, to: "scripts/x.audit", in: root)
    #expect(earshot(["run", root + "/scripts", "--golden", root + "/golden"]).status == 0)
    let golden = root + "/golden/scripts/x.ios.transcript"
    try FileManager.default.moveItem(atPath: golden, toPath: root + "/x.ios.transcript")
    try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: "../../x.ios.transcript")
    let run = earshot(["run", root + "/scripts", "--golden", root + "/golden"], environment: ["CI": "true"])
    #expect(run.status == 1)
    #expect(
      run.out.contains(
        "error: \(golden) is a symbolic link; earshot reads and writes no golden through a link in the golden folder, where golden commands leave it alone, so it was not compared; replace the link with the file it names\n"
      ), "\(run.out)")
  }
}
