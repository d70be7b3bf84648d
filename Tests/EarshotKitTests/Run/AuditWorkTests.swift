import Testing

@testable import EarshotKit

/// What an audit costs, counted (`WorkCounts`) rather than timed: each table of the screen is
/// built once for a platform's run however many `audit` steps read it (as `earshot init`
/// writes one per stop), and again only once an action has changed the states it reads; each
/// element's name is split into words once, however many rules look for words in it.
@Suite struct AuditWorkTests {
  /// A capture of `count` buttons, each at its own place and with its own name, each too
  /// small to touch (40 px high).
  static func buttons(_ count: Int) -> [UInt8] {
    let nodes = (0..<count).map { index in
      #"<node class="android.widget.Button" text="Item \#(index)" clickable="true" bounds="[0,\#(index * 200)][1080,\#(index * 200 + 40)]"/>"#
    }
    return Array(CaptureMappingTests.android(nodes.joined()).utf8)
  }

  /// A script on `buttons(count)` auditing each button in turn, in `tests` tests.
  static func program(audits count: Int, tests: Int = 1, between: String = "") throws -> Program {
    let audits = (0..<count).map { "  audit \"Item \($0)\"\n" }.joined(separator: between)
    let body = (0..<tests).map { "test \"audit \($0)\" {\n\(audits)}\n" }.joined()
    let script = "screen \"wide.xml\"\nallow touch-target-size on \"Item 0\" because \"drawn small\"\n" + body
    let compiled = Compiler(reader: .memory(["wide.xml": buttons(count)])).compileScript(
      SourceFile(path: "wide.audit", contents: Array(script.utf8)))
    #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compiled.diagnostics)")
    return try #require(compiled.program)
  }

  /// The tables built while `program` runs on Android, and the findings of its audits that
  /// no `allow` accepts.
  static func run(_ program: Program) -> (tables: [AuditTables.Table: Int], findings: Int) {
    let counts = WorkCounts()
    let trace = WorkCounts.$current.withValue(counts) {
      Executor().trace(program, on: .android, keys: ("wide.audit", "wide.xml"))
    }
    let findings = trace.tests.flatMap(\.steps).map { step in
      guard case .audited(let findings, _) = step.outcome else { return 0 }
      return findings.filter { $0.allowance == nil }.count
    }
    return (counts.auditTables, findings.reduce(0, +))
  }

  @Test func eachTableIsBuiltOnceHoweverManyAuditStepsReadIt() throws {
    let once: [AuditTables.Table: Int] = [
      .allowances: 1, .controlsAtBounds: 1, .siblingNames: 1, .previousStops: 1,
    ]
    let few = Self.run(try Self.program(audits: 40))
    let many = Self.run(try Self.program(audits: 80))
    #expect(few.tables == once)
    #expect(many.tables == once)
    // The steps still audit: every button but the allowed first is too small to touch.
    #expect(few.findings == 39)
    #expect(many.findings == 79)
  }

  @Test func theTestsOfARunShareTheTablesOfTheStatesTheyStartIn() throws {
    let run = Self.run(try Self.program(audits: 10, tests: 5))
    #expect(run.tables == [.allowances: 1, .controlsAtBounds: 1, .siblingNames: 1, .previousStops: 1])
    #expect(run.findings == 5 * 9)
  }

  @Test func onlyAnActionThatChangesAStateRebuildsTheTablesOfStates() throws {
    // Moving focus changes no state: the tables of states stand.
    let moved = Self.run(try Self.program(audits: 10, between: "  swipe right\n"))
    #expect(moved.tables == [.allowances: 1, .controlsAtBounds: 1, .siblingNames: 1, .previousStops: 1])
    // A check box that is toggled before each audit changes its state each time.
    let screen = """
      screen {
        checkbox "Remember me"
        button "Sign in"
      }
      test "toggled" {
        focus "Remember me"
        audit "Sign in"
        doubletap
        audit "Sign in"
        doubletap
        audit "Sign in"
        swipe right
        audit "Sign in"
      }
      """
    let program = try #require(
      Compiler().compileScript(SourceFile(path: "toggle.audit", contents: Array(screen.utf8))).program)
    let counts = WorkCounts()
    WorkCounts.$current.withValue(counts) {
      _ = Executor().trace(program, on: program.platforms[0], keys: ("toggle.audit", "toggle.audit"))
    }
    // Built for the states as they start, after each toggle, and not after the swipe.
    #expect(counts.auditTables[.siblingNames] == 3)
    #expect(counts.auditTables[.allowances] == 1)
  }

  /// A screen of `count` buttons with long names, audited as `earshot audit` does.
  static func nameSplits(buttons count: Int) throws -> Int {
    let words = Array(repeating: "settings profile message", count: 40).joined(separator: " ")
    let screen = (0..<count).map { "button \"Item \($0) \(words)\"" }.joined(separator: "\n")
    let compiled = try #require(
      Compiler(reader: .memory(["long.screen": Array(screen.utf8)])).compileScreen(at: "long.screen")
        .compiledScreen)
    let counts = WorkCounts()
    WorkCounts.$current.withValue(counts) {
      _ = ScreenAuditor.audit(compiled, path: "long.screen", platforms: Platform.allCases, failOn: .error)
    }
    return counts[.nameSplit]
  }

  @Test func eachNameIsSplitIntoWordsOncePerPlatformHoweverManyRulesReadIt() throws {
    // Each button more is one name more to split, on each of the two platforms: three rules
    // (role-not-in-name, alone and for redundant-description, which splits it too) read it.
    let few = try Self.nameSplits(buttons: 20)
    let many = try Self.nameSplits(buttons: 40)
    #expect(many - few == 20 * Platform.allCases.count)
  }

  @Test func anASCIINameSplitsByItsBytesAsItsCharactersDo() {
    var generator = RandomBytesTests.Generator(state: 37)
    let alphabet = Array("aZ09 -_.\r\n\tÀé".unicodeScalars) + (0..<128).compactMap(Unicode.Scalar.init)
    for _ in 0..<2_000 {
      let text = String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 0...24, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
          }))
      #expect(
        NameWords.of(text) == text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init),
        "\(text.debugDescription)")
    }
  }
}
