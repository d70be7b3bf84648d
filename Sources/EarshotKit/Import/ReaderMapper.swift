/// Turns what a reader makes of a captured tree (`ReaderModel`) into the screen's elements.
/// Each stop becomes an element of the catalogue kind that behaves as it does (so a script can
/// press, toggle, adjust and type, and the audit's rules apply); the nodes its utterance reads
/// are no elements of their own (what they say is the stop's); and the structure around the
/// stops stays as containers, a collection as a `list` (so the simulator speaks positions).
/// Every element carries its `ElementReading`: what it says and whether it is a stop are the
/// reader's rules, not the kind's.
///
/// Order: Android keeps the capture's order within a window, and puts the windows in the
/// order TalkBack visits them (`ReaderModel.windowRoots`); iOS lists the stops flat in
/// VoiceOver's order (it sorts by frame). A node that is neither a stop nor read by one, but
/// says or does something, is kept hidden: the audit reports what no reader reaches.
struct ReaderMapper {
  let model: any ReaderModel
  let catalogue: Catalogue
  /// The unit of the capture's frames.
  let unit: Bounds.Unit
  private let isStop: [Bool]
  /// The stop whose utterance reads each node.
  private let partOf: [Int?]
  /// A stop is below the node: what it holds is reached, whatever the node is.
  private let holdsStop: [Bool]
  /// The swipe position of the first stop at or below each node (nil: none).
  private let firstStop: [Int?]
  private let uniqueIDs: Set<String>

  init(model: any ReaderModel, catalogue: Catalogue, unit: Bounds.Unit) {
    self.model = model
    self.catalogue = catalogue
    self.unit = unit
    let tree = model.tree
    var isStop = [Bool](repeating: false, count: tree.nodes.count)
    var partOf = [Int?](repeating: nil, count: tree.nodes.count)
    for stop in model.stops {
      isStop[stop] = true
      for part in model.readNodes(of: stop) where part != stop { partOf[part] = stop }
    }
    // VoiceOver's first element on a path hides what is below it from the swipe order (AHP:
    // "nothing below it is parsed"): all of it belongs to that element (a text view's links,
    // which VoiceOver offers through the rotor, a button's title).
    if tree.platform == .ios {
      for stop in model.stops {
        for below in tree.descendants(of: stop) where !isStop[below] && partOf[below] == nil {
          partOf[below] = stop
        }
      }
    }
    self.isStop = isStop
    self.partOf = partOf
    // From the last node back: a node holds a stop when one of its children is or holds one.
    var holdsStop = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices.reversed() {
      if let parent = tree.parent(of: index), isStop[index] || holdsStop[index] { holdsStop[parent] = true }
    }
    self.holdsStop = holdsStop
    // The swipe position of the first stop in each node's subtree (children come after
    // their parent, so from the last node back).
    var firstStop = [Int?](repeating: nil, count: tree.nodes.count)
    for (position, stop) in model.stops.enumerated() { firstStop[stop] = position }
    for index in tree.nodes.indices.reversed() {
      if let parent = tree.parent(of: index), let mine = firstStop[index] {
        firstStop[parent] = min(firstStop[parent] ?? mine, mine)
      }
    }
    self.firstStop = firstStop
    var counts: [String: Int] = [:]
    for node in tree.nodes { if let id = node.properties.identifier { counts[id, default: 0] += 1 } }
    uniqueIDs = Set(counts.filter { $0.value == 1 && Self.isIDWord($0.key) }.keys)
  }

