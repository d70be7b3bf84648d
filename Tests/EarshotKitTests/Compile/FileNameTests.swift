import EarshotCLI
import Foundation
import Testing

@testable import EarshotKit

/// File names that are not UTF-8 keep their bytes from the folder (or the command line) to the
/// system call, and are shown with those bytes escaped.
@Suite struct FileNameTests {
  /// The bytes `withSystemPath` hands the system.
  private func systemBytes(_ path: String) -> [UInt8] {
    FileName.withSystemPath(path) { pointer in
      Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
    }
  }

  @Test(arguments: [
    [0x63, 0x61, 0x66, 0xE9],  // Latin-1 `café`
    [0xFF, 0xFE, 0x2F, 0x80],  // bytes no sequence starts with, a lone continuation byte
    [0xC3],  // a sequence cut short
    [0xC0, 0x80, 0xED, 0xA0, 0x80],  // an overlong NUL, a surrogate
    [0xF4, 0x8F, 0xBB, 0xA9],  // U+10FEE9 itself, in the range that holds raw bytes
    [0xF4, 0x8F, 0xBF, 0xBF],  // U+10FFFF, a noncharacter past that range
    [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
    [0x63, 0x61, 0x66, 0xC3, 0xA9, 0xE2, 0x80, 0xAE],  // valid UTF-8, kept as it is
  ])
  func everyNameSurvivesTheRoundTrip(_ bytes: [UInt8]) {
    let path = FileName.decode(bytes)
    #expect(systemBytes(path) == bytes)
  }

  @Test func validNamesAreTheirTextAndRawBytesShowEscaped() {
    #expect(FileName.decode(Array("caf\u{E9}/\u{202E}x.audit".utf8)) == "caf\u{E9}/\u{202E}x.audit")
    let latin1 = FileName.decode([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x61])
    #expect(VisibleText.escaped(latin1) == "caf\\xE9.a")
    #expect(VisibleText.escaped(FileName.decode([0xF4, 0x8F, 0xBB, 0xA9])) == "\\xF4\\x8F\\xBB\\xA9")
  }

  /// `folder/name` created with exactly these bytes.
  private func create(_ bytes: [UInt8], in folder: String, contents: String) throws {
    let path = Array(folder.utf8) + [0x2F] + bytes + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
    try #require(descriptor >= 0)
    _ = Array(contents.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
    close(descriptor)
  }

  /// Whether `folder/name` exists, named with exactly these bytes.
  private func exists(_ bytes: [UInt8], in folder: String) -> Bool {
    let path = Array(folder.utf8) + [0x2F] + bytes + [0]
    return path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { access($0.baseAddress!, F_OK) == 0 }
    }
  }

  @Test func aScriptWhoseNameIsNotUTF8Runs() throws {
    let root = temporaryFolder()
    let folder = root + "/s"
    let button = repositoryRoot + "/scripts/button"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: button + "/button.screen", toPath: folder + "/button.screen")
    let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".audit".utf8)
    try create(
      name, in: folder, contents: try String(contentsOfFile: button + "/submit.audit", encoding: .utf8))

    let result = earshot(["run", folder, "--golden", root + "/golden", "--jobs", "1"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    let recorded = "golden transcript: recorded, so not compared"
    #expect(result.out.contains("SKIP \(folder)/caf\\xE9.audit [ios] \(recorded)\n"))
    #expect(result.err.contains("earshot: recorded \(root)/golden/s/caf\\xE9.ios.transcript\n"))
    let golden = Array("caf".utf8) + [0xE9] + Array(".ios.transcript".utf8)
    #expect(exists(golden, in: root + "/golden/s"), "the golden has the script's bytes")
    // Named on the command line (as `Earshot.commandLineArguments` reads it), with a line too.
    let script = folder + "/" + FileName.decode(name)
    #expect(earshot(["check", script]).status == 0)
    let listed = earshot(["run", script + ":20", "--list", "--platform", "ios"])
    #expect(listed.out == "\(folder)/caf\\xE9.audit:20 [ios] the card example: space activates\n")
  }
}
