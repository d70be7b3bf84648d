/// VoiceOver's element model over a captured iOS tree (WebDriverAgent XML or an XCUITest
/// debugDescription): which nodes are its elements, in which order it swipes through them, and
/// what it says at each, rule by rule (one file each, each citing its source):
/// `IOSVisibility`, `IOSElementFromAccessible` or else `IOSElementByType` (with `IOSCell` and
/// `IOSWebView`), `IOSValueNormalise`, `IOSTraitsByType`, `IOSNavigationBar`, `IOSTabBar`,
/// `IOSSegmentedControl`, `IOSTextViewReadOnly`, `IOSReadingOrder` and `IOSComposition`. The
/// research behind them is docs/research/voiceover-element-model.md.
struct VoiceOverModel: ReaderModel {
  /// A tab bar item's place in its bar, a segment's in its control.
  struct Position: Sendable, Equatable {
    var index: Int
    var count: Int
  }

  let tree: PlatformTree
  let stops: [Int]
  private let backButtons: Set<Int>
  private let titles: Set<Int>
  private let tabPositions: [Int: Position]
  private let segmentPositions: [Int: Position]
  /// A cell read with its one switch: the switch.
  private let mergedSwitches: [Int: Int]
  private let readNodesOfStop: [Int: [Int]]

  init(tree: PlatformTree) {
    self.tree = tree
    let kept = IOSVisibility.kept(in: tree)
    let byAccessible = IOSElementFromAccessible.applies(to: tree)
    let inWeb = IOSWebView.webContent(in: tree)
    // Document order; the first stop on a path closes its subtree.
    var found: [Int] = []
    var index = 0
    while index < tree.nodes.count {
      let isStop =
        kept[index]
        && (byAccessible
          ? IOSElementFromAccessible.isStop(tree[index])
          : IOSElementByType.isStop(index, in: tree, kept: kept, inWeb: inWeb[index]))
      if isStop { found.append(index) }
      index = isStop || !kept[index] ? tree.nodes[index].subtreeEnd : index + 1
    }

    var backButtons = Set<Int>()
    var titles = Set<Int>()
    var tabPositions: [Int: Position] = [:]
    var segmentPositions: [Int: Position] = [:]
    for bar in tree.nodes.indices where kept[bar] {
      switch tree[bar].type {
      case "NavigationBar":
        if let back = IOSNavigationBar.backButton(of: bar, in: tree, kept: kept) { backButtons.insert(back) }
        titles.formUnion(IOSNavigationBar.titles(of: bar, in: tree, kept: kept))
      case "TabBar":
        let items = IOSTabBar.items(of: bar, in: tree, kept: kept)
        for (place, item) in items.enumerated() {
          tabPositions[item] = Position(index: place + 1, count: items.count)
        }
      case "SegmentedControl":
        let segments = IOSSegmentedControl.segments(of: bar, in: tree, kept: kept)
        for (place, segment) in segments.enumerated() {
          segmentPositions[segment] = Position(index: place + 1, count: segments.count)
        }
      default: break
      }
    }
    self.backButtons = backButtons
    self.titles = titles
    self.tabPositions = tabPositions
    self.segmentPositions = segmentPositions

    var mergedSwitches: [Int: Int] = [:]
    var readNodesOfStop: [Int: [Int]] = [:]
    for stop in found {
      let node = tree[stop]
      if node.type == "Cell", let control = IOSCell.mergedSwitch(of: stop, in: tree, kept: kept) {
        mergedSwitches[stop] = control
      }
      // A stop with a label of its own reads only that (a button's title text is its label); one
      // without reads the texts below it, as a cell's label is made of its labels [derived].
      var read = node.label == nil ? Self.texts(below: stop, in: tree, kept: kept) : []
      if let control = mergedSwitches[stop] { read = (read + [control]).sorted() }
      if !read.isEmpty { readNodesOfStop[stop] = read }
    }
    self.mergedSwitches = mergedSwitches
    self.readNodesOfStop = readNodesOfStop
    stops = IOSReadingOrder.order(found, in: tree) { stop in
      tree.ancestors(of: stop).lazy.compactMap { container -> IOSReadingOrder.Group? in
        switch tree[container].type {
        case "TabBar": return IOSReadingOrder.Group(container: container, placedByContainer: true)
        case "SegmentedControl": return IOSReadingOrder.Group(container: container, placedByContainer: false)
        default: return nil
        }
      }.first
    }
  }

  /// The kept texts below `index` that say something, in document order.
  static func texts(below index: Int, in tree: PlatformTree, kept: [Bool]) -> [Int] {
    tree.descendants(of: index).filter {
      kept[$0] && tree[$0].type == "StaticText" && (tree[$0].label != nil || tree[$0].value != nil)
    }
  }

  /// The node's traits from its type and its place.
  func traits(of node: Int) -> IOSTraits {
    var traits = IOSTextViewReadOnly.traits(IOSTraitsByType.traits(of: tree[node]), of: tree[node])
    if backButtons.contains(node) { traits.insert(.backButton) }
    if titles.contains(node) { traits.insert(.header) }
    if tabPositions[node] != nil { traits.insert(.tabBarItem) }
    if mergedSwitches[node] != nil { traits.formUnion([.button, .switchButton]) }
    return traits
  }

