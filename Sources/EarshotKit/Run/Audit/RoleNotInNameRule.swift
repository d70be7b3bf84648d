/// A control's name does not repeat its role (seed 002: "do not add \"button\" to the
/// programmatic name"; seed 003: no "switch" or "button" in a switch's name). ATF's
/// `RedundantDescriptionCheck` reports the same words as a WARNING; the seeds require them gone,
/// so an error here, and `redundant-description` leaves these names to this rule.
struct RoleNotInNameRule: AuditRule {
  let id = "role-not-in-name"
  let invariant = "A control's name does not contain the words \"button\" or \"switch\"."
  let seed = "002"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    let roleWords = model.nodes[node].entry.roleWordsNotInName
    guard !roleWords.isEmpty, let name = session.voice.name(of: node, in: session) else { return [] }
    let words = name.lowercased().split(whereSeparator: { !$0.isLetter })
    guard let word = words.first(where: { roleWords.contains(String($0)) }) else { return [] }
    let said = session.focusAnnouncement(of: node).withoutHint.text
    return [
      "the name \(VisibleText.quoted(name)) of \(model.describe(node)) repeats the role word \"\(word)\"; \(model.platform.readerName) says \(VisibleText.quoted(said))"
    ]
  }
}
