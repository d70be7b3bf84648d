import Testing

@testable import EarshotKit

/// With `rotor actions`, each swipe chooses the next of the focused element's actions from the
/// list made when its screen was compiled (`ScreenModel.customActions`): neither the checker's
/// walk nor the run makes it again, so a swipe costs the same however many actions there are.
@Suite struct ActionListWorkTests {
  /// How many action lists compiling, checking and running a script made, and what the last
  /// swipe chose on each platform.
  static func swipes(_ count: Int, overActions actions: Int) throws -> (
    lists: Int, chosen: [Platform: String]
  ) {
    let names = (0..<actions).map { " action \"Act \($0)\"" }.joined()
    let script =
      "screen {\n  button \"Mail\"\(names)\n}\ntest \"rotor\" {\n  focus \"Mail\"\n  rotor actions\n"
      + String(repeating: "  swipe down\n", count: count) + "}\n"
    let counts = WorkCounts()
    let chosen = try WorkCounts.$current.withValue(counts) {
      let compiled = Compiler().compileScript(SourceFile(path: "rotor.audit", contents: Array(script.utf8)))
      let program = try #require(compiled.program, "\(compiled.diagnostics)")
      var chosen: [Platform: String] = [:]
      for platform in program.platforms {
        let trace = Executor().trace(program, on: platform, keys: ("rotor.audit", "rotor.audit"))
        guard case .acted(let events, _) = trace.tests[0].steps.last?.outcome,
          case .actionChosen(_, let name) = events.first
        else { continue }
        chosen[platform] = name
      }
      return chosen
    }
    return (counts[.actionList], chosen)
  }

  @Test func eachElementsActionsAreListedOnceHoweverManySwipesChooseAmongThem() throws {
    let few = try Self.swipes(100, overActions: 150)
    let many = try Self.swipes(200, overActions: 150)
    // One list per platform's model, made as the screen is compiled.
    #expect(few.lists == 2)
    #expect(many.lists == 2)
    // The swipes still choose: TalkBack starts on Activate, VoiceOver before the first action,
    // so the 100th swipe chooses the 100th action on both. Past the end each wraps: TalkBack's
    // list holds Activate too.
    #expect(few.chosen == [.android: "Act 99", .ios: "Act 99"])
    #expect(many.chosen == [.android: "Act 48", .ios: "Act 49"])
  }
}
