/// The node each catalogue kind's standard widget exposes, so that a screen written by hand can
/// be read by the readers' own rules (`TalkBackModel`, `VoiceOverModel`) as a capture is: the
/// catalogue's knowledge of a kind, as the properties Android's `AccessibilityNodeInfo` or the
/// XCUITest element type carries for its widget.
///
/// Hand-written screens are still spoken through the catalogue's compositions; this table is
/// what compares the two (`CatalogueAgainstReadersTests`), kind by kind, until they are one.
/// A kind with no standard widget here (sheets and their parts, tab bars, links, sliders,
/// preference rows) gives no node, and a screen holding one is not compared.
enum StandardWidgetNodes {
  /// The widget of a kind: its framework class and the flags the widget sets.
  struct Widget: Sendable {
    var className: String
    var clickable = false
    var focusable = false
    var checkable = false
    var scrollable = false
    var heading = false
    var screenReaderFocusable = false
    var password = false
  }

  /// By catalogue entry id. Each class is the framework widget the entry's `androidRole` names.
  static let android: [String: Widget] = [
    "button": Widget(className: "android.widget.Button", clickable: true, focusable: true),
    "switch": Widget(className: "android.widget.Switch", clickable: true, focusable: true, checkable: true),
    "checkbox": Widget(
      className: "android.widget.CheckBox", clickable: true, focusable: true, checkable: true),
    "radio": Widget(
      className: "android.widget.RadioButton", clickable: true, focusable: true, checkable: true),
    "text": Widget(className: "android.widget.TextView"),
    "heading": Widget(className: "android.widget.TextView", heading: true),
    "image": Widget(className: "android.widget.ImageView"),
    "row": Widget(className: "android.widget.LinearLayout", clickable: true, focusable: true),
    "list": Widget(className: "androidx.recyclerview.widget.RecyclerView", scrollable: true),
    "group": Widget(className: "android.widget.LinearLayout", screenReaderFocusable: true),
    "container": Widget(className: "android.widget.FrameLayout"),
    "field": Widget(className: "android.widget.EditText", clickable: true, focusable: true),
    "securefield": Widget(
      className: "android.widget.EditText", clickable: true, focusable: true, password: true),
  ]

  /// The screen as Android nodes, one window; nil when an element's kind has no widget here.
  static func androidTree(of screen: Screen, catalogue: Catalogue) -> PlatformTree? {
    tree(of: screen, platform: .android, root: "android.widget.FrameLayout") {
      node($0, catalogue: catalogue)
    }
  }

  /// The screen's elements under one root of class `root`, each made by `node`; nil when one
  /// of them has no node.
  private static func tree(
    of screen: Screen, platform: Platform, root className: String, node: (Element) -> CapturedNode?
  ) -> PlatformTree? {
    var root = CapturedNode(
      type: String(className.split(separator: ".").last ?? ""), range: screen.range)
    root.className = className
    for element in screen.elements {
      guard let child = node(element) else { return nil }
      root.children.append(child)
    }
    return PlatformTree(platform: platform, roots: [root])
  }

  private static func node(_ element: Element, catalogue: Catalogue) -> CapturedNode? {
    guard let entry = catalogue.entry(forKind: element.kind.value), let widget = android[entry.id] else {
      return nil
    }
    var node = CapturedNode(
      type: String(widget.className.split(separator: ".").last ?? ""), range: element.range)
    node.className = widget.className
    node.clickable = widget.clickable
    node.focusable = widget.focusable
    node.checkable = widget.checkable
    node.scrollable = widget.scrollable
    node.heading = widget.heading
    node.password = widget.password
    node.screenReaderFocusable = widget.screenReaderFocusable
    let states = Set(element.states.map(\.value))
    if widget.checkable { node.checked = states.contains("on") || states.contains("checked") }
    node.enabled = !states.contains("disabled")
    node.selected = states.contains("selected")
    node.hidden = element.hidden
    // A widget's visible text is its name; a label is its content description.
    let isField = entry.id == "field" || entry.id == "securefield"
    node.text = isField ? element.value?.value : element.name?.value
    node.label = element.label?.value ?? (isField ? element.name?.value : nil)
    node.placeholder = isField ? element.placeholder?.value : element.hint?.value
    for child in element.children {
      guard let childNode = Self.node(child, catalogue: catalogue) else { return nil }
      node.children.append(childNode)
    }
    return node
  }

  /// The XCUITest element type of a kind's UIKit control, by catalogue entry id (none for the
  /// kinds UIKit has no control of: check box, radio button).
  static let ios: [String: String] = [
    "button": "Button", "switch": "Switch", "text": "StaticText", "heading": "StaticText",
    "image": "Image", "row": "Cell", "list": "Table", "group": "Other", "container": "Other",
    "field": "TextField", "securefield": "SecureTextField", "link": "Link",
  ]

  /// The screen as XCUITest elements under one application; nil when an element's kind has no
  /// control here.
  static func iosTree(of screen: Screen, catalogue: Catalogue) -> PlatformTree? {
    tree(of: screen, platform: .ios, root: "Application") { iosNode($0, catalogue: catalogue) }
  }

  private static func iosNode(_ element: Element, catalogue: Catalogue) -> CapturedNode? {
    guard let entry = catalogue.entry(forKind: element.kind.value), let type = ios[entry.id] else {
      return nil
    }
    var node = CapturedNode(type: type, range: element.range)
    node.className = type
    let states = Set(element.states.map(\.value))
    node.enabled = !states.contains("disabled")
    node.selected = states.contains("selected")
    node.hidden = element.hidden
    node.heading = entry.id == "heading"
    if node.heading { node.traits = ["Header"] }
    node.label = element.label?.value ?? element.name?.value
    node.placeholder = element.placeholder?.value
    node.value = element.value?.value
    if entry.id == "switch" {
      let on = states.contains("on")
      node.checked = on
      node.value = on ? "1" : "0"
    }
    for child in element.children {
      guard let childNode = Self.iosNode(child, catalogue: catalogue) else { return nil }
      node.children.append(childNode)
    }
    return node
  }
}
