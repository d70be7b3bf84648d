import Foundation
import Testing

@testable import EarshotKit

/// `TalkBackComposeFocus` against the one real capture that records what it infers: the
/// Appium dump `spoon-live-room-compose-ko.appium-android.xml` (in `../shared/corpus`, read in
/// place) writes `screen-reader-focusable` for every node. Read with the attribute taken out,
/// each node inside a Compose host must be given the value Compose recorded.
@Suite struct TalkBackComposeFocusTests {
  static let spoon =
    RealCaptureListingTests.corpus + "/real/android/spoon-live-room-compose-ko.appium-android.xml"

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: spoon), "the spoon capture is not in ../shared/corpus"))
  func inferenceGivesSpoonsRecordedFlags() throws {
    let text = try String(contentsOfFile: Self.spoon, encoding: .utf8)
    let recorded = try #require(PlatformTree.reading(text))
    let stripped = try #require(
      PlatformTree.reading(
        text.replacingOccurrences(
          of: #" screen-reader-focusable="(true|false)""#, with: "", options: .regularExpression)))
    let model = TalkBackModel(tree: stripped)
    let hosts = TalkBackComposeFocus.hosts(stripped)
    let inferred = TalkBackComposeFocus.inferred(
      stripped, hierarchy: model.hierarchy, roles: model.roles, visible: model.visible, hosts: hosts)
    var compared = 0
    var agreeing = 0
    for index in stripped.nodes.indices where hosts[index] != nil {
      guard let flag = recorded[index].screenReaderFocusable else { continue }
      compared += 1
      if flag == inferred[index] { agreeing += 1 }
      #expect(
        flag == inferred[index], "node \(index) \(recorded[index].className) \(recorded[index].text ?? "")")
    }
    #expect(compared == 59)
    #expect(agreeing == compared)
  }
}
