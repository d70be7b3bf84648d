import Testing

@testable import EarshotKit

/// A script's screen path is relative to the script's folder: the part of the script's path up
/// to its last `/` character (a `/` that a combining mark joins is no separator).
@Suite struct ScreenPathTests {
  @Test func resolvesAgainstTheScriptsFolder() {
    #expect(Compiler.resolve("s.screen", relativeTo: "scripts/a.audit") == "scripts/s.screen")
    #expect(Compiler.resolve("../s.screen", relativeTo: "/x/y/a.audit") == "/x/y/../s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "a.audit") == "s.screen")
    #expect(Compiler.resolve("/abs.screen", relativeTo: "scripts/a.audit") == "/abs.screen")
    #expect(Compiler.resolve("é/s.screen", relativeTo: "dé/é.audit") == "dé/é/s.screen")
  }

  @Test func aSlashInsideACharacterIsNoSeparator() {
    // U+0301 after a `/`, U+0600 (a prepended mark) before one: each makes one character.
    #expect(Compiler.resolve("s.screen", relativeTo: "d/e/\u{301}a.audit") == "d/s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "d/e\u{600}/a.audit") == "d/s.screen")
    #expect(Compiler.resolve("/\u{301}s.screen", relativeTo: "d/a.audit") == "d//\u{301}s.screen")
    #expect(Compiler.resolve("s.screen", relativeTo: "/\u{301}a.audit") == "s.screen")
  }
}
