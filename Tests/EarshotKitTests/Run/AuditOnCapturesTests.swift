import Testing

@testable import EarshotKit

/// The audit rules on small captures written for them: each test states a finding the rule
/// once made that the reader's behaviour contradicts, beside one it must keep.
@Suite struct AuditOnCapturesTests {
  /// The findings of `rule` on an imported capture, as `AuditRuleTests.findings` gives them.
  static func findings(_ capture: String, _ format: CaptureFormat, rule: String) throws -> [String] {
    let file = SourceFile(path: "capture.xml", text: capture)
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    let platform = try #require(format.platform)
    return AuditRuleTests.findings(screen, on: platform).map(\.text).filter { $0.hasPrefix(rule + ":") }
  }

  /// A `Button`-class node with no clickable, long-clickable or focusable flag inside the
  /// clickable button TalkBack stops on (Facebook's profile button holds such a copy of
  /// itself) is no control: nothing activates it, and its parent says its words. A clickable
  /// layout with nothing to say is still reported (its only child an empty TextView, which
  /// TalkBack receives, a TextView being important, but which says nothing).
  @Test func anAndroidNodeWithNoActionIsNoUnreachedControl() throws {
    let capture = CaptureMappingTests.android(
      #"<node class="android.widget.Button" content-desc="Profile" clickable="true" focusable="true" bounds="[0,0][200,200]"><node class="android.widget.Button" content-desc="Profile" clickable="false" focusable="false" bounds="[0,0][200,200]"/></node>"#
        + #"<node class="android.widget.LinearLayout" clickable="true" bounds="[0,200][200,400]"><node class="android.widget.TextView" text="" bounds="[50,250][150,350]"/></node>"#
    )
    let found = try Self.findings(capture, .uiautomator, rule: "one-control-per-stop")
    #expect(found.count == 1)
    #expect(found.allSatisfy { !$0.contains("Profile") }, "\(found)")
  }

  /// A captured stop the reader's model gives no words is unnamed, but the finding quotes no
  /// empty utterance (`says only ""` quotes nothing the reader says).
  @Test func anUnnamedStopWithNoWordsIsReportedWithoutAnEmptyQuote() throws {
    let capture = CaptureMappingTests.android(
      #"<node class="android.view.View" checkable="true" checked="false" clickable="true" bounds="[0,0][200,200]"/>"#
    )
    let found = try Self.findings(capture, .uiautomator, rule: "controls-are-named")
    #expect(found.count == 1)
    #expect(found.allSatisfy { !$0.contains("\"\"") }, "\(found)")
  }

  /// Two rows named by the same first text say different things as a whole (TalkBack reads the
  /// row), so they are told apart; two rows that say the same words are not.
  @Test func capturedRowsAreComparedByAllTheySay() throws {
    let row = { (price: String) in
      #"<node class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,0][1080,200]"><node class="android.widget.TextView" text="ACME" bounds="[0,0][500,200]"/><node class="android.widget.TextView" text="\#(price)" bounds="[500,0][1080,200]"/></node>"#
    }
    let different = CaptureMappingTests.android(row("12.00") + row("13.50"))
    #expect(try Self.findings(different, .uiautomator, rule: "duplicate-speakable-text").isEmpty)
    let same = CaptureMappingTests.android(row("12.00") + row("12.00"))
    #expect(try Self.findings(same, .uiautomator, rule: "duplicate-speakable-text").count == 1)
  }

  /// iOS stops are imported flat; siblings are still those of the captured tree: an "Edit"
  /// button in each of two cells is not reported, two "Edit" buttons in one cell are.
  @Test func iosSiblingsAreThoseOfTheCapturedTree() throws {
    let button = { (y: Int) in
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Edit" label="Edit" enabled="true" visible="true" x="300" y="\#(y)" width="60" height="44"/>"#
    }
    let cell = { (y: Int, buttons: String) in
      #"<XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="\#(y)" width="375" height="44">\#(buttons)</XCUIElementTypeCell>"#
    }
    let table = { (cells: String) in
      #"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="375" height="600">\#(cells)</XCUIElementTypeTable>"#
    }
    let apart = CaptureMappingTests.ios(table(cell(0, button(0)) + cell(44, button(44))))
    #expect(try Self.findings(apart, .appiumIOS, rule: "duplicate-speakable-text").isEmpty)
    let together = CaptureMappingTests.ios(table(cell(0, button(0) + button(0))))
    #expect(try Self.findings(together, .appiumIOS, rule: "duplicate-speakable-text").count == 1)
  }

  /// A clickable View the framework never gives TalkBack (Appium's `a11y-important="false"` on
  /// a real View, such as Material's bottom sheet scrim `touch_outside`) is not a control
  /// TalkBack fails to reach: it is not in TalkBack's tree at all (`TalkBackImportance`).
  @Test func aViewLeftOutOfTalkBacksTreeIsNoUnreachedControl() throws {
    let capture =
      #"<?xml version="1.0"?><hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">"#
      + #"<android.widget.FrameLayout class="android.widget.FrameLayout" bounds="[0,0][1080,2340]" a11y-important="true" drawing-order="0">"#
      + #"<android.view.View class="android.view.View" resource-id="app:id/touch_outside" clickable="true" bounds="[0,0][1080,2340]" a11y-important="false" drawing-order="1"/>"#
      + #"<android.widget.Button class="android.widget.Button" text="OK" clickable="true" bounds="[0,2000][1080,2200]" a11y-important="true" drawing-order="2"/>"#
      + "</android.widget.FrameLayout></hierarchy>"
    #expect(try Self.findings(capture, .appiumAndroid, rule: "one-control-per-stop") == [])
  }
}
