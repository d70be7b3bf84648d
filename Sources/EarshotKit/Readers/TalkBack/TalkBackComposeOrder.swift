/// The order Jetpack Compose gives its nodes for linear navigation, worked out again where a
/// dump leaves it out, and TalkBack's way of following it.
///
/// Compose sorts its semantics nodes geometrically and chains them with traversal-before
/// (androidx/androidx `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/
/// AndroidComposeViewAccessibilityDelegateCompat.android.kt`, `setTraversalValues`):
///
///     val semanticsOrderList =
///         hostSemanticsNode.subtreeSortedByGeometryGrouping(
///             isVisible = { currentSemanticsNodes.containsKey(it.id) },
///             isFocusableContainer = { isScreenReaderFocusable(it, resources) },
///             listToSort = listOf(hostSemanticsNode),
///         )
///     for (i in 1..semanticsOrderList.lastIndex) {
///         val prevId = semanticsOrderList[i - 1].id
///         val currId = semanticsOrderList[i].id
///         outputBeforeMap[prevId] = currId
///         ...
///
/// and `populateAccessibilityNodeInfoProperties` calls `info.setTraversalBefore(view, beforeId)`
/// with it. The sort (`compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/
/// SemanticsSort.kt`, read in the androidx mirror xiaocainiaooo/room3 ac117d90):
/// `geometryDepthFirstSearch` walks the tree and keeps every node that is a traversal group or
/// screen-reader-focusable (and shown), recursing into a traversal group's children apart;
/// `sortByGeometryGroupings` then
///
///     for (entryIndex in 0..parentListToSort.lastIndex) {
///         val currEntry = parentListToSort[entryIndex]
///         // If this is the first entry, or vertical groups don't overlap
///         if (entryIndex == 0 || !placedEntryRowOverlaps(rowGroupings, currEntry)) {
///             val newRect = currEntry.boundsInWindow
///             rowGroupings.add(Pair(newRect, mutableListOf(currEntry)))
///         }
///     }
///     // Sort the rows from top to bottom
///     rowGroupings.sortWith(TopBottomBoundsComparator)
///     ...
///         row.second.sortWith(comparator)   // LtrBoundsComparator: left, top, bottom, right
///
/// where `placedEntryRowOverlaps` puts a node in the first row whose cover overlaps its
/// top–bottom span and narrows the cover to the overlap (`currRect.intersect(0f, entryTopCoord,
/// Float.POSITIVE_INFINITY, entryBottomCoord)`); ties go to the layout's z-order and placement,
/// then the semantics id; a `traversalIndex` comes last (`UnmergedConfigComparator`).
///
/// TalkBack then moves each node with a traversal-before in front of its target
/// (google/talkback `utils/src/main/java/com/google/android/accessibility/utils/traversal/
/// OrderedTraversalController.java`, `reorderTree`, `moveNodeBefore`: the moving subtree takes
/// the target's place among its parent's children and the target becomes its last child), and
/// reads the result in pre-order. That is done here as the code does it, node by node in the
/// tree's own order.
///
/// [derived] Where a dump cannot show what the sort reads:
/// - Screen-reader-focusable: as recorded, else `TalkBackComposeFocus`.
/// - Traversal groups (`isTraversalGroup`): a lazy list or grid (`GeometrySort.
///   isTraversalGroup`); others (a Material Surface, an app's `semantics { isTraversalGroup =
///   true }`) do not show in a dump and are not assumed.
/// - `boundsInWindow`: the dump's bounds (screen coordinates: the same shift for every node of
///   a window). Left to right: a dump does not say the layout direction.
/// - Z-order and semantics ids break ties: document order (Compose lists children in drawing
///   order).
/// - `traversalIndex`: none (0 for all, so the stable sort changes nothing).
/// - Shown (`currentSemanticsNodes`, which leaves out nodes covered by others): TalkBack's
///   `isVisible`.
/// Only dumps with no `screen-reader-focusable` attribute are reordered (plain uiautomator
/// dumps); a host nested inside another is sorted on its own.
enum TalkBackComposeOrder {
  /// `stops` (tree order) with the stops of every Compose host put in the order TalkBack
  /// reaches them through Compose's traversal-before chain.
  static func reorder(
    _ stops: [Int], tree: PlatformTree, hierarchy: TalkBackHierarchy, hosts: [Int?], visible: [Bool],
    screenReaderFocusable: [Bool]
  ) -> [Int] {
    let outermost = tree.nodes.indices.filter { index in
      // The host view itself may be left out (a ComposeView is a plain layout around the
      // AndroidComposeView that holds the provider): its subtree is ordered all the same.
      TalkBackComposeFocus.isHost(tree[index]) && hosts[index] == nil
        && !(index..<tree.nodes[index].subtreeEnd).contains { tree[$0].screenReaderFocusable != nil }
    }
    guard !outermost.isEmpty else { return stops }
    var rank = [Int: Int]()
    for host in outermost {
      for (position, node) in readingOrder(
        under: host, tree: tree, hierarchy: hierarchy, hosts: hosts, visible: visible,
        screenReaderFocusable: screenReaderFocusable
      ).enumerated() {
        rank[node] = position
      }
    }
    // Each host's stops keep the places they take in `stops`, in the new order.
    var result = stops
    for host in outermost {
      let range = host..<tree.nodes[host].subtreeEnd
      let slots = stops.indices.filter { range.contains(stops[$0]) }
      let ordered = slots.map { stops[$0] }.sorted { (rank[$0] ?? 0, $0) < (rank[$1] ?? 0, $1) }
      for (slot, node) in zip(slots, ordered) { result[slot] = node }
    }
    return result
  }

