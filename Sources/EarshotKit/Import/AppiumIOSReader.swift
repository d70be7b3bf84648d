/// Appium / WebDriverAgent iOS page source (`tree-formats.md` §3): `XCUIElementType…` tags
/// under an optional `<AppiumAUT>`, attributes written only when set. The spoken label is
/// `label`, never `name` (usually an identifier); a switch's state is `value` `1`/`0`;
/// `visible="false"` marks elements scrolled off screen.
enum AppiumIOSReader {
  static func read(_ root: MarkupElement) -> [CapturedNode] {
    root.name == "AppiumAUT" ? root.children.map(node) : [node(root)]
  }

  private static func node(_ element: MarkupElement) -> CapturedNode {
    let type = (element.attribute("type") ?? element.name).replacingOccurrences(
      of: "XCUIElementType", with: "")
    var node = CapturedNode(type: type, range: element.range)
    node.label = CapturedNode.clean(element.attribute("label"))
    node.value = CapturedNode.clean(element.attribute("value"))
    node.placeholder = CapturedNode.clean(element.attribute("placeholderValue"))
    if let name = CapturedNode.clean(element.attribute("name")), name != node.label { node.identifier = name }
    node.enabled = element.attribute("enabled") != "false"
    node.selected = element.attribute("selected") == "true"
    node.hidden = element.attribute("visible") == "false"
    node.heading = (element.attribute("traits") ?? "").split(separator: ",").contains {
      $0.trimmingCharacters(in: .whitespaces) == "Header"
    }
    if type == "Switch" || type == "Toggle" { node.checked = node.value == "1" }
    node.children = element.children.map(Self.node)
    return node
  }
}
