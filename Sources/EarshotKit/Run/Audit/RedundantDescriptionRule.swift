/// A name does not say what the reader says anyway: the element's role, its state, or the
/// gesture that activates it.
///
/// Sources: ATF `RedundantDescriptionCheck` (WARNING when a content description contains an item
/// type, "button", "checkbox", "check box"; a state, "checked", "unchecked", "selected",
/// "unselected"; or an action, "click", "swipe", "tap": its `strings.xml` `*_item_type`,
/// `*_state` and `*_action`, in the hierarchy's language: German `Schaltfläche`, `Ausgewählt`,
/// `Tippen`); Apple's `XCUIAccessibilityAuditType.trait`; WCAG 4.1.2 Name, Role,
/// Value. The seed's role words are `role-not-in-name`'s (an error): an element that rule
/// reports, or that `link-purpose-unclear` reports, is not reported again here. Besides ATF's
/// words, the role the reader speaks for this element on this platform counts ("Profile image",
/// Image), in the run's language. Elements the platform adds are not the app's to name, and are
/// left out.
struct RedundantDescriptionRule: AuditRule {
  let id = "redundant-description"
  let invariant = "A name does not repeat the element's role, state or activating gesture."
  let seed = "002"
  let severity = Severity.warning

  /// ATF's `ITEM_TYPE_WORD_KEYS`, `STATE_WORD_KEYS` and `ACTION_WORD_KEYS`: the words are its
  /// strings in the run's language, as ATF looks for them in the hierarchy's recorded locale.
  static let itemTypes = ["button_item_type", "checkbox_item_type", "checkbox_item_type_separate_words"]
  static let states = ["checked_state", "unchecked_state", "selected_state", "unselected_state"]
  static let actions = ["click_action", "swipe_action", "tap_action"]

  /// ATF's words in the run's language, each with its words split as a name's are.
  struct Phrases {
    let itemTypes: [(text: String, words: [String])]
    let states: [(text: String, words: [String])]
    let actions: [(text: String, words: [String])]

    init(_ words: ReaderWords) {
      func split(_ ids: [String]) -> [(text: String, words: [String])] {
        ids.map { words.atf($0) }.map { ($0, NameWords.of($0)) }
      }
      itemTypes = split(RedundantDescriptionRule.itemTypes)
      states = split(RedundantDescriptionRule.states)
      actions = split(RedundantDescriptionRule.actions)
    }
  }

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    // An element the platform adds (iOS's dismiss element) has the platform's name, not the app's.
    guard session.isExposedStop(node), !model.nodes[node].isSynthesized,
      let (name, words) = tables.name(of: node), !name.isEmpty,
      RoleNotInNameRule().findings(for: node, in: session, tables: tables).isEmpty,
      LinkPurposeUnclearRule().findings(for: node, in: session, tables: tables).isEmpty
    else { return [] }
    let phrases = tables.redundantPhrases
    func found(_ phrases: [(text: String, words: [String])]) -> String? {
      phrases.first { NameWords.contains(words, phrase: $0.words) }?.text
    }
    // Worked out only for a finding: most names hold none of the words.
    var subject: String { "the name \(VisibleText.quoted(name)) of \(model.describe(node))" }
    if let role = model.spokenRole(of: node, words: session.settings.words).flatMap({
      found([($0, tables.words(ofPhrase: $0))])
    })
      ?? found(phrases.itemTypes)
    {
      let said = VisibleText.quoted(session.focusAnnouncement(of: node).withoutHint.text)
      return [
        "\(subject) contains the role \"\(role.lowercased())\"; \(model.platform.readerName) says \(said): leave the role out of the name"
      ]
    }
    if let state = found(phrases.states) {
      return [
        "\(subject) contains the state \"\(state)\", which the name keeps when the state changes; expose it as a state instead"
      ]
    }
    if let action = found(phrases.actions) {
      return [
        "\(subject) contains the gesture \"\(action)\", which is wrong for keyboard and switch users and which the reader's hint already gives; name what it does instead"
      ]
    }
    return []
  }
}
