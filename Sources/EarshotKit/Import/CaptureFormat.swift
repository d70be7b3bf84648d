import Foundation

/// The capture formats earshot reads, told apart by content, never by file name
/// (`tree-formats.md` §0).
public enum CaptureFormat: String, Sendable {
  case uiautomator = "an Android uiautomator dump"
  case appiumAndroid = "an Appium Android page source"
  case appiumIOS = "an Appium iOS page source"
  case debugDescription = "an XCUITest debugDescription"
  /// `po app.debugDescription` in lldb: one Swift string literal with `\n` escapes.
  case lldbDescription = "an XCUITest debugDescription printed by lldb as a string literal"
  /// WebDriverAgent's `GET /source?format=description`: `{"value": "Attributes: …"}`.
  case wdaDescription = "an XCUITest debugDescription wrapped in WebDriverAgent JSON"
  case maestro = "a Maestro hierarchy (JSON)"
  case otherXML = "an XML document of an unknown kind"

  public var platform: Platform? {
    switch self {
    case .uiautomator, .appiumAndroid: return .android
    case .appiumIOS, .debugDescription, .lldbDescription, .wdaDescription: return .ios
    case .maestro, .otherXML: return nil
    }
  }

  /// Captures start with `<`, `{`, `[`, `"` (lldb), `Attributes:`, or XCTest activity lines
  /// (`    t = …` indented, which the whitespace skip has already passed, so `t`).
  private static func mayStartCapture(_ bytes: [UInt8], at start: Int) -> Bool {
    switch bytes[start] {
    case UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): return true
    case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "t"), UInt8(ascii: "U"), UInt8(ascii: "X"), 0xE2:
      // `Attributes:`, `Element subtree:`, `t = …`, junk before XML (`UI hierchary…`),
      // `XCTAssert… failed - …`, a tree without its header (`Application, 0x…`, or `→`
      // first): worth a closer look.
      return true
    default:
      // A log line before a dump (`ERROR: …`) starts with another letter; look for XML
      // markup in the first line.
      let end = min(bytes.count, start + 512)
      return bytes[start..<end].contains(UInt8(ascii: "<"))
        && !bytes[start..<end].starts(with: Array("screen".utf8))
    }
  }

  /// The format of a capture, or nil for anything else (a `.screen` file).
  public static func detect(_ file: SourceFile) -> CaptureFormat? {
    var start = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[start]) { start += 1 }
    // Screen-language files start with a comment, `platform`, `screen` or a kind: a letter or
    // `#` that cannot open a capture. Decide those from the first bytes, without decoding.
    if start < file.bytes.count, !mayStartCapture(file.bytes, at: start) { return nil }
    let head = String(decoding: file.bytes[start..<min(file.bytes.count, start + 65_536)], as: UTF8.self)
    if head.hasPrefix("{") || head.hasPrefix("[") {
      if head.contains("Element subtree:") { return .wdaDescription }
      if head.contains("\"attributes\"") && head.contains("\"children\"") { return .maestro }
      return nil
    }
    if head.hasPrefix("<") || head.contains("<?xml") || head.contains("<hierarchy") {
      if head.contains("<hierarchy") {
        let afterRoot = head.range(of: "<hierarchy").map { head[$0.upperBound...] } ?? head[...]
        let firstChild =
          afterRoot.firstIndex(of: ">").map { afterRoot[afterRoot.index(after: $0)...] } ?? afterRoot
        return firstChild.drop { $0 != "<" }.hasPrefix("<node") ? .uiautomator : .appiumAndroid
      }
      if head.contains("<AppiumAUT") || head.contains("<XCUIElementType") { return .appiumIOS }
      return head.hasPrefix("<") ? .otherXML : nil
    }
    if head.contains("\"Attributes:")
      || head.split(separator: "\n").contains(where: {
        $0.hasPrefix("\"") && $0.contains("\\n") && $0.contains("Element subtree:")
      })
    {
      return .lldbDescription
    }
    if head.contains("Element subtree:") || head.hasPrefix("Attributes: ") || startsWithApplication(head) {
      return .debugDescription
    }
    return nil
  }

  /// `print(app.debugDescription)` pasted from its tree on: the first line is the application
  /// element (`→Application, 0x…, pid: N, label: '…'`, the arrow marking the element the
  /// description is of), with no `Attributes:` or `Element subtree:` header before it.
  static func startsWithApplication(_ text: some StringProtocol) -> Bool {
    let line = text.drop { $0 == " " || $0 == "\t" }
    let element = line.hasPrefix("→") ? line.dropFirst() : line[...]
    return element.hasPrefix("Application, 0x")
  }
}
