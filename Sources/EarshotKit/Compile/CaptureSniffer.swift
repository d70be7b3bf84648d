/// Tells a captured accessibility tree (SPEC §7) from a `.screen` file by its content, as the
/// research on capture formats recommends (`tree-formats.md` §0), so that a capture is never
/// parsed as screen language.
enum CaptureSniffer {
  static func captureFormat(of file: SourceFile) -> String? {
    var start = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[start]) { start += 1 }
    let head = String(decoding: file.bytes[start..<min(file.bytes.count, start + 4096)], as: UTF8.self)
    if head.hasPrefix("<") {
      if head.contains("XCUIElementType") { return "an Appium iOS page source" }
      if head.contains("<hierarchy") { return "an Android uiautomator or Appium page source" }
      return "an XML capture"
    }
    if head.contains("Element subtree:") || head.contains("Attributes: Application") {
      return "an XCUITest debugDescription"
    }
    return nil
  }
}
