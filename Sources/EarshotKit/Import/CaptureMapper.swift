/// Maps a captured tree onto the screen model through the catalogue's kinds (SPEC §7). The
/// rules, per platform (README "Importing captures" has the same table):
///
/// | captured | kind |
/// |---|---|
/// | Android `Switch`, `SwitchCompat`, `SwitchMaterial`, `MaterialSwitch`, `ToggleButton`; iOS `Switch`, `Toggle` | `switch`, `on`/`off` from `checked` (Android) or `value` 1/0 (iOS) |
/// | Android `RadioButton` (framework, AppCompat, Material; Compose's `Role.RadioButton`) | `radio`, `checked` from `checked`: consecutive ones (a `RadioGroup`'s) form one set |
/// | Android `…CheckBox` (framework, AppCompat, Material), a checkable `CompoundButton` or `Chip`; iOS `CheckBox` | `checkbox`, `checked` from `checked` (Android: TalkBack's `Role.getRole` makes any such CompoundButton a check box) or `value` `1` (iOS) |
/// | Android `…Button` (`Button`, `ImageButton`, `MaterialButton`, FABs), a clickable `ImageView`, Material's `BottomSheetDragHandleView`; iOS `Button` | `button` |
/// | iOS `Link` | `link` |
/// | iOS `Slider` whose `value` is a percentage (`50%`) | `slider` with that value and `step 10` (UISlider's VoiceOver increment: ten percentage points); any other `Slider`, `Stepper`, `PickerWheel`: `text` with role `Adjustable` |
/// | Android `…SeekBar` whose `text` is a number from 0 to 100 (Appium's and uiautomator's dumpers write a ranged node's `RangeInfo.getCurrent()` as its text) | `slider` with that value as a percentage, rounded as Android's `ProgressBar` states it, and `step 5` (`AbsSeekBar`'s scroll increment over the default 0–100 range); a `SeekBar` without such a text (a dumper that writes `getText()`, empty for it): `text` with role `Slider` |
/// | an iOS `TabBar` (or any container) whose children are all tab items (iOS `Button`s; Android `ActionBar$Tab`, what AppCompat's and the design library's tab views report) apart from empty layouts | `tabs`, each item a `tab` (`selected` from the capture), the empty layouts left out |
/// | Android: Material's `TabLayout`, a `HorizontalScrollView` holding one `LinearLayout` strip of two or more `LinearLayout` tab views with something to say, exactly one of them `selected` and every other one clickable | `tabs`, each tab view a `tab` |
/// | a clickable container (Android layout or clickable `TextView`; iOS `Cell`) whose one control is a non-clickable switch | Android: `preference` (a settings row: title, summary, the switch's state and role, "Double-tap to activate"; readers-wording.md §2.3); iOS: `switch` (seed 003: the row is the switch); named by the switch's label or the container's texts |
/// | any other clickable container; iOS `Cell` | `row`: one focus stop speaking its content |
/// | Android `RecyclerView`, `ListView`, `GridView`; iOS `Table`, `CollectionView` | `list` |
/// | Android `TextView` (`heading="true"`: `heading`); iOS `StaticText` (trait `Header`: `heading`); a leaf with a label | `text` |
/// | Android `EditText`; iOS `TextField`, `TextView` | `textfield` (its `hint`/`placeholderValue` is the placeholder, never the name); iOS `SearchField`: `field` with role `Search Field` |
/// | Android `EditText` with `password="true"`; iOS `SecureTextField` | `securefield` (likewise; its text is only counted) |
/// | an image with a label | `image`; without one it is decorative and `hidden` |
/// | iOS `Keyboard` and its keys | `hidden` |
/// | everything else (layouts, `Other`, windows) | `container`: no stop of its own |
///
/// Names: Android's visible `text` is the element's name and a different `content-desc` its
/// `label` (spoken first, as TalkBack does); iOS `label` is the name, never `name`. A control
/// with no label of its own takes its descendants' text (TalkBack and VoiceOver both merge them),
/// and its descendants are not imported separately. `enabled=false`/`Disabled` is `disabled`,
/// `selected`/`Selected` is `selected` (for kinds that have those states). Hidden elements
/// (`displayed="false"`, `visible-to-user="false"`, iOS `visible="false"`) are kept but
/// `hidden`. NAF nodes and unlabelled controls keep no name, so TalkBack says `Unlabelled` and
/// `audit` reports them. Ids (`resource-id` after `:id/`, iOS identifiers) are kept when they
/// are unique in the capture and valid `@id` words.
struct CaptureMapper {
  let platform: Platform
  let catalogue: Catalogue
  /// The unit of the capture's frames (`Bounds.Unit`): pixels at a density on Android.
  let unit: Bounds.Unit
  private let uniqueIDs: Set<String>
  /// What `clickableContainer` and `switchDescendant` ask of each node's subtree, by node.
  private var facts: [SourceRange: SubtreeFacts] = [:]

