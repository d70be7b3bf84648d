/// A control's name does not repeat its role (seed 002: "do not add \"button\" to the
/// programmatic name"; seed 003: no "switch" or "button" in a switch's name). ATF's
/// `RedundantDescriptionCheck` reports the same words as a WARNING; the seeds require them gone,
/// so an error here, and `redundant-description` leaves these names to this rule. In a run in
/// another language, the reader's own words for a button and a switch in that language count
/// too (TalkBack's `value_button`, `value_switch`; VoiceOver's `trait.button.description`,
/// `trait.switch_button.description`): a German app's `Senden Schaltfläche` repeats its role.
struct RoleNotInNameRule: AuditRule {
  let id = "role-not-in-name"
  let invariant =
    "A control's name does not contain the words \"button\" or \"switch\", nor the reader's words for them in the run's language."
  let seed = "002"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    let roleWords = model.nodes[node].entry.roleWordsNotInName
    guard !roleWords.isEmpty, let (name, nameWords) = tables.name(of: node) else { return [] }
    let phrases =
      roleWords + Self.readerWords(for: roleWords, on: model.platform, words: session.settings.words)
    guard
      let word = phrases.first(where: { NameWords.contains(nameWords, phrase: tables.words(ofPhrase: $0)) })
    else {
      return []
    }
    let said = session.focusAnnouncement(of: node).withoutHint.text
    return [
      "the name \(VisibleText.quoted(name)) of \(model.describe(node)) repeats the role word \"\(word)\"; \(model.platform.readerName) says \(VisibleText.quoted(said))"
    ]
  }

  /// The reader's words for the seed's role words in the run's language; none in English, whose
  /// words the seed gives.
  static func readerWords(for roleWords: [String], on platform: Platform, words: ReaderWords) -> [String] {
    guard !words.isDefault else { return [] }
    return roleWords.compactMap { role in
      switch (role, platform) {
      case ("button", .android): words.talkBack("value_button")
      case ("switch", .android): words.talkBack("value_switch")
      case ("button", .ios): IOSComposition.word("trait.button.description", words)
      case ("switch", .ios): IOSComposition.word("trait.switch_button.description", words)
      default: nil
      }
    }
  }
}
