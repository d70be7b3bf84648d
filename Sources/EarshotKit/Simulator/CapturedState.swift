extension Session {
  /// An element's state as the run has changed it, in the words a reader's model
  /// reads (`LiveState`): on or checked, selected, enabled, and what a field holds now. A
  /// state its kind does not track (a `text` that the capture shows disabled) stays as
  /// captured: no action changes it.
  func liveState(of node: Int) -> LiveState {
    let states = self.states[node]
    let entry = model.nodes[node].entry
    guard let reading = model.reading(of: node) else {
      var live = LiveState(
        checked: nil, selected: states.contains(.selected), enabled: !states.contains(.disabled), text: nil)
      live.words = settings.words
      return live
    }
    // Nothing the run did touched it: the state it was read in, which its reading may answer
    // from what it worked out before (`ElementReading`).
    let asRead = states == model.nodes[node].states && !hasChangedValue(node)
    if model.nodes[node].element.captured == nil {
      var live = widgetState(of: node, reading: reading, asRead: asRead)
      live.isAsRead = asRead
      live.words = settings.words
      return live
    }
    let captured = reading.properties
    func tracks(_ state: StateName) -> Bool { entry.stateNames.contains(state.rawValue) }
    let checked: Bool?
    if tracks(.on) || tracks(.checked) {
      checked = reading.hasCheckedState ? states.contains(.on) || states.contains(.checked) : nil
    } else {
      checked = captured.checked
    }
    var live = LiveState(
      checked: checked,
      selected: tracks(.selected) ? states.contains(.selected) : captured.selected,
      enabled: tracks(.disabled) ? !states.contains(.disabled) : captured.enabled,
      text: entry.textEntry != nil ? value(of: node) : nil,
      value: entry.adjustment != nil ? value(of: node) : nil)
    live.valueBounds = entry.adjustment?.bounds
    live.indeterminate = tracks(.mixed) ? states.contains(.mixed) : captured.indeterminate
    live.isAsRead = asRead
    live.words = settings.words
    return live
  }

  /// The state of an element of a screen written by hand: its widget's node as the element's
  /// states are now (`StandardWidgetNodes.node`), with what a field or slider holds now.
  private func widgetState(of node: Int, reading: ElementReading, asRead: Bool) -> LiveState {
    let entry = model.nodes[node].entry
    // In the state it was compiled in, the widget's node is the one read.
    let now =
      asRead
      ? reading.properties
      : StandardWidgetNodes.node(
        of: model.nodes[node].element, entry: entry, states: Set(states[node].map(\.rawValue)),
        value: value(of: node), on: model.platform) ?? reading.properties
    var live = LiveState(captured: now)
    // A row that toggles a part it reads holds that part's state (a settings row's switch).
    if now.checked == nil, reading.hasCheckedState {
      live.checked = states[node].contains(.on) || states[node].contains(.checked)
    }
    live.node = now
    live.text = entry.textEntry != nil ? value(of: node) : nil
    live.value = entry.adjustment != nil ? value(of: node) : nil
    live.valueBounds = entry.adjustment?.bounds
    return live
  }
}
