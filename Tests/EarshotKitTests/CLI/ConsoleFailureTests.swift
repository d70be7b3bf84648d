import Foundation
import Testing

/// A console that cannot be written (a reader that went away, as `earshot run | head -1`
/// leaves it; a full disk) ends neither the run nor its reports: the JUnit report is written
/// whole, and the exit status is the run's, or 74 when nothing else failed.
@Suite struct ConsoleFailureTests {
  static let arguments = [
    "run", repositoryRoot + "/scripts/button", "--golden", repositoryRoot + "/golden", "--junit",
    "report.xml",
  ]

  /// Runs the binary with `output` as its standard output; the JUnit report it wrote.
  private func run(
    standardOutput output: FileHandle, environment: [String: String] = ["CI": "true"],
    _ arguments: [String] = arguments
  ) throws -> (EarshotBinary.Run, report: String) {
    let folder = temporaryFolder()
    let result = try EarshotBinary.run(
      arguments, in: folder, environment: environment, standardOutput: output)
    #expect(result.reason == .exit, "ended by a signal: \(result.status)")
    let report = (try? String(contentsOfFile: folder + "/report.xml", encoding: .utf8)) ?? ""
    #expect(report.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
    #expect(report.hasSuffix("</testsuites>\n"), "the report is complete")
    return (result, report)
  }

  @Test func aPipeClosedByItsReaderEndsNeitherTheRunNorTheReport() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let (result, _) = try run(standardOutput: pipe.fileHandleForWriting)
    #expect(result.status == 74)
    #expect(result.err == "earshot: the console output is incomplete: standard output: Broken pipe\n")
  }

  @Test func aFullDiskKeepsTheRunsOwnStatus() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let (passing, _) = try run(standardOutput: full)
    #expect(passing.status == 74)
    #expect(
      passing.err == "earshot: the console output is incomplete: standard output: No space left on device\n")
    // A failed test decides the status: lost output does not hide it.
    let golden = temporaryFolder() + "/golden"
    let (failing, report) = try run(
      standardOutput: full, Self.arguments.map { $0 == repositoryRoot + "/golden" ? golden : $0 })
    #expect(failing.status == 1)
    #expect(report.contains("type=\"GoldenMismatch\"") || report.contains("no golden transcript"))
  }
}
