import Foundation
import Testing

/// 200 files of random bytes (from a fixed seed, so every run tries the same ones), as scripts,
/// screens and captures: `earshot check` answers each with 0, 1 or 2 and never crashes or hangs.
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
      #expect([0, 1, 2].contains(result.status), "\(path) exited \(result.status)")
    }
  }
}
