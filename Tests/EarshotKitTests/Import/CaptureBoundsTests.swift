import EarshotKit
import Foundation
import Testing

/// Each capture format's bounds reach the imported elements (the HTML report draws the swipe
/// order with them); an empty or malformed box is no box.
@Suite struct CaptureBoundsTests {
  /// The named element's bounds in a bundled capture.
  private func bounds(of name: String, in capture: String) throws -> Bounds? {
    let path = repositoryRoot + "/scripts/captures/" + capture
    let file = SourceFile(path: path, contents: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    let element = try #require(screen.allElements.first { $0.names.contains(name) }, "no \(name)")
    return element.bounds
  }

  @Test func androidBoundsAreCorners() throws {
    #expect(
      try bounds(of: "Network & internet", in: "settings.appium-android.xml")
        == Bounds(x: 0, y: 100, width: 1080, height: 100))
  }

  @Test func appiumIOSBoundsAreXYWidthHeight() throws {
    #expect(
      try bounds(of: "General", in: "settings.appium-ios.xml") == Bounds(x: 0, y: 47, width: 100, height: 44))
  }

  @Test func debugDescriptionBoundsAreTheFrame() throws {
    #expect(
      try bounds(of: "Newsletter", in: "enroll.debugdescription.txt")
        == Bounds(x: 320, y: 210, width: 51, height: 31))
  }

  @Test func emptyOrMalformedBoxesAreNone() throws {
    let text = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
      <node class="android.widget.Button" text="Empty" bounds="[0,0][0,0]"/>\
      <node class="android.widget.Button" text="Reversed" bounds="[10,10][5,20]"/>\
      <node class="android.widget.Button" text="Garbage" bounds="[a,b][c,d]"/></hierarchy>
      """
    let file = SourceFile(path: "capture.xml", text: text)
    let screen = try #require(CaptureImporter.importScreen(file, format: .uiautomator).0)
    #expect(screen.allElements.filter { !$0.names.isEmpty }.count == 3)
    #expect(screen.allElements.allSatisfy { $0.bounds == nil })
  }
}
