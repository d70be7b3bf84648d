import Foundation
import Testing

@testable import EarshotKit

/// Walks `Fixtures/readers/voiceover`: each capture there carries the stops VoiceOver is
/// expected to make of it, in swipe order, with their words, hints and behaviours (the
/// folder's README says how), and `VoiceOverModel` must make exactly those.
@Suite struct VoiceOverFixtureTests {
  struct Expected: Equatable, CustomStringConvertible {
    var words: String
    var hint: String?
    var behaviour: String?
    var description: String {
      words + (hint.map { " / \($0)" } ?? "") + (behaviour.map { " [\($0)]" } ?? "")
    }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/readers/voiceover")

  static var fixtures: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") || $0.hasSuffix(".txt") }.sorted()
  }

  /// The `stop:`, `hint:` and `behaviour:` lines of a fixture, in order.
  static func expectations(in text: String) -> [Expected] {
    var expected: [Expected] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let line = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("stop: ") {
        expected.append(Expected(words: String(line.dropFirst("stop: ".count))))
      } else if line.hasPrefix("hint: "), !expected.isEmpty {
        expected[expected.count - 1].hint = String(line.dropFirst("hint: ".count))
      } else if line.hasPrefix("behaviour: "), !expected.isEmpty {
        expected[expected.count - 1].behaviour = String(line.dropFirst("behaviour: ".count))
      }
    }
    return expected
  }

  @Test func theFolderHoldsFixtures() {
    #expect(Self.fixtures.count >= 10)
  }

  @Test(arguments: fixtures)
  func fixtureSaysWhatItExpects(_ name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let expected = Self.expectations(in: text)
    #expect(!expected.isEmpty, "\(name) expects no stop")
    let tree = try #require(PlatformTree.reading(text, path: name), "\(name) does not import")
    let model = VoiceOverModel(tree: tree)
    let actual = model.stops.enumerated().map { place, stop in
      let live = LiveState(captured: tree[stop])
      let behaviour = place < expected.count && expected[place].behaviour != nil
      return Expected(
        words: model.utterance(of: stop, live: live).joined(separator: ", "),
        hint: model.usageHint(of: stop, live: live),
        behaviour: behaviour ? model.behaviour(of: stop).rawValue : nil)
    }
    #expect(actual == expected, "\(name)")
  }
}
