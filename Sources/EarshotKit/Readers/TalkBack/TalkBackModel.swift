/// TalkBack's rules over a captured Android tree (google/talkback 26a27dc0): which nodes it
/// stops on, in which order, and what it says at each. Each rule is its own file here, headed
/// by its source; what a dump cannot show is assumed and marked [derived] where it is.
///
/// Everything a stop's rules read is worked out once per node, in arrays, when the model is
/// made: O(n) overall, for captures hold up to 100k nodes.
struct TalkBackModel: ReaderModel {
  let tree: PlatformTree
  /// The tree without the nodes that are not important for accessibility.
  let hierarchy: TalkBackHierarchy
  let roles: [TalkBackRole]
  let web: TalkBackWebContent
  /// `isVisible`.
  let visible: [Bool]
  /// `isFocusableOrClickable`.
  let focusableOrClickable: [Bool]
  /// `isTopLevelScrollItem`.
  let topLevelScrollItem: [Bool]
  /// `isSpeakingNode`.
  let speaks: [Bool]
  let focus: TalkBackFocus.Facts
  /// The window roots in the order TalkBack visits them: application windows by their place
  /// on screen, then system windows (`TalkBackWindowOrder`).
  let windowRoots: [Int]
  /// Linear navigation's order: pre-order of the tree, one window after another in
  /// `windowRoots`' order (`TalkBackWindowOrder`). Within a window, TalkBack follows
  /// `traversalBefore` / `traversalAfter` and reorders
  /// children only when one takes its bounds from its own children
  /// (`ReorderedChildrenIterator`, `OrderedTraversalStrategy`); a dump records neither, so
  /// [derived] document order is kept, except inside a Compose host, where Compose's own
  /// traversal-before chain is worked out again (`TalkBackComposeOrder`).
  let stops: [Int]
  /// The Compose host each node is under (nil: none), whose words differ from a View's.
  let composeHosts: [Int?]
  /// Material's tab layouts, whose role description and collection a dump leaves out.
  let materialTabs: TalkBackMaterialTabs
  /// `TalkBackCollection.positions`: each node's place among its parent's items.
  let itemPositions: [(index: Int, count: Int)?]

  init(tree: PlatformTree) {
    self.tree = tree
    let hierarchy = TalkBackHierarchy(tree)
    let roles = tree.nodes.map { TalkBackRole($0.properties) }
    let web = TalkBackWebContent(hierarchy: hierarchy, roles: roles)
    let visible = roles.indices.map {
      TalkBackVisibility.isVisible(tree[$0], role: roles[$0], inWebContent: web.inWebContent[$0])
    }
    let composeHosts = TalkBackComposeFocus.hosts(tree)
    self.composeHosts = composeHosts
    let composeFocusable = TalkBackComposeFocus.inferred(
      tree, hierarchy: hierarchy, roles: roles, visible: visible, hosts: composeHosts)
    let focusableOrClickable = roles.indices.map {
      TalkBackActionable.isFocusableOrClickable(
        tree[$0], visible: visible[$0], inferredScreenReaderFocusable: composeFocusable[$0])
    }
    let scrollContainer = roles.indices.map {
      TalkBackScrollItem.isScrollContainer(tree[$0], role: roles[$0])
    }
    let topLevelScrollItem = roles.indices.map { index in
      TalkBackScrollItem.isTopLevelScrollItem(
        visible: visible[index],
        parentIsScrollContainer: hierarchy.parent[index].map { scrollContainer[$0] } ?? false)
    }
    let speaks = TalkBackSpeaks.speakingNodes(
      tree, hierarchy: hierarchy, roles: roles, visible: visible, focusableOrClickable: focusableOrClickable,
      topLevelScrollItem: topLevelScrollItem)
    let focus = TalkBackFocus.facts(
      tree, hierarchy: hierarchy, roles: roles, web: web, visible: visible,
      focusableOrClickable: focusableOrClickable, topLevelScrollItem: topLevelScrollItem, speaks: speaks)
    self.hierarchy = hierarchy
    let materialTabs = TalkBackMaterialTabs(tree)
    self.materialTabs = materialTabs
    let holdsCollection = TalkBackCollection.holdsCollection(tree, roles: roles) {
      materialTabs.strips.contains($0) || (hierarchy.included[$0] && roles[$0].hasCollectionInfo)
    }
    self.itemPositions = TalkBackCollection.positions(
      tree, visible: visible, holdsCollection: holdsCollection)
    self.roles = roles
    self.web = web
    self.visible = visible
    self.focusableOrClickable = focusableOrClickable
    self.topLevelScrollItem = topLevelScrollItem
    self.speaks = speaks
    self.focus = focus
    let windowRoots = TalkBackWindowOrder.roots(of: tree)
    self.windowRoots = windowRoots
    // Window by window, then Compose's traversal order inside its hosts (`TalkBackComposeOrder`).
    self.stops = TalkBackComposeOrder.reorder(
      windowRoots.flatMap { root in ([root] + Array(tree.descendants(of: root))).filter { focus.isStop[$0] }
      },
      tree: tree, hierarchy: hierarchy, hosts: composeHosts, visible: visible,
      screenReaderFocusable: roles.indices.map {
        tree[$0].screenReaderFocusable == true || composeFocusable[$0]
      })
    // What each stop reads, worked out once: the importer and the audit ask it of every stop
    // several times, and each answer is a whole utterance.
    var read: [Int: [Int]] = [:]
    read.reserveCapacity(stops.count)
    for stop in stops {
      // A stop with no children, or one whose content description stops the reading of its
      // children (`TalkBackUtterance.appended`), reads nothing below it: most stops.
      let role = roles[stop]
      let readsNoChild =
        hierarchy.children[stop].isEmpty || role == .webView
        || (tree[stop].label != nil && role != .list && role != .grid && role != .pager)
      read[stop] =
        readsNoChild
        ? []
        : TalkBackUtterance(model: self, words: .english)
          .focusUtterance(of: stop, live: LiveState(captured: tree[stop])).readNodes
    }
    readNodesOfStop = read
  }

