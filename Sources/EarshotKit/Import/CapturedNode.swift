import Foundation

/// A node of a captured tree in words common to every format, before it is mapped onto the
/// platform tree (`PlatformTree`). Readers fill it from their format; empty strings are nil.
struct CapturedNode: Sendable {
  /// What the format says the node is: an Android class's last segment (`Switch`,
  /// `LinearLayout`) or an iOS element type without its prefix (`Switch`, `Cell`).
  var type: String {
    get { storage.type }
    set { unique().type = newValue }
  }
  /// The spoken label: Android `content-desc`, iOS `label`.
  var label: String? {
    get { storage.label }
    set { unique().label = newValue }
  }
  /// Android's visible `text` (iOS has none apart from the label).
  var text: String? {
    get { storage.text }
    set { unique().text = newValue }
  }
  /// Android `hint`, iOS `placeholderValue`.
  var placeholder: String? {
    get { storage.placeholder }
    set { unique().placeholder = newValue }
  }
  var value: String? {
    get { storage.value }
    set { unique().value = newValue }
  }
  /// Android `resource-id` after `:id/`, iOS identifier.
  var identifier: String? {
    get { storage.identifier }
    set { unique().identifier = newValue }
  }
  var checked: Bool? {
    get { storage.checked }
    set { unique().checked = newValue }
  }
  /// Android `checkable` (the node can hold a checked state at all; `checked` is nil when not).
  var checkable: Bool {
    get { storage.checkable }
    set { unique().checkable = newValue }
  }
  /// Android `clickable` alone; `longClickable` is its own flag (TalkBack's long-press hint).
  var clickable: Bool {
    get { storage.clickable }
    set { unique().clickable = newValue }
  }
  var longClickable: Bool {
    get { storage.longClickable }
    set { unique().longClickable = newValue }
  }
  /// Android `focusable`.
  var focusable: Bool {
    get { storage.focusable }
    set { unique().focusable = newValue }
  }
  /// Android `screen-reader-focusable` (newer Appium servers); nil when the capture has none.
  var screenReaderFocusable: Bool? {
    get { storage.screenReaderFocusable }
    set { unique().screenReaderFocusable = newValue }
  }
  /// Appium's `a11y-important` (`isImportantForAccessibility`); nil when the capture has none.
  var important: Bool? {
    get { storage.important }
    set { unique().important = newValue }
  }
  /// Android's full `class` (`android.widget.Switch`); `type` is its last segment.
  var className: String {
    get { storage.className }
    set { unique().className = newValue }
  }
  /// Android `tooltip-text`.
  var tooltip: String? {
    get { storage.tooltip }
    set { unique().tooltip = newValue }
  }
  /// Android `text-entry-key` (a key of an on-screen keyboard).
  var textEntryKey: Bool {
    get { storage.textEntryKey }
    set { unique().textEntryKey = newValue }
  }
  /// Android `focused` (`isFocused`: the node has input focus, such as a field being edited).
  var focused: Bool {
    get { storage.focused }
    set { unique().focused = newValue }
  }
  /// Appium's `drawing-order` (`getDrawingOrder`): 0 for a virtual node a provider made
  /// (Compose, Flutter, web content), as the framework gives views their place among siblings;
  /// nil when the capture has none.
  var drawingOrder: Int? {
    get { storage.drawingOrder }
    set { unique().drawingOrder = newValue }
  }
  /// Android `package` (the app or system component the node belongs to).
  var package: String? {
    get { storage.package }
    set { unique().package = newValue }
  }
  /// WebDriverAgent's `accessible` (UIKit's `isAccessibilityElement`, no accessible ancestor);
  /// nil when the capture has none.
  var accessible: Bool? {
    get { storage.accessible }
    set { unique().accessible = newValue }
  }
  /// WebDriverAgent's `traits`, one word each (`Button`, `Header`); empty when not captured.
  var traits: [String] {
    get { storage.traits }
    set { unique().traits = newValue }
  }
  var enabled: Bool {
    get { storage.enabled }
    set { unique().enabled = newValue }
  }
  var selected: Bool {
    get { storage.selected }
    set { unique().selected = newValue }
  }
  /// The node's own flag says it is not visible (`displayed="false"`, `visible-to-user="false"`,
  /// iOS `visible="false"`). Never inherited: a reader decides what it means for the children.
  var hidden: Bool {
    get { storage.hidden }
    set { unique().hidden = newValue }
  }
  /// Android's "not accessibility friendly" flag: clickable, nothing to say.
  var notAccessibilityFriendly: Bool {
    get { storage.notAccessibilityFriendly }
    set { unique().notAccessibilityFriendly = newValue }
  }
  var heading: Bool {
    get { storage.heading }
    set { unique().heading = newValue }
  }
  /// Android `stateDescription`, which no capture format records (a screen's `value` on a
  /// kind that is not adjustable or editable).
  var stateDescription: String? {
    get { storage.stateDescription }
    set { unique().stateDescription = newValue }
  }
  /// A state description the widget's toolkit sets itself, not the app: said in the run's
  /// language (a screen's progress bar and toggle button).
  var toolkitStateDescription: ToolkitStateDescription? {
    get { storage.toolkitStateDescription }
    set { unique().toolkitStateDescription = newValue }
  }
  /// iOS `accessibilityHint`, which no capture format records (a screen's `hint`).
  var accessibilityHint: String? {
    get { storage.accessibilityHint }
    set { unique().accessibilityHint = newValue }
  }
  /// The app-side class of the widget when it is known to be a subclass that speaks its own
  /// state (`com.google.android.material.checkbox.MaterialCheckBox`); nil for a capture,
  /// which shows only the class the widget reports (`getAccessibilityClassName`).
  var widgetClass: String? {
    get { storage.widgetClass }
    set { unique().widgetClass = newValue }
  }
  /// A check box in its third, partly checked state (MaterialCheckBox's
  /// `STATE_INDETERMINATE`), which `checked` cannot say; no dump records it.
  var indeterminate: Bool {
    get { storage.indeterminate }
    set { unique().indeterminate = newValue }
  }
  var scrollable: Bool {
    get { storage.scrollable }
    set { unique().scrollable = newValue }
  }
  /// Android `password`: a field whose text is hidden.
  var password: Bool {
    get { storage.password }
    set { unique().password = newValue }
  }
  /// The labels of the node's custom accessibility actions (Android `AccessibilityAction`s with
  /// a label, iOS `accessibilityCustomActions`), in order. No capture format records them: a
  /// screen's `action` modifiers.
  var customActions: [String] {
    get { storage.customActions }
    set { unique().customActions = newValue }
  }
  /// Whether the node offers `ACTION_COLLAPSE` (true: it is expanded) or `ACTION_EXPAND`
  /// (false), or on iOS its `accessibilityExpandedStatus`; nil: neither. No capture format
  /// records it: a screen's disclosure.
  var expanded: Bool? {
    get { storage.expanded }
    set { unique().expanded = newValue }
  }
  /// Where the node is, in the capture's own unit (`Bounds.unit` is set by `ReaderMapper`).
  var frame: Bounds? {
    get { storage.frame }
    set { unique().frame = newValue }
  }
  var range: SourceRange {
    get { storage.range }
    set { unique().range = newValue }
  }
  var children: [CapturedNode] {
    get { storage.children }
    // In place: a reader appends each child as it reads it.
    _modify {
      let storage = unique()
      yield &storage.children
    }
  }
  /// The fields above, behind one reference: a reader's rules copy nodes at every step, and one
  /// retain is cheaper than one for each string of a node (copying them was most of an import).
  private var storage: Storage

