import Foundation
import Testing

@testable import EarshotKit

/// The checker and the run agree: for every script the checker accepts, the run
/// raises no error the checker should have caught (an action that cannot be performed, an
/// expectation about the focused element with nothing focused), and wherever the checker knows
/// where focus is before a statement, the run has focus exactly there. Walked over every
/// bundled and fixture script, and over scripts generated at random against their screens.
@Suite struct AgreementTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let project = root.deletingLastPathComponent().deletingLastPathComponent()

  static func files(under folder: URL, ending suffix: String) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    let names = (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }
    return names.sorted().map { folder.appendingPathComponent($0).path }
  }

  static var scripts: [String] {
    files(under: project.appendingPathComponent("scripts"), ending: ".audit")
      + files(under: root.appendingPathComponent("Fixtures"), ending: ".audit")
  }

  @Test func everyAcceptedScriptRunsAsTheCheckerSaid() {
    var accepted = 0
    for path in Self.scripts {
      let compiled = Compiler().compileScript(at: path)
      guard compiled.succeeded else { continue }
      accepted += 1
      for problem in Self.disagreements(compiled) { Issue.record("\(path): \(problem)") }
    }
    // The bundled scripts and the clean fixtures: a walk that finds none proves nothing.
    #expect(accepted >= 30)
  }

  @Test func generatedScriptsRunAsTheCheckerSaid() throws {
    var generator = ScriptGenerator(seed: 0x5EED)
    var accepted = 0
    var rejected = 0
    let screens =
      Self.files(under: Self.project.appendingPathComponent("scripts"), ending: ".screen")
      + Self.files(under: Self.root.appendingPathComponent("Fixtures"), ending: ".screen")
    #expect(screens.count >= 6)
    for path in screens {
      let loaded = Compiler().compileScreen(at: path)
      let elements = try #require(loaded.screen).allElements
      // Compiled once for its 150 scripts, as a suite compiles a screen its scripts share.
      let loads = ScreenLoads()
      for _ in 0..<150 {
        let text = generator.script(screen: path, elements: elements)
        let compiled = Compiler().compileScript(
          SourceFile(path: "generated.audit", contents: Array(text.utf8)), sharing: loads)
        guard compiled.succeeded else {
          rejected += 1
          continue
        }
        accepted += 1
        for problem in Self.disagreements(compiled) { Issue.record("\(problem) in:\n\(text)") }
      }
    }
    // Both outcomes must be common, or the generator tests nothing of interest.
    #expect(accepted >= 200, "accepted \(accepted), rejected \(rejected)")
    #expect(rejected >= 200, "accepted \(accepted), rejected \(rejected)")
  }

  /// Where a run of an accepted script disagrees with what the checker concluded.
  static func disagreements(_ compiled: Compiler.Result) -> [String] {
    guard let program = compiled.program else { return ["accepted, but no program"] }
    let context = CheckContext(
      script: compiled.script, scriptFile: program.file, screen: compiled.compiledScreen, catalogue: .standard
    )
    var problems: [String] = []
    for (p, platform) in program.platforms.enumerated() {
      let model = program.screen.model(on: platform)
      var position = 0
      for test in program.tests {
        var runner = TestRunner(program, session: program.screen.session(on: platform))
        for step in test.steps {
          let line = program.file.location(of: step.range.start).line
          let known = context.focus(before: position)[context.focus(before: position).startIndex + p]
          let actual = runner.session.focus
          switch known {
          case .on(let node) where actual != node:
            problems.append(
              "line \(line) on \(platform): the checker has focus on \(model.describe(node)), the run on \(actual.map(model.describe) ?? "nothing")"
            )
          case .nothing where actual != nil:
            problems.append(
              "line \(line) on \(platform): the checker has nothing focused, the run \(model.describe(actual!))"
            )
          default: break
          }
          runner.run([step])
          switch runner.steps.last?.outcome {
          case .cannot(let failure):
            problems.append("line \(line) on \(platform): the run could not act: \(failure.message)")
          case .failed(let failure) where failure.message.contains("nothing has focus"):
            problems.append("line \(line) on \(platform): \(failure.message)")
          default: break
          }
          position += 1
        }
      }
    }
    return problems
  }
}

/// Random scripts over a screen's elements: actions and expectations of every form, with
/// targets that may be hidden, grouped, in closed sheets or of the wrong kind, so that the
/// checker rejects many and accepts many.
struct ScriptGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    // SplitMix64: deterministic on every platform.
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }

  mutating func target(_ elements: [Element]) -> String {
    let element = pick(elements)
    let name = element.name?.value ?? element.label?.value ?? "Nameless"
    let quoted =
      "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
    switch next(4) {
    case 0: return "\(element.kind.value) \(quoted)"
    case 1: return element.id.map { "@\($0.value)" } ?? quoted
    default: return quoted
    }
  }

  mutating func statement(_ elements: [Element]) -> String {
    let states = ["pressed", "on", "off", "selected", "disabled", "half", "full", "collapsed", "checked"]
    switch next(16) {
    case 0, 1, 2: return "focus \(target(elements))"
    case 3, 4: return "swipe \(pick(["right", "left"]))"
    case 5: return "doubletap"
    case 6: return "press \(pick(["space", "enter", "tab", "shift tab", "escape", "down", "up"]))"
    case 7: return "dismiss"
    case 8: return "expect state \(next(2) == 0 ? "not " : "")\(pick(states))"
    case 9: return "expect state \(pick(states)) of \(target(elements))"
    case 10: return "expect \(pick(["name", "value", "hint"])) 'x'"
    case 11: return "expect \(pick(["ios ", "android ", ""]))role \(pick(["button", "none", "switch"]))"
    case 12: return "expect focus \(target(elements))"
    case 13: return "expect order \(target(elements)), \(target(elements))"
    case 14: return next(2) == 0 ? "audit" : "audit \(target(elements))"
    default: return "expect \(pick(["silence", "'x'"]))"
    }
  }

  mutating func script(screen: String, elements: [Element]) -> String {
    var lines = ["screen \"\(screen)\""]
    for test in 0..<(1 + next(2)) {
      lines.append("test \"t\(test)\" {")
      for _ in 0..<(1 + next(8)) { lines.append("  " + statement(elements)) }
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
