extension Session {
  /// A captured element's state as the run has changed it, in the words a reader's model
  /// reads (`LiveState`): on or checked, selected, enabled, and what a field holds now. A
  /// state its kind does not track (a `text` that the capture shows disabled) stays as
  /// captured: no action changes it.
  func liveState(of node: Int) -> LiveState {
    let states = self.states[node]
    let entry = model.nodes[node].entry
    guard let captured = model.nodes[node].element.captured?.properties else {
      return LiveState(
        checked: nil, selected: states.contains(.selected), enabled: !states.contains(.disabled), text: nil)
    }
    func tracks(_ state: StateName) -> Bool { entry.stateNames.contains(state.rawValue) }
    let checked =
      tracks(.on) || tracks(.checked)
      ? (captured.checked == nil && !states.contains(.on) && !states.contains(.checked)
        ? nil : states.contains(.on) || states.contains(.checked))
      : captured.checked
    return LiveState(
      checked: checked,
      selected: tracks(.selected) ? states.contains(.selected) : captured.selected,
      enabled: tracks(.disabled) ? !states.contains(.disabled) : captured.enabled,
      text: entry.textEntry != nil ? value(of: node) : nil,
      value: entry.adjustment != nil ? value(of: node) : nil)
  }
}
