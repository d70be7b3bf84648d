/// The Android widget behind each catalogue kind, as the `AccessibilityNodeInfo` it exposes
/// (`StandardWidgetNodes`). Each class is the framework widget the entry's `androidRole` names;
/// each property is what that widget sets on its node.
enum AndroidWidgets {
  /// A widget's class (as `getAccessibilityClassName` reports it) and the flags it sets.
  struct Widget: Sendable {
    var className: String
    var clickable = false
    var focusable = false
    var checkable = false
    var scrollable = false
    var heading = false
    var screenReaderFocusable = false
    var password = false
    /// The app-side class, where it speaks its own state (`CapturedNode.widgetClass`).
    var widgetClass: String?
  }

  /// By catalogue entry id.
  static let widgets: [String: Widget] = [
    "button": Widget(className: "android.widget.Button", clickable: true, focusable: true),
    "switch": Widget(className: "android.widget.Switch", clickable: true, focusable: true, checkable: true),
    // The catalogue's check box is Material's, which AppCompat inflates for `<CheckBox>`.
    "checkbox": Widget(
      className: "android.widget.CheckBox", clickable: true, focusable: true, checkable: true,
      widgetClass: TalkBackStateWords.materialCheckBox),
    "radio": Widget(
      className: "android.widget.RadioButton", clickable: true, focusable: true, checkable: true),
    "text": Widget(className: "android.widget.TextView"),
    "heading": Widget(className: "android.widget.TextView", heading: true),
    "image": Widget(className: "android.widget.ImageView"),
    "row": Widget(className: "android.widget.LinearLayout", clickable: true, focusable: true),
    "list": Widget(className: "androidx.recyclerview.widget.RecyclerView", scrollable: true),
    "group": Widget(className: "android.widget.LinearLayout", screenReaderFocusable: true),
    "container": Widget(className: "android.widget.FrameLayout"),
    // No standard widget: an app's layout around its two buttons, which the catalogue's
    // compositions speak (`Entry.parts`).
    "stepper": Widget(className: "android.widget.LinearLayout"),
    // A RecyclerView with a GridLayoutManager reports its class as GridView (androidx
    // `GridLayoutManager.onInitializeAccessibilityNodeInfo`); a cell is its item's text.
    "grid": Widget(className: "android.widget.GridView", scrollable: true),
    "cell": Widget(className: "android.widget.TextView"),
    // A link is a clickable TextView whose text is a URLSpan or ClickableSpan (the entry's
    // `androidRole`): TalkBack speaks no role for it.
    "link": Widget(className: "android.widget.TextView", clickable: true, focusable: true),
    "slider": Widget(className: "android.widget.SeekBar", focusable: true),
    "progress": Widget(className: "android.widget.ProgressBar"),
    "togglebutton": Widget(
      className: "android.widget.ToggleButton", clickable: true, focusable: true, checkable: true),
    // A disclosure's header: a button offering ACTION_EXPAND or ACTION_COLLAPSE (a Compose
    // `Role.Button` with `expand {}` / `collapse {}` semantics reports `android.widget.Button`).
    "disclosure": Widget(className: "android.widget.Button", clickable: true, focusable: true),
    // A preference row: the clickable layout AndroidX Preference inflates; its title, summary
    // and switch are its children (`preferenceRow`).
    "preference": Widget(className: "android.widget.LinearLayout", clickable: true, focusable: true),
    "field": Widget(className: "android.widget.EditText", clickable: true, focusable: true),
    // A SearchView's query field.
    "searchfield": Widget(
      className: "android.widget.AutoCompleteTextView", clickable: true, focusable: true),
    "securefield": Widget(
      className: "android.widget.EditText", clickable: true, focusable: true, password: true),
  ]

  /// Whether Android has a standard widget for the entry (tabs and a segmented control are
  /// Material's tab layout).
  static func draws(_ entry: Entry) -> Bool {
    widgets[entry.id] != nil || entry.id == "tabs" || entry.id == "segmented"
  }

  /// The node of `element` and its children's; nil when one of them has no widget.
  static func nodes(
    for element: Element, entry: Entry, in builder: inout StandardWidgetNodes.Builder
  ) -> CapturedNode? {
    // A segmented control is drawn as Material's tab layout (magentaA11y's device).
    if entry.id == "tabs" || entry.id == "segmented" { return tabLayout(element, in: &builder) }
    if entry.revealsChildrenWhen != nil {
      return StandardWidgetNodes.disclosure(
        element, entry: entry, box: "android.widget.LinearLayout", in: &builder, own: ownNode, make: nodes)
    }
    return builder.element(element, entry: entry, own: ownNode, make: nodes) { node, builder in
      if entry.id == "preference" { preferenceParts(of: element, into: &node, in: &builder) }
    }
  }

