import Foundation
import Testing

@testable import EarshotKit

/// The bundled hand-written screens read two ways on each platform: by the catalogue's
/// compositions (how earshot speaks a screen holding a kind with no standard widget node) and
/// by the reader's own rules over the nodes their standard widgets expose
/// (`StandardWidgetNodes`, how earshot reads every other screen and every capture), each stop
/// with its usage hint. Where the two disagree is listed in
/// `Fixtures/catalogue-against-readers.txt`, reviewed: each line is a stop whose words differ,
/// or a stop only one of them makes. Any change to either side shows here as a diff
/// (`EARSHOT_RECORD_LISTINGS=1` writes it anew).
@Suite struct CatalogueAgainstReadersTests {
  static let listing = repositoryRoot + "/Tests/EarshotKitTests/Fixtures/catalogue-against-readers.txt"

  static func comparison() throws -> String {
    try Platform.allCases.map { try comparison(on: $0) }.joined(separator: "\n")
  }

  static func comparison(on platform: Platform) throws -> String {
    let root = repositoryRoot + "/scripts"
    let screens = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".screen") }.sorted()
    var lines = ["\(platform.readerName):"]
    for relative in screens {
      let compiled = Compiler().compileScreen(at: root + "/" + relative)
      guard let screen = compiled.screen, compiled.succeeded else { continue }
      if let platforms = screen.platforms, !platforms.contains(where: { $0.value == platform.rawValue }) {
        continue
      }
      let widgets =
        platform == .android
        ? StandardWidgetNodes.androidTree(of: screen, catalogue: .standard)
        : StandardWidgetNodes.iosTree(of: screen, catalogue: .standard)
      guard let widgets else {
        lines.append("\(relative): not compared (a kind with no standard widget node, or a role override)")
        continue
      }
      let tree = widgets.tree
      let reader: any ReaderModel =
        platform == .android ? TalkBackModel(tree: tree) : VoiceOverModel(tree: tree)
      // Positions are the simulator's on both sides: compared without them.
      var settings = ReaderSettings()
      settings.listPositions = false
      let session = Session(model: ScreenModel(screen: screen, platform: platform), settings: settings)
      var catalogue: [Int: String] = [:]
      for stop in session.model.stops where !session.model.nodes[stop].isHidden {
        guard let element = session.model.nodes[stop].elementIndex else { continue }
        let hint = session.voice.hint(of: stop, in: session).map { " / \($0)" } ?? ""
        catalogue[widgets.nodeOfElement[element]] =
          session.voice.focusParts(of: stop, from: nil, in: session).joined(separator: ", ") + hint
      }
      var readers: [Int: String] = [:]
      for stop in reader.stops {
        let live = LiveState(captured: tree[stop])
        let hint = reader.usageHint(of: stop, live: live).map { " / \($0)" } ?? ""
        readers[stop] = reader.utterance(of: stop, live: live).joined(separator: ", ") + hint
      }
      var differences: [String] = []
      for node in Set(catalogue.keys).union(readers.keys).sorted() where catalogue[node] != readers[node] {
        let name = tree[node].label ?? tree[node].text ?? tree[node].type
        differences.append(
          "  \(name): catalogue \(catalogue[node].map { "'\($0)'" } ?? "no stop") | the reader's rules \(readers[node].map { "'\($0)'" } ?? "no stop")"
        )
      }
      lines.append("\(relative): \(differences.isEmpty ? "the same" : "\(differences.count) differ")")
      lines += differences
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func theDifferencesAreTheReviewedOnes() throws {
    let now = try Self.comparison()
    if ProcessInfo.processInfo.environment["EARSHOT_RECORD_LISTINGS"] == "1" {
      try now.write(toFile: Self.listing, atomically: true, encoding: .utf8)
      return
    }
    let reviewed = try String(contentsOfFile: Self.listing, encoding: .utf8)
    #expect(now == reviewed, "the catalogue and the readers' rules now differ otherwise:\n\(now)")
  }
}
