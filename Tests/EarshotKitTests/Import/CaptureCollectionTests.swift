import EarshotKit
import Foundation
import Testing

/// What TalkBack says of a captured list and of a whole utterance, past the model's own words:
/// positions from the items (`TalkBackCollection`), the list's name on entering and leaving
/// it, and a lone symbol's name (`TalkBack.cleanedUp`). Each walks a small capture by swipes.
@Suite struct CaptureCollectionTests {
  /// What TalkBack says at each stop, swiping forward from the first.
  static func swipes(_ nodes: String) throws -> [String] {
    let text = CaptureMappingTests.android(nodes)
    let file = SourceFile(path: "capture.xml", text: text)
    let format = try #require(CaptureFormat.detect(file), "not detected as a capture")
    let (screen, diagnostics) = CaptureImporter.importScreen(file, format: format)
    let imported = try #require(screen, "\(diagnostics.map(\.message))")
    var settings = ReaderSettings()
    settings.listPositions = true
    var session = Session(model: ScreenModel(screen: imported, platform: .android), settings: settings)
    return session.order.indices.map { _ in session.swipe(forward: true).announcement.withoutHint.text }
  }

  static func list(_ attributes: String = "", _ items: String) -> String {
    #"<node class="androidx.recyclerview.widget.RecyclerView" \#(attributes)>\#(items)</node>"#
  }

  static let before = #"<node class="android.widget.TextView" text="Before"/>"#
  static let after = #"<node class="android.widget.TextView" text="After"/>"#
  static func row(_ text: String) -> String {
    #"<node class="android.widget.LinearLayout" clickable="true"><node class="android.widget.TextView" text="\#(text)"/></node>"#
  }

  @Test func anItemsPositionIsItsPlaceAmongTheListsChildren() throws {
    // A row holding two buttons: the first takes the row's position (`FILTER_COLLECTION_ITEM`
    // through an ancestor), the second, in the same row, says none (`getTransition`); a
    // visible divider with nothing to say is still an item.
    let buttons =
      #"<node class="android.widget.LinearLayout"><node class="android.widget.Button" text="Play" clickable="true"/><node class="android.widget.Button" text="Share" clickable="true"/></node>"#
    let divider = #"<node class="android.view.View" bounds="[0,500][1080,502]"/>"#
    #expect(
      try Self.swipes(
        Self.before + Self.list("", Self.row("A") + buttons + divider + Self.row("B")) + Self.after)
        == [
          "Before", "A, 1 of 4, In list, 4 items", "Play, Button, 2 of 4", "Share, Button",
          "B, 4 of 4", "After, Out of list",
        ])
  }

  @Test func aListHoldingAListIsNone() throws {
    // `shouldEnter`: a flat collection holding a flat one is discarded, the innermost is read;
    // leaving it for the outer one's next section is leaving a list.
    let section = { (name: String) in
      #"<node class="android.widget.LinearLayout"><node class="android.widget.Button" text="\#(name)" clickable="true"/>\#(Self.list(#"content-desc="\#(name)" focusable="true""#, Self.row(name + " 1") + Self.row(name + " 2")))</node>"#
    }
    let heard = try Self.swipes(Self.list("", section("Shows") + section("Films")))
    #expect(
      heard
        == [
          "Shows, Button", "Shows 1, 1 of 2, In list Shows, 2 items", "Shows 2, 2 of 2",
          "Films, Button, Out of list Shows", "Films 1, 1 of 2, In list Films, 2 items", "Films 2, 2 of 2",
        ])
  }

  @Test func aListOfOneItemIsNone() throws {
    // `CollectionState.shouldEnter`: `getChildCount() <= 1` without CollectionInfo.
    let buttons =
      #"<node class="android.widget.LinearLayout"><node class="android.widget.Button" text="Play" clickable="true"/><node class="android.widget.Button" text="Share" clickable="true"/></node>"#
    #expect(
      try Self.swipes(Self.before + Self.list("", buttons) + Self.after) == [
        "Before", "Play, Button", "Share, Button", "After",
      ])
  }

  @Test func aNamedListIsEnteredAndLeftByItsName() throws {
    // `getCollectionName`: the content description, else the text; `in_list_with_name`,
    // `out_of_list_with_name`.
    #expect(
      try Self.swipes(
        Self.before + Self.list(#"content-desc="Shows""#, Self.row("A") + Self.row("B")) + Self.after)
        == ["Before", "A, 1 of 2, In list Shows, 2 items", "B, 2 of 2", "After, Out of list Shows"])
    #expect(
      try Self.swipes(Self.list(#"text="Films""#, Self.row("A") + Self.row("B")))
        == ["A, 1 of 2, In list Films, 2 items", "B, 2 of 2"])
    // A blank description names nothing; Automotive's rotary markers are no name.
    #expect(
      try Self.swipes(Self.list(#"content-desc=" ""#, Self.row("A") + Self.row("B")))
        == ["A, 1 of 2, In list, 2 items", "B, 2 of 2"])
    #expect(
      try Self.swipes(
        Self.list(#"content-desc="com.android.car.ui.utils.ROTARY_CONTAINER""#, Self.row("A") + Self.row("B"))
      )
        == ["A, 1 of 2, In list, 2 items", "B, 2 of 2"])
  }

  @Test func anUtteranceThatIsOneSymbolSaysItsName() throws {
    // `SpeechCleanupUtils.cleanUp` on the whole utterance (`Compositor`): `:` is `Colon`,
    // padded or not; a letter stays itself, and a longer utterance is left alone.
    let texts = [":", " : ", "A", "12:30"]
    let nodes = texts.map { #"<node class="android.widget.TextView" text="\#($0)"/>"# }.joined()
    #expect(try Self.swipes(nodes) == ["Colon", "Colon", "A", "12:30"])
    // In a list the utterance holds the position too: no longer one character, left alone.
    let inList = [":", "A"].map { #"<node class="android.widget.TextView" text="\#($0)"/>"# }.joined()
    #expect(try Self.swipes(Self.list("", inList)) == [":, 1 of 2, In list, 2 items", "A, 2 of 2"])
  }
}
