/// The UIKit control behind each catalogue kind, as the XCUITest element it shows
/// (`StandardWidgetNodes`): its element type, label, value and selected state.
enum IOSWidgets {
  /// The XCUITest element type of a kind's UIKit control, by catalogue entry id. UIKit has no
  /// check box or radio button: the catalogue's are `UIButton`s, a check box stating its
  /// state as its value and a radio button as the selected trait (the entries' `iosTraits`).
  static let types: [String: String] = [
    "button": "Button", "switch": "Switch", "text": "StaticText", "heading": "StaticText",
    "image": "Image", "row": "Cell", "list": "Table", "group": "Other", "container": "Other",
    "field": "TextField", "securefield": "SecureTextField", "link": "Link", "checkbox": "Button",
    "radio": "Button", "tabs": "TabBar", "tab": "Button", "slider": "Slider", "preference": "Cell",
    "progress": "ProgressIndicator", "searchfield": "SearchField", "segmented": "SegmentedControl",
    "segment": "Button", "togglebutton": "Button", "disclosure": "Button",
    "stepper": "Other",
  ]

  /// The kinds whose control is an accessibility element (`isAccessibilityElement`): the
  /// others (a table, a plain container, a tab bar) are containers of elements. A group is one
  /// element that reads what it holds, as a view made an accessibility element does.
  static let containers: Set<String> = [
    // A `UIStepper`, whose two buttons (`Entry.parts`) the catalogue's compositions speak.
    "stepper", "list", "container", "tabs", "segmented",
  ]

  /// WebDriverAgent's `accessible` for every node (`IOSElementFromAccessible`): an element's
  /// own `isAccessibilityElement`, false for anything below an element, whose subviews
  /// VoiceOver never parses.
  static func markAccessible(_ node: inout CapturedNode, belowElement: Bool) {
    if belowElement { node.accessible = false }
    let below = belowElement || node.accessible == true
    for index in node.children.indices { markAccessible(&node.children[index], belowElement: below) }
  }

  /// Whether a cell holds a control other than the one switch it is read with.
  private static func holdsOtherControls(_ cell: CapturedNode) -> Bool {
    var controls: [String] = []
    var stack = cell.children
    while let node = stack.popLast() {
      if IOSCell.controls.contains(node.type) { controls.append(node.type) }
      stack += node.children
    }
    return !(controls.isEmpty || controls == ["Switch"])
  }

  /// Whether UIKit has a standard control for the entry.
  static func draws(_ entry: Entry) -> Bool { types[entry.id] != nil }

  /// The node of `element` and its children's; nil when one of them has no control.
  static func nodes(
    for element: Element, entry: Entry, in builder: inout StandardWidgetNodes.Builder
  ) -> CapturedNode? {
    if entry.revealsChildrenWhen != nil {
      return StandardWidgetNodes.disclosure(
        element, entry: entry, box: "Other", in: &builder, own: ownNode, make: nodes)
    }
    let index = builder.next
    var titled = false
    let made = builder.element(element, entry: entry, own: ownNode, make: nodes) { node, builder in
      // A cell's label is made of the labels of its texts (`VoiceOverModel.texts(below:)`): its
      // title is the first of them.
      if entry.id == "row", element.label == nil, let title = element.name?.value {
        node.label = nil
        node.children.append(staticText(title, range: element.range, in: &builder))
        titled = true
      }
      if entry.id == "preference" { preferenceParts(of: element, into: &node, in: &builder) }
    }
    guard var node = made else { return nil }
    // A cell holding controls other than its one switch leaves them, and its texts, their own
    // elements, as `IOSCell` reads a captured one: the row stands for its title.
    if entry.id == "row", holdsOtherControls(node) {
      node.accessible = false
      if titled {
        node.children[0].accessible = true
        builder.move(fromNode: index, toNode: index + 1)
      }
    }
    return node
  }

  /// A text a control draws inside itself, read into it: no element of its own.
  private static func staticText(
    _ label: String, range: SourceRange, in builder: inout StandardWidgetNodes.Builder
  ) -> CapturedNode {
    var text = builder.added(className: "StaticText", range: range)
    text.accessible = false
    text.label = label
    return text
  }

  /// A settings row: a `UITableViewCell` whose texts are its title and detail, with a
  /// `UISwitch` as its accessory, read as one element with the switch (`IOSCell.mergedSwitch`).
  private static func preferenceParts(
    of element: Element, into cell: inout CapturedNode, in builder: inout StandardWidgetNodes.Builder
  ) {
    cell.label = element.label?.value
    cell.value = nil
    if element.label == nil {
      for title in [element.name?.value, element.value?.value].compactMap({ $0 }) {
        cell.children.append(staticText(title, range: element.range, in: &builder))
      }
    }
    let on = StandardWidgetNodes.states(of: element).contains("on")
    var toggle = builder.added(className: "Switch", range: element.range)
    toggle.accessible = false
    toggle.checked = on
    toggle.value = on ? "1" : "0"
    toggle.enabled = cell.enabled
    cell.children.append(toggle)
  }

  /// The node of `element` alone, in `states` and holding `value`: what its control exposes of
  /// itself. Nil for a kind with no control here.
  static func ownNode(of element: Element, entry: Entry, states: Set<String>, value: String?) -> CapturedNode?
  {
    guard let type = types[entry.id] else { return nil }
    var node = CapturedNode(type: type, range: element.range)
    node.className = type
    // A `UIImageView` is no accessibility element unless made one, which an app does for an
    // image it names (its `isAccessibilityElement` defaults to false).
    node.accessible =
      !containers.contains(entry.id) && (entry.id != "image" || element.name != nil || element.label != nil)
    node.enabled = !states.contains("disabled")
    node.selected = states.contains("selected")
    node.hidden = element.hidden
    node.heading = entry.id == "heading"
    if node.heading { node.traits = ["Header"] }
    node.label = element.label?.value ?? element.name?.value
    node.placeholder = element.placeholder?.value
    node.value = value
    node.accessibilityHint = element.hint?.value
    node.customActions = element.actions.map(\.value)
    // iOS 18's `accessibilityExpandedStatus` (SwiftUI's `DisclosureGroup`).
    if entry.revealsChildrenWhen != nil { node.expanded = states.contains("expanded") }
    switch entry.id {
    case "switch":
      let on = states.contains("on")
      node.checked = on
      node.value = on ? "1" : "0"
    case "checkbox":
      // The entry's states, in the words of its `accessibilityValue` (magentaA11y checkbox.md).
      node.value = states.contains("checked") ? "Checked" : states.contains("mixed") ? "Mixed" : "Unchecked"
    case "radio":
      node.selected = states.contains("checked") || states.contains("selected")
    case "togglebutton":
      node.selected = states.contains("on")
    case "progress" where value == nil:
      // Indeterminate: a `UIActivityIndicatorView`.
      node.type = "ActivityIndicator"
      node.className = "ActivityIndicator"
    default: break
    }
    return node
  }
}
