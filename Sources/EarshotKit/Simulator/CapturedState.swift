extension Session {
  /// A captured element's state as the run has changed it, in the words a reader's model
  /// reads (`LiveState`): on or checked, selected, enabled, and what a field holds now. A
  /// state its kind does not track (a `text` that the capture shows disabled) stays as
  /// captured: no action changes it.
  func liveState(of node: Int) -> LiveState {
    let states = self.states[node]
    let entry = model.nodes[node].entry
    guard let reading = model.nodes[node].element.captured else {
      return LiveState(
        checked: nil, selected: states.contains(.selected), enabled: !states.contains(.disabled), text: nil)
    }
    let captured = reading.properties
    func tracks(_ state: StateName) -> Bool { entry.stateNames.contains(state.rawValue) }
    let checked: Bool?
    if tracks(.on) || tracks(.checked) {
      checked = reading.hasCheckedState ? states.contains(.on) || states.contains(.checked) : nil
    } else {
      checked = captured.checked
    }
    return LiveState(
      checked: checked,
      selected: tracks(.selected) ? states.contains(.selected) : captured.selected,
      enabled: tracks(.disabled) ? !states.contains(.disabled) : captured.enabled,
      text: entry.textEntry != nil ? value(of: node) : nil,
      value: entry.adjustment != nil ? value(of: node) : nil)
  }
}
