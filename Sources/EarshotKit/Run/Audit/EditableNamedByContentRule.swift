/// A text field's name says what to enter: it is not the field's own content or its placeholder.
///
/// Sources: ATF `EditableContentDescCheck` (ERROR when an editable view has a content description:
/// set to the typed text, it is read instead of the content, and goes stale as the user types);
/// the button seed (002): "Placeholder text is NOT the programmatic name"; WCAG 3.3.2 Labels or
/// Instructions, 1.3.1 Info and Relationships and 4.1.2 Name, Role, Value. A field with no name at
/// all (only a placeholder) is `controls-are-named`'s finding, not this one's. Captures: the
/// importer keeps a placeholder apart from the name only when they differ, so a name equal to the
/// placeholder is found in hand-written screens only.
struct EditableNamedByContentRule: AuditRule {
  let id = "editable-named-by-content"
  let invariant = "A text field's name is neither its content nor its placeholder."
  let seed = "002"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard session.isExposedStop(node), model.nodes[node].entry.textEntry != nil,
      let name = session.voice.name(of: node, in: session), !name.isEmpty
    else { return [] }
    let same = { (other: String?) in other.map { $0.lowercased() == name.lowercased() } ?? false }
    let why: String
    if same(session.value(of: node)) {
      why = "its own content, \(VisibleText.quoted(name)), which changes as the user types"
    } else if same(model.nodes[node].element.placeholder?.value) {
      why = "its placeholder, \(VisibleText.quoted(name)), a hint that is gone once the user types"
    } else {
      return []
    }
    return ["\(model.describe(node)) is named by \(why); name it by its visible label"]
  }
}