  /// An id a script can write as `@id`.
  private static func isIDWord(_ id: String) -> Bool {
    id.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
    }
  }

  func map() -> [Element] {
    let tree = model.tree
    var elements: [Element]
    if tree.platform == .android {
      elements = model.windowRoots.flatMap { androidWindow($0, self.elements($0)) }
      androidSnackbars(&elements)
    } else {
      // iOS: the stops in VoiceOver's order, then what no element reads but says something.
      elements = model.stops.flatMap(self.elements)
      for index in tree.nodes.indices where isUnreached(index) {
        elements += self.elements(index)
      }
      iosAlerts(&elements)
    }
    Self.untab(&elements)
    TargetIDs.generate(
      in: &elements, taken: Set(tree.nodes.compactMap(\.properties.identifier)), count: tree.nodes.count)
    return elements
  }

  /// Android children in the order the reader reaches their stops (a Compose host's
  /// traversal order, `TalkBackComposeOrder`); a child with no stop stays after the sibling
  /// before it. Document order when the stops follow it.
  private func swipeOrdered(_ children: [Int]) -> [Int] {
    guard model.tree.platform == .android else { return children }
    var key = -1
    let keyed = children.map { child -> (Int, Int) in
      key = firstStop[child] ?? key
      return (key, child)
    }
    return keyed.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(
      \.element.1)
  }

  /// The element of `node` and of what it holds: none when nothing in it is worth an element,
  /// and for a part its stop reads, the elements of the stops below it.
  private func elements(_ node: Int) -> [Element] {
    let tree = model.tree
    // The stops below, in order; on iOS none (a stop hides what is below it, and the stops
    // and what no stop reads come on their own: `map`).
    var children: [Element] = []
    if tree.platform == .android {
      for child in swipeOrdered(tree.children(of: node)) { children += self.elements(child) }
    }
    // A part its stop reads is no element of its own (what it says is its stop's; a screen of
    // an element for every text of every row cost the importer a third of its time): the
    // stops below it, if any, take its place.
    if partOf[node] != nil, !isStop[node] { return children }
    let properties = tree[node]
    var element: Element
    if isStop[node] || isUnreached(node) {
      element = control(node)
      element.hidden = !isStop[node]
    } else {
      guard !children.isEmpty else { return [] }
      // A collection of tabs is a tab bar (`tabs` holds only tabs).
      let isTabBar = children.allSatisfy { $0.kind.value == "tab" }
      let kind = model.isCollection(node) ? (isTabBar ? "tabs" : "list") : "container"
      element = Element(kind: Located(kind, properties.range), range: properties.range)
      // A GridView (and a RecyclerView with a GridLayoutManager, which reports itself as one)
      // is a grid; a dump keeps no CollectionInfo, so its columns are the items that share the
      // first one's row [derived], and its text items are cells.
      if kind == "list", model.tree.platform == .android, properties.className == "android.widget.GridView",
        let columns = Self.columns(of: children)
      {
        element.kind = Located("grid", properties.range)
        element.columns = Located(String(columns), properties.range)
        for index in children.indices where children[index].kind.value == "text" {
          children[index].kind = Located("cell", children[index].kind.range)
        }
      }
      element.captured = ElementReading(
        model: model, node: node, isStop: false, isUnreached: false)
    }
    element.children = children
    if element.kind.value != "tabs" { Self.untab(&element.children) }
    element.bounds = properties.frame
    element.bounds?.unit = unit
    if let id = properties.identifier, uniqueIDs.contains(id) { element.id = Located(id, properties.range) }
    return [element]
  }

  /// How many items share the first item's row (the same top), from their frames; nil without
  /// frames, or for a single item.
  private static func columns(of items: [Element]) -> Int? {
    guard items.count > 1, let top = items[0].bounds?.y else { return nil }
    var columns = 0
    for item in items {
      guard let bounds = item.bounds else { return nil }
      guard bounds.y == top else { break }
      columns += 1
    }
    return columns
  }

  /// A tab is an item of a tab bar (`tabs`): one whose collection is not a tab bar here (its
  /// strip is itself a stop, or holds something else too) behaves as the button it is.
  private static func untab(_ elements: inout [Element]) {
    for index in elements.indices where elements[index].kind.value == "tab" {
      elements[index].kind = Located("button", elements[index].kind.range)
    }
  }

  /// A node no stop reads that still says or does something: a control, or a named leaf (a
  /// named container, such as the application or a bar, is the structure around stops).
  private func isUnreached(_ node: Int) -> Bool {
    guard !isStop[node], partOf[node] == nil, !holdsStop[node] else { return false }
    // A progress indicator says something but does nothing: like text, it is kept only named.
    if ![.text, .progress].contains(model.behaviour(of: node)) { return true }
    return model.name(of: node) != nil && model.tree.children(of: node).isEmpty
  }

  /// The element a stop or an unreached node stands for.
  private func control(_ node: Int) -> Element {
    let properties = model.tree[node]
    // A stop that toggles a part it reads (a settings row and its switch) behaves as that
    // part, and holds its state.
    let toggled = isStop[node] ? model.toggledPart(of: node) : nil
    let behaviour = model.behaviour(of: toggled ?? node)
    let checkedState = toggled.map { model.tree[$0].checked } ?? properties.checked
    let value = value(of: node, behaviour)
    let kind = Self.kind(for: behaviour, hasValue: value != nil)
    let located = { (text: String) in Located(text, properties.range) }
    var element = Element(kind: located(kind), range: properties.range)
    let isField = [.textField, .secureField, .searchField].contains(behaviour)
    if model.tree.platform == .android, isField {
      // A field's text is what was typed, or its hint shown as text: its value, never its
      // name; a script names it by its content description, else by an id.
      element.name = properties.label.map(located)
    } else {
      element.name = (model.name(of: node) ?? partName(of: node)).map(located)
    }
    // Android: the visible text names it too (`focus "Pay"`), the content description is the
    // label the reader speaks instead. Not a range value an Appium dump writes as the text of
    // a seek or progress bar (`50.0`), nor a switch's text, which is its state (`ON`).
    if model.tree.platform == .android, !isField, let label = properties.label, let text = properties.text,
      text != label, element.name?.value == label, Double(text) == nil,
      ![.toggleSwitch, .toggleButton].contains(behaviour)
    {
      element.name = located(text)
      element.label = located(label)
    }
    element.value = value.map(located)
    if isField {
      element.placeholder = properties.placeholder.map(located)
    }
    if kind == "slider" {
      element.step = located(model.tree.platform == .ios ? Self.sliderStep : Self.seekBarStep)
    }
    let states = catalogue.entry(forKind: kind)?.stateNames ?? []
    if let checked = checkedState {
      let word =
        ["switch", "togglebutton"].contains(kind) ? (checked ? "on" : "off") : (checked ? "checked" : nil)
      if let word, states.contains(word) { element.states.append(located(word)) }
    }
    if properties.selected, states.contains("selected") { element.states.append(located("selected")) }
    // A row is disabled when it or the switch it toggles is (a settings cell dims both).
    let enabled = properties.enabled && (toggled.map { model.tree[$0].enabled } ?? true)
    if !enabled, states.contains("disabled") { element.states.append(located("disabled")) }
    element.captured = ElementReading(
      model: model, node: node, isStop: isStop[node], isUnreached: isUnreached(node))
    // A selection on a part is one the reader, stopping on the whole, never speaks.
    element.hasSelectedPart =
      isStop[node] && !properties.selected
      && model.readNodes(of: node).contains { $0 != node && model.tree[$0].selected && model.isShown($0) }
    return element
  }

  /// A name for a stop that has none of its own: the first name among the parts it reads
  /// (a settings row is `focus "Wi-Fi"`, its title), as a person would call it.
  private func partName(of node: Int) -> String? {
    guard isStop[node] else { return nil }
    return model.readNodes(of: node).lazy.filter { $0 != node }.compactMap(model.name).first
  }

  /// A field's typed text, a slider's value: what a script's `expect value` reads and an
  /// action changes.
  private func value(of node: Int, _ behaviour: StopBehaviour) -> String? {
    let properties = model.tree[node]
    switch behaviour {
    case .textField, .secureField, .searchField:
      let typed = properties.text ?? (model.tree.platform == .ios ? properties.value : nil)
      return typed == properties.placeholder ? nil : typed
    case .slider:
      if model.tree.platform == .ios { return Self.isPercentage(properties.value) ? properties.value : nil }
      // Appium's and uiautomator's dumpers write a ranged node's `RangeInfo.getCurrent()` as
      // its text.
      return TalkBackRange.percentage(properties.text)
    default:
      return nil
    }
  }

  /// The catalogue kind that behaves as the reader's node does. A slider with no value the
  /// capture states cannot be adjusted: it is a `text` to a script (what it says is the
  /// reader's, as for every captured element).
  static func kind(for behaviour: StopBehaviour, hasValue: Bool) -> String {
    switch behaviour {
    case .button: "button"
    case .toggleSwitch: "switch"
    case .toggleButton: "togglebutton"
    case .checkbox: "checkbox"
    case .radio: "radio"
    case .slider: hasValue ? "slider" : "text"
    case .textField: "textfield"
    case .secureField: "securefield"
    case .searchField: "searchfield"
    case .tab: "tab"
    case .dropdown: "dropdown"
    case .link: "link"
    case .heading: "heading"
    case .image: "image"
    case .progress: "progress"
    case .text: "text"
    }
  }

  /// The step an imported iOS slider moves by, in percentage points: UISlider moves ten
  /// percentage points a swipe (VoiceOver "changes the value in 10 percentage point
  /// increments": David Rönnqvist, "Accessible Sliders and Adjustable Controls").
  static let sliderStep = "10"

  /// The step an imported Android seek bar moves by, in percentage points: TalkBack's swipe
  /// up / down scrolls it forward / backward, and `AbsSeekBar.performAccessibilityActionInternal`
  /// moves it by `Math.max(1, Math.round((float) range / 20))`, 5 over `ProgressBar`'s default
  /// range of 0 to 100 (AOSP frameworks/base core/java/android/widget/AbsSeekBar.java,
  /// ProgressBar.java `mMax = 100`). A dump records no range: the default is assumed.
  static let seekBarStep = "5"

  /// `50%`: a value a slider written in a screen may hold (`Adjustment.value`, a decimal number
  /// from 0% to 100%). Any other value (`Medium`, `nan%`, `0x10%`, `250%`) is the app's own text:
  /// the slider imports as text, which VoiceOver speaks as the app states it.
  static func isPercentage(_ value: String?) -> Bool {
    guard let value else { return false }
    return Entry.slider.adjustment?.value(value) != nil
  }
}
