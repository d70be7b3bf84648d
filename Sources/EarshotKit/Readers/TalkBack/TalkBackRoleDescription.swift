/// A node's own words, state, name and role, in TalkBack's default "State, name, type" order
/// (google/talkback 26a27dc0 `talkback/src/main/java/com/google/android/accessibility/
/// talkback/compositor/roledescription/RoleDescriptionExtractor.nodeRoleDescriptionText`):
/// `Unlabelled` when the node needs a label and has nothing else (`TalkBackUnlabelled`), else
/// `CompositorUtils.dedupJoin(state, name, role)`, which leaves out empty parts and any part
/// whose lower-cased text was already said (a switch whose state and text are both `On` says
/// it once). The role's own `RoleDescription` class gives the three:
///
/// | role | class | state | name |
/// |---|---|---|---|
/// | Switch, ToggleButton | `SwitchDescription` | state description, else text, else `on` / `off` | content description, else the text when a state description is set |
/// | Edit box | `EditTextDescription` | state description | text, else content description; a password field `password` (or its content description) and its character count |
/// | Image, image button | `NonTextViewsDescription` | state description, else `Unlabelled` when nameless | content description, else text |
/// | Slider, Progress bar | `SeekBarDescription` | state description, else the RangeInfo's value | content description, else text |
/// | anything else | `DefaultDescription` | state description | content description, else text |
///
/// The role is the role name (`TalkBackRole.name`), `Page` for a pager and its only page
/// (`TalkBackPagerPage`); a dump has no `roleDescription`. Not modelled: OCR and icon
/// captions, custom labels, and the `Editing` state of a field with input focus.
extension TalkBackUtterance {
  /// The text TalkBack reads of a node: an edit box's live text when a script typed into it,
  /// else the captured text, unless that is a range value Appium wrote there
  /// (`TalkBackRange.text`). [derived] An empty edit box reports its hint as its text, as the
  /// framework's `TextView` does (`getTextForAccessibility`).
  func text(of node: Int, live: LiveState?) -> String? {
    if model.roles[node] == .editText, let typed = live?.text {
      return typed.isEmpty ? model.tree[node].placeholder : typed
    }
    return TalkBackRange.text(of: live?.node ?? model.tree[node], role: model.roles[node])
  }

  /// [derived] A dump has no `showing-hint` flag that the importer keeps: an edit box shows its
  /// hint when its text is the hint. A password field hands a service no text at all
  /// (`TextView.onInitializeAccessibilityNodeInfoInternal` sets the text only when passwords
  /// are spoken) while it still sets `setShowingHintText`, so one with no text shows its hint.
  func showsHint(_ node: Int, live: LiveState?) -> Bool {
    guard let hint = model.tree[node].placeholder else { return false }
    let text = text(of: node, live: live)
    return text == hint || (model.tree[node].password && text == nil)
  }

  /// `nodeRoleDescriptionText`, part by part. `focused`: the node is the stop itself (a seek or
  /// progress bar says nothing otherwise: `SeekBarDescription.shouldIgnoreDescription`).
  func roleDescription(of index: Int, live: LiveState?, focused: Bool) -> [String] {
    let node = live?.node ?? model.tree[index]
    let role = model.roles[index]
    let checked = checked(index, live: live)
    let text = text(of: index, live: live)
    let name = node.label ?? text
    let stateDescription = TalkBackStateWords.assumedStateDescription(
      node, role: role, checked: checked, indeterminate: indeterminate(index, live: live),
      compose: model.composeHosts[index] != nil, words: words)
    if let unlabelled = TalkBackUnlabelled.description(
      node, role: role, enabled: live?.enabled ?? node.enabled,
      hasChildren: !model.hierarchy.children[index].isEmpty, name: name, stateDescription: stateDescription,
      words: words)
    {
      return [unlabelled]
    }
    if (role == .seekControl || role == .progressBar) && !focused { return [] }
    let state: String?
    var names: [String] = []
    switch role {
    case .switchWidget, .toggleButton:
      // A screen's ToggleButton shows its `textOn` / `textOff`, the toolkit's same word as its
      // state description, in the run's language.
      let text = node.toolkitStateDescription != nil ? stateDescription : text
      state = stateDescription ?? text ?? words.talkBack(checked == true ? "value_on" : "value_off")
      if let label = node.label ?? (stateDescription != nil ? text : nil) { names = [label] }
    case .editText:
      state = stateDescription
      names = editTextName(of: index, text: text, live: live)
    case .image, .imageButton:
      state = TalkBackUnlabelled.imageState(name: name, stateDescription: stateDescription, words: words)
      names = name.map { [$0] } ?? []
    case .seekControl, .progressBar:
      state = rangeState(of: index, node: node, role: role, stateDescription: stateDescription, live: live)
      names = name.map { [$0] } ?? []
    default:
      state = stateDescription
      names = name.map { [$0] } ?? []
    }
    let roleWord = model.roleName(of: index, words: words)
    return Self.dedupJoin([state.map { [$0] } ?? [], names, roleWord.map { [$0] } ?? []])
  }

