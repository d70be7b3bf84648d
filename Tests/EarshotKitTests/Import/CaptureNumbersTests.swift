import Foundation
import Testing

@testable import EarshotKit

/// Numbers in captures that no screen could hold (not finite, or beyond a million points or
/// pixels) are a located `malformed-capture` error at the attribute; bounds that reach the
/// rules and the drawing some other way are left out; every number is written without a trap.
@Suite struct CaptureNumbersTests {
  /// A hostile capture: `needle` is the blamed text on line `line`, which the diagnostic's
  /// column points at.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let path: String
    let line: Int
    let needle: String
    let message: String
    var testDescription: String { name }

    /// The column the diagnostic points at: the needle's, past `width="` when it starts so.
    var column: Int {
      let text = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
      let found =
        text.range(of: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1
      return found + 1 + (needle.hasPrefix("width=") ? "width=\"".count : 0)
    }
  }

  static let bounds =
    "`bounds` must hold finite numbers within ±1000000 pixels, larger than any screen; the capture is malformed"
  static func size(_ name: String, _ unit: String) -> String {
    "`\(name)` must be a finite number within ±1000000 \(unit), larger than any screen; the capture is malformed"
  }

  static func uiautomator(_ bounds: String, root: String = "") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy rotation=\"0\"\(root)>\n<node class=\"android.widget.Button\" text=\"Go\" clickable=\"true\" bounds=\"\(bounds)\"/>\n</hierarchy>\n"
  }

  static func appiumAndroid(_ bounds: String, root: String = "") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy class=\"hierarchy\"\(root)>\n<android.widget.Button class=\"android.widget.Button\" text=\"Go\" clickable=\"true\" bounds=\"\(bounds)\"/>\n</hierarchy>\n"
  }

  static func appiumIOS(width: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Close\" x=\"8\" y=\"0\" width=\"\(width)\" height=\"31\"/>\n</AppiumAUT>\n"
  }

  static func debugDescription(frame: String) -> String {
    "Attributes: Application, 0x1, pid: 1, label: 'App'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Button, 0x2, \(frame), label: 'Add'\n"
  }

  static let cases: [Case] =
    [
      Case(
        name: "uiautomator Int.max", text: uiautomator("[0,0][9223372036854775807,1]"), path: "a.xml",
        line: 3,
        needle: "[0,0][9223372036854775807,1]", message: bounds),
      Case(
        name: "uiautomator Int.min", text: uiautomator("[-9223372036854775808,0][10,1]"), path: "a.xml",
        line: 3,
        needle: "[-9223372036854775808,0][10,1]", message: bounds),
      Case(
        name: "uiautomator a hundred digits",
        text: uiautomator("[0,0][\(String(repeating: "9", count: 100)),5]"),
        path: "a.xml", line: 3, needle: "[0,0][9", message: bounds),
      Case(
        name: "Appium Android Int.min", text: appiumAndroid("[0,-9223372036854775808][10,1]"), path: "a.xml",
        line: 3, needle: "[0,-9223372036854775808][10,1]", message: bounds),
      Case(
        name: "Appium Android screen width",
        text: appiumAndroid("[0,0][10,10]", root: " width=\"inf\" height=\"9\""),
        path: "a.xml", line: 2, needle: "inf", message: size("width", "pixels")),
      Case(
        name: "density 1e300", text: uiautomator("[0,0][10,10]", root: " density=\"1e300\""), path: "a.xml",
        line: 2, needle: "1e300",
        message:
          "`density` is not a screen density: earshot reads 80 to 1600 dpi (`420`) or 0.5 to 10 pixels a dp (`2.625`)"
      ),
      Case(
        name: "density 0", text: uiautomator("[0,0][10,10]", root: " density=\"0\""), path: "a.xml", line: 2,
        needle: "0\">",
        message:
          "`density` is not a screen density: earshot reads 80 to 1600 dpi (`420`) or 0.5 to 10 pixels a dp (`2.625`)"
      ),
    ]
    + ["1e20", "inf", "1e400", "nan", "-1e20", "1000001"].map {
      Case(
        name: "Appium iOS width \($0)", text: appiumIOS(width: $0), path: "a.xml", line: 3,
        needle: "width=\"\($0)", message: size("width", "points"))
    }
    + ["{{0, 0}, {1e20, 10}}", "{{nan, 0}, {1, 1}}", "{{0, -inf}, {1, 1}}"].map {
      Case(
        name: "debugDescription \($0)", text: debugDescription(frame: $0), path: "a.txt", line: 4, needle: $0,
        message:
          "the frame must hold finite numbers within ±1000000 points, larger than any screen; the capture is malformed"
      )
    }

  @Test(arguments: cases) func numbersNoScreenHoldsAreALocatedMalformedCapture(_ hostile: Case) throws {
    let file = SourceFile(path: hostile.path, text: hostile.text)
    let format = try #require(CaptureFormat.detect(file))
    let (screen, diagnostics) = CaptureImporter.importScreen(file, format: format)
    #expect(screen == nil)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.id == .malformedCapture)
    #expect(diagnostic.message == hostile.message)
    #expect(file.location(of: diagnostic.location.range.start) == (hostile.line, hostile.column))
  }

  /// The largest numbers that are read still import, and their sizes are measured.
  @Test func numbersUpToAMillionImport() throws {
    let file = SourceFile(path: "a.xml", text: Self.uiautomator("[-1000000,0][1000000,1000000]"))
    let format = try #require(CaptureFormat.detect(file))
    let (screen, diagnostics) = CaptureImporter.importScreen(file, format: format)
    #expect(diagnostics.isEmpty)
    let bounds = try #require(screen?.allElements.first?.bounds)
    #expect(bounds.width == 2_000_000 && bounds.isPlausible)
  }

  @Test func everyNumberIsWrittenWithoutATrap() {
    #expect(Bounds.text(48) == "48")
    #expect(Bounds.text(2.625) == "2.63")
    #expect(Bounds.text(-0.001) == "0")
    #expect(Bounds.text(1e20) == "1000000000000")
    #expect(Bounds.text(-.infinity) == "0")
    #expect(Bounds.text(.nan) == "0")
  }

  /// A slider's or progress bar's value that is no decimal percentage from 0 to 100 is the
  /// app's own text, as a screen written by hand may not hold it (`invalid-value`): the slider
  /// imports as text, with no value a script could adjust, and no reader speaks a number the
  /// capture does not state (`0x10` is not `16%`). Out of the range it is not clamped: the
  /// dump's range is unknown. A dump writes a range value as Java's `Float.toString` does
  /// (`1.0E-4`), which is read.
  @Test func rangeValuesThatAreNoDecimalPercentageImportAsText() throws {
    let sliders = ["0x10%", "1e2%", "nan%", "inf%", "250%", "-5%", "1e400%", "12.5%"].enumerated().map {
      #"<XCUIElementTypeSlider type="XCUIElementTypeSlider" label="S\#($0.offset)" value="\#($0.element)"/>"#
    }
    #expect(
      try CaptureMappingTests.elements(CaptureMappingTests.ios(sliders.joined()))
        == (0..<7).map { #"text "S\#($0)""# } + [#"slider "S7" value "12.5%" step 10"#])
    let seekBars = ["0x10", "NaN", "Infinity", "1.0E400", "+50.0", "250.0", "1.0E-4", "62.5"].enumerated().map
    {
      #"<node class="android.widget.SeekBar" content-desc="S\#($0.offset)" text="\#($0.element)" focusable="true"/>"#
    }
    #expect(
      try CaptureMappingTests.elements(CaptureMappingTests.android(seekBars.joined()))
        == (0..<6).map { #"text "S\#($0)""# } + [
          #"slider "S6" value "0%" step 5"#, #"slider "S7" value "62%" step 5"#,
        ])
    let bar =
      #"<node class="android.widget.ProgressBar" content-desc="Upload" text="0x10" bounds="[0,0][1080,40]"/>"#
    let said = try CaptureMappingTests.stops(CaptureMappingTests.android(bar))
    #expect(said.allSatisfy { !$0.contains("16") }, "\(said)")
  }

  /// Bounds that reach the rules and the drawing other than through an importer (a screen made
  /// in code) are left out of both rather than measured or drawn.
  @Test func boundsNoScreenHoldsAreLeftOutOfTheRulesAndTheDrawing() throws {
    let file = SourceFile(path: "a.xml", text: Self.appiumIOS(width: "10"))
    let format = try #require(CaptureFormat.detect(file))
    var screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    for huge in [1e20, .infinity, .nan, -1e20] {
      screen.elements[0].bounds?.width = huge
      let model = ScreenModel(screen: screen, platform: .ios)
      let session = Session(model: model)
      let tables = AuditTables(session)
      let findings = AuditRules.all.flatMap { rule in
        model.nodes.indices.flatMap { rule.findings(for: $0, in: session, tables: tables) }
      }
      #expect(findings.isEmpty, "\(huge): \(findings)")
      let trace = Trace(
        platform: .ios, file: file, model: model, keys: ("a.audit", "a.xml"), title: "a",
        settings: ReaderSettings(), startOrder: session.order, tests: [])
      let drawing = HTMLSwipeOrder.render(trace)
      #expect(!drawing.contains("class=\"layout\""), "\(drawing)")
      #expect(drawing.contains("<ol class=\"stack\""))
    }
  }
}
