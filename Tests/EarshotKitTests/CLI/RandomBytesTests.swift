import EarshotKit
import Foundation
import Testing

/// 200 files of random bytes (from a fixed seed, so every run tries the same ones), as scripts,
/// screens and captures, each given to the real `earshot check` binary, which must keep
/// `CheckCommand`'s promise for any input at all: it exits (never by a signal, and within the
/// bound every child of the suite has: `ChildProcess`), 2 when the file has errors and 0 when it has none, writes nothing to
/// standard output, and reports each problem as `FILE:LINE:COL: severity: message [id]` at a
/// place inside the file, under a last line that counts them.
@Suite struct RandomBytesTests {
  /// SplitMix64: small, fast and the same on every machine.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// The 200 files, `random-INDEX.EXTENSION`, made once: each depends on the ones before it.
  static let files: [(name: String, bytes: [UInt8])] = {
    var generator = Generator(state: 2026)
    // Some files start like a capture, so that the importers see random bytes too.
    let prefixes = ["", "", "<?xml version=\"1.0\"?><hierarchy>", "<AppiumAUT>", "Element subtree:\n →"]
    let extensions = ["audit", "screen", "xml", "txt"]
    return (0..<200).map { index in
      let length = Int.random(in: 0...4096, using: &generator)
      var bytes = Array(prefixes[index % prefixes.count].utf8)
      bytes += (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      return ("random-\(index).\(extensions[index % extensions.count])", bytes)
    }
  }()

  /// One folder for all of them.
  static let folder = temporaryFolder("RandomBytesTests")

  @Test(arguments: files.indices)
  func aRandomFileGetsALocatedAnswer(_ index: Int) throws {
    let (name, bytes) = Self.files[index]
    try Data(bytes).write(to: URL(fileURLWithPath: Self.folder + "/" + name))
    let result = try EarshotBinary.run(["check", name], in: Self.folder)
    let errors = expectALocatedAnswer(result, for: SourceFile(path: name, contents: bytes))
    // Valid bytes would exit 0, but from this seed every file is malformed.
    #expect(errors > 0 && result.status == 2, "\(name) exited \(result.status) with \(errors) errors")
  }

  /// What `earshot check FILE` must answer for one file, whatever its bytes; the number of
  /// errors it reported.
  private func expectALocatedAnswer(_ result: EarshotBinary.Run, for file: SourceFile) -> Int {
    let name = file.path
    #expect(result.reason == .exit, "\(name) was stopped by signal \(result.status)")
    #expect(result.out.isEmpty, "\(name) wrote to standard output: \(result.out)")
    // `FILE:LINE:COL: error|warning: MESSAGE [ID]`, the first line of a rendered diagnostic.
    let header =
      #/(?<path>.+?):(?<line>\d+):(?<column>\d+): (?<severity>error|warning): .* \[(?<id>[a-z0-9-]+)\]/#
    var errors = 0
    var warnings = 0
    for line in result.err.split(separator: "\n") {
      guard let match = line.wholeMatch(of: header) else { continue }
      #expect(match.path == name, "\(name): a diagnostic about another file: \(line)")
      #expect(DiagnosticID(rawValue: String(match.id)) != nil, "\(name): an unknown id: \(line)")
      // The place is inside the file: a line it has, and at most one past that line's end.
      let (lineNumber, column) = (Int(match.line)!, Int(match.column)!)
      #expect((1...file.lineStarts.count).contains(lineNumber), "\(name): no such line: \(line)")
      if (1...file.lineStarts.count).contains(lineNumber) {
        let width = file.lineText(lineNumber - 1).count
        #expect((1...width + 1).contains(column), "\(name): no such column in a line of \(width): \(line)")
      }
      if match.severity == "error" { errors += 1 } else { warnings += 1 }
    }
    let inputs = name.hasSuffix(".audit") ? "1 script and 0 screens" : "0 scripts and 1 screen"
    #expect(
      result.err.hasSuffix(
        "\nchecked \(inputs): \(Self.counted(errors, "error")), \(Self.counted(warnings, "warning"))\n")
        || result.err
          == "checked \(inputs): \(Self.counted(errors, "error")), \(Self.counted(warnings, "warning"))\n",
      "\(name): the last line should count what was printed:\n\(result.err)")
    #expect(result.status == (errors > 0 ? 2 : 0), "\(name) exited \(result.status) with \(errors) errors")
    return errors
  }
}
