import Foundation
import Testing

/// 200 files of random bytes (from a fixed seed, so every run tries the same ones), as scripts,
/// screens and captures: `earshot check` answers each with 0 or 2, a located error for 2, and
/// never crashes or hangs.
@Suite(.timeLimit(.minutes(2))) struct RandomBytesTests {
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

  @Test func twoHundredRandomFilesGetAnAnswer() throws {
    var generator = Generator(state: 2026)
    let folder = temporaryFolder()
    // Some files start like a capture, so that the importers see random bytes too.
    let prefixes = ["", "", "<?xml version=\"1.0\"?><hierarchy>", "<AppiumAUT>", "Element subtree:\n →"]
    let extensions = ["audit", "screen", "xml", "txt"]
    for index in 0..<200 {
      let length = Int.random(in: 0...4096, using: &generator)
      var bytes = Array(prefixes[index % prefixes.count].utf8)
      bytes += (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let path = "\(folder)/random-\(index).\(extensions[index % extensions.count])"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let result = earshot(["check", path])
      // `check` answers 0 (clean, warnings allowed) or 2 (an error), never anything else; an
      // error is located in the file (`path:line:col: error:`) and counted in the summary.
      #expect(result.status == 0 || result.status == 2, "\(path) exited \(result.status): \(result.err)")
      let summary = result.err.split(separator: "\n").last.map(String.init) ?? ""
      if result.status == 0 {
        #expect(summary.hasPrefix("checked ") && summary.contains(": 0 errors,"), "\(path): \(summary)")
      } else if !result.err.contains("no .audit or .screen files found") {
        let located = result.err.split(separator: "\n").contains { line in
          line.hasPrefix("\(path):") && line.contains(": error: ")
            && line.dropFirst(path.count + 1).prefix(while: { $0 != " " }).filter { $0 == ":" }.count == 2
        }
        #expect(located, "\(path): no located error in \(result.err)")
        #expect(summary.hasPrefix("checked ") && !summary.contains(": 0 errors,"), "\(path): \(summary)")
      }
    }
  }
}
