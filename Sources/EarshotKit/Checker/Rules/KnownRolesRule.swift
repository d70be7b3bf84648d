/// Known roles
/// A script is only valid if every `expect role` names a role a screen reader speaks: one of
/// the catalogue's role words, a `role` the screen gives an element, or `none`.
/// In `'role' WORD`, a role is what the reader says (a row is spoken
/// as `Button` on iOS and with no role on Android), so `expect role` compares with that.
struct KnownRolesRule: CheckRule {
  let invariant = "A script is only valid if every `expect role` names a role a screen reader speaks."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    var known: Set<String>?
    for (_, text) in context.expectedRoles {
      let role = context.located(text)
      if known == nil {
        let screenRoles = context.elements.compactMap(\.role?.value).filter { !$0.isEmpty }
        known = Set((context.catalogue.spokenRoles + screenRoles + [ExpectedRole.none]).map(ExpectedRole.key))
      }
      guard !known!.contains(ExpectedRole.key(role.value)) else { continue }
      found.add(.error) { diagnostic(role, context) }
    }
  }

  private func diagnostic(_ role: Located<String>, _ context: CheckContext) -> Diagnostic {
    let roles = context.catalogue.spokenRoles + [ExpectedRole.none]
    var notes: [Note] = []
    if let entry = context.catalogue.entry(named: role.value) {
      // A kind written as a role: say what the readers speak for it.
      let spoken = Platform.allCases.map { platform -> String in
        let composition = entry.announcements[platform]
        let word = composition.flatMap { $0.parts.contains(.role) ? $0.role : nil }
        return "\(platform.readerName) \(word.map { "says \($0)" } ?? "speaks no role")"
      }
      notes.append(
        Note(
          "`\(role.value)` is a kind; a role is what the reader says: for \(entry.title), \(raw: spoken.joined(separator: ", ")) (`expect ios role …` checks one platform)"
        ))
    }
    return Diagnostic(
      .unknownRole,
      "unknown role `\(role.value)`\(Suggestions.didYouMean(role.value, in: roles)); roles are: \(raw: roles.joined(separator: ", "))",
      at: context.inScript(role.range), notes: notes)
  }
}

/// How `expect role` compares: as announcements do (case, spacing and punctuation aside), with
/// `none` for no role words at all.
enum ExpectedRole {
  static let none = "none"

  static func key(_ role: String) -> String {
    AnnouncementMatcher.normalized(role)
  }

  /// Whether a role as written is the one spoken (nil: none).
  static func matches(_ written: String, spoken: String?) -> Bool {
    key(written) == key(spoken ?? none)
  }
}
