/// Jetpack Compose's `isScreenReaderFocusable`, worked out again where a dump leaves it out.
///
/// Compose hands its semantics nodes to TalkBack as virtual nodes of its host view
/// (`AndroidComposeView`, inside a `ComposeView`), and marks each one screen-reader-focusable
/// by its own rule (androidx/androidx `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/
/// platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
/// `populateAccessibilityNodeInfoProperties`: `info.isScreenReaderFocusable =
/// isScreenReaderFocusable(semanticsNode, resources)`):
///
///     private fun isScreenReaderFocusable(node: SemanticsNode, resources: Resources): Boolean {
///         val nodeContentDescriptionOrNull =
///             node.unmergedConfig.getOrNull(SemanticsProperties.ContentDescription)?.firstOrNull()
///         val isSpeakingNode =
///             nodeContentDescriptionOrNull != null ||
///                 getInfoText(node) != null ||
///                 getInfoStateDescriptionOrNull(node, resources) != null ||
///                 getInfoIsCheckable(node)
///         return !node.isHidden &&
///             (node.unmergedConfig.isMergingSemanticsOfDescendants ||
///                 node.isUnmergedLeafNode && isSpeakingNode)
///     }
///
/// and `SemanticsNode.isUnmergedLeafNode` (`compose/ui/ui/src/commonMain/kotlin/androidx/compose/
/// ui/semantics/SemanticsNode.kt`):
///
///     !isFake && replacedChildren.isEmpty() &&
///         layoutNode.findClosestParentNode {
///             it.collapsedSemantics?.isMergingSemanticsOfDescendants == true
///         } == null
///
/// TalkBack counts the flag in `isFocusableOrClickable` (`TalkBackActionable`). A plain
/// `uiautomator dump` writes no `screen-reader-focusable`, so without this a Compose text that
/// is its own stop on a device is swallowed by a speaking container (a scroll item) above it.
///
/// What a dump shows of each term, and what stands for it:
/// - The host: a node under a `…ComposeView` class (`androidx.compose.ui.platform.ComposeView`,
///   `AndroidComposeView`). Only nodes whose dump has no `screen-reader-focusable` are inferred;
///   a recorded value (Appium) is kept.
/// - `isHidden`: TalkBack's `isVisible` of the node. [derived]
/// - `isMergingSemanticsOfDescendants`: [derived] clickable, long-clickable or checkable, or a
///   `SeekBar` or `ProgressBar` class. Compose's `clickable`, `combinedClickable`, `toggleable`
///   and `selectable` merge their descendants, and those are what make a Compose node clickable
///   (`info.isClickable` comes from `OnClick`), long-clickable (`OnLongClick`) or checkable
///   (`ToggleableState`, or `Selected` outside a tab). The two classes come from
///   `ProgressBarRangeInfo`, which Material's sliders and progress indicators set through
///   foundation's `progressSemantics` (`compose/foundation/foundation/src/commonMain/kotlin/
///   androidx/compose/foundation/ProgressSemantics.kt`): "Older versions of Talkback will ignore
///   nodes with range info which aren't focusable or screen reader focusable. Setting this
///   semantics as merging descendants will mark it as screen reader focusable." —
///   `return semantics(mergeDescendants = true) { progressBarRangeInfo = … }`. A node merged by `Modifier.semantics(mergeDescendants = true)`
///   alone (a Material `ListItem` with no click) shows nothing of it in a dump and is missed: its
///   texts are then taken for unmerged leaves (the limit `docs/research/talkback-focus-model.md`
///   §4.3 names).
/// - `isUnmergedLeafNode`: no children in TalkBack's tree, and no ancestor inside the host that
///   merges (as above). [derived] Fake nodes are children of merging nodes, so never leaves.
/// - `isSpeakingNode`: a content description or text; or checkable; or a state description,
///   which a dump never carries, so [derived] a `SeekBar` or `ProgressBar` class stands for it
///   (Compose gives those classes exactly to nodes with `ProgressBarRangeInfo`, whose state
///   description is a percentage or "In progress"); an `EditText` class always has text to
///   Compose (`getInfoText` returns the editable text, empty or not).
///
/// Checked against `spoon-live-room-compose-ko.appium-android.xml`, an Appium dump that records
/// the flag: the rule gives the recorded value for all 59 nodes inside its Compose hosts (19
/// true, 40 false).
enum TalkBackComposeFocus {
  /// The nearest `…ComposeView` ancestor of every node (nil outside any host).
  static func hosts(_ tree: PlatformTree) -> [Int?] {
    var host = [Int?](repeating: nil, count: tree.nodes.count)
    for index in tree.nodes.indices {
      guard let parent = tree.parent(of: index) else { continue }
      host[index] = isHost(tree[parent]) ? parent : host[parent]
    }
    return host
  }

  /// A Compose host view: `ComposeView` or `AndroidComposeView`.
  static func isHost(_ node: CapturedNode) -> Bool {
    node.className.hasSuffix("ComposeView")
  }

  /// [derived] Whether Compose merges the node's descendants into it (see above).
  static func merges(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    node.clickable || node.longClickable || node.checkable || [.seekControl, .progressBar].contains(role)
  }

  /// `isSpeakingNode` as Compose asks it, from what a dump shows.
  static func speaks(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    node.label != nil || node.text != nil || node.checkable
      || [.seekControl, .progressBar, .editText].contains(role)
  }

  /// The inferred `isScreenReaderFocusable` of every node: false outside a Compose host and
  /// wherever the dump records the flag (it is read as recorded there).
  static func inferred(
    _ tree: PlatformTree, hierarchy: TalkBackHierarchy, roles: [TalkBackRole], visible: [Bool], hosts: [Int?]
  ) -> [Bool] {
    let count = roles.count
    var inferred = [Bool](repeating: false, count: count)
    // Whether a merging node lies between the node and its host (parents come first).
    var mergedAbove = [Bool](repeating: false, count: count)
    for index in 0..<count where hierarchy.included[index] {
      guard let host = hosts[index] else { continue }
      let node = tree[index]
      if let parent = hierarchy.parent[index], parent != host, hosts[parent] == host {
        mergedAbove[index] = mergedAbove[parent] || merges(tree[parent], role: roles[parent])
      }
      guard node.screenReaderFocusable == nil, visible[index] else { continue }
      let leaf = hierarchy.children[index].isEmpty
      inferred[index] =
        merges(node, role: roles[index]) || (leaf && !mergedAbove[index] && speaks(node, role: roles[index]))
    }
    return inferred
  }
}
