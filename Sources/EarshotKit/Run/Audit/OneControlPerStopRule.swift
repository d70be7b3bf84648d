/// A row or group that is one focus stop holds no second interactive control (seed 001: "only
/// one interactive control per swipe"), since a grouped control cannot be reached on its own.
struct OneControlPerStopRule: AuditRule {
  let id = "one-control-per-stop"
  let invariant = "A grouping element holds no interactive element of its own."
  let seed = "001"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard let group = model.nodes[node].groupedInto, model.nodes[node].entry.isInteractive else { return [] }
    return [
      "\(model.describe(group)) groups \(model.describe(node)) into its own focus stop, so the screen reader cannot reach it; keep one interactive control per swipe"
    ]
  }
}
