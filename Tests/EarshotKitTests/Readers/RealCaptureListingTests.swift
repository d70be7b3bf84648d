import Foundation
import Testing

@testable import EarshotKit

/// What earshot makes of every real capture in `../shared/corpus/real` (read in place, never
/// copied): its swipe order and each stop's words, as `earshot screen` lists them, compared
/// with the reviewed listing committed under `Fixtures/real-listings/` (derived text only).
/// A change to the readers' rules shows here as a diff to review, capture by capture. Run
/// with `EARSHOT_RECORD_LISTINGS=1` to write the listings anew, then review them with
/// `git diff` before committing.
@Suite struct RealCaptureListingTests {
  static let corpus = repositoryRoot + "/../shared/corpus"
  static let listings = repositoryRoot + "/Tests/EarshotKitTests/Fixtures/real-listings"
  static let present = FileManager.default.fileExists(atPath: corpus + "/real")

  /// The listing of one capture: each platform's swipe order, or the diagnostics that say why
  /// it does not import. Paths are the capture's below the corpus, so the text is the same on
  /// every machine.
  static func listing(of relative: String, words: ReaderWords = .english) -> String {
    let compiled = Compiler().compileScreen(at: corpus + "/" + relative)
    guard let screen = compiled.screen, compiled.succeeded else {
      return DiagnosticRenderer().render(compiled.diagnostics)
        .replacingOccurrences(of: corpus + "/", with: "")
    }
    return compiled.platforms.map { platform in
      SwipeOrderReport.render(screen, on: platform, words: words).replacingOccurrences(
        of: corpus + "/", with: "")
    }.joined(separator: "\n")
  }

  /// The language a capture's device spoke, where its name says it (`…-de.uiautomator.xml`):
  /// the capture is also listed in that language, as its reader said it there. Chinese apps'
  /// captures name `zh`, which is mainland China's Simplified Chinese (`zh-CN`).
  static func language(of relative: String) -> SpeechLocale? {
    let name = (relative as NSString).lastPathComponent
    guard let stem = name.split(separator: ".").first, let dash = stem.lastIndex(of: "-") else { return nil }
    let tag = stem[stem.index(after: dash)...]
    guard ["de", "es", "fr", "ko", "zh"].contains(tag) else { return nil }
    return SpeechLocale(tag == "zh" ? "zh-CN" : String(tag))
  }

  /// Each capture's listings: in English, and in its device's language where its name says it.
  static func listings(of relative: String) -> [(path: String, text: String)] {
    let base = Self.listings + "/" + relative.dropFirst("real/".count)
    var listings = [(base + ".txt", listing(of: relative))]
    if let locale = language(of: relative) {
      listings.append((base + "." + locale.tag + ".txt", listing(of: relative, words: ReaderWords(locale))))
    }
    return listings
  }

  static func captures() -> [String] {
    let root = corpus + "/real"
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      if [".xml", ".txt", ".json"].contains(where: relative.hasSuffix) { found.append("real/" + relative) }
    }
    return found.sorted()
  }

  @Test(.enabled(if: present, "../shared/corpus/real is not here, so there are no real captures to list"))
  func everyCaptureReadsAsItsReviewedListing() throws {
    let record = ProcessInfo.processInfo.environment["EARSHOT_RECORD_LISTINGS"] == "1"
    let captures = Self.captures()
    #expect(captures.count >= 50)
    for relative in captures {
      for (path, listing) in Self.listings(of: relative) {
        try Self.compare(listing, at: path, of: relative, record: record)
      }
    }
  }

  static func compare(_ listing: String, at path: String, of relative: String, record: Bool) throws {
    if record {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try listing.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    let reviewed = try? String(contentsOfFile: path, encoding: .utf8)
    #expect(reviewed != nil, "\(relative) has no reviewed listing at \(path); record one")
    guard let reviewed, reviewed != listing else { return }
    let got = listing.split(separator: "\n", omittingEmptySubsequences: false)
    let want = reviewed.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(got.count, want.count)
    Issue.record(
      """
      \(relative) no longer reads as its reviewed listing \((path as NSString).lastPathComponent); first difference at line \(first + 1):
        reviewed: \(first < want.count ? String(want[first]) : "(end)")
        now:      \(first < got.count ? String(got[first]) : "(end)")
      """)
  }

  /// The screen built from a capture swipes through exactly the stops its reader's model
  /// visits, in its order: the elements' tree (document order, reordered where the reader
  /// orders otherwise) never drops, adds or reorders a stop.
  @Test(.enabled(if: present, "../shared/corpus/real is not here, so there are no real captures to read"))
  func theScreenSwipesThroughTheReadersStopsInItsOrder() throws {
    for relative in Self.captures() {
      let compiled = Compiler().compileScreen(at: Self.corpus + "/" + relative)
      guard let screen = compiled.screen, compiled.succeeded, let platform = compiled.platforms.first else {
        continue
      }
      let model = ScreenModel(screen: screen, platform: platform)
      let order = model.order(withOpen: []).compactMap { model.nodes[$0].element.captured }
      let reader = order.first?.model
      #expect(order.map(\.node) == (reader?.stops ?? []), "\(relative)")
    }
  }
}
