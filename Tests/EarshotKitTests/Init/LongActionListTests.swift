import EarshotKit
import Foundation
import Testing

/// `earshot init` on an element of more custom actions than one test may hold statements for:
/// its "lists its actions" test is cut into parts, each swiping past the actions the parts
/// before it check, and what no part can reach is left out with a comment; the script compiles
/// and passes. Run under a small limit, as `LongWalkTests` runs the swipe walk, since a real
/// one needs thousands of actions.
@Suite struct LongActionListTests {
  private static func screen(actions: Int) -> String {
    "button \"Mail\" " + (0..<actions).map { "action \"A\($0)\"" }.joined(separator: " ") + "\n"
  }

  /// The starter script for `screen` under `limits`, compiled under them and run.
  private static func initAndRun(_ screen: String, limits: Limits) throws -> String {
    let folder = temporaryFolder()
    try write(screen, to: "s.screen", in: folder)
    let (parsed, _) = Parser.parseScreen(SourceFile(path: folder + "/s.screen", text: screen), limits: limits)
    let text = StarterScript(compiled: CompiledScreen(parsed), platforms: [], limits: limits).script(
      screenPath: "s.screen")
    let path = folder + "/s.audit"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    try expectCompilesAndPasses(path, limits: limits, text: text)
    return text
  }

  /// The lines of the test named `name`, without its braces.
  private static func body(of name: String, in text: String) throws -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: Substring("test \"\(name)\" {")), "no test \(name)")
    let end = try #require(lines[start...].firstIndex(of: "}"))
    return Array(lines[(start + 1)..<end])
  }

  @Test func aLongListIsCheckedInPartsEachSwipingPastTheOnesBefore() throws {
    var limits = Limits.standard
    limits.maximumStepsPerTest = 60
    let text = try Self.initAndRun(Self.screen(actions: 50), limits: limits)
    let tests = text.split(separator: "\n").filter { $0.hasPrefix("test ") }
    #expect(
      tests == [
        #"test "swipe through every element" {"#,
        #"test "button \"Mail\" lists its actions, part 1 of 2" {"#,
        #"test "button \"Mail\" lists its actions, part 2 of 2" {"#, #"test "audit" {"#,
      ])
    // Part 1: focus and rotor (each with what both readers say), then 18 actions of three
    // statements each: 60 in all.
    let first = try Self.body(of: #"button \"Mail\" lists its actions, part 1 of 2"#, in: text)
    #expect(first.filter { $0 == "  swipe down" }.count == 18)
    #expect(
      first.suffix(3) == [
        "  swipe down", "  expect ios exactly 'A17'",
        #"  expect android exactly 'A17, Double-tap to perform the action'"#,
      ])
    // Part 2 swipes past those 18 unchecked, then checks 13 more (2 + 18 + 39 = 59); reaching
    // the rest would take more than half a test (2 + 31 > 30), so they are left out.
    let second = try Self.body(of: #"button \"Mail\" lists its actions, part 2 of 2"#, in: text)
    #expect(
      Array(second.prefix(4)) == [
        #"  focus button "Mail""#, "  rotor actions",
        "  # past the 18 actions the parts before this one check",
        "  swipe down",
      ])
    #expect(second.filter { $0 == "  swipe down" }.count == 18 + 13)
    #expect(second.contains("  expect ios exactly 'A18'"))
    #expect(
      second.suffix(5) == [
        "  swipe down", "  expect ios exactly 'A30'",
        #"  expect android exactly 'A30, Double-tap to perform the action'"#,
        "  # the other 19 actions are left out: a test holds at most 60 statements, and",
        "  # a test that reached them would swipe down past the 31 before them first",
      ])
  }

  /// A list that fits one test is one test, with no part in its name.
  @Test func aShortListIsOneTest() throws {
    var limits = Limits.standard
    limits.maximumStepsPerTest = 60
    let text = try Self.initAndRun(Self.screen(actions: 10), limits: limits)
    let body = try Self.body(of: #"button \"Mail\" lists its actions"#, in: text)
    #expect(body.filter { $0 == "  swipe down" }.count == 10)
    #expect(!text.contains("part 1"))
  }
}
