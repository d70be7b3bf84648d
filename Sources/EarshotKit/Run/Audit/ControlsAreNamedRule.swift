/// Every control and image that takes focus has an accessible name (seed 002, Name: "Purpose
/// is clear and matches visible label").
///
/// This is also the "speakable text present" check of automated tools, kept as one rule so an
/// unnamed element is reported once: ATF `SpeakableTextPresentCheck` (ERROR when a view the
/// reader focuses has no speakable text, its own or its descendants'), Apple's
/// `XCUIAccessibilityAuditType.sufficientElementDescription`, WCAG 4.1.2 Name, Role, Value and
/// 1.1.1 Non-text Content. A field with only a placeholder has no name, and is reported here.
///
/// The message quotes what the reader says only when it says something: a captured stop whose
/// utterance is empty (a childless, checkable Compose `View` with no text, for which the model
/// gives no words) is reported as unnamed without a quote, since `says only ""` would quote
/// words the reader does not say (TalkBack says at least the state of a checkable node,
/// `TreeNodesDescription.nodeStatusDescription`, docs/research/talkback-focus-model.md §5.2).
struct ControlsAreNamedRule: AuditRule {
  let id = "controls-are-named"
  let invariant = "Every control and image that takes focus has an accessible name."
  let seed = "002"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    guard model.nodes[node].entry.needsName else { return [] }
    guard model.isStop(node) else { return unreachedImage(node, in: session) }
    let voice = session.voice
    let name = voice.name(of: node, in: session) ?? ""
    guard name.isEmpty, voice.childParts(of: node, in: session).isEmpty else { return [] }
    let said = session.focusAnnouncement(of: node).withoutHint.text
    guard !said.isEmpty else { return ["\(model.describe(node)) has no accessible name"] }
    return [
      "\(model.describe(node)) has no accessible name; \(session.model.platform.readerName) says only \(VisibleText.quoted(said))"
    ]
  }

  /// An image of a screen written by hand with no name at all is no stop on either reader
  /// (TalkBack leaves an ImageView without a content description out of its tree; a
  /// `UIImageView` is no accessibility element unless made one), so nothing it shows reaches
  /// the reader: reported here, as lint's `ContentDescription` check and WCAG 1.1.1 would.
  /// An image meant as decoration says so with `hidden`. A capture's unnamed images are not
  /// elements at all.
  private func unreachedImage(_ node: Int, in session: Session) -> [String] {
    let model = session.model
    let element = model.nodes[node].element
    guard element.captured == nil, !model.nodes[node].entry.isInteractive,
      element.name == nil, element.label == nil
    else { return [] }
    return [
      "\(model.describe(node)) has no accessible name; \(model.platform.readerName) never reaches it (mark a decorative image `hidden`)"
    ]
  }
}