  /// A preference row's parts, as AndroidX `SwitchPreferenceCompat` lays them out: the title
  /// and summary `TextView`s and the switch widget, which is neither clickable nor focusable
  /// (the row takes the click and toggles it), so TalkBack reads all three into the row.
  private static func preferenceParts(
    of element: Element, into row: inout CapturedNode, in builder: inout StandardWidgetNodes.Builder
  ) {
    row.text = nil
    row.stateDescription = nil
    for text in [element.name?.value, element.value?.value].compactMap({ $0 }) {
      var view = builder.added(className: "android.widget.TextView", range: element.range)
      view.text = text
      view.enabled = row.enabled
      row.children.append(view)
    }
    var toggle = builder.added(className: "android.widget.Switch", range: element.range)
    toggle.checkable = true
    toggle.checked = StandardWidgetNodes.states(of: element).contains("on")
    toggle.enabled = row.enabled
    row.children.append(toggle)
  }

  /// The node of `element` alone, in `states` and holding `value`: what its widget exposes of itself (a tab view
  /// is its own: `tabView`). Nil for a kind with no widget here.
  static func ownNode(of element: Element, entry: Entry, states: Set<String>, value: String?) -> CapturedNode?
  {
    if entry.id == "tab" || entry.id == "segment" { return tabView(element, states: states) }
    guard let widget = widgets[entry.id] else { return nil }
    var node = CapturedNode(type: StandardWidgetNodes.type(of: widget.className), range: element.range)
    node.className = widget.className
    node.widgetClass = widget.widgetClass
    node.clickable = widget.clickable
    node.focusable = widget.focusable
    node.checkable = widget.checkable
    node.scrollable = widget.scrollable
    node.heading = widget.heading
    node.password = widget.password
    node.screenReaderFocusable = widget.screenReaderFocusable
    if widget.checkable { node.checked = states.contains("on") || states.contains("checked") }
    node.indeterminate = states.contains("mixed")
    node.enabled = !states.contains("disabled")
    node.selected = states.contains("selected")
    node.hidden = element.hidden
    node.label = element.label?.value
    node.customActions = element.actions.map(\.value)
    if entry.revealsChildrenWhen != nil { node.expanded = states.contains("expanded") }
    if entry.id == "progress" {
      progressBar(element, value: value, bounds: entry.shownValue, into: &node)
    } else if entry.id == "togglebutton" {
      // `ToggleButton`: its text and (API 30+) its state description are `textOn` / `textOff`
      // (`getButtonStateDescription`); the name is its content description.
      let on = node.checked == true
      node.text = on ? "ON" : "OFF"
      node.toolkitStateDescription = on ? .frameworkOn : .frameworkOff
      node.label = element.label?.value ?? element.name?.value
    } else if entry.steppedValue != nil {
      // A layout with nothing of its own to say: its buttons are the catalogue's parts.
      node.label = nil
    } else if entry.adjustment != nil {
      // A seek bar is named by its content description, having no text; its value is its
      // RangeInfo, which a run moves (`LiveState.value`).
      node.label = element.label?.value ?? element.name?.value
      node.placeholder = element.hint?.value
    } else if entry.id == "securefield" {
      passwordField(element, into: &node)
    } else if entry.textEntry != nil {
      textInputLayout(element, into: &node)
    } else {
      // A widget's visible text is its name; a screen's hint is the node's hint text, its
      // value the state description (`ViewCompat.setStateDescription`), except on a checkable
      // widget, which states its own (`CompoundButton`, `MaterialCheckBox`).
      node.text = element.name?.value
      node.placeholder = element.hint?.value
      if !widget.checkable { node.stateDescription = value }
    }
    return node
  }

