import Foundation

/// Appium / WebDriverAgent iOS page source (`tree-formats.md` §3): `XCUIElementType…` tags
/// under an optional `<AppiumAUT>`, attributes written only when set. The spoken label is
/// `label`, never `name` (usually an identifier); a switch's state is `value` `1`/`0`;
/// `visible="false"` marks elements scrolled off screen.
enum AppiumIOSReader {
  /// The roots; an element whose frame no screen could hold is a located error.
  static func read(_ document: MarkupDocument, file: SourceFile) throws(Diagnostic) -> [CapturedNode] {
    let root = MarkupDocument.root
    guard document.elements[root].name == KnownName.appiumRoot.rawValue else {
      return [try node(root, in: document, file)]
    }
    var roots: [CapturedNode] = []
    for child in document.children(of: root) { roots.append(try node(child, in: document, file)) }
    return roots
  }

  private static func node(_ element: Int, in document: MarkupDocument, _ file: SourceFile) throws(Diagnostic)
    -> CapturedNode
  {
    func attribute(_ name: KnownName) -> MarkupDocument.Attribute? { document.attribute(name, of: element) }
    func clean(_ name: KnownName) -> String? { CapturedNode.clean(attribute(name), in: document) }
    func value(_ name: KnownName, is text: StaticString) -> Bool {
      attribute(name).map { document.value($0, is: text) } ?? false
    }
    let type = withoutTypePrefix(attribute(.type).map(document.string) ?? document.name(of: element))
    var node = CapturedNode(type: type, range: document.range(of: element))
    node.label = clean(.label)
    node.value = clean(.value)
    node.placeholder = clean(.placeholderValue)
    if let name = clean(.name), name != node.label { node.identifier = name }
    node.enabled = !value(.enabled, is: "false")
    node.selected = value(.selected, is: "true")
    node.hidden = value(.visible, is: "false")
    node.className = type
    if let accessible = attribute(.accessible) { node.accessible = document.value(accessible, is: "true") }
    node.traits = (attribute(.traits).map(document.string) ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    var frame: [Double] = []
    for name in [KnownName.x, .y, .width, .height] {
      guard let attribute = attribute(name), let number = Double(document.string(attribute)) else { continue }
      guard Bounds.arePlausible(number) else {
        throw Diagnostic(
          .malformedCapture, Bounds.implausible("`\(name.spelling)` must be a finite number", unit: "points"),
          at: SourceLocation(file: file, range: document.range(of: attribute, in: element)))
      }
      frame.append(number)
    }
    if frame.count == 4 {
      node.frame = Bounds(x: frame[0], y: frame[1], width: frame[2], height: frame[3], unit: .points)
    }
    node.heading = node.traits.contains("Header")
    if type == "Switch" || type == "Toggle" { node.checked = node.value == "1" }
    for child in document.children(of: element) {
      node.children.append(try Self.node(child, in: document, file))
    }
    return node
  }

  /// `XCUIElementTypeButton` → `Button`: every `XCUIElementType` taken out. ASCII (every real
  /// type) is done on bytes, where Foundation's search would find the same places.
  private static func withoutTypePrefix(_ type: String) -> String {
    let word: StaticString = "XCUIElementType"
    guard type.utf8.allSatisfy({ $0 < 0x80 }) else {
      return type.replacingOccurrences(of: "XCUIElementType", with: "")
    }
    var bytes = Array(type.utf8)
    let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    var kept = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
        bytes[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        index += pattern.count
        continue
      }
      bytes[kept] = bytes[index]
      kept += 1
      index += 1
    }
    // Nothing taken out: the type as it was, with no new String.
    return kept == bytes.count ? type : String(decoding: bytes[..<kept], as: UTF8.self)
  }
}
