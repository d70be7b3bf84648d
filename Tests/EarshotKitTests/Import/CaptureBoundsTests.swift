import EarshotKit
import Foundation
import Testing

/// Each capture format's frame becomes the element's `Bounds`, in the format's unit.
@Suite struct CaptureBoundsTests {
  static func bounds(_ text: String, path: String = "capture.xml") throws -> [Bounds?] {
    let file = SourceFile(path: path, text: text)
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    return screen.allElements.filter { $0.kind.value == "button" }.map(\.bounds)
  }

  static func androidButton(root: String) -> String {
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\"\(root)><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,1920]\"><node class=\"android.widget.Button\" text=\"Go\" clickable=\"true\" bounds=\"[10,20][150,160]\"/></node></hierarchy>"
  }

  @Test func uiautomatorBoundsArePixelsAtADensityAssumedFromTheScreenWidth() throws {
    let bounds = try #require(try Self.bounds(Self.androidButton(root: "")).first ?? nil)
    #expect(bounds.x == 10 && bounds.y == 20 && bounds.width == 140 && bounds.height == 140)
    #expect(bounds.unit == .pixels(density: 1080 / 411, stated: false))
    #expect(bounds.independentWidth.rounded() == 53)
  }

  @Test func aStatedDensityInDPIOrAsAScaleOverridesTheAssumption() throws {
    let dpi = try #require(try Self.bounds(Self.androidButton(root: " density=\"480\"")).first ?? nil)
    #expect(dpi.unit == .pixels(density: 3, stated: true))
    let scale = try #require(try Self.bounds(Self.androidButton(root: " density=\"2.625\"")).first ?? nil)
    #expect(scale.unit == .pixels(density: 2.625, stated: true))
  }

  @Test func appiumAndroidTakesTheScreenSizeFromTheHierarchy() throws {
    let bounds = try #require(
      try Self.bounds(Self.androidButton(root: " width=\"720\" height=\"1280\"")).first ?? nil)
    #expect(bounds.unit == .pixels(density: 720 / 411, stated: false))
  }

  @Test func appiumIOSAndDebugDescriptionFramesArePoints() throws {
    let appium = CaptureMappingTests.ios(
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Close" enabled="true" visible="true" x="8" y="-50" width="30" height="31"/>"#
    )
    #expect(try Self.bounds(appium) == [Bounds(x: 8, y: -50, width: 30, height: 31, unit: .points)])
    let description = """
      Attributes: Application, 0x1, pid: 1, label: 'App'
      Element subtree:
       →Application, 0x1, pid: 1, label: 'App'
          Button, 0x2, {{20.5, 100.0}, {40.0, 44.0}}, label: 'Add'
      """
    #expect(
      try Self.bounds(description, path: "capture.txt") == [
        Bounds(x: 20.5, y: 100, width: 40, height: 44, unit: .points)
      ])
  }

  @Test func aMalformedRectLeavesNoBounds() throws {
    let capture = Self.androidButton(root: "").replacingOccurrences(of: "[10,20][150,160]", with: "[10,20]")
    #expect(try Self.bounds(capture) == [nil])
  }
}
