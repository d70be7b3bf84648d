import EarshotKit
import Foundation
import Testing

@Suite struct CatalogueTests {
  let catalogue = Catalogue.standard

  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/seeds")
  static let seedsPresent = FileManager.default.fileExists(atPath: seeds.path)

  @Test func everyEntryCitesASeedOrItsSources() {
    for entry in catalogue.entries {
      if let seed = entry.seed {
        #expect(seed.hasSuffix(".txt"), "\(entry.id) cites \(seed)")
      } else {
        #expect(!entry.sources.isEmpty, "\(entry.id) cites no seed and no sources")
      }
    }
    #expect(Set(catalogue.entries.compactMap(\.seed)).count == 5, "the five seeds are each cited")
  }

  @Test(.enabled(if: seedsPresent, "skipped: ../shared/seeds is not beside this checkout"))
  func everyCitedSeedExists() throws {
    let present = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path)
    #expect(!catalogue.entries.isEmpty)
    for entry in catalogue.entries {
      guard let seed = entry.seed else { continue }
      #expect(present.contains(seed), "\(entry.id) cites missing \(seed)")
    }
  }

  @Test func theFiveSeedComponentsArePresent() {
    for id in ["button", "switch", "row", "strikethrough", "sheet"] {
      #expect(catalogue.entry(named: id)?.id == id)
    }
    for kind in ["text", "heading", "image", "list", "group", "grabber"] {
      #expect(catalogue.entry(forKind: kind)?.kinds.first == kind, "\(kind) is an entry's own kind")
    }
  }

  @Test func kindsAndAliasesAreUnique() {
    #expect(Set(catalogue.allKinds).count == catalogue.allKinds.count)
  }

  @Test func buttonStatesAndKeysFollowTheSeed() {
    let button = catalogue.entry(forKind: "button")!
    #expect(button.stateNames == ["disabled", "selected", "pressed"])
    #expect(button.effect(ofKey: .space, on: .ios) == .activate)
    #expect(button.effect(ofKey: .enter, on: .android) == .activate)
    #expect(button.effect(ofKey: .enter, on: .ios) == nil)
    #expect(button.effect(ofKey: .tab, on: .ios) == .moveFocus)
  }

  @Test func exclusiveStatesAreStatesOfTheirEntry() {
    #expect(catalogue.entries.contains { !$0.exclusiveStates.isEmpty })
    for entry in catalogue.entries {
      for group in entry.exclusiveStates { #expect(group.allSatisfy(entry.has)) }
      // The dismiss elements iOS adds (to a sheet, to a menu) are iOS's, a toast Android's.
      for platform in Platform.allCases where !["dismiss", "dismiss-menu", "toast"].contains(entry.id) {
        #expect(entry.announcements[platform] != nil, "\(entry.id) composes for \(platform)")
      }
      #expect(!entry.criteria.isEmpty)
    }
  }
}
