/// Each expectation form of the audit language, evaluated against the session and the last
/// announcement. Nil means it holds.
extension TestRunner {
  func evaluate(_ check: Program.Check, _ here: SourceLocation) -> Failure? {
    let reader = platform.readerName
    switch check {
    case .announcement(let mode, let written, let anyOrder):
      let text = texts.value(written)
      guard !AnnouncementMatcher.matches(text, mode, anyOrder: anyOrder, said: said) else { return nil }
      let actual = said.isSilent ? "(silence)" : said.text
      // Alike when the expectation would hold but for the characters that are not seen.
      let alike = [said.text, said.withoutHint.text].contains { heard in
        VisibleText.lookAlike(text, heard) {
          AnnouncementMatcher.matches($0, mode, anyOrder: anyOrder, text: $1)
        }
      }
      return Failure(
        "expected \(VisibleText.quoted(text)) but \(reader) said \(said.isSilent ? "nothing" : VisibleText.quoted(said.text))",
        at: here, expected: text, actual: actual,
        diff: AnnouncementMatcher.diff(expected: text, said: said), lookAlike: alike)

    case .state(let negated, let written, let element):
      let wanted = written.indices.compactMap { StateName(at: $0, in: texts) }
      guard let node = element.map(model.node(ofElement:)) ?? session.focus else {
        return Failure("expected a state of the focused element, but nothing has focus", at: here)
      }
      let current = currentStates(of: node)
      let wrong = wanted.map(\.rawValue).filter { current.contains($0) == negated }
      guard !wrong.isEmpty else { return nil }
      let has: Message = current.isEmpty ? "it has no states" : "its states: \(list: current)"
      return Failure(
        "expected \(model.describe(node)) \(negated ? "not to be" : "to be") \(list: wrong); \(has)",
        at: here, expected: (negated ? "not " : "") + wanted.map(\.rawValue).joined(separator: ", "),
        actual: current.isEmpty ? "(no states)" : current.joined(separator: ", "))

    case .focus(let element):
      let wanted = session.stop(for: model.node(ofElement: element))
      guard session.focus != wanted else { return nil }
      let actual = session.focus.map(model.describe) ?? "nothing"
      return Failure(
        "expected focus on \(model.describe(wanted)); focus is on \(actual)", at: here,
        expected: model.describe(wanted), actual: actual)

    case .name(let name):
      return compare(
        "name", texts.value(name), session.focus.flatMap { session.voice.name(of: $0, in: session) }, here)
    case .value(let value):
      return compare("value", texts.value(value), session.focus.flatMap(spokenValue), here)
    case .hint(let hint):
      return compare(
        "hint", texts.value(hint), session.focus.flatMap { session.voice.hint(of: $0, in: session) }, here)

    case .role(let written):
      let role = texts.value(written)
      guard let node = session.focus else {
        return Failure("expected role \(role), but nothing has focus", at: here)
      }
      let spoken = model.spokenRole(of: node)
      guard !ExpectedRole.matches(role, spoken: spoken) else { return nil }
      let actual = spoken ?? ExpectedRole.none
      let speaks: Message = spoken.map { "says \(VisibleText.quoted($0))" } ?? "speaks no role"
      return Failure(
        "expected role \(role); for \(model.describe(node)) \(reader) \(speaks)", at: here, expected: role,
        actual: actual)

    case .order(let run):
      let elements = orderElements[run.indices]
      let order = session.order
      let start = session.focus.flatMap { order.firstIndex(of: $0) } ?? 0
      let wanted = elements.map { session.stop(for: model.node(ofElement: $0)) }
      let actual = Array(order[start...].prefix(wanted.count))
      guard actual != wanted else { return nil }
      let expectedText = wanted.map(model.describe).joined(separator: ", ")
      let actualText = actual.isEmpty ? "(nothing)" : actual.map(model.describe).joined(separator: ", ")
      return Failure(
        "expected the swipe order \(expectedText); it is \(actualText)", at: here, expected: expectedText,
        actual: actualText)

    case .silence:
      guard !said.isSilent else { return nil }
      return Failure(
        "expected silence but \(reader) said \(VisibleText.quoted(said.text))", at: here,
        expected: "(silence)",
        actual: said.text)
    }
  }

  /// The states of a node now, in catalogue order, with `pressed` when the last action
  /// activated it.
  func currentStates(of node: Int) -> [String] {
    let entry = model.nodes[node].entry
    var current = session.states[node]
    if session.lastActivated == node { current.insert(.pressed) }
    return entry.states.map(\.name).filter(current.contains).map(\.rawValue)
  }

  /// The value as the reader speaks it: the screen's `value`, else the parts of its
  /// announcement that stand for one (a switch's on/off, a grabber's sheet size).
  func spokenValue(_ node: Int) -> String? {
    let voice = session.voice
    // As the reader speaks it: a secure field's length, never its text.
    if session.value(of: node) != nil {
      return voice.render(.value, of: node, in: session).joined(separator: ", ")
    }
    let composed = voice.composition(of: node, in: session)?.parts ?? []
    let parts =
      voice.render(.state, of: node, in: session)
      + (composed.contains(.size) ? voice.render(.size, of: node, in: session) : [])
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private func compare(_ what: String, _ expected: String, _ actual: String?, _ here: SourceLocation)
    -> Failure?
  {
    if let actual, AnnouncementMatcher.normalized(actual) == AnnouncementMatcher.normalized(expected) {
      return nil
    }
    guard session.focus != nil else {
      return Failure("expected \(what) \(VisibleText.quoted(expected)), but nothing has focus", at: here)
    }
    let alike = actual.map { actual in
      VisibleText.lookAlike(expected, actual) {
        AnnouncementMatcher.normalized($0) == AnnouncementMatcher.normalized($1)
      }
    }
    return Failure(
      "expected \(what) \(VisibleText.quoted(expected)); it is \(actual.map { VisibleText.quoted($0) } ?? "absent")",
      at: here, expected: expected, actual: actual ?? "(none)", lookAlike: alike ?? false)
  }
}
