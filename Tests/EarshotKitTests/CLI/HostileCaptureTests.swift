import Foundation
import Testing

/// Captures made to break the numbers and the reading of a capture, run through the real
/// binary: every command that reads one (`audit`, `init`, `run --html` with an `audit` step)
/// reports it and exits 2, and none traps.
@Suite struct HostileCaptureTests {
  /// A script that audits `capture` on its own platform.
  static func auditing(_ capture: String) -> String {
    "screen \"\(capture)\"\ntest \"audit\" {\n  audit\n}\n"
  }

  /// Runs `audit`, `init` and `run --html` on `capture` (written as `name`), and expects each
  /// to exit 2 with `expected` on its standard error.
  static func expectRefusedEverywhere(_ capture: [UInt8], name: String, expected: String) throws {
    let folder = temporaryFolder(name)
    try Data(capture).write(to: URL(fileURLWithPath: folder + "/" + name))
    try write(auditing(name), to: "s.audit", in: folder)
    for arguments in [
      ["audit", name], ["init", name, "-o", "baseline.audit"], ["run", "s.audit", "--html", "report"],
    ] {
      let result = try EarshotBinary.run(arguments, in: folder)
      #expect(result.reason == .exit && result.status == 2, "\(arguments): \(result.reason) \(result.status)")
      #expect(result.err.contains(expected), "\(arguments): \(result.err)")
    }
  }

  @Test(
    arguments: CaptureNumbersTests.cases.filter {
      [
        "uiautomator Int.max", "uiautomator Int.min", "density 1e300", "Appium iOS width 1e20",
        "Appium iOS width nan",
      ]
      .contains($0.name) || $0.name.hasPrefix("debugDescription {{0, 0}")
    })
  func numbersNoScreenHoldsAreReportedByEveryCommand(_ hostile: CaptureNumbersTests.Case) throws {
    try Self.expectRefusedEverywhere(
      Array(hostile.text.utf8), name: hostile.path,
      expected:
        "\(hostile.path):\(hostile.line):\(hostile.column): error: \(hostile.message) [malformed-capture]\n")
  }

  @Test func aUTF16CaptureIsReportedByEveryCommand() throws {
    try Self.expectRefusedEverywhere(
      CaptureLimitsTests.encoded(CaptureLimitsTests.xml, "UTF-16LE", mark: true), name: "wide.xml",
      expected:
        "wide.xml:1:1: error: wide.xml is UTF-16LE (its byte-order mark says so); earshot reads UTF-8 screens and captures (convert it, for example with `iconv -f UTF-16LE -t UTF-8`) [capture-encoding]\n"
    )
  }

  @Test func aLineNoElementCanFillIsReportedByEveryCommand() throws {
    let capture =
      "Element subtree:\n →Application, 0x1, pid: 1, label: '\(String(repeating: "a", count: 15_000_000))'\n"
    try Self.expectRefusedEverywhere(
      Array(capture.utf8), name: "long.txt",
      expected:
        "long.txt:2:1: error: this line is 15000039 bytes long, longer than an element's line can be: each of its fields is limited to 10000 bytes [string-too-long]\n"
    )
  }
}
