import EarshotKit
import Foundation
import Testing

/// Walks `Fixtures/runs`: each script compiles, runs on its platforms and produces exactly the
/// failures its `# expect-fail: PLATFORM [FILE:]LINE:COL "fragment"` lines name (see the README
/// there); FILE names the screen or capture a failure is located in (audit findings are
/// located at their element), else it is in the script.
@Suite struct RunCorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/runs")

  static var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".audit") }.sorted()
  }

  struct Expected: Hashable, CustomStringConvertible {
    let platform: Platform
    /// The file's name when it is not the script.
    var file: String? = nil
    let line: Int
    let column: Int
    var description: String { "\(platform.rawValue) \(file.map { $0 + ":" } ?? "")\(line):\(column)" }
  }

  /// The expected failures of one file, each with the fragment its message must contain.
  static func expectations(_ name: String) throws -> [Expected: [String]] {
    let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    var result: [Expected: [String]] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      guard let range = line.range(of: "# expect-fail: ") else { continue }
      let fields = line[range.upperBound...].split(separator: " ", maxSplits: 2).map(String.init)
      var parts = fields.count > 1 ? fields[1].split(separator: ":").map(String.init) : []
      let file = parts.count == 3 ? parts.removeFirst() : nil
      let place = parts.compactMap { Int($0) }
      // A malformed expectation would silently expect nothing: it fails the case instead.
      guard place.count == 2, fields[0] == "both" || Platform(rawValue: fields[0]) != nil else {
        Issue.record("\(name): malformed expectation `\(line)`")
        continue
      }
      var fragment = fields.count > 2 ? fields[2] : ""
      if fragment.hasPrefix("\""), fragment.hasSuffix("\""), fragment.count >= 2 {
        fragment = String(fragment.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
      }
      let platforms = fields[0] == "both" ? Platform.allCases : [Platform(rawValue: fields[0])!]
      for platform in platforms {
        result[Expected(platform: platform, file: file, line: place[0], column: place[1]), default: []]
          .append(fragment)
      }
    }
    return result
  }

  @Test(arguments: cases)
  func scriptFailsExactlyAsItSays(_ name: String) throws {
    let compiled = Compiler().compileScript(at: Self.root.appendingPathComponent(name).path)
    #expect(compiled.succeeded, "\(DiagnosticRenderer().render(compiled.diagnostics))")
    let run = try #require(Executor(failOn: .warning).run(compiled))
    var actual: [Expected: [String]] = [:]
    for platformRun in run.runs {
      for failure in platformRun.tests.flatMap(\.failures) {
        let (line, column) = failure.location.file.location(of: failure.location.range.start)
        let path = failure.location.file.path
        let file = path == compiled.path ? nil : path.split(separator: "/").last.map(String.init)
        actual[Expected(platform: platformRun.platform, file: file, line: line, column: column), default: []]
          .append(failure.message)
      }
    }
    let expected = try Self.expectations(name)
    #expect(Set(actual.keys) == Set(expected.keys), "failures: \(actual)")
    for (place, fragments) in expected {
      let messages = actual[place] ?? []
      #expect(messages.count == fragments.count, "\(place): \(messages)")
      for fragment in fragments {
        #expect(
          messages.contains { $0.contains(fragment) }, "\(place) should say \(fragment); it says \(messages)")
      }
    }
  }

  /// The corpus is found: with no cases, `scriptFailsExactlyAsItSays` would check nothing.
  @Test func theCorpusHasScriptsThatFailAndOneThatPasses() throws {
    #expect(!Self.cases.isEmpty, "no scripts in \(Self.root.path)")
    let failing = try Self.cases.filter { try !Self.expectations($0).isEmpty }
    #expect(!failing.isEmpty && failing.count < Self.cases.count, "\(failing) of \(Self.cases)")
  }

  @Test func theCardExampleWithEnterPassesOnAndroid() throws {
    let compiled = Compiler().compileScript(at: Self.root.appendingPathComponent("card-enter.audit").path)
    let run = try #require(Executor().run(compiled, platforms: [.android]))
    #expect(run.runs.map(\.platform) == [.android])
    #expect(run.passed)
  }

  @Test func transcriptsAreTheSameEveryRun() throws {
    let compiled = Compiler().compileScript(
      at: Self.root.appendingPathComponent("wrong-expectations.audit").path)
    let first = try #require(Executor().run(compiled)).runs.map(\.transcript.text)
    let second = try #require(Executor().run(compiled)).runs.map(\.transcript.text)
    #expect(first == second)
    #expect(first[0].contains("    fail: expected \"Wi-Fi, Switch, On\" but VoiceOver said"))
  }
}