  /// A seek or progress bar's state (`SeekBarDescription.nodeState`): its state description,
  /// the value a run moved it to, else the percentage the range value in an Appium dump states
  /// (`TalkBackRange.percentState`); nil where the dump has no value. TalkBack speaks the same
  /// state alone when a swipe adjusts it (`adjustedState`).
  func rangeState(
    of index: Int, node: CapturedNode, role: TalkBackRole, stateDescription: String?, live: LiveState?
  )
    -> String?
  {
    let compose = model.composeHosts[index] != nil
    if let stateDescription {
      // The toolkit's own, already in the run's words, or the app's; a whole percentage the
      // framework would state is said in the device's language (`words.percentage`).
      return compose ? stateDescription : words.percentage(stateDescription)
    }
    if let value = live?.value {
      // The percentage a run moved it to, as its toolkit states one (`template_percent`'s
      // `60 percent.`, `formatStateDescription`'s `60%`), the number read as its kind reads it.
      guard let amount = live?.valueBounds?.value(value) else { return value }
      // A captured bar the run has not moved stands where its dump says: the imported value is
      // the framework's whole percentage of it, which Compose would round again.
      let unmoved = live?.node == nil && live?.isAsRead == true
      let fraction =
        (unmoved ? TalkBackRange.rangeFraction(of: node, role: role) : nil) ?? RangeFraction(percent: amount)
      return (compose ? ToolkitStateDescription.composePercent(fraction) : .frameworkPercent(fraction))
        .spoken(words)
    }
    if compose { return TalkBackRange.composePercentState(of: node, role: role, words: words) }
    return TalkBackRange.percentState(of: node, role: role).map(words.percentage)
  }

  /// What TalkBack says as a swipe up or down adjusts a seek control (readers-wording.md §6):
  /// the state description change makes `EventTypeWindowContentChangedFeedbackRule` speak the
  /// node's `SeekBarDescription.nodeState` alone, the state its focus reading begins with, so
  /// in the same words (`50 %` in German, `%50` in Turkish). Nil for any other role, whose
  /// adjusted value is the catalogue's (`Voice.adjustedParts`).
  func adjustedState(of index: Int, live: LiveState) -> String? {
    let role = model.roles[index]
    guard role == .seekControl || role == .progressBar else { return nil }
    let node = live.node ?? model.tree[index]
    let stateDescription = TalkBackStateWords.assumedStateDescription(
      node, role: role, checked: checked(index, live: live), indeterminate: indeterminate(index, live: live),
      compose: model.composeHosts[index] != nil, words: words)
    return rangeState(of: index, node: node, role: role, stateDescription: stateDescription, live: live)
  }

  /// `EditTextDescription.nameDescription`. A password field says its content description, else
  /// `password` (`value_password`), then `N characters` (`template_password_character_count`)
  /// for the text it holds. [derived] The framework hands no text of a password field to a
  /// service unless passwords are spoken (`TextView.onInitializeAccessibilityNodeInfo`), and
  /// the count needs ACTION_SET_SELECTION, which a field with text has: text a dump or a
  /// script gives is counted, and a field showing its hint says neither hint nor count
  /// (`password, Edit box`, heard on a device: readers-wording.md §2.8). Any other field says
  /// its text, else its content description.
  private func editTextName(of index: Int, text: String?, live: LiveState?) -> [String] {
    let node = live?.node ?? model.tree[index]
    guard node.password else { return (text ?? node.label).map { [$0] } ?? [] }
    var names = [node.label ?? words.talkBack("value_password")]
    if let text, !showsHint(index, live: live) {
      names.append(words.talkBack("template_password_character_count", count: text.count))
    }
    return names
  }

  /// `CompositorUtils.dedupJoin`: each value (a list of parts spoken together) unless empty or
  /// already said, compared lower-cased.
  static func dedupJoin(_ values: [[String]]) -> [String] {
    // Three values at most: compared in a list, not hashed (a Set for each node of a capture
    // cost more than the comparisons).
    var seen: [String] = []
    var parts: [String] = []
    for value in values where !value.isEmpty {
      let key = value.count == 1 ? value[0].lowercased() : value.joined(separator: ", ").lowercased()
      guard !seen.contains(key) else { continue }
      seen.append(key)
      parts += value
    }
    return parts
  }
}
