extension StarterScript {
  /// A test per element with custom actions: focus it, turn the rotor to its actions and swipe
  /// down through them, expecting what each reader says (`rotor actions`). An element no target
  /// names alone, or one that cannot take focus on every platform, is left out.
  ///
  /// A test holds at most `Limits.maximumStepsPerTest` statements, and an element of thousands
  /// of actions may need more: the walk is then cut into parts, each a test that focuses the
  /// element, turns the rotor and swipes down past the actions the parts before it checked
  /// (the rotor always starts at the first), then goes on checking. A part starts only while
  /// those swipes take at most half of a test, so that it checks a good share of what is left;
  /// past that the rest of the actions are left out with a comment, and the script compiles.
  func actionTests() -> [GeneratedTest] {
    let model = compiled.model(on: platforms[0])
    var tests: [GeneratedTest] = []
    for node in model.nodes.indices where !model.nodes[node].element.actions.isEmpty {
      guard let element = model.nodes[node].elementIndex, let target = namer.target(ofElement: element),
        let parts = actionWalk(of: element, target: target, count: model.nodes[node].element.actions.count)
      else { continue }
      let subject = VisibleText.sanitized(model.describe(node))
      tests += parts.enumerated().map { number, body in
        let suffix = " lists its actions" + (parts.count == 1 ? "" : ", part \(number + 1) of \(parts.count)")
        return GeneratedTest(
          name: ScriptText.testName(subject, suffix, maximumLength: limits.maximumStringLength), lines: body)
      }
    }
    return tests
  }

  /// The bodies of the parts of one element's walk through its `count` actions; nil when a
  /// step cannot be performed on a platform.
  private func actionWalk(of element: Int, target: String, count: Int) -> [[String]]? {
    var sessions = platforms.map { session(on: $0) }
    var lines: [String] = []
    var statements = 0
    func step(_ line: String, _ action: Action) -> Bool {
      guard let said = perform(action, on: &sessions) else { return false }
      let expected = expectations(said)
      lines += [line] + expected
      statements += 1 + expected.count
      return true
    }
    guard step("  focus " + target, .focus(element: element)), step("  rotor actions", .rotor(.actions))
    else {
      return nil
    }
    // A swipe and an `expect` per platform at most.
    let stepStatements = 1 + platforms.count
    let limit = limits.maximumStepsPerTest
    var parts: [[String]] = []
    for checked in 0..<count {
      if statements + stepStatements > limit {
        // The next part swipes past the `checked` actions before it checks another.
        guard 2 + checked <= limit / 2 else {
          lines += [
            "  # the other \(count - checked) actions are left out: a test holds at most \(limit) statements, and",
            "  # a test that reached them would swipe down past the \(checked) before them first",
          ]
          break
        }
        parts.append(lines)
        lines =
          [
            "  focus " + target, "  rotor actions",
            "  # past the \(checked) actions the parts before this one check",
          ]
          + Array(repeating: "  swipe down", count: checked)
        statements = 2 + checked
      }
      guard step("  swipe down", .verticalSwipe(up: false)) else { return nil }
    }
    return parts + [lines]
  }

  /// A test per disclosure: focus it, `doubletap` (expanding a collapsed one, collapsing an
  /// expanded one), and expect what each reader says and its new state; left out where no target names it alone or it cannot take focus on every platform.
  func disclosureTests() -> [GeneratedTest] {
    let model = compiled.model(on: platforms[0])
    var tests: [GeneratedTest] = []
    for node in model.nodes.indices where model.nodes[node].entry.revealsChildrenWhen != nil {
      guard let element = model.nodes[node].elementIndex, let target = namer.target(ofElement: element)
      else { continue }
      let steps: [(line: String, action: Action)] = [
        ("  focus " + target, .focus(element: element)), ("  doubletap", .activate),
      ]
      guard var lines = run(steps) else { continue }
      let expanded = model.isExpanded(node, states: model.nodes[node].states) ?? false
      lines.append("  expect state " + (expanded ? "collapsed" : "expanded"))
      let name = ScriptText.testName(
        VisibleText.sanitized(model.describe(node)), expanded ? " collapses" : " expands",
        maximumLength: limits.maximumStringLength)
      tests.append(GeneratedTest(name: name, lines: lines))
    }
    return tests
  }

  /// The steps on every platform, each followed by what each reader said; nil when one cannot be
  /// performed on a platform (a script that could not pass is no baseline).
  private func run(_ steps: [(line: String, action: Action)]) -> [String]? {
    var sessions = platforms.map { session(on: $0) }
    var lines: [String] = []
    for step in steps {
      guard let said = perform(step.action, on: &sessions) else { return nil }
      lines.append(step.line)
      lines += expectations(said)
    }
    return lines
  }

  /// What each platform's reader says as `action` is performed in its session; nil when it
  /// cannot be performed on one.
  private func perform(_ action: Action, on sessions: inout [Session]) -> [Platform: Announcement]? {
    var said: [Platform: Announcement] = [:]
    for session in sessions.indices {
      let outcome = sessions[session].perform(action)
      if outcome.failure != nil { return nil }
      said[platforms[session]] = outcome.announcement
    }
    return said
  }
}
