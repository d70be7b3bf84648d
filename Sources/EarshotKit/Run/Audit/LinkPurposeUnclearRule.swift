/// A link's name says where it goes: it is not made only of words such as "more", "click here"
/// or "read more".
///
/// Sources: ATF `LinkPurposeUnclearCheck` (WARNING when a link's text has only the English
/// stopwords "click", "tap", "go", "here", "learn", "more", "this", "page", "link", "about");
/// WCAG 2.4.4 Link Purpose (In Context) and 2.4.9 Link Purpose (Link Only). "read", "continue",
/// "reading" and "keep" are added for "read more", "continue reading" and "keep reading", the
/// ambiguous link texts the WordPress Accessibility Knowledge Base lists ("No ambiguous link
/// text"). Like ATF, English names only; an element is a link when its kind has the iOS link trait.
struct LinkPurposeUnclearRule: AuditRule {
  let id = "link-purpose-unclear"
  let invariant = "A link's name is not made only of words such as \"more\" or \"click here\"."
  let seed = "002"
  let severity = Severity.warning

  static let stopwords: Set = [
    "click", "tap", "go", "here", "learn", "more", "this", "page", "link", "about",
    "read", "continue", "reading", "keep",
  ]

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard session.isExposedStop(node), model.nodes[node].entry.iosTraits.contains("link"),
      let (name, words) = tables.name(of: node)
    else { return [] }
    guard !words.isEmpty, words.allSatisfy(Self.stopwords.contains) else { return [] }
    return [
      "\(model.describe(node)) does not say where it goes: \(VisibleText.quoted(name)) means nothing in \(model.platform.readerName)'s list of links; name its destination (\"Read more about pricing\")"
    ]
  }
}
