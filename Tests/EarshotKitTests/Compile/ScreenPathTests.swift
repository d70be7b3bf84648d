import Synchronization
import Testing

@testable import EarshotKit

/// A script's screen path is relative to the script's folder: the part of the script's path up
/// to its last `/` byte, which the system splits at (a combining mark after it or a prepended
/// mark before it makes one character of it, and it still separates).
@Suite struct ScreenPathTests {
  @Test func resolvesAgainstTheScriptsFolder() {
    #expect(Compiler.resolve("s.screen", relativeTo: "scripts/a.audit") == "scripts/s.screen")
    #expect(Compiler.resolve("../s.screen", relativeTo: "/x/y/a.audit") == "/x/y/../s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "a.audit") == "s.screen")
    #expect(Compiler.resolve("/abs.screen", relativeTo: "scripts/a.audit") == "/abs.screen")
    #expect(Compiler.resolve("é/s.screen", relativeTo: "dé/é.audit") == "dé/é/s.screen")
  }

  @Test func aSlashInsideACharacterSeparates() {
    // U+0301 after a `/`, U+0600 (a prepended mark) before one: each makes one character.
    #expect(Compiler.resolve("s.screen", relativeTo: "d/e/\u{301}a.audit") == "d/e/s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "d/e\u{600}/a.audit") == "d/e\u{600}/s.screen")
    #expect(Compiler.resolve("/\u{301}s.screen", relativeTo: "d/a.audit") == "/\u{301}s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "/\u{301}a.audit") == "/s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "d/\u{301}/a.audit") == "d/\u{301}/s.screen")
  }
}

/// A script's texts keep 32-bit offsets (`ScriptTexts.Span`), so no file of 4 GiB or more is
/// read, whatever limit a caller sets.
@Suite struct ReadableFileSizeTests {
  @Test func theReaderIsNeverAskedForFourGiB() {
    var limits = Limits.standard
    limits.maximumFileSize = Int.max
    #expect(limits.readableFileSize == Int(UInt32.max) - 1)
    let asked = Mutex<[Int]>([])
    let reader = SourceReader { _, maximumSize in
      asked.withLock { $0.append(maximumSize) }
      return .failure(.tooLarge(maximumSize))
    }
    let result = Compiler(limits: limits, reader: reader).compileScript(at: "big.audit")
    #expect(asked.withLock { $0 } == [Int(UInt32.max) - 1])
    #expect(result.diagnostics.first?.message.contains("larger than 4294967294 bytes") == true)
  }

  @Test func aSmallerLimitIsKept() {
    #expect(Limits.standard.readableFileSize == Limits.standard.maximumFileSize)
  }
}
