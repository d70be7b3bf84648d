import Foundation
import Testing

@testable import EarshotKit

/// Walks `Fixtures/readers/talkback`: each capture lists, in the comment before its
/// `<hierarchy>`, the stops TalkBack makes of it in swipe order, one line each,
/// `stop: <utterance> / hint: <usage hint, or ->`, taken from TalkBack's source as the comment
/// cites it. The model must make exactly those stops and say exactly those words.
@Suite struct TalkBackFixtureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/readers/talkback")

  static var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted()
  }

  /// The `stop:` lines of a fixture, as written.
  static func expectedStops(in text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("stop: ") }
      .map { String($0) }
  }

  /// What the model says at each stop, in the fixture's notation.
  static func spokenStops(of model: TalkBackModel) -> [String] {
    model.stops.map { stop in
      let live = LiveState(captured: model.tree[stop])
      let utterance = model.utterance(of: stop, live: live).joined(separator: ", ")
      return "stop: \(utterance) / hint: \(model.usageHint(of: stop, live: live) ?? "-")"
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.cases.count >= 17)
  }

  @Test(arguments: cases) func stopsAndWords(_ name: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    let expected = Self.expectedStops(in: text)
    #expect(!expected.isEmpty, "\(name) lists no stops")
    let tree = try #require(PlatformTree.reading(text, path: name), "\(name) is no capture earshot reads")
    let spoken = Self.spokenStops(of: TalkBackModel(tree: tree))
    #expect(spoken == expected, "\(name)")
  }
}