  /// Every included node under `host` (nested hosts too) in TalkBack's reading order.
  static func readingOrder(
    under host: Int, tree: PlatformTree, hierarchy: TalkBackHierarchy, hosts: [Int?], visible: [Bool],
    screenReaderFocusable: [Bool]
  ) -> [Int] {
    // traversal-before of each node: Compose's chain, one per host.
    var before = [Int: Int]()
    var sortedHosts = [host]
    var next = 0
    while next < sortedHosts.count {
      let current = sortedHosts[next]
      next += 1
      var sorter = GeometrySort(
        tree: tree, hierarchy: hierarchy, visible: visible, screenReaderFocusable: screenReaderFocusable)
      let order = sorter.subtreeSortedByGeometryGrouping([current])
      sortedHosts += sorter.nestedHosts
      for (earlier, later) in zip(order, order.dropFirst()) { before[earlier] = later }
    }
    var working = WorkingTree(root: host, hierarchy: hierarchy, before: before)
    // `reorderTree`: every node in the order the tree was built (pre-order).
    for node in working.creationOrder {
      if let target = before[node] { working.moveNodeBefore(node, target) }
    }
    return working.preOrder()
  }

  /// `subtreeSortedByGeometryGrouping`, `geometryDepthFirstSearch` and
  /// `sortByGeometryGroupings` over a dump.
  struct GeometrySort {
    let tree: PlatformTree
    let hierarchy: TalkBackHierarchy
    let visible: [Bool]
    let screenReaderFocusable: [Bool]
    /// Hosts met inside the host being sorted: sorted on their own.
    var nestedHosts: [Int] = []

    /// [derived] `isTraversalGroup`: a lazy list or grid. Foundation's
    /// `LazyLayoutSemanticsModifierNode.applySemantics` begins `isTraversalGroup = true` and
    /// sets a scroll axis range and `collectionInfo` (androidx/androidx `compose/foundation/
    /// foundation/src/commonMain/kotlin/androidx/compose/foundation/lazy/layout/
    /// LazyLayoutSemantics.kt`); the delegate then leaves such a node's class `android.view.View`
    /// ("if (!semanticsNode.hasCollectionInfo()) info.className = \"android.widget.ScrollView\""),
    /// so a scrollable `android.view.View` is one. Other groups (a Material `Surface`, an app's
    /// own) do not show in a dump and are not assumed.
    func isTraversalGroup(_ node: Int) -> Bool {
      tree[node].scrollable && tree[node].className == "android.view.View"
    }

    mutating func subtreeSortedByGeometryGrouping(_ listToSort: [Int]) -> [Int] {
      var geometryList: [Int] = []
      var containerChildren: [Int: [Int]] = [:]
      for node in listToSort {
        geometryDepthFirstSearch(node, into: &geometryList, containerChildren: &containerChildren)
      }
      return sortByGeometryGroupings(geometryList, containerChildren: containerChildren)
    }

    mutating func geometryDepthFirstSearch(
      _ node: Int, into geometryList: inout [Int], containerChildren: inout [Int: [Int]]
    ) {
      let isGroup = isTraversalGroup(node)
      if (isGroup || screenReaderFocusable[node]) && visible[node] { geometryList.append(node) }
      let children = hierarchy.children[node].filter { child in
        guard TalkBackComposeFocus.isHost(tree[child]) else { return true }
        nestedHosts.append(child)
        return false
      }
      if isGroup {
        containerChildren[node] = subtreeSortedByGeometryGrouping(children)
      } else {
        for child in children {
          geometryDepthFirstSearch(child, into: &geometryList, containerChildren: &containerChildren)
        }
      }
    }