  init(type: String, range: SourceRange) {
    storage = Storage(type: type, range: range)
  }

  /// The storage, copied first when another node shares it (copy on write).
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Mutated only while uniquely referenced (`unique()`), so shared copies never change.
  private final class Storage: @unchecked Sendable {
    var type: String
    var label: String?
    var text: String?
    var placeholder: String?
    var value: String?
    var identifier: String?
    var checked: Bool?
    var checkable: Bool = false
    var clickable: Bool = false
    var longClickable: Bool = false
    var focusable: Bool = false
    var screenReaderFocusable: Bool?
    var important: Bool?
    var className: String = ""
    var tooltip: String?
    var textEntryKey: Bool = false
    var focused: Bool = false
    var drawingOrder: Int?
    var package: String?
    var accessible: Bool?
    var traits: [String] = []
    var enabled: Bool = true
    var selected: Bool = false
    var hidden: Bool = false
    var notAccessibilityFriendly: Bool = false
    var heading: Bool = false
    var widgetClass: String?
    var accessibilityHint: String?
    var stateDescription: String?
    var toolkitStateDescription: ToolkitStateDescription?
    var indeterminate: Bool = false
    var scrollable: Bool = false
    var password: Bool = false
    var customActions: [String] = []
    var expanded: Bool?
    var frame: Bounds?
    var range: SourceRange

