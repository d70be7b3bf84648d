extension StarterScript {
  /// A test per element with custom actions: focus it, turn the rotor to its actions and swipe
  /// down through them, expecting what each reader says (`rotor actions`). An element no target
  /// names alone, or one that cannot take focus on every platform, is left out.
  func actionTests() -> [[String]] {
    let model = compiled.model(on: platforms[0])
    var tests: [[String]] = []
    for node in model.nodes.indices where !model.nodes[node].element.actions.isEmpty {
      guard let element = model.nodes[node].elementIndex, let target = namer.target(ofElement: element)
      else { continue }
      let count = model.nodes[node].element.actions.count
      let steps: [(line: String, action: Action)] =
        [("  focus " + target, .focus(element: element)), ("  rotor actions", .rotor(.actions))]
        + Array(repeating: ("  swipe down", .verticalSwipe(up: false)), count: count)
      guard let lines = run(steps) else { continue }
      tests.append(
        [
          "test " + ScriptText.literal(VisibleText.sanitized(model.describe(node)) + " lists its actions")
            + " {"
        ]
          + lines + ["}"])
    }
    return tests
  }

  /// A test per disclosure: focus it, `doubletap` (expanding a collapsed one, collapsing an
  /// expanded one), and expect what each reader says and its new state; left out where no target names it alone or it cannot take focus on every platform.
  func disclosureTests() -> [[String]] {
    let model = compiled.model(on: platforms[0])
    var tests: [[String]] = []
    for node in model.nodes.indices where model.nodes[node].entry.revealsChildrenWhen != nil {
      guard let element = model.nodes[node].elementIndex, let target = namer.target(ofElement: element)
      else { continue }
      let steps: [(line: String, action: Action)] = [
        ("  focus " + target, .focus(element: element)), ("  doubletap", .activate),
      ]
      guard var lines = run(steps) else { continue }
      let expanded = model.isExpanded(node, states: model.nodes[node].states) ?? false
      lines.append("  expect state " + (expanded ? "collapsed" : "expanded"))
      let title = VisibleText.sanitized(model.describe(node)) + (expanded ? " collapses" : " expands")
      tests.append(["test " + ScriptText.literal(title) + " {"] + lines + ["}"])
    }
    return tests
  }

  /// The steps on every platform, each followed by what each reader said; nil when one cannot be
  /// performed on a platform (a script that could not pass is no baseline).
  private func run(_ steps: [(line: String, action: Action)]) -> [String]? {
    var sessions = platforms.map { session(on: $0) }
    var lines: [String] = []
    for step in steps {
      var said: [Platform: Announcement] = [:]
      for session in sessions.indices {
        let outcome = sessions[session].perform(step.action)
        if outcome.failure != nil { return nil }
        said[platforms[session]] = outcome.announcement
      }
      lines.append(step.line)
      lines += expectations(said)
    }
    return lines
  }
}
