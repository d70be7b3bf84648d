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
    let className = element.attribute("class") ?? element.name
    var node = CapturedNode(
      type: String(className.split(separator: ".").last ?? Substring(className)), range: element.range)
    node.label = CapturedNode.clean(element.attribute("content-desc"))
    node.text = CapturedNode.clean(element.attribute("text"))
    node.placeholder = CapturedNode.clean(element.attribute("hint"))
    if let id = CapturedNode.clean(element.attribute("resource-id")) {
      node.identifier = id.range(of: ":id/").map { String(id[$0.upperBound...]) } ?? id
    }
    let flag = { (name: String) in element.attribute(name) == "true" }
    if flag("checkable") { node.checked = flag("checked") }
    node.clickable = flag("clickable") || flag("long-clickable")
    node.enabled = element.attribute("enabled") != "false"
    node.selected = flag("selected")
    node.hidden = element.attribute("displayed") == "false" || element.attribute("visible-to-user") == "false"
    node.notAccessibilityFriendly = flag("NAF")
    node.heading = flag("heading")
    node.scrollable = flag("scrollable")
    node.children = element.children.map(Self.node)
    return node
  }
}
