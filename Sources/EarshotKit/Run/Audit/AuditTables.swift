/// What the rules that compare a node with others look up, worked out once per audit of a
/// session and only when a rule first asks: a comparison that scanned the screen for each node
/// would take time in the square of its controls (minutes for 19,000 sibling buttons). Every
/// table keeps the first node in document order, as such a scan finds it.
public final class AuditTables {
  let session: Session

  public init(_ session: Session) {
    self.session = session
  }

  /// The words `redundant-description` looks for, in the run's language.
  private(set) lazy var redundantPhrases = RedundantDescriptionRule.Phrases(session.settings.words)

  /// The first control the reader stops on (`isActiveControl`) with each visible bounds.
  private(set) lazy var firstControlAtBounds: [Place: Int] = {
    var first: [Place: Int] = [:]
    for stop in session.model.stops where session.isActiveControl(stop) {
      guard let bounds = session.visibleBounds(of: stop) else { continue }
      first[Place(bounds: bounds)] = first[Place(bounds: bounds)] ?? stop
    }
    return first
  }()

  /// The first active control with each spoken name (`DuplicateSpeakableTextRule.name`) among
  /// the children of each parent (nil: the screen's top level; `DuplicateSpeakableTextRule.key`).
  private(set) lazy var firstSiblingNamed: [SiblingName: Int] = {
    var first: [SiblingName: Int] = [:]
    for node in session.model.nodes.indices where session.isActiveControl(node) {
      guard let name = DuplicateSpeakableTextRule.name(of: node, in: session) else { continue }
      let key = DuplicateSpeakableTextRule.key(of: node, named: name, in: session)
      first[key] = first[key] ?? node
    }
    return first
  }()

  /// For each stop of the order with the given sheets open, the last stop before it in that
  /// order that has visible bounds (none: not in the table).
  func previousStopWithBounds(withOpen sheets: [Int]) -> [Int: Int] {
    if let table = previousWithBounds[sheets] { return table }
    var table: [Int: Int] = [:]
    var last: Int?
    for stop in session.model.orders(withOpen: sheets).screenReader {
      table[stop] = last
      if session.visibleBounds(of: stop) != nil { last = stop }
    }
    previousWithBounds[sheets] = table
    return table
  }
  private var previousWithBounds: [[Int]: [Int: Int]] = [:]

  /// The nodes that are, or hold, an exposed grabber or element that closes its sheet.
  private(set) lazy var holdingSheetExit: Set<Int> = {
    let model = session.model
    var holding = Set<Int>()
    for node in model.nodes.indices
    where !model.nodes[node].isHidden
      && (model.nodes[node].entry.sheetPart == .grabber || model.closesSheet(node))
    {
      // Its ancestors up to one already marked (whose ancestors are marked too).
      var current: Int? = node
      while let at = current, holding.insert(at).inserted { current = model.nodes[at].parent }
    }
    return holding
  }()

  /// The dialogs holding an exposed control of their own that opens another dialog: the user
  /// goes on through it, as through an OK (`DialogHasButtonRule`).
  private(set) lazy var dialogsOpeningADialog: Set<Int> = {
    let model = session.model
    var dialogs = Set<Int>()
    for node in model.nodes.indices where !model.nodes[node].isHidden {
      guard let dialog = model.nodes[node].sheets.last, model.nodes[dialog].entry.window?.title != nil,
        let opened = model.sheet(openedBy: node), opened != dialog,
        model.nodes[opened].entry.window?.title != nil
      else { continue }
      dialogs.insert(dialog)
    }
    return dialogs
  }()

  /// Bounds as a key: equal when `==` says so.
  struct Place: Hashable {
    let bounds: Bounds
    func hash(into hasher: inout Hasher) {
      hasher.combine(bounds.x)
      hasher.combine(bounds.y)
      hasher.combine(bounds.width)
      hasher.combine(bounds.height)
    }
    static func == (a: Place, b: Place) -> Bool { a.bounds == b.bounds }
  }

  /// A name among siblings: `parent` is a node of the screen, or with `inCapture` a node of
  /// the captured tree (`DuplicateSpeakableTextRule.key`).
  struct SiblingName: Hashable {
    let parent: Int?
    let inCapture: Bool
    let name: String
  }
}