    /// Rows by overlapping top–bottom spans, rows top to bottom, each row left to right; then
    /// each traversal group's sorted children after it, the group itself dropped when it is not
    /// screen-reader-focusable.
    func sortByGeometryGroupings(_ nodes: [Int], containerChildren: [Int: [Int]]) -> [Int] {
      func bounds(_ node: Int) -> (left: Double, top: Double, right: Double, bottom: Double) {
        guard let frame = tree[node].frame else { return (0, 0, 0, 0) }
        return (frame.x, frame.y, frame.x + frame.width, frame.y + frame.height)
      }
      var rows: [(top: Double, bottom: Double, nodes: [Int])] = []
      for (position, node) in nodes.enumerated() {
        let entry = bounds(node)
        // `placedEntryRowOverlaps`
        let entryIsEmpty = entry.top >= entry.bottom
        let row =
          position == 0
          ? nil
          : rows.firstIndex { row in
            !entryIsEmpty && row.top < row.bottom
              && max(entry.top, row.top) < min(entry.bottom, row.bottom)
          }
        if let row {
          rows[row].top = max(rows[row].top, entry.top)
          rows[row].bottom = min(rows[row].bottom, entry.bottom)
          rows[row].nodes.append(node)
        } else {
          rows.append((entry.top, entry.bottom, [node]))
        }
      }
      // Stable, as Kotlin's `sortWith`: `TopBottomBoundsComparator`, then `LtrBoundsComparator`.
      let sortedRows = rows.enumerated().sorted {
        ($0.element.top, $0.element.bottom, $0.offset) < ($1.element.top, $1.element.bottom, $1.offset)
      }
      var result = sortedRows.flatMap { row in
        row.element.nodes.sorted { a, b in
          let (x, y) = (bounds(a), bounds(b))
          return (x.left, x.top, x.bottom, x.right, a) < (y.left, y.top, y.bottom, y.right, b)
        }
      }
      var index = 0
      while index < result.count {
        guard let children = containerChildren[result[index]] else {
          index += 1
          continue
        }
        // "Container is removed if it is not screenreader-focusable"
        if screenReaderFocusable[result[index]] { index += 1 } else { result.remove(at: index) }
        result.insert(contentsOf: children, at: index)
        index += children.count
      }
      return result
    }
  }

  /// TalkBack's `WorkingTree` as `OrderedTraversalController` moves it.
  struct WorkingTree {
    var parent: [Int: Int] = [:]
    var children: [Int: [Int]] = [:]
    let root: Int
    /// The nodes in the order `createWorkingTree` made them.
    private(set) var creationOrder: [Int] = []
    /// The traversal-before each node carries.
    let before: [Int: Int]

    init(root: Int, hierarchy: TalkBackHierarchy, before: [Int: Int]) {
      self.root = root
      self.before = before
      var stack = [root]
      while let node = stack.popLast() {
        creationOrder.append(node)
        children[node] = hierarchy.children[node]
        for child in hierarchy.children[node] { parent[child] = node }
        stack.append(contentsOf: hierarchy.children[node].reversed())
      }
    }

    /// `hasDescendant`: whether `node` is `tree` or lies below it.
    func hasDescendant(_ tree: Int, _ node: Int?) -> Bool {
      var current = node
      while let above = current {
        if above == tree { return true }
        current = parent[above]
      }
      return false
    }

    mutating func moveNodeBefore(_ moving: Int, _ target: Int) {
      // "no operation if move child before parent"
      if hasDescendant(moving, target) { return }
      // `getParentsThatAreMovedBeforeOrSameNode`
      var movingRoot = moving
      while let above = parent[movingRoot], before[above] == movingRoot { movingRoot = above }
      let destination = parent[target]
      // "Moving movingTreeRoot under its own descendant would create a loop."
      if hasDescendant(movingRoot, destination) { return }
      // `detachSubtreeFromItsParent`
      if let old = parent[movingRoot] { children[old]?.removeAll { $0 == movingRoot } }
      parent[movingRoot] = nil
      // `swapChild(targetTree, movingTreeRoot)`
      if let destination, let slot = children[destination]?.firstIndex(of: target) {
        children[destination]?[slot] = movingRoot
      }
      parent[movingRoot] = destination
      // "add target node as last child of moving node"
      children[moving, default: []].append(target)
      parent[target] = moving
    }

    /// `getNext` from the root on: pre-order.
    func preOrder() -> [Int] {
      var order: [Int] = []
      var stack = [root]
      while let node = stack.popLast() {
        order.append(node)
        stack.append(contentsOf: (children[node] ?? []).reversed())
      }
      return order
    }
  }
}