  /// `readNodes(of:)` of every stop.
  private var readNodesOfStop: [Int: [Int]] = [:]

  func utterance(of stop: Int, live: LiveState) -> [String] {
    var utterance = TalkBackUtterance(model: self, words: live.words)
    var own = live
    // A stop's checked state is its toggled part's when it is not checkable itself.
    if let part = toggledPart(of: stop), let checked = live.checked {
      utterance.checkedPart = (part, checked)
      own.checked = tree[stop].checked
    }
    return utterance.focusUtterance(of: stop, live: own).parts
  }

  func adjustedState(of stop: Int, live: LiveState) -> String? {
    TalkBackUtterance(model: self, words: live.words).adjustedState(of: stop, live: live)
  }

  func readNodes(of stop: Int) -> [Int] {
    readNodesOfStop[stop]
      ?? TalkBackUtterance(model: self, words: .english)
      .focusUtterance(of: stop, live: LiveState(captured: tree[stop])).readNodes
  }

  /// A stop that is not checkable itself toggles the first checkable node it reads: a
  /// settings row's click toggles its switch, and TalkBack's click feedback says that node's
  /// state (`EventTypeViewClickedFeedbackRule.getViewCheckStateText` reads the first checkable
  /// child). [derived] that the app's click toggles it: what a preference row does.
  func toggledPart(of stop: Int) -> Int? {
    guard !tree[stop].checkable, focusableOrClickable[stop] else { return nil }
    return readNodes(of: stop).first { tree[$0].checkable }
  }

  /// Visible (`TalkBackVisibility`) and received at all (`TalkBackHierarchy`: a node that is
  /// not important for accessibility never reaches TalkBack).
  func isShown(_ node: Int) -> Bool { visible[node] && hierarchy.included[node] }

  func usageHint(of stop: Int, live: LiveState) -> String? {
    TalkBackUsageHint.hint(
      live.node ?? tree[stop], role: roles[stop], enabled: live.enabled, words: live.words)
  }

  /// The role word a node's own description says (`Page` for a pager: `TalkBackPagerPage`).
  func roleName(of node: Int, words: ReaderWords) -> String? {
    if materialTabs.tabViews.contains(node) { return words.material(TalkBackMaterialTabs.roleDescription) }
    return TalkBackPagerPage.spokenRole(
      of: node, hierarchy: hierarchy, roles: roles, tree: tree, words: words)
  }

  /// The content description, else the text (`getNodeTextDescription`); nil when it has none.
  func name(of node: Int) -> String? {
    tree[node].label ?? TalkBackRange.text(of: tree[node], role: roles[node])
  }

  func behaviour(of node: Int) -> StopBehaviour {
    if materialTabs.tabViews.contains(node) { return .tab }
    return TalkBackBehaviour.behaviour(tree[node], role: roles[node])
  }

  /// A List or Grid: a node with CollectionInfo on a device, whose items TalkBack counts
  /// (`CollectionStateFeedbackUtils`); a RadioGroup is one (`TalkBackRoleTable`). A node the
  /// framework leaves out (`TalkBackHierarchy`) is none: TalkBack never receives its info; a
  /// Material tab strip stands for its TabLayout's collection (`TalkBackMaterialTabs`).
  func isCollection(_ node: Int) -> Bool {
    if materialTabs.strips.contains(node) { return true }
    return hierarchy.included[node] && roles[node].hasCollectionInfo
  }

  /// `TalkBackCollection.positions`.
  func collectionPosition(ofItem item: Int) -> (index: Int, count: Int)? {
    itemPositions[item]
  }

  /// `TalkBackCollection.name(of:)`.
  func collectionName(of collection: Int) -> String? {
    TalkBackCollection.name(of: tree[collection])
  }
}
