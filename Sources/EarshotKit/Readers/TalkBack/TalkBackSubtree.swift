/// What a stop says, with the descendants it reads (google/talkback 26a27dc0
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`).
///
/// `rule/EventTypeViewAccessibilityFocusedFeedbackRule.viewAccessibilityFocusedDescription`:
/// the whole utterance is `Unlabelled` when the node needs a label and has nothing to say,
/// else `TreeNodesDescription.aggregateNodeTreeDescription`, then `Heading` for a heading that
/// is not web content (when no collection position takes that slot; the simulator adds the
/// position after these words).
///
/// `aggregateNodeTreeDescription`: `selected` first, the appended tree description, `disabled`
/// last ("Disabled state announcement should always be a postfix"), for the focused node only.
///
/// `getAppendedTreeDescription`: the checked status before the tree nodes' words
/// (`conditionalPrepend`: dropped with them when they are empty), then the hint text (not for
/// an edit box showing its hint: `getHintDescription`) and the tooltip unless it repeats the
/// node's text (`getUniqueTooltipText`). The error text (`Error: …`) needs `content-invalid`
/// and the error, which no dump has.
///
/// `treeNodesDescription`: the node's own words (`TalkBackRoleDescription`), then, when it has
/// no content description (or is a List, Grid or Pager) and is not a WebView, the appended
/// description of each visible child that is not accessibility focusable, in child order, and
/// so on down. `ReorderedChildrenIterator` keeps child order unless a child takes its bounds
/// from its children; [derived] a dump's order is kept.
struct TalkBackUtterance {
  let model: TalkBackModel
  /// The language it speaks in.
  let words: ReaderWords
  /// A read node whose checked state a run has changed (a settings row's switch, toggled
  /// through the row: `TalkBackModel.toggledPart`).
  var checkedPart: (node: Int, checked: Bool)?

  init(model: TalkBackModel, words: ReaderWords) {
    self.model = model
    self.words = words
  }

  /// A node's checked state now: the stop's live one, a toggled part's, else as captured.
  func checked(_ index: Int, live: LiveState?) -> Bool? {
    if let live { return live.checked }
    if let part = checkedPart, part.node == index { return part.checked }
    return model.tree[index].checked
  }

  /// Whether a check box is in its third state now (`LiveState.indeterminate`).
  func indeterminate(_ index: Int, live: LiveState?) -> Bool {
    live?.indeterminate ?? model.tree[index].indeterminate
  }

  struct Spoken {
    var parts: [String] = []
    /// The nodes below the stop whose descriptions are among `parts`, in document order: a
    /// layout that says nothing itself is among them when it passes on its children's words.
    var readNodes: [Int] = []
  }

  func focusUtterance(of stop: Int, live: LiveState) -> Spoken {
    // The stop as its widget exposes it now, on a screen written by hand (`LiveState.node`).
    let node = live.node ?? model.tree[stop]
    let role = model.roles[stop]
    let heading =
      node.heading && !model.web.inWebContent[stop] && !model.web.isContainer[stop]
      ? [words.talkBack("heading_template")] : []
    let name = node.label ?? text(of: stop, live: live)
    let checked = live.checked
    if let unlabelled = TalkBackUnlabelled.description(
      node, role: role, enabled: live.enabled, hasChildren: !model.hierarchy.children[stop].isEmpty,
      name: name,
      stateDescription: TalkBackStateWords.assumedStateDescription(
        node, role: role, checked: checked, indeterminate: indeterminate(stop, live: live),
        compose: model.composeHosts[stop] != nil, words: words),
      words: words)
    {
      return Spoken(parts: [unlabelled] + heading)
    }
    var spoken = Spoken()
    spoken.parts += TalkBackStateWords.selected(live.selected, words: words).map { [$0] } ?? []
    spoken.parts += appended(stop, live: live, focused: true, into: &spoken.readNodes)
    spoken.parts +=
      TalkBackStateWords.disabled(enabled: live.enabled, heading: node.heading, words: words).map { [$0] }
      ?? []
    spoken.parts += heading
    return spoken
  }

  /// `getAppendedTreeDescription` of a node (the stop itself when `focused`, with its live
  /// state; a read child as captured).
  private func appended(_ index: Int, live: LiveState?, focused: Bool, into read: inout [Int]) -> [String] {
    let node = live?.node ?? model.tree[index]
    let role = model.roles[index]
    let checked = checked(index, live: live)
    let own = roleDescription(of: index, live: live, focused: focused)
    var children: [String] = []
    if role != .webView && (role == .list || role == .grid || role == .pager || node.label == nil) {
      for child in model.hierarchy.children[index]
      where model.visible[child] && !model.focus.accessibilityFocusable[child] {
        // Document order: the child before the descendants it reads.
        let place = read.count
        let words = appended(child, live: nil, focused: false, into: &read)
        if !words.isEmpty { read.insert(child, at: place) }
        children += words
      }
    }
    var parts: [String] = []
    let treeNodes = own + children
    if !treeNodes.isEmpty {
      let stateDescription = TalkBackStateWords.assumedStateDescription(
        node, role: role, checked: checked, indeterminate: indeterminate(index, live: live),
        compose: model.composeHosts[index] != nil, words: words)
      // `nodeStatusDescription`: `collapsed` for a node offering ACTION_EXPAND, `expanded` for
      // one offering ACTION_COLLAPSE (`getCollapsedOrExpandedStateText`: `value_collapsed`,
      // `value_expanded`), before its checked state.
      parts += node.expanded.map { [words.talkBack($0 ? "value_expanded" : "value_collapsed")] } ?? []
      parts +=
        TalkBackStateWords.checkedStatus(
          checkable: node.checkable, checked: checked, role: role, stateDescription: stateDescription,
          words: words
        ).map { [$0] } ?? []
      parts += treeNodes
    }
    if let hint = node.placeholder, !(role == .editText && showsHint(index, live: live)) {
      parts.append(hint)
    }
    if let tooltip = node.tooltip, tooltip != (node.label ?? text(of: index, live: live)) {
      parts.append(tooltip)
    }
    return parts
  }
}
