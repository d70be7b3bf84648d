/// Android captures (`tree-formats.md` §1, §2): `uiautomator dump` XML (`<hierarchy>` of
/// `<node>`, every attribute written, `""` when empty, `NAF="true"` on unfriendly controls,
/// several window roots) and Appium UiAutomator2 page source (class names as tags, empty
/// attributes left out, `displayed`). Both read the `class` attribute, never the tag.
enum AndroidCaptureReader {
  static func read(_ root: MarkupElement) -> [CapturedNode] {
    // The <hierarchy> element holds one root per window.
    root.children.map(node)
  }

  private static func node(_ element: MarkupElement) -> CapturedNode {
    // One pass over the attributes (a dump writes about twenty per node).
    let tag = element.name
    var node = CapturedNode(type: lastSegment(tag), range: element.range)
    var checkable = false
    var checked = false
    for (name, value) in element.attributes {
      switch name {
      case "class": node.type = lastSegment(value)
      case "content-desc": node.label = CapturedNode.clean(value)
      case "text": node.text = CapturedNode.clean(value)
      case "hint": node.placeholder = CapturedNode.clean(value)
      case "resource-id":
        if let id = CapturedNode.clean(value) {
          node.identifier = resourceName(id)
        }
      case "checkable": checkable = value == "true"
      case "checked": checked = value == "true"
      case "clickable", "long-clickable": node.clickable = node.clickable || value == "true"
      case "enabled": node.enabled = value != "false"
      case "selected": node.selected = value == "true"
      case "displayed", "visible-to-user": node.hidden = node.hidden || value == "false"
      case "NAF": node.notAccessibilityFriendly = value == "true"
      case "heading": node.heading = value == "true"
      case "scrollable": node.scrollable = value == "true"
      default: break
      }
    }
    if checkable { node.checked = checked }
    node.children = element.children.map(Self.node)
    return node
  }

  /// `com.example:id/title` → `title`, found on bytes.
  static func resourceName(_ id: String) -> String {
    let bytes = Array(id.utf8)
    let marker = Array(":id/".utf8)
    var index = 0
    while index + marker.count <= bytes.count {
      if bytes[index] == 0x3A, bytes[index..<index + marker.count].elementsEqual(marker) {
        return String(decoding: bytes[(index + marker.count)...], as: UTF8.self)
      }
      index += 1
    }
    return id
  }

  /// `android.widget.Switch` → `Switch`, on bytes.
  static func lastSegment(_ className: String) -> String {
    let bytes = className.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return className }
    return String(className[className.utf8.index(after: dot)...])
  }
}