  /// Worked out once, from the leaves up: asking each node again walked its subtree at every
  /// level above it, so a chain of clickable layouts cost nodes × depth².
  private struct SubtreeFacts {
    /// The node itself if it is a switch, else its first switch descendant.
    var firstSwitch: CapturedNode?
    /// Its descendant controls (a switch, or a clickable or button holding no switch): how
    /// many, and the first two in document order.
    var controlCount = 0
    var controls: [CapturedNode] = []
    /// A shown node below it is marked selected.
    var selectedBelow = false
  }

  init(platform: Platform, catalogue: Catalogue, roots: [CapturedNode], unit: Bounds.Unit = .points) {
    self.platform = platform
    self.catalogue = catalogue
    self.unit = unit
    var counts: [String: Int] = [:]
    var nodes = 0
    func count(_ node: CapturedNode) {
      nodes += 1
      if let id = node.identifier { counts[id, default: 0] += 1 }
    }
    for root in roots {
      count(root)
      root.forEachDescendant(count)
    }
    uniqueIDs = Set(
      counts.filter { id, count in
        count == 1
          && id.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
          }
      }.keys)
    facts.reserveCapacity(nodes)
    for root in roots { _ = gatherFacts(root) }
  }

  func map(_ roots: [CapturedNode]) -> [Element] {
    roots.map { map($0, hidden: false) }
  }

  // MARK: One node

  private enum Shape {
    /// A control: its descendants are merged into it.
    case control(kind: String, role: String?, value: String?)
    /// A container whose children are imported.
    case container(kind: String)
  }

  /// `kind`: the kind its parent decided (a tab bar's items are tabs), else its own shape's.
  private func map(_ node: CapturedNode, hidden: Bool, kind forced: String? = nil) -> Element {
    let hidden = hidden || node.hidden
    var element = Element(kind: Located("container", node.range), range: node.range)
    let shape = forced.map { .control(kind: $0, role: nil, value: nil) } ?? self.shape(of: node)
    switch shape {
    case .control(let kind, let role, let value):
      element = Element(kind: Located(kind, node.range), range: node.range)
      if let role { element.role = located(role, node) }
      if let value { element.value = located(value, node) }
      let isSwitchLike = kind == "switch" || kind == "preference"
      name(&element, node, merged: isSwitchLike ? switchName(node) : mergedText(node))
      if isSwitchLike {
        let checked = node.checked ?? switchDescendant(of: node)?.checked ?? false
        element.states.append(located(checked ? "on" : "off", node))
      }
      if kind == "radio" || kind == "checkbox", isChecked(node) {
        element.states.append(located("checked", node))
      }
      if kind == "slider", platform == .ios, let value = node.value {
        // UISlider moves ten percentage points a swipe (VoiceOver "changes the value in 10
        // percentage point increments": David Rönnqvist, "Accessible Sliders and Adjustable
        // Controls"); a capture gives no step of its own.
        element.value = located(value, node)
        element.step = located(Self.importedSliderStep, node)
      }
      if kind == "slider", platform == .android {
        // Its value came with its shape (`seekBarPercentage`).
        element.step = located(Self.importedSeekBarStep, node)
      }
    case .container(let kind):
      element = Element(kind: Located(kind, node.range), range: node.range)
      name(&element, node, merged: nil)
      if kind == "tabs" {
        // The tab items become tabs; the empty layouts between them (the bar's separator
        // `Other`) are left out, as `tabs` holds only tabs. A Material tab layout's strip is
        // not an element of its own: its tab views are the bar's tabs.
        if let views = materialTabViews(of: node) {
          let stripHidden = hidden || node.children[0].hidden
          element.children = views.map { map($0, hidden: stripHidden, kind: "tab") }
        } else {
          element.children = node.children.filter(isTabItem).map { map($0, hidden: hidden, kind: "tab") }
        }
      } else {
        element.children = node.children.map { map($0, hidden: hidden) }
      }
    }
    let states = catalogue.entry(forKind: element.kind.value)?.stateNames ?? []
    // A switch row is disabled when the row or its switch is.
    let enabled =
      node.enabled
      && (!["switch", "preference"].contains(element.kind.value)
        || switchDescendant(of: node)?.enabled ?? true)
    if !enabled, states.contains("disabled") { element.states.append(located("disabled", node)) }
    if node.selected, states.contains("selected") { element.states.append(located("selected", node)) }
    if let id = node.identifier, uniqueIDs.contains(id) { element.id = located(id, node) }
    if hidden || isDecorative(node, shape) { element.hidden = true }
    element.bounds = node.frame
    element.bounds?.unit = unit
    // A selection on a part is one the reader, stopping on the whole, never speaks.
    element.hasSelectedPart = !node.selected && facts[node.range]?.selectedBelow == true
    return element
  }

  private func shape(of node: CapturedNode) -> Shape {
    platform == .android ? androidShape(node) : iosShape(node)
  }

  private func androidShape(_ node: CapturedNode) -> Shape {
    let type = node.type
    if ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton"].contains(type) {
      return .control(kind: "switch", role: nil, value: nil)
    }
    if type.hasSuffix("RadioButton") { return .control(kind: "radio", role: nil, value: nil) }
    if type.hasSuffix("CheckBox") || ((type == "CompoundButton" || type == "Chip") && node.checked != nil) {
      return .control(kind: "checkbox", role: nil, value: nil)
    }
    // Material's BottomSheetDragHandleView is a clickable ImageView: "Drag handle, Button".
    if type.hasSuffix("Button") || (type.hasSuffix("ImageView") && (node.clickable || node.longClickable))
      || type.contains("DragHandle")
    {
      return .control(kind: "button", role: nil, value: nil)
    }
    if type.hasSuffix("SeekBar") {
      guard let percent = Self.seekBarPercentage(node.text) else {
        return .control(kind: "text", role: "Slider", value: nil)
      }
      return .control(kind: "slider", role: nil, value: percent)
    }
    if type.hasSuffix("EditText") || type == "AutoCompleteTextView" {
      return .control(kind: node.password ? "securefield" : "textfield", role: nil, value: nil)
    }
    if ["RecyclerView", "ListView", "GridView", "ExpandableListView"].contains(type) {
      return .container(kind: "list")
    }
    if isTabBar(node) || materialTabViews(of: node) != nil { return .container(kind: "tabs") }
    if type.hasSuffix("ImageView") { return .control(kind: "image", role: nil, value: nil) }
    if node.clickable || node.longClickable { return clickableContainer(node) }
    if node.heading { return .control(kind: "heading", role: nil, value: nil) }
    if type.hasSuffix("TextView") || (node.children.isEmpty && (node.label ?? node.text) != nil) {
      return .control(kind: "text", role: nil, value: nil)
    }
    return .container(kind: "container")
  }

  private func iosShape(_ node: CapturedNode) -> Shape {
    switch node.type {
    case "Button": return .control(kind: "button", role: nil, value: nil)
    case "Link": return .control(kind: "link", role: nil, value: nil)
    case "CheckBox": return .control(kind: "checkbox", role: nil, value: nil)
    case "TabBar" where isTabBar(node): return .container(kind: "tabs")
    case "Switch", "Toggle": return .control(kind: "switch", role: nil, value: nil)
    case "Cell": return clickableContainer(node)
    case "Table", "CollectionView", "Outline": return .container(kind: "list")
    case "StaticText": return .control(kind: node.heading ? "heading" : "text", role: nil, value: nil)
    case "Image", "Icon": return .control(kind: "image", role: nil, value: nil)
    case "TextField", "TextView": return .control(kind: "textfield", role: nil, value: nil)
    case "SecureTextField": return .control(kind: "securefield", role: nil, value: nil)
    case "SearchField": return .control(kind: "field", role: "Search Field", value: nil)
    case "Slider" where isPercentage(node.value):
      return .control(kind: "slider", role: nil, value: nil)
    case "Slider", "Stepper", "PickerWheel": return .control(kind: "text", role: "Adjustable", value: nil)
    default:
      if node.heading { return .control(kind: "heading", role: nil, value: nil) }
      if node.children.isEmpty, node.label != nil { return .control(kind: "text", role: nil, value: nil) }
      return .container(kind: "container")
    }
  }

  /// A row, or the switch it stands for when its only control is a switch that cannot be
  /// clicked on its own.
  private func clickableContainer(_ node: CapturedNode) -> Shape {
    // A clickable wrapper around the switch (Android's `widget_frame`) is the switch, not a
    // second control: a control is a switch, or a clickable holding no switch.
    if let facts = facts[node.range], facts.controlCount == 1, let control = facts.controls.first,
      isSwitch(control), !(control.clickable || control.longClickable) || platform == .ios
    {
      // On Android the row stays what TalkBack hears: a clickable layout whose children speak
      // title, summary and the switch's state and role, one stop (readers-wording.md §2.3).
      return .control(kind: platform == .android ? "preference" : "switch", role: nil, value: nil)
    }
    return .container(kind: "row")
  }

  /// Fills `facts` for `node` and every node below it (captures are at most 64 deep).
  private mutating func gatherFacts(_ node: CapturedNode) -> SubtreeFacts {
    var facts = SubtreeFacts(firstSwitch: isSwitch(node) ? node : nil)
    for child in node.children {
      let below = gatherFacts(child)
      facts.selectedBelow = facts.selectedBelow || below.selectedBelow || (child.selected && !child.hidden)
      if facts.firstSwitch == nil { facts.firstSwitch = below.firstSwitch }
      if isSwitch(child)
        || ((child.clickable || child.longClickable || child.type == "Button") && below.firstSwitch == nil)
      {
        facts.controlCount += 1
        if facts.controls.count < 2 { facts.controls.append(child) }
      }
      facts.controlCount += below.controlCount
      facts.controls += below.controls.prefix(2 - facts.controls.count)
    }
    self.facts[node.range] = facts
    return facts
  }

  /// The step an imported slider moves by, in percentage points.
  static let importedSliderStep = "10"

  /// The step an imported Android seek bar moves by, in percentage points: TalkBack's swipe
  /// up / down scrolls it forward / backward, and `AbsSeekBar.performAccessibilityActionInternal`
  /// moves it by `Math.max(1, Math.round((float) range / 20))`, 5 over `ProgressBar`'s default
  /// range of 0 to 100 (AOSP frameworks/base core/java/android/widget/AbsSeekBar.java,
  /// ProgressBar.java `mMax = 100`). A dump records no range: the default is assumed.
  static let importedSeekBarStep = "5"

  /// A seek bar's value as a percentage (`50%`), from the `text` a dump writes for a ranged
  /// node: `Float.toString(node.getRangeInfo().getCurrent())`, e.g. `50.0` (appium/appium-
  /// uiautomator2-server AccessibilityNodeInfoDumper.dumpNodeRec and
  /// AccessibilityNodeInfoHelpers.getText). Over `ProgressBar`'s default range of 0 to 100 the
  /// current value is the percentage, which Android states rounded to a whole percent
  /// (`ProgressBar.formatStateDescription`: `NumberFormat.getPercentInstance`, half to even).
  /// Nil for no text, or a number outside 0…100 (a range other than the default).
  static func seekBarPercentage(_ text: String?) -> String? {
    guard let text, let current = Double(text), current.isFinite, (0...100).contains(current) else {
      return nil
    }
    return "\(Int(current.rounded(.toNearestOrEven)))%"
  }

  /// Checked: Android's `checked`, iOS's `value` `1` (a check box's, as a switch's).
  private func isChecked(_ node: CapturedNode) -> Bool {
    platform == .ios ? node.value == "1" : node.checked == true
  }

  /// A value the slider kind takes (`50%`, within 0%..100%).
  private func isPercentage(_ value: String?) -> Bool {
    guard let value, let adjustment = catalogue.entry(forKind: "slider")?.adjustment else { return false }
    return adjustment.value(value) != nil
  }

  /// A tab bar's item: an iOS tab bar's `Button`; on Android a node that reports itself as an
  /// action bar tab (AppCompat's `ScrollingTabContainerView.TabView` and the design library's
  /// `TabLayout.TabView` set their class name to `ActionBar.Tab`: "This view masquerades as an
  /// action bar tab"). Material's current `TabLayout.TabView` sets no class name, so its tabs
  /// read as `LinearLayout`s and are not recognised.
  private func isTabItem(_ node: CapturedNode) -> Bool {
    platform == .ios ? node.type == "Button" : node.type.hasSuffix("ActionBar$Tab")
  }

  /// A tab bar: at least two tab items, and nothing else but empty layouts (no text, label or
  /// control below them), which are left out.
  /// The tab views of a Material `TabLayout` (material-components-android
  /// lib/java/com/google/android/material/tabs/TabLayout.java): the layout is a
  /// `HorizontalScrollView` holding one `SlidingTabIndicator` strip (a `LinearLayout`) of
  /// `TabView`s (`LinearLayout`s that set no class name of their own). `TabView
  /// .onInitializeAccessibilityNodeInfo` marks the chosen tab selected and not clickable
  /// (`setClickable(false)` when selected) and gives it the role description "Tab". So a strip
  /// of two or more such layouts, each with something to say, exactly one selected and every
  /// other clickable, is a tab bar. Nil for anything else.
  private func materialTabViews(of node: CapturedNode) -> [CapturedNode]? {
    guard platform == .android, node.type.hasSuffix("HorizontalScrollView"), node.children.count == 1,
      let strip = node.children.first, strip.type.hasSuffix("LinearLayout"), strip.children.count >= 2
    else { return nil }
    var selected = 0
    for tab in strip.children {
      guard tab.type.hasSuffix("LinearLayout"),
        tab.label != nil || !tab.descendantTexts(where: { _ in true }).isEmpty
      else { return nil }
      if tab.selected { selected += 1 } else if !(tab.clickable || tab.longClickable) { return nil }
    }
    return selected == 1 ? strip.children : nil
  }

  private func isTabBar(_ node: CapturedNode) -> Bool {
    var items = 0
    for child in node.children {
      if isTabItem(child) {
        items += 1
      } else if child.label != nil || child.text != nil || child.clickable || child.longClickable
        || !child.children.isEmpty
      {
        return false
      }
    }
    return items >= 2
  }

  private func isSwitch(_ node: CapturedNode) -> Bool {
    ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton", "Toggle"].contains(
      node.type)
  }

  private func switchDescendant(of node: CapturedNode) -> CapturedNode? {
    facts[node.range]?.firstSwitch
  }

  /// An image nobody labelled is decorative: neither reader stops on it (seed 002 hides icons).
  private func isDecorative(_ node: CapturedNode, _ shape: Shape) -> Bool {
    if case .control("image", _, _) = shape { return (node.label ?? node.text) == nil }
    if platform == .ios, ["Keyboard", "Key"].contains(node.type) { return true }
    return false
  }

  // MARK: Names

  /// Android: visible text is the name, a different content-desc the label. iOS: the label.
  /// A control without either takes `merged` (its descendants' text).
  private func name(_ element: inout Element, _ node: CapturedNode, merged: [String]?) {
    let isSwitchState =
      ["switch", "preference"].contains(element.kind.value)
      && ["ON", "OFF", "On", "Off"].contains(node.text ?? "")
    // A field's text is what was typed (or its hint shown as text): its value, not its name.
    let isField = ["field", "textfield", "securefield"].contains(element.kind.value)
    if isField, let typed = node.text ?? (platform == .ios ? node.value : nil), typed != node.placeholder {
      element.value = located(typed, node)
    }
    // A seek bar's text is its value (`RangeInfo.getCurrent()`), never its name.
    let isRange = platform == .android && node.type.hasSuffix("SeekBar")
    let text = isSwitchState || isField || isRange ? nil : node.text
    if let visible = text ?? node.label {
      element.name = located(visible, node)
    } else if let merged {
      // Merged from descendants: the first text names it (`focus "Wi-Fi"`), all of it is spoken.
      element.name = located(merged.first ?? "", node)
      if merged.count > 1 { element.label = located(merged.joined(separator: ", "), node) }
    } else if let placeholder = node.placeholder, !isField {
      element.name = located(placeholder, node)
    }
    // A label silences a grouping element's children (contentDescription / accessibilityLabel).
    if let label = node.label {
      element.label = located(label, node)
    }
    if let placeholder = node.placeholder, placeholder != element.name?.value {
      element.placeholder = located(placeholder, node)
    }
    // iOS values: a cell's detail text, a text's value. A button's "1" only says it is selected.
    if platform == .ios, ["text", "row", "button"].contains(element.kind.value), let value = node.value,
      value != node.label, element.value == nil,
      !(element.kind.value == "button" && ["0", "1"].contains(value))
    {
      element.value = located(value, node)
    }
  }

  /// The texts of a control's descendants, as the readers merge them.
  private func mergedText(_ node: CapturedNode) -> [String]? {
    let parts = node.descendantTexts { !$0.hidden }
    return parts.isEmpty ? nil : parts
  }

  /// A switch row's name: the switch's own label, else the row's texts (not the switch's ON/OFF).
  private func switchName(_ node: CapturedNode) -> [String]? {
    if let own = switchDescendant(of: node)?.label ?? (isSwitch(node) ? node.label : nil) { return [own] }
    let parts = node.descendantTexts { !$0.hidden && !isSwitch($0) }
    return parts.isEmpty ? nil : parts
  }

  private func located(_ text: String, _ node: CapturedNode) -> Located<String> {
    Located(text, node.range)
  }
}
