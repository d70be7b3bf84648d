import Foundation
import Testing

@testable import EarshotKit

/// What `TalkBackModel` answers besides stops and words (which the fixture corpus checks): the
/// nodes a stop reads, live state, behaviours, collections, and its cost on a large capture.
@Suite struct TalkBackModelTests {
  static let capture = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy rotation="0">
      <node index="0" text="" class="android.widget.FrameLayout" package="app" bounds="[0,0][1080,2340]">
        <node index="0" text="" class="android.widget.LinearLayout" package="app" clickable="true" focusable="true" bounds="[0,0][1080,200]">
          <node index="0" text="Bluetooth" class="android.widget.TextView" package="app" bounds="[0,0][800,200]" />
          <node index="1" text="" class="android.widget.Switch" package="app" checkable="true" checked="false" bounds="[800,0][1080,200]" />
        </node>
        <node index="1" text="Wi-Fi" class="android.widget.Switch" package="app" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,200][1080,400]" />
        <node index="2" text="ana@example.com" hint="Email" class="android.widget.EditText" package="app" clickable="true" focusable="true" bounds="[0,400][1080,600]" />
        <node index="3" text="" class="android.widget.RadioGroup" package="app" bounds="[0,600][1080,1000]">
          <node index="0" text="Text" class="android.widget.RadioButton" package="app" checkable="true" clickable="true" focusable="true" bounds="[0,600][1080,800]" />
        </node>
        <node index="4" text="Settings" class="android.widget.TextView" package="app" heading="true" bounds="[0,1000][1080,1100]" />
        <node index="5" text="" class="android.widget.EditText" package="app" password="true" clickable="true" focusable="true" bounds="[0,1100][1080,1200]" />
        <node index="6" text="" class="android.view.View" package="app" checkable="true" clickable="true" focusable="true" bounds="[0,1200][1080,1300]" />
        <node index="7" text="" class="android.widget.SeekBar" package="app" focusable="true" bounds="[0,1300][1080,1400]" />
        <node index="8" text="" content-desc="Logo" class="android.widget.ImageView" package="app" bounds="[0,1400][200,1500]" />
      </node>
    </hierarchy>
    """

  static func model() throws -> TalkBackModel {
    TalkBackModel(tree: try #require(PlatformTree.reading(capture)))
  }

  /// The node whose text or content description is `name`.
  static func node(_ name: String, in model: TalkBackModel) throws -> Int {
    try #require(model.tree.nodes.indices.first { model.name(of: $0) == name })
  }

  @Test func aRowReadsItsTextAndItsSwitch() throws {
    let model = try Self.model()
    let row = try #require(model.stops.first)
    let title = try Self.node("Bluetooth", in: model)
    #expect(model.readNodes(of: row) == [title, title + 1])
    #expect(model.readNodes(of: try Self.node("Wi-Fi", in: model)).isEmpty)
  }

  @Test func readNodesAreInDocumentOrder() throws {
    let capture = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy rotation="0">
        <node index="0" text="" class="android.widget.FrameLayout" package="app" bounds="[0,0][1080,2340]">
          <node index="0" text="" class="android.widget.LinearLayout" package="app" clickable="true" bounds="[0,0][1080,200]">
            <node index="0" text="" class="android.widget.LinearLayout" package="app" bounds="[0,0][800,200]">
              <node index="0" text="Title" class="android.widget.TextView" package="app" bounds="[0,0][800,100]" />
              <node index="1" text="Summary" class="android.widget.TextView" package="app" bounds="[0,100][800,200]" />
            </node>
            <node index="1" text="" class="android.view.View" package="app" bounds="[800,0][1080,200]" />
          </node>
        </node>
      </hierarchy>
      """
    let model = TalkBackModel(tree: try #require(PlatformTree.reading(capture)))
    #expect(model.stops == [1])
    #expect(model.utterance(of: 1, live: LiveState(captured: model.tree[1])) == ["Title", "Summary"])
    // The inner layout and the empty View are not important (`TalkBackImportance`): TalkBack
    // never gets them, so the row reads only its texts.
    #expect(model.readNodes(of: 1) == [3, 4])
  }

  @Test func liveStateChangesTheWords() throws {
    let model = try Self.model()
    let wifi = try Self.node("Wi-Fi", in: model)
    let off = LiveState(checked: false, selected: true, enabled: false, text: nil)
    #expect(model.utterance(of: wifi, live: off) == ["selected", "Off", "Wi-Fi", "Switch", "disabled"])
    #expect(model.usageHint(of: wifi, live: off) == nil)
    let field = try Self.node("ana@example.com", in: model)
    let typed = LiveState(checked: nil, selected: false, enabled: true, text: "bo@example.com")
    #expect(model.utterance(of: field, live: typed) == ["bo@example.com", "Edit box", "Email"])
    let emptied = LiveState(checked: nil, selected: false, enabled: true, text: "")
    #expect(model.utterance(of: field, live: emptied) == ["Email", "Edit box"])
    let password = try #require(model.tree.nodes.indices.first { model.tree[$0].password })
    let secret = LiveState(checked: nil, selected: false, enabled: true, text: "hunter2")
    #expect(model.utterance(of: password, live: secret) == ["password", "7 characters", "Edit box"])
  }

  @Test func aHeadingSaysHeadingLast() throws {
    let model = try Self.model()
    let heading = try Self.node("Settings", in: model)
    #expect(
      model.utterance(of: heading, live: LiveState(captured: model.tree[heading])) == ["Settings", "Heading"])
  }

  @Test func behavioursFollowRolesAndFlags() throws {
    let model = try Self.model()
    func behaviour(ofClass name: String) -> StopBehaviour? {
      model.tree.nodes.indices.first { model.tree[$0].className == name }.map(model.behaviour(of:))
    }
    #expect(model.behaviour(of: try Self.node("Wi-Fi", in: model)) == .toggleSwitch)
    #expect(model.behaviour(of: try Self.node("Text", in: model)) == .radio)
    #expect(model.behaviour(of: try Self.node("ana@example.com", in: model)) == .textField)
    #expect(model.behaviour(of: try Self.node("Settings", in: model)) == .heading)
    #expect(model.behaviour(of: try Self.node("Logo", in: model)) == .image)
    #expect(model.behaviour(of: try Self.node("Bluetooth", in: model)) == .text)
    #expect(behaviour(ofClass: "android.widget.LinearLayout") == .button)
    #expect(behaviour(ofClass: "android.view.View") == .checkbox)
    #expect(behaviour(ofClass: "android.widget.SeekBar") == .slider)
    let password = try #require(model.tree.nodes.indices.first { model.tree[$0].password })
    #expect(model.behaviour(of: password) == .secureField)
  }

  @Test func aRadioGroupIsACollection() throws {
    let capture = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
        <android.widget.FrameLayout index="0" package="app" class="android.widget.FrameLayout" text="" bounds="[0,0][1080,2340]" displayed="true" a11y-important="true" drawing-order="0">
          <android.widget.RadioGroup index="0" package="app" class="android.widget.RadioGroup" text="" bounds="[0,0][1080,400]" displayed="true" a11y-important="true" drawing-order="1">
            <android.widget.RadioButton index="0" package="app" class="android.widget.RadioButton" text="A" checkable="true" clickable="true" focusable="true" bounds="[0,0][1080,200]" displayed="true" a11y-important="true" drawing-order="1" />
          </android.widget.RadioGroup>
          <android.widget.RadioGroup index="1" package="app" class="android.widget.RadioGroup" text="" bounds="[0,400][1080,800]" displayed="true" a11y-important="false" drawing-order="2">
            <android.widget.RadioButton index="0" package="app" class="android.widget.RadioButton" text="B" checkable="true" clickable="true" focusable="true" bounds="[0,400][1080,600]" displayed="true" a11y-important="true" drawing-order="1" />
          </android.widget.RadioGroup>
        </android.widget.FrameLayout>
      </hierarchy>
      """
    let model = TalkBackModel(tree: try #require(PlatformTree.reading(capture)))
    #expect(model.isCollection(1))
    #expect(model.roleName(of: 1) == "List")
    #expect(!model.isCollection(0))
    // An unimportant RadioGroup never reaches TalkBack, so neither does its CollectionInfo.
    #expect(!model.isCollection(3))
    // Nor does a plain one in a dump without `a11y-important` (`TalkBackImportance`).
    let plain = try Self.model()
    let group = try #require(
      plain.tree.nodes.indices.first { plain.tree[$0].className.hasSuffix("RadioGroup") })
    #expect(!plain.isCollection(group))
    #expect(plain.roleName(of: try Self.node("Logo", in: plain)) == "Image")
  }

  /// A capture as large as a screen may be (`Limits.standard.maximumElements` nodes: rows of a
  /// list, each a layout over two texts) is worked out whole, and every stop spoken. That it
  /// takes linear time is measured by the benchmarks (BENCHMARKS.md, `screen` of a list at n
  /// and 2n rows), not here.
  @Test func aLargeCaptureIsReadWhole() throws {
    func node(_ type: String, _ className: String, text: String? = nil, clickable: Bool = false)
      -> CapturedNode
    {
      var node = CapturedNode(type: type, range: SourceRange(0, 0))
      node.className = className
      node.text = text
      node.clickable = clickable
      node.focusable = clickable
      return node
    }
    var list = node("RecyclerView", "androidx.recyclerview.widget.RecyclerView")
    let rows = (Limits.standard.maximumElements - 1) / 3
    for index in 0..<rows {
      var row = node("LinearLayout", "android.widget.LinearLayout", clickable: index % 2 == 0)
      row.children = [
        node("TextView", "android.widget.TextView", text: "Title \(index)"),
        node("TextView", "android.widget.TextView", text: "Detail"),
      ]
      list.children.append(row)
    }
    let model = TalkBackModel(tree: PlatformTree(platform: .android, roots: [list]))
    let words = model.stops.reduce(0) {
      $0 + model.utterance(of: $1, live: LiveState(captured: model.tree[$1])).count
    }
    #expect(model.stops.count == rows)
    #expect(words == 2 * rows)
  }
}
