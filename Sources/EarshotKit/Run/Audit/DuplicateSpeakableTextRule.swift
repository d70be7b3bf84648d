import Foundation

/// Sibling controls do not speak the same name: a user who hears two "Edit" buttons side by side
/// cannot tell which one acts on what.
///
/// Sources: ATF `DuplicateSpeakableTextCheck` (WARNING for clickable views with the same speakable
/// text; it compares the whole window, this compares siblings, so a "Delete" button in every row
/// of a list is not reported); Apple's `XCUIAccessibilityAuditType.sufficientElementDescription`;
/// WCAG 2.4.6 Headings and Labels and 2.4.4 Link Purpose (In Context). Reported on the later
/// control, naming the first; names are compared ignoring case.
struct DuplicateSpeakableTextRule: AuditRule {
  let id = "duplicate-speakable-text"
  let invariant = "Sibling controls do not speak the same name."
  let seed = "002"
  let severity = Severity.warning

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    guard session.isActiveControl(node), let name = Self.name(of: node, in: session) else { return [] }
    let model = session.model
    let sibling = AuditTables.SiblingName(parent: model.nodes[node].parent, name: name)
    guard let first = tables.firstSiblingNamed[sibling], first < node else { return [] }
    return [
      "\(model.describe(node)) speaks the same name as \(model.describe(first)) beside it; \(model.platform.readerName) users cannot tell them apart: name each by what it acts on"
    ]
  }

  /// The spoken name, lower-cased and trimmed; nil when it has none.
  static func name(of node: Int, in session: Session) -> String? {
    let name = session.voice.name(of: node, in: session)?.lowercased().trimmingCharacters(in: .whitespaces)
    return name?.isEmpty == false ? name : nil
  }
}