  func utterance(of stop: Int, live: LiveState) -> [String] {
    let traits = traits(of: stop)
    return IOSComposition.parts(
      IOSComposition.Element(
        label: label(of: stop), value: value(of: stop, traits: traits, live: live), traits: traits,
        selected: isSelected(stop, live: live), enabled: live.enabled,
        state: traits.contains(.switchButton) ? switchState(of: stop, live: live) : nil,
        position: (tabPositions[stop] ?? segmentPositions[stop]).map { ($0.index, $0.count) },
        expanded: (live.node ?? tree[stop]).expanded),
      words: live.words)
  }

  /// The label: its own (none for a back button labelled with the "Back" word), else the texts
  /// it reads, else its switch's.
  private func label(of stop: Int) -> [String] {
    if let own = tree[stop].label {
      return backButtons.contains(stop) && IOSNavigationBar.hidesLabel(own) ? [] : [own]
    }
    let texts = (readNodesOfStop[stop] ?? []).filter { $0 != mergedSwitches[stop] }.compactMap {
      tree[$0].label ?? tree[$0].value
    }
    if texts.isEmpty, let control = mergedSwitches[stop], let label = tree[control].label { return [label] }
    return texts
  }

  /// The value: what a field holds now (its placeholder when empty; a secure field's count of
  /// characters, as the catalogue's secure text field says it), else the captured value.
  private func value(of stop: Int, traits: IOSTraits, live: LiveState) -> String? {
    let node = live.node ?? tree[stop]
    guard traits.contains(.textEntry) || traits.contains(.searchField) else {
      return mergedSwitches[stop] == nil ? IOSValueNormalise.value(of: node) : nil
    }
    let text = live.text ?? node.value ?? ""
    // UIKit's field takes its placeholder for a label when it has none, and WDA writes the
    // placeholder as the value of an empty field: the same words are said once [derived].
    guard !text.isEmpty, text != node.placeholder else {
      return node.placeholder == node.label ? nil : node.placeholder
    }
    if live.text == nil, text == node.label { return nil }
    return traits.contains(.secureTextField)
      ? CharacterCount(one: "character", other: "characters").spoken(text) : text
  }

  /// Selected as the run has left it; as captured, a button's `value="1"` too.
  private func isSelected(_ stop: Int, live: LiveState) -> Bool {
    live.selected != tree[stop].selected ? live.selected : IOSValueNormalise.isSelected(tree[stop])
  }

  /// On, Off or Mixed: the live state once a run has changed it, else the captured value (of the
  /// cell's switch, for a cell read with one).
  private func switchState(of stop: Int, live: LiveState) -> String? {
    let control = tree[mergedSwitches[stop] ?? stop]
    if let checked = live.checked, checked != control.checked { return checked ? "On" : "Off" }
    return IOSValueNormalise.switchState(control.value) ?? control.checked.map { $0 ? "On" : "Off" }
  }

  func usageHint(of stop: Int, live: LiveState) -> String? {
    let node = tree[stop]
    return IOSComposition.hint(
      traits: traits(of: stop), enabled: live.enabled, own: node.accessibilityHint,
      hasLabelOrValue: node.label != nil || node.value != nil, expanded: (live.node ?? node).expanded,
      words: live.words)
  }

  func roleName(of node: Int, words: ReaderWords) -> String? {
    let spoken = IOSComposition.roleWords(traits(of: node), words: words)
    return spoken.isEmpty ? nil : spoken.joined(separator: ", ")
  }

  func name(of node: Int) -> String? { tree[node].label }

  func behaviour(of node: Int) -> StopBehaviour {
    let traits = traits(of: node)
    if traits.contains(.switchButton) { return .toggleSwitch }
    if traits.contains(.adjustable) { return .slider }
    if traits.contains(.secureTextField) { return .secureField }
    if traits.contains(.searchField) { return .searchField }
    if traits.contains(.textEntry) { return .textField }
    if traits.contains(.link) { return .link }
    // A pop-up button (a `UIButton` whose menu changes its selection) as XCUITest types it.
    if traits.contains(.popUpButton) { return .dropdown }
    if !traits.isDisjoint(with: [.button, .backButton, .tabBarItem, .keyboardKey]) { return .button }
    if traits.contains(.header) { return .heading }
    if traits.contains(.image) { return .image }
    if ["ProgressIndicator", "ActivityIndicator"].contains(tree[node].type) { return .progress }
    return .text
  }

  /// VoiceOver speaks no collection positions of its own for these captures: a tab bar's are
  /// part of the utterance (`IOSTabBar`); list and table contexts need container types a capture
  /// does not record (docs/research/voiceover-element-model.md §4).
  func isCollection(_ node: Int) -> Bool { false }

  func readNodes(of stop: Int) -> [Int] { readNodesOfStop[stop] ?? [] }

  /// A cell read with its one switch toggles that switch (`IOSCell.mergedSwitch`).
  func toggledPart(of stop: Int) -> Int? { mergedSwitches[stop] }
}