    var children: [CapturedNode] = []

    init(type: String, range: SourceRange) {
      self.type = type
      self.range = range
    }

    func copy() -> Storage {
      let copy = Storage(type: type, range: range)
      copy.children = children
      copy.label = label
      copy.text = text
      copy.placeholder = placeholder
      copy.value = value
      copy.identifier = identifier
      copy.checked = checked
      copy.checkable = checkable
      copy.clickable = clickable
      copy.longClickable = longClickable
      copy.focusable = focusable
      copy.screenReaderFocusable = screenReaderFocusable
      copy.important = important
      copy.className = className
      copy.tooltip = tooltip
      copy.textEntryKey = textEntryKey
      copy.focused = focused
      copy.drawingOrder = drawingOrder
      copy.package = package
      copy.accessible = accessible
      copy.traits = traits
      copy.enabled = enabled
      copy.selected = selected
      copy.hidden = hidden
      copy.notAccessibilityFriendly = notAccessibilityFriendly
      copy.heading = heading
      copy.widgetClass = widgetClass
      copy.accessibilityHint = accessibilityHint
      copy.stateDescription = stateDescription
      copy.toolkitStateDescription = toolkitStateDescription
      copy.indeterminate = indeterminate
      copy.scrollable = scrollable
      copy.password = password
      copy.customActions = customActions
      copy.expanded = expanded
      copy.frame = frame
      return copy
    }
  }

  /// Trims a captured string and treats blank as absent (uiautomator writes `""`, Appium
  /// leaves the attribute out, labels made only of spaces occur on web content).
  static func clean(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    // Nearly always: nothing to trim (checked on the first and last bytes, no Foundation).
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, last > 0x20, first < 0x80,
      last < 0x80
    {
      return text
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// `clean` of an attribute's value.
  static func clean(_ attribute: MarkupDocument.Attribute?, in document: MarkupDocument) -> String? {
    clean(attribute.map(document.string))
  }

  /// Whether `clean` would return these bytes as they are: they start and end with visible ASCII.
  static func needsNoTrimming(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = value.first, let last = value.last else { return false }
    return first > 0x20 && last > 0x20 && first < 0x80 && last < 0x80
  }

  /// Calls `body` with every node below this one, depth first in document order, without
  /// copying the tree (an array of every node copied each node's Strings and children).
  func forEachDescendant(_ body: (CapturedNode) -> Void) {
    var stack: [(siblings: [CapturedNode], next: Int)] = [(children, 0)]
    while let (siblings, next) = stack.last {
      guard next < siblings.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      body(siblings[next])
      if !siblings[next].children.isEmpty { stack.append((siblings[next].children, 0)) }
    }
  }

  /// This node and every node below it.
  var nodeCount: Int {
    var count = 1
    forEachDescendant { _ in count += 1 }
    return count
  }

  /// The labels (else texts) of the nodes below this one that `include` keeps, in document order.
  func descendantTexts(where include: (CapturedNode) -> Bool) -> [String] {
    var texts: [String] = []
    forEachDescendant { node in
      if include(node), let text = node.label ?? node.text { texts.append(text) }
    }
    return texts
  }
}
