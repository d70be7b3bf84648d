import Foundation

/// Sibling controls do not speak the same name: a user who hears two "Edit" buttons side by side
/// cannot tell which one acts on what.
///
/// Sources: ATF `DuplicateSpeakableTextCheck` (WARNING for clickable views with the same speakable
/// text; it compares the whole window, this compares siblings, so a "Delete" button in every row
/// of a list is not reported); Apple's `XCUIAccessibilityAuditType.sufficientElementDescription`;
/// WCAG 2.4.6 Headings and Labels and 2.4.4 Link Purpose (In Context). Reported on the later
/// control, naming the first; names are compared ignoring case.
///
/// A captured stop with no name of its own (a row, named in scripts by its first part,
/// `ReaderMapper.partName`) is compared by what the reader says when it lands there (the
/// reader's model, `ElementReading.utterance`, before any list position): TalkBack reads the
/// whole row (`TreeNodesDescription`, docs/research/talkback-focus-model.md §2.2), so two trades
/// of one stock, or two messages of one sender, say different things and are told apart; ATF's
/// check compares the same whole speakable text. Siblings of a capture are the children of one
/// node of the captured tree: iOS elements are imported flat (every stop at the screen's top
/// level, `ReaderMapper.map`), which would make a "我是按钮" button in every cell of a table,
/// or a back button and a tab of the same title, siblings.
struct DuplicateSpeakableTextRule: AuditRule {
  let id = "duplicate-speakable-text"
  let invariant = "Sibling controls do not speak the same name."
  let seed = "002"
  let severity = Severity.warning

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    guard let key = tables.siblingName(of: node), let first = tables.firstSiblingNamed[key], first < node
    else { return [] }
    let model = session.model
    if let said = Self.utterance(of: node, in: session) {
      return [
        "\(model.describe(node)) says the same as \(model.describe(first)) beside it, \(VisibleText.quoted(said)); \(model.platform.readerName) users cannot tell them apart: name each by what it acts on"
      ]
    }
    return [
      "\(model.describe(node)) speaks the same name as \(model.describe(first)) beside it; \(model.platform.readerName) users cannot tell them apart: name each by what it acts on"
    ]
  }

  /// The spoken name, lower-cased and trimmed; nil when it has none (an unnamed control is
  /// `controls-are-named`'s finding). A captured stop named only by a part it reads is named
  /// by all it says (`utterance`).
  static func name(of node: Int, in session: Session) -> String? {
    func trimmed(_ text: String?) -> String? {
      let text = text?.lowercased()
      // Trimming reads the whole text: only a name that starts or ends with a space needs it.
      let spaced = [text?.unicodeScalars.first, text?.unicodeScalars.last].contains {
        $0.map(CharacterSet.whitespaces.contains) ?? false
      }
      let trim = spaced ? text?.trimmingCharacters(in: .whitespaces) : text
      return trim?.isEmpty == false ? trim : nil
    }
    guard let name = trimmed(session.voice.name(of: node, in: session)) else { return nil }
    return utterance(of: node, in: session).map { trimmed($0) ?? name } ?? name
  }

  /// What the reader's model says at a captured stop that has no name of its own, before any
  /// list position; nil for any other element.
  static func utterance(of node: Int, in session: Session) -> String? {
    guard let captured = session.model.nodes[node].element.captured,
      captured.model.name(of: captured.node) == nil
    else { return nil }
    return captured.utterance(session.liveState(of: node)).joined(separator: ", ")
  }

  /// The node's name among its siblings: the children of its parent on the screen, or for a
  /// captured element, of its parent node in the captured tree.
  static func key(of node: Int, named name: String, in session: Session) -> AuditTables.SiblingName {
    if let captured = session.model.nodes[node].element.captured {
      return AuditTables.SiblingName(
        parent: captured.model.tree.parent(of: captured.node), inCapture: true, name: name)
    }
    return AuditTables.SiblingName(parent: session.model.nodes[node].parent, inCapture: false, name: name)
  }
}
