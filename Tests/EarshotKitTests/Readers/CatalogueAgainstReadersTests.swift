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
      guard StandardWidgetNodes.readings(of: screen, on: platform, catalogue: .standard) != nil else {
        lines.append("\(relative): not compared (the screen gives no reader's tree)")
        continue
      }
      let elements = ScreenElementFacts(screen.allElements, catalogue: .standard)
      let catalogue = said(
        ScreenModel(
          screen: screen, platform: platform, catalogue: .standard, elements: elements, widgetNodes: false))
      let readers = said(
        ScreenModel(screen: screen, platform: platform, catalogue: .standard, elements: elements))
      var differences: [String] = []
      for element in Set(catalogue.keys).union(readers.keys).sorted()
      where catalogue[element] != readers[element] {
        let name = screen.allElements[element].name?.value ?? screen.allElements[element].kind.value
        differences.append(
          "  \(name): catalogue \(catalogue[element].map { "'\($0)'" } ?? "no stop") | the reader's rules \(readers[element].map { "'\($0)'" } ?? "no stop")"
        )
      }
      lines.append("\(relative): \(differences.isEmpty ? "the same" : "\(differences.count) differ")")
      lines += differences
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What each stop says, with its usage hint, by element. Positions are the simulator's on
  /// both sides: compared without them.
  static func said(_ model: ScreenModel) -> [Int: String] {
    var settings = ReaderSettings()
    settings.listPositions = false
    let session = Session(model: model, settings: settings)
    var said: [Int: String] = [:]
    for stop in model.stops where !model.nodes[stop].isHidden {
      guard let element = model.nodes[stop].elementIndex else { continue }
      said[element] = session.focusAnnouncement(of: stop).text
    }
    return said
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
