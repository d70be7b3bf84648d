/// Struck-through text is conveyed in words: it carries a label of its own or is grouped under
/// a label (seed 000: "Amount was $57 and is now $27"), because neither reader speaks the style.
struct StrikethroughConveyedRule: AuditRule {
  let id = "strikethrough-conveyed"
  let invariant = "Struck-through text has a label, or is grouped under an element whose label conveys it."
  let seed = "000"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    let element = model.nodes[node].element
    guard element.strikethrough, element.label == nil else { return [] }
    if let group = model.nodes[node].groupedInto, model.nodes[group].element.label != nil { return [] }
    return [
      "the strike-through on \(model.describe(node)) is not spoken; group it with the new text under a label that conveys it, such as \"Amount was $57 and is now $27\""
    ]
  }
}
