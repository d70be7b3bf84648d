import Foundation

/// What TalkBack says of a collection and its items (google/talkback 26a27dc0
/// `utils/src/main/java/com/google/android/accessibility/utils/monitor/CollectionState.java`,
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/CollectionStateFeedbackUtils.java`).
///
/// - An item's position is its CollectionItemInfo's, not a count of stops: `getListItemState`
///   finds the item as the announced node or its nearest ancestor with CollectionItemInfo
///   (`getSelfOrMatchingAncestor(…, FILTER_COLLECTION_ITEM)`) and says its `getRowIndex` (or
///   column index) + 1 of the collection's row (or column) count.
/// - A collection of one item or none is never entered (`shouldEnter`: `hasMultipleItems`, or
///   without CollectionInfo `collectionRoot.getChildCount() <= 1`), nor is a flat one holding
///   another flat one ("We only announce hierarchies of collections if they are explicitly
///   marked hierarchical. Otherwise we announce only the innermost collection":
///   `FILTER_FLAT_COLLECTION`, `hasMatchingDescendant`). A collection there is
///   `FILTER_COLLECTION`: a list, grid or pager role, or CollectionInfo.
/// - Moving between two stops of one item says no position (`ListItemState.getTransition`:
///   `TYPE_NONE` for the same index; `getCollectionItemTransitionDescription` speaks only on a
///   row or column transition); refocusing the same node says it again.
/// - Its name is `getCollectionName`: the container title, else the root's node text
///   (`AccessibilityNodeInfoUtils.getNodeText`: the content description, else the text, each
///   only when not blank), none when it is one of Automotive's rotary markers. A named list is
///   entered and left with `in_list_with_name` "In list %1$s" and `out_of_list_with_name`
///   "Out of list %1$s" (`talkback/src/main/res/values/strings.xml`; `getCollectionName`).
///
/// [derived] A dump records neither CollectionInfo nor CollectionItemInfo nor a container
/// title. An item is a direct child of the collection node (a RecyclerView's or a ListView's
/// children are its rows): its index is its place among the collection's visible children, and
/// the count is how many of them are visible. A stop deeper inside takes its item's position.
/// No CollectionInfo says it is hierarchical: every collection is flat.
enum TalkBackCollection {
  private static let rotaryMarkers: Set<String> = [
    "com.android.car.ui.utils.ROTARY_CONTAINER",
    "com.android.car.ui.utils.HORIZONTALLY_SCROLLABLE",
    "com.android.car.ui.utils.VERTICALLY_SCROLLABLE",
  ]

  /// Each node's index among the visible children of its parent, the collection, and their
  /// count (nil: a root, or not visible); worked out once, O(n), for every stop asks. A
  /// collection TalkBack never enters (it holds another: `holdsCollection`) counts none: no
  /// position, and it is neither entered nor left.
  static func positions(
    _ tree: PlatformTree, visible: [Bool], holdsCollection: [Bool]
  ) -> [(index: Int, count: Int)?] {
    var positions = [(index: Int, count: Int)?](repeating: nil, count: tree.nodes.count)
    for collection in tree.nodes.indices where !tree.children(of: collection).isEmpty {
      let items = tree.children(of: collection).filter { visible[$0] }
      let count = holdsCollection[collection] ? 0 : items.count
      for (index, item) in items.enumerated() { positions[item] = (index, count) }
    }
    return positions
  }

  /// For each node, whether a collection (`isCollection`, or a pager: `FILTER_COLLECTION`) is
  /// below it: a collection with one below is never entered (`shouldEnter`).
  static func holdsCollection(
    _ tree: PlatformTree, roles: [TalkBackRole], isCollection: (Int) -> Bool
  ) -> [Bool] {
    var holds = [Bool](repeating: false, count: tree.nodes.count)
    // From the last node back: children come after their parent.
    for index in tree.nodes.indices.reversed() {
      guard let parent = tree.parent(of: index) else { continue }
      if holds[index] || isCollection(index) || roles[index] == .pager { holds[parent] = true }
    }
    return holds
  }

  /// `CollectionState.getCollectionName` of the collection node; nil when it has none.
  static func name(of collection: CapturedNode) -> String? {
    func nonBlank(_ text: String?) -> String? {
      guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
      return text
    }
    guard let name = nonBlank(collection.label) ?? nonBlank(collection.text), !rotaryMarkers.contains(name)
    else { return nil }
    return name
  }
}
