import Synchronization

/// How a reader reads one element: the reader's model of the whole platform tree (a capture's,
/// or the standard widgets' nodes a screen written by hand compiles to: `StandardWidgetNodes`)
/// and the node the element stands for. The simulator asks it, not the catalogue's
/// composition, what the element says and whether it takes focus: the readers decide from node
/// properties, not from kinds.
public final class ElementReading: Sendable {
  let model: any ReaderModel
  /// The node of `model.tree` the element stands for.
  let node: Int
  /// The reader stops on it. An element that is not a stop is a container of stops, or a
  /// control no stop reaches (`isUnreached`).
  public let isStop: Bool
  /// The reader neither stops on it nor reads it with a stop, and no stop is inside it.
  public let isUnreached: Bool

  init(model: any ReaderModel, node: Int, isStop: Bool, isUnreached: Bool) {
    self.model = model
    self.node = node
    self.isStop = isStop
    self.isUnreached = isUnreached
  }

  /// What the element says in the state it was read in, once worked out: a run speaks most
  /// elements as they are many times over (every swipe past them).
  /// Kept in the default language only: a run in another works it out each time.
  private let spokenAsRead = Mutex<(utterance: [String]?, hint: String??)>((nil, nil))

  /// The focus utterance with the element's state as it is now.
  func utterance(_ live: LiveState) -> [String] {
    guard live.isAsRead, live.words.isDefault else { return model.utterance(of: node, live: live) }
    if let said = spokenAsRead.withLock({ $0.utterance }) { return said }
    let said = model.utterance(of: node, live: live)
    spokenAsRead.withLock { $0.utterance = said }
    return said
  }

  func usageHint(_ live: LiveState) -> String? {
    guard live.isAsRead, live.words.isDefault else { return model.usageHint(of: node, live: live) }
    if let hint = spokenAsRead.withLock({ $0.hint }) { return hint }
    let hint = model.usageHint(of: node, live: live)
    spokenAsRead.withLock { $0.hint = .some(hint) }
    return hint
  }
  /// What the reader says as a swipe adjusts it to the value `live` holds (nil: the catalogue's
  /// words for the value: `ReaderModel.adjustedState`).
  func adjustedState(_ live: LiveState) -> String? { model.adjustedState(of: node, live: live) }
  /// The role words the reader speaks for it in `words`' language (nil: none).
  public func roleName(_ words: ReaderWords = .english) -> String? { model.roleName(of: node, words: words) }
  /// A control the capture shows that the reader never stops on and no stop reads: nobody
  /// using the reader can reach it.
  public var isUnreachedControl: Bool {
    guard isUnreached, model.isShown(node) else { return false }
    let properties = self.properties
    return properties.clickable || properties.longClickable || properties.focusable
      || [
        .button, .tab, .toggleSwitch, .toggleButton, .checkbox, .radio, .slider, .textField, .secureField,
        .searchField,
        .link, .dropdown,
      ]
      .contains(
        model.behaviour(of: node))
  }

  /// The element's place among its collection's items and their count, as the reader counts
  /// them, for an item of a captured collection (`ReaderModel.collectionPosition(ofItem:)`).
  var collectionPosition: (index: Int, count: Int)? { model.collectionPosition(ofItem: node) }
  /// The collection's name the reader says on entering and leaving it, for a collection.
  var collectionName: String? { model.collectionName(of: node) }

  /// The element holds a checked (or on) state: its node is checkable, or it toggles a part
  /// that is (a settings row and its switch: `ReaderModel.toggledPart`).
  var hasCheckedState: Bool {
    properties.checked != nil || model.toggledPart(of: node) != nil
  }

  /// What the capture says of the node.
  var properties: CapturedNode { model.tree[node] }
}