  /// A tab bar is Material's `TabLayout`: a `HorizontalScrollView` holding one strip of tab
  /// views, each a `LinearLayout` with its title in a `TextView`, clickable unless chosen
  /// (`TabLayout.TabView.onInitializeAccessibilityNodeInfo`), the shape `TalkBackMaterialTabs`
  /// recognises.
  private static func tabLayout(_ element: Element, in builder: inout StandardWidgetNodes.Builder)
    -> CapturedNode?
  {
    var layout = CapturedNode(type: "HorizontalScrollView", range: element.range)
    layout.className = "android.widget.HorizontalScrollView"
    layout.scrollable = true
    layout.label = element.label?.value
    layout = builder.claim(layout, forElement: true)
    var strip = builder.added(className: "android.widget.LinearLayout", range: element.range)
    for tab in element.children {
      guard ["tab", "segment"].contains(builder.catalogue.entry(forKind: tab.kind.value)?.id),
        tab.role == nil,
        tab.children.isEmpty
      else { return nil }
      var view = builder.claim(tabView(tab, states: StandardWidgetNodes.states(of: tab)), forElement: true)
      var title = builder.added(className: "android.widget.TextView", range: tab.range)
      title.text = tab.name?.value
      view.children = [title]
      strip.children.append(view)
    }
    layout.children = [strip]
    return layout
  }

  /// A progress bar is named by its content description, having no text. Its state
  /// description is what its toolkit sets: the framework `ProgressBar` (API 30+) a locale
  /// percentage or `in progress` while indeterminate (`onInitializeAccessibilityNodeInfoInternal`);
  /// Compose `template_percent` "%1$d percent." (0 and 100 only when exact, else rounded into 1
  /// to 99) or `in_progress` "In progress" (`getInfoStateDescriptionOrNull`); each rounds a
  /// value between two whole percentages its own way (`RangeFraction`). The value is a
  /// percentage as the entry's `shownValue` reads it, the checker's way (`AdjustableValuesRule`):
  /// any other text, which the checker refuses, would be the app's own state description.
  private static func progressBar(
    _ element: Element, value: String?, bounds: ValueBounds?, into node: inout CapturedNode
  ) {
    node.text = nil
    node.label = element.label?.value ?? element.name?.value
    let compose = element.toolkits.contains { $0.value == "compose" }
    guard let value else {
      node.toolkitStateDescription = compose ? .composeInProgress : .frameworkInProgress
      return
    }
    guard let amount = bounds?.value(value) else {
      node.stateDescription = value
      return
    }
    let fraction = RangeFraction(percent: amount)
    node.toolkitStateDescription = compose ? .composePercent(fraction) : .frameworkPercent(fraction)
  }

  /// A secure field is a password `EditText` named by its content description, as the
  /// catalogue's secure field says (`Password, 8 characters, Edit box`): TalkBack's
  /// `EditTextDescription.nameDescription` reads a password field's content description, else
  /// `password`, then its character count. [derived] Whether a `TextInputLayout` around it
  /// would hand TalkBack its hint as text instead is not pinned by a recording.
  private static func passwordField(_ element: Element, into node: inout CapturedNode) {
    node.label = element.label?.value ?? element.name?.value
    node.text = element.value?.value
    node.placeholder = element.placeholder?.value
  }

  /// A tab view of Material's tab layout, in `states`: clickable unless chosen
  /// (`TabLayout.TabView.onInitializeAccessibilityNodeInfo`), named by its content description.
  static func tabView(_ tab: Element, states: Set<String>) -> CapturedNode {
    var view = CapturedNode(type: "LinearLayout", range: tab.range)
    view.className = "android.widget.LinearLayout"
    view.widgetClass = TalkBackMaterialTabs.tabView
    view.selected = states.contains("selected")
    view.clickable = !view.selected
    view.focusable = true
    view.enabled = !states.contains("disabled")
    view.hidden = tab.hidden
    // `TabLayout.Tab.setText`: "if contentDesc is empty and the text is not, the tab view's
    // content description is the text", so TalkBack reads it and not the title below.
    view.label = tab.label?.value ?? tab.name?.value
    view.stateDescription = tab.value?.value
    return view
  }

  /// A field is Material's `TextInputLayout` around an `EditText`. Its delegate
  /// (material-components-android `TextInputLayout.AccessibilityDelegate.
  /// onInitializeAccessibilityNodeInfo`) makes the layout's hint (the field's name), followed
  /// by its helper text (a screen's `hint`), the edit text's hint text, and its text while it
  /// holds none (`setShowingHintText`); with neither, the placeholder is the text. A `label`
  /// is the edit text's content description. [derived] The hint is taken as expanded, as it
  /// is while the field has no input focus: the placeholder shows only under a collapsed one.
  private static func textInputLayout(_ element: Element, into node: inout CapturedNode) {
    let hint = [element.name?.value, element.hint?.value].compactMap { $0 }.filter { !$0.isEmpty }.joined(
      separator: ", ")
    let text = element.value?.value ?? ""
    node.placeholder = hint.isEmpty ? nil : hint
    node.text = !text.isEmpty ? text : hint.isEmpty ? element.placeholder?.value : hint
  }

}
