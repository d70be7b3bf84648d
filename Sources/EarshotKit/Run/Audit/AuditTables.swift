/// What the audit rules look up, worked out once for a screen on one platform in one language,
/// each table only when a rule first asks, and kept for every audit of a run: `Executor` makes
/// one per platform and each test's `audit` steps read it. A comparison that scanned the screen
/// for each node would take time in the square of its controls (minutes for 19,000 sibling
/// buttons), and so would tables built again for each `audit X` (`earshot init` writes one per
/// stop). Every table keeps the first node in document order, as such a scan finds it.
///
/// The tables of the screen alone (its sheets' ways out, the order's neighbours, the words of
/// each name, the allowances) hold for the whole run. The two that read the elements' states
/// (which controls are enabled; what a captured control says) hold for the states they were
/// built from, and are built again when an audit finds that an action has changed them
/// (`use(_:)`).
public final class AuditTables {
  /// The session the tables read: the screen, platform and language of every table, and the
  /// states of those that read states.
  private(set) var session: Session
  /// The allowances whose findings are accepted: the screen's and the script's.
  let allowances: [ResolvedAllowance]

  /// The tables built by a scan, as `WorkCounts` counts them.
  enum Table: Hashable, Sendable {
    case allowances, controlsAtBounds, siblingNames, previousStops, sheetExits
  }

  public init(_ session: Session, allowances: [ResolvedAllowance] = []) {
    self.session = session
    self.allowances = allowances
  }

  /// Makes the tables read `session`, a later state of a session of the same screen, platform
  /// and language: the tables of states are dropped when its elements' states or values are
  /// not those they were built from. (Lists that share their storage compare at once, so an
  /// audit after actions that changed nothing costs no comparison of the whole screen.)
  func use(_ session: Session) {
    guard !session.hasSameElementStates(as: self.session) else { return }
    self.session = session
    controlsAtBounds = nil
    siblingNames = nil
    siblingNameOfNode = nil
  }

  // MARK: The allowances

  /// The first allowance of each rule and element, as a search from the start finds it.
  private(set) lazy var firstAllowance: [AllowanceKey: Int] = {
    WorkCounts.count(.auditTable(.allowances))
    var first: [AllowanceKey: Int] = [:]
    for (index, allowed) in allowances.enumerated() {
      let key = AllowanceKey(rule: allowed.rule, element: allowed.element)
      first[key] = first[key] ?? index
    }
    return first
  }()

  struct AllowanceKey: Hashable {
    let rule: String
    let element: Int?
  }

  // MARK: Names

  /// The words `redundant-description` looks for, in the run's language.
  private(set) lazy var redundantPhrases = RedundantDescriptionRule.Phrases(session.settings.words)

  /// A node's accessible name (`Voice.name`) and its words (`NameWords.of`), split the first
  /// time a rule asks and read by every rule after: a long label is split once per run, not
  /// once per rule and audit. Nil when the node has no name.
  func name(of node: Int) -> (text: String, words: [String])? {
    if let known = names[node] { return known }
    let name = session.voice.name(of: node, in: session).map { ($0, NameWords.of($0)) }
    names[node] = .some(name)
    return name
  }
  private var names: [Int: (text: String, words: [String])?] = [:]

  /// The words of a phrase a rule looks for in names (a role word in the run's language).
  func words(ofPhrase phrase: String) -> [String] {
    if let known = phraseWords[phrase] { return known }
    let words = NameWords.of(phrase)
    phraseWords[phrase] = words
    return words
  }
  private var phraseWords: [String: [String]] = [:]

  // MARK: Tables of states

  /// The first control the reader stops on (`isActiveControl`) with each visible bounds.
  var firstControlAtBounds: [Place: Int] {
    if let built = controlsAtBounds { return built }
    WorkCounts.count(.auditTable(.controlsAtBounds))
    var first: [Place: Int] = [:]
    for stop in session.model.stops where session.isActiveControl(stop) {
      guard let bounds = session.visibleBounds(of: stop) else { continue }
      first[Place(bounds: bounds)] = first[Place(bounds: bounds)] ?? stop
    }
    controlsAtBounds = first
    return first
  }
  private var controlsAtBounds: [Place: Int]?

  /// The first active control with each spoken name (`DuplicateSpeakableTextRule.name`) among
  /// the children of each parent (nil: the screen's top level; `DuplicateSpeakableTextRule.key`).
  var firstSiblingNamed: [SiblingName: Int] {
    if let built = siblingNames { return built }
    WorkCounts.count(.auditTable(.siblingNames))
    var first: [SiblingName: Int] = [:]
    var ofNode: [Int: SiblingName] = [:]
    for node in session.model.nodes.indices where session.isActiveControl(node) {
      guard let name = DuplicateSpeakableTextRule.name(of: node, in: session) else { continue }
      let key = DuplicateSpeakableTextRule.key(of: node, named: name, in: session)
      first[key] = first[key] ?? node
      ofNode[node] = key
    }
    siblingNames = first
    siblingNameOfNode = ofNode
    return first
  }
  private var siblingNames: [SiblingName: Int]?

  /// The key of `node` in `firstSiblingNamed`: nil for a node that is no active control or
  /// speaks no name. Its name is worked out once, as the table is built.
  func siblingName(of node: Int) -> SiblingName? {
    if siblingNameOfNode == nil { _ = firstSiblingNamed }
    return siblingNameOfNode?[node]
  }
  private var siblingNameOfNode: [Int: SiblingName]?

  // MARK: Tables of the screen

  /// For each stop of the order with the given sheets open, the last stop before it in that
  /// order that has visible bounds (none: not in the table).
  func previousStopWithBounds(withOpen sheets: [Int]) -> [Int: Int] {
    if let table = previousWithBounds[sheets] { return table }
    WorkCounts.count(.auditTable(.previousStops))
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
    WorkCounts.count(.auditTable(.sheetExits))
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

  /// Where the dialogs lead a user who goes on through their buttons (`DialogHasButtonRule`).
  private(set) lazy var dialogWaysOut = DialogWaysOut(session.model, holdingExit: holdingSheetExit)

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
