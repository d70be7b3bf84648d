/// What a captured node behaves as when a script acts on it, from TalkBack's role and the
/// node's flags. Not a TalkBack rule: earshot's mapping onto the catalogue's behaviours, each
/// the one whose words the role speaks (`Switch`, `Check box`, `Radio button`, `Slider`,
/// `Edit box`, `Button`, `Image`, `Progress bar`).
enum TalkBackBehaviour {
  static func behaviour(_ node: CapturedNode, role: TalkBackRole) -> StopBehaviour {
    switch role {
    case .switchWidget: return .toggleSwitch
    case .toggleButton: return .toggleButton
    case .checkBox: return .checkbox
    case .radioButton: return .radio
    case .seekControl: return .slider
    case .progressBar: return node.clickable ? .button : .progress
    case .editText:
      if node.password { return .secureField }
      // A SearchView's query field: its id in the framework's and AppCompat's layout
      // (`search_view.xml`, `abc_search_view.xml`) [derived: the only trace a dump keeps].
      return node.identifier == "search_src_text" ? .searchField : .textField
    case .button, .imageButton: return .button
    // A Spinner, and Material's non-editable exposed drop-down, which reports itself as one.
    case .dropDownList: return .dropdown
    default:
      // A checkable node without a widget class toggles checked, as TalkBack's `checked` /
      // `not checked` and `Double-tap to toggle` say.
      if node.checkable { return .checkbox }
      if node.clickable { return .button }
      if node.heading { return .heading }
      if role == .image { return .image }
      return .text
    }
  }
}
