/// At most one item of a set holds the state its kind chooses: one checked radio button of a
/// group. A screen written by hand cannot say otherwise (the checker's `several-chosen`); a
/// capture can, since an app that leaves its radio buttons out of a `RadioGroup` lets each be
/// checked on its own.
///
/// The reader then says "checked" at two items of what sounds like one choice, and choosing one
/// does not take the state from the other. Sources: WAI-ARIA `radio` ("only one radio button in
/// a group can be checked at the same time"); WCAG 4.1.2 Name, Role, Value. Reported on the later
/// item, naming the first.
struct OneChosenPerSetAuditRule: AuditRule {
  let id = "one-chosen-per-set"
  let invariant = "At most one item of a set holds the state its kind chooses (one checked radio button)."
  let seed = "none"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard session.isExposedStop(node), case .choose(let chosen) = model.nodes[node].entry.activation,
      session.states[node].contains(chosen),
      let first = Self.set(of: node, in: model).first(where: { session.states[$0].contains(chosen) }),
      first != node
    else { return [] }
    return [
      "\(model.describe(node)) and \(model.describe(first)) are both \(chosen.rawValue) in one set, so \(model.platform.readerName) says \"\(chosen.rawValue)\" for two answers to one choice; put them in one group that keeps one \(chosen.rawValue) (a RadioGroup), or make them check boxes"
    ]
  }

  /// The set `node` is chosen in: its collection, else, for a captured element (whose
  /// collections are only those the reader counts: a RadioGroup's), the siblings of its kind,
  /// which an app shows as one choice.
  private static func set(of node: Int, in model: ScreenModel) -> [Int] {
    let members = model.collectionMembers(of: node)
    guard members.isEmpty, model.nodes[node].element.captured != nil, let parent = model.nodes[node].parent
    else { return members }
    return model.nodes[parent].children.filter { model.nodes[$0].entry === model.nodes[node].entry }
  }
}
