/// What a screen reader makes of a captured tree (`PlatformTree`): which nodes it stops on, in
/// which order, and what it says at each. TalkBack's (`TalkBackModel`) and VoiceOver's
/// (`VoiceOverModel`) rules each answer these questions from node properties, each rule citing
/// the reader's source; the importer turns the answer into the screen's elements and the
/// simulator speaks a captured element through it (`ElementReading`).
protocol ReaderModel: Sendable {
  var tree: PlatformTree { get }
  /// The nodes that take the reader's focus, in swipe order.
  var stops: [Int] { get }
  /// The focus utterance of a stop, part by part, with its state as it is now (`live`): the
  /// words the reader says when it lands there, before any collection position the simulator
  /// adds from the screen's structure (TalkBack's `2 of 5, In list, 5 items`).
  func utterance(of stop: Int, live: LiveState) -> [String]
  /// The usage hint, spoken after a pause (`Double-tap to activate`); nil when there is none.
  func usageHint(of stop: Int, live: LiveState) -> String?
  /// What the reader says as a swipe up or down adjusts a stop to the value `live` holds, when
  /// its rules give words of their own (TalkBack's seek control: its state, as focus says it);
  /// nil: the new value as the catalogue gives it (`Voice.adjustedParts`).
  func adjustedState(of stop: Int, live: LiveState) -> String?
  /// The role words spoken for a node (`Button`, `Switch Button`); nil when none is.
  func roleName(of node: Int, words: ReaderWords) -> String?
  /// A node's accessible name: what a script targets it by and `expect name` reads (nil: it
  /// has none of its own).
  func name(of node: Int) -> String?
  /// What a node behaves as when a script acts on it (activates, toggles, adjusts, types).
  func behaviour(of node: Int) -> StopBehaviour
  /// The checkable node a stop's activation toggles when the stop itself is not checkable (a
  /// settings row and its switch); nil when it toggles nothing but itself.
  func toggledPart(of stop: Int) -> Int?
  /// Whether the reader receives the node and counts it as on screen (TalkBack: a node the
  /// framework leaves out as not important is never received).
  func isShown(_ node: Int) -> Bool
  /// Whether the reader counts the stops among this node's children as the items of a
  /// collection, and so speaks their positions (TalkBack: a node with CollectionInfo).
  func isCollection(_ node: Int) -> Bool
  /// The nodes below `stop` whose words its utterance reads (none for a stop that reads only
  /// itself): they take no focus of their own and are not elements of the screen.
  func readNodes(of stop: Int) -> [Int]
  /// The window roots in the order the reader visits them (TalkBack: `TalkBackWindowOrder`).
  var windowRoots: [Int] { get }
  /// The place of `item`, a child of a collection node (`isCollection`), among the items the
  /// reader counts, from 0, and how many there are; nil when the reader counts no stops
  /// itself and the simulator counts them (TalkBack: `TalkBackCollection`).
  func collectionPosition(ofItem item: Int) -> (index: Int, count: Int)?
  /// The name the reader gives a collection on entering and leaving it; nil: none.
  func collectionName(of collection: Int) -> String?
}

extension ReaderModel {
  /// The capture's order, for a reader that does not reorder its windows.
  var windowRoots: [Int] { tree.roots }
  /// The role words in English.
  func roleName(of node: Int) -> String? { roleName(of: node, words: .english) }
  func collectionPosition(ofItem item: Int) -> (index: Int, count: Int)? { nil }
  func collectionName(of collection: Int) -> String? { nil }
  func adjustedState(of stop: Int, live: LiveState) -> String? { nil }

  /// Whether the reader counts the node as on screen: its own flag does not hide it and its
  /// frame is not empty. A model whose reader decides otherwise (web content) says so.
  func isShown(_ node: Int) -> Bool {
    let properties = tree[node]
    guard !properties.hidden else { return false }
    guard let frame = properties.frame else { return true }
    return frame.width > 0 && frame.height > 0
  }
}

/// The state of a captured stop as a run has changed it: a script may toggle, select, type.
struct LiveState: Sendable {
  /// Checked or on (nil: the node has no checked state).
  var checked: Bool?
  /// A check box in its third state, partly checked (`CapturedNode.indeterminate`).
  var indeterminate = false
  var selected: Bool
  var enabled: Bool
  /// What an editable node holds now (nil: what the capture held).
  var text: String?
  /// An adjustable node's value now, as a run has moved it (`55%`; nil: as captured).
  var value: String?
  /// The unit and bounds of `value`, its kind's (`Adjustment.bounds`): a reader takes the number
  /// out of it as the checker does (`ValueBounds.value`).
  var valueBounds: ValueBounds?
  /// The stop's own node as its widget exposes it now, on a screen written by hand, whose
  /// widgets re-derive their nodes from their states (`StandardWidgetNodes.node`: a chosen tab
  /// view is not clickable); nil for a capture, whose node is as captured.
  var node: CapturedNode?
  /// Nothing a run did has touched the element: this is the state it was read in, for which its
  /// reading keeps what it says once worked out (`ElementReading`).
  var isAsRead = false
  /// The language the reader speaks, and its words (`ReaderWords`).
  var words = ReaderWords.english

  /// The state the capture shows.
  init(captured node: CapturedNode) {
    checked = node.checked
    indeterminate = node.indeterminate
    selected = node.selected
    enabled = node.enabled
    text = nil
    value = nil
  }

  init(checked: Bool?, selected: Bool, enabled: Bool, text: String?, value: String? = nil) {
    self.checked = checked
    self.selected = selected
    self.enabled = enabled
    self.text = text
    self.value = value
  }
}

/// How a stop behaves when a script acts on it; the importer gives it the catalogue kind that
/// behaves so (`switch` toggles on/off, `checkbox` checked, `radio` is chosen, `slider`
/// adjusts, `textfield` takes typing), so the simulator's actions and the audit's rules apply.
enum StopBehaviour: String, Sendable {
  /// Activates (`Button`, a clickable layout, a link).
  case button
  /// Toggles on and off (`Switch`; iOS switch).
  case toggleSwitch
  /// Toggles on and off and says so as a button that stays pressed (`ToggleButton`).
  case toggleButton
  /// Toggles checked (a check box, any checkable node without a widget class).
  case checkbox
  /// Is chosen among its set (a radio button).
  case radio
  /// Adjusts up and down (a seek bar, an iOS slider).
  case slider
  /// Takes typing (an edit box, a text field).
  case textField
  /// Takes typing and hides it (a password field).
  case secureField
  /// Takes typing, for searching (an iOS search field, a `SearchView`'s query field).
  case searchField
  /// Is chosen among the tabs of its bar (a Material tab view).
  case tab
  /// Opens a menu of options and shows the chosen one (a `Spinner`, an iOS pop-up button).
  case dropdown
  /// A link.
  case link
  /// A heading.
  case heading
  /// An image.
  case image
  /// A progress indicator (a `ProgressBar`, an iOS progress or activity indicator).
  case progress
  /// Speaks and does nothing when activated (static text, a labelled layout).
  case text
}
