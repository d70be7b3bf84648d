import Foundation
import Testing

/// A file named as a screen that earshot does not recognise (not a screen, not a capture it
/// reads) may be any readable file: a key, a password file, the process's environment. It is
/// reported by its path alone; no report shows a line of it.
@Suite struct UnrecognisedFileTests {
  static let secret = "TOKEN=s3cr3t-do-not-print"

  /// Every output of every command that reads the file, joined.
  private func everyOutput(of screen: String, in folder: String) throws -> String {
    try write("screen \"\(screen)\"\ntest \"t\" {\n  focus Submit\n}\n", to: "a.audit", in: folder)
    var outputs = ""
    for command in [
      ["check", screen], ["screen", screen], ["audit", screen], ["init", screen], ["check", "a.audit"],
    ] {
      let run = try EarshotBinary.run(command, in: folder)
      #expect(run.status == 2, "\(command)")
      outputs += run.out + run.err
    }
    let run = try EarshotBinary.run(
      ["run", "a.audit", "--golden", "g", "--format", "github", "--junit", "j.xml", "--html", "report"],
      in: folder)
    #expect(run.status == 2)
    outputs += run.out + run.err
    outputs += try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
    for page in try FileManager.default.subpathsOfDirectory(atPath: folder + "/report") {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/report/" + page, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        outputs += try String(contentsOfFile: folder + "/report/" + page, encoding: .utf8)
      }
    }
    return outputs
  }

  /// A file that does not read as a screen, and an XML document of a kind earshot does not read.
  @Test(arguments: [
    (
      "notes.txt", secret + "\nmore\n",
      "notes.txt is not a screen: it is not a .screen file, no capture format (uiautomator, Appium or XCUITest debugDescription) was recognised, and it does not read as a screen"
    ),
    (
      "settings.xml", "<config \(secret)/>\n",
      "settings.xml looks like an XML document of an unknown kind, which earshot does not read; captures it reads: uiautomator dumps, Appium Android and iOS page sources, XCUITest debugDescription"
    ),
  ])
  func anUnrecognisedFileIsNamedNotQuoted(name: String, contents: String, message: String) throws {
    let folder = temporaryFolder()
    try write(contents, to: name, in: folder)
    let outputs = try everyOutput(of: name, in: folder)
    #expect(!outputs.contains("s3cr3t"))
    let check = try EarshotBinary.run(["check", name], in: folder)
    #expect(
      check.err
        == "\(name):1:1: error: \(message) [unsupported-screen-format]\n"
        + "checked 0 scripts and 1 screen: 1 error, 0 warnings\n")
  }

  @Test func theProcessEnvironmentIsNeverQuoted() throws {
    guard FileManager.default.isReadableFile(atPath: "/proc/self/environ") else { return }
    let folder = temporaryFolder()
    let check = try EarshotBinary.run(
      ["check", "/proc/self/environ"], in: folder, environment: ["EARSHOT_PROBE": Self.secret])
    #expect(check.status == 2)
    #expect(!check.err.contains("s3cr3t"))
    #expect(!check.err.contains("PATH="))
  }
}
