import EarshotKit
import Foundation
import Testing

/// `earshot init` on a screen of more stops than one test may hold statements for: the walk
/// is split into tests that each start where the one before ended, and the script compiles
/// and passes.
@Suite struct LongWalkTests {
  /// A screen of `count` buttons, fifty to a container (so the audit looks at few siblings).
  private static func screen(_ count: Int, named name: (Int) -> String) -> String {
    var text = "screen \"Long\" {\n"
    for start in stride(from: 0, to: count, by: 50) {
      text += "  container {\n"
      for index in start..<min(count, start + 50) { text += "    button \"\(name(index))\"\n" }
      text += "  }\n"
    }
    return text + "}\n"
  }

  @Test func threeThousandStopsAreWalkedInPartsThatRun() throws {
    let folder = temporaryFolder()
    try write(Self.screen(3_050) { "B\($0)" }, to: "long.screen", in: folder)
    let written = earshot(["init", folder + "/long.screen", "-o", folder + "/long.audit"])
    #expect(written.status == 0, "\(written.err)")
    let text = try String(contentsOfFile: folder + "/long.audit", encoding: .utf8)
    let tests = text.split(separator: "\n").filter { $0.hasPrefix("test ") }
    #expect(
      tests == [
        #"test "swipe through every element, part 1 of 3" {"#,
        #"test "swipe through every element, part 2 of 3" {"#,
        #"test "swipe through every element, part 3 of 3" {"#, #"test "audit" {"#,
      ])
    #expect(text.contains("test \"swipe through every element, part 2 of 3\" {\n  focus button \"B"))
    #expect(
      text.contains(
        "  # button \"B3049\"\n  expect ios exactly 'B3049, Button'\n"
          + "  expect android exactly 'B3049, Button, Double-tap to activate'\n  expect focus button \"B3049\"\n"
      ))
    let run = earshot(["run", folder + "/long.audit", "--golden", folder + "/golden"])
    #expect(run.status == 0, "\(run.err)")
    // The goldens are recorded, so not compared.
    #expect(run.out.hasSuffix("8 passed, 0 failed, 2 skipped in 0.00 s\n"), "\(run.out)")
  }

  /// With a small limit, on a screen with a target at every stop and with none.
  @Test func aWalkWithNoStopToResumeAtEndsWithAComment() throws {
    var limits = Limits.standard
    limits.maximumStepsPerTest = 60
    for (name, parts) in [({ (index: Int) in "B\(index)" }, 14), ({ _ in "Same" }, 1)] {
      let folder = temporaryFolder()
      try write(Self.screen(120, named: name), to: "s.screen", in: folder)
      let file = SourceFile(path: folder + "/s.screen", text: Self.screen(120, named: name))
      let (screen, _) = Parser.parseScreen(file, limits: limits)
      let compiled = CompiledScreen(screen)
      let text = StarterScript(compiled: compiled, platforms: [.ios], limits: limits).script(
        screenPath: "s.screen")
      let swipeTests = text.split(separator: "\n").filter { $0.hasPrefix("test \"swipe") }
      #expect(swipeTests.count == parts, "\(text)")
      if parts == 1 {
        #expect(text.contains("  # the rest of the walk is left out: a test holds at most 60\n"))
      }
      let path = folder + "/s.audit"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      try expectCompilesAndPasses(path, limits: limits, text: text)
    }
  }
}
