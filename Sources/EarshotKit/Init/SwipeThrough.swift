extension StarterScript {
  /// `swipe right` from nothing focused (which lands on the first stop, as a run starts) to
  /// past the last stop, expecting each platform's announcement at each step. The platforms'
  /// orders may differ (iOS adds a sheet's dismiss element; grouping differs): both swipe the
  /// same number of times, and a platform already at its end expects silence, as the reader
  /// says nothing there. `expect focus` is written where every platform is on the same element
  /// and a target names it.
  ///
  /// A test holds at most `Limits.maximumStepsPerTest` statements, and a screen of thousands
  /// of stops may need more: the walk is then cut into parts of about half that many, each a test
  /// that starts with `focus` on the element the part before it ended on (a stop where every
  /// platform is on one element that a target names, and focusing it from the start leaves
  /// every reader where swiping did). If no such stop comes before a part is full, the rest
  /// of the walk is left out with a comment, so the script still compiles and passes.
  func swipeTests() -> [GeneratedTest] {
    var sessions = platforms.map { session(on: $0) }
    let longest = sessions.map(\.order.count).max() ?? 0
    guard longest > 0 else {
      let step = GeneratedTest.Block(
        lines: [
          "  # nothing on this screen can take focus: a swipe says nothing", "  swipe right",
          "  expect silence",
        ], steps: 1)
      return [GeneratedTest(name: Self.walkTestName(part: 1, of: 1), kind: .walkPart, blocks: [step])]
    }
    // A step writes `swipe right`, an `expect` per platform at most and `expect focus`.
    let stepStatements = 2 + platforms.count
    let full = limits.maximumStepsPerTest - stepStatements - 1
    // A walk sure to fit is one test, as it always was.
    let cut = (longest + 1) * stepStatements <= full ? Int.max : full / 2
    var parts: [[GeneratedTest.Block]] = []
    var blocks: [GeneratedTest.Block] = []
    var statements = 0
    for step in 0...longest {
      var said: [Platform: Announcement] = [:]
      var landed: [Int?] = []
      for index in sessions.indices {
        let outcome = sessions[index].swipe(forward: true)
        said[platforms[index]] = outcome.announcement
        landed.append(
          outcome.events.contains { if case .focusMoved = $0 { true } else { false } }
            ? sessions[index].focus : nil)
      }
      var lines = ["  swipe right"]
      if step == longest {
        lines.append("  # the end: focus stays and the reader says nothing")
      } else {
        lines.append("  # " + describeStops(landed, sessions))
      }
      let expected = expectations(said)
      lines += expected
      statements += 1 + expected.count
      guard step < longest else {
        blocks.append(GeneratedTest.Block(lines: lines, steps: 1))
        break
      }
      let target = commonTarget(landed, sessions)
      if let target {
        lines.append("  expect focus " + target)
        statements += 1
      }
      blocks.append(GeneratedTest.Block(lines: lines, steps: 1))
      if statements >= cut, let target, let resumed = sessionsResumed(like: sessions) {
        parts.append(blocks)
        (blocks, statements, sessions) = ([GeneratedTest.Block(lines: ["  focus " + target])], 1, resumed)
      } else if statements >= full {
        blocks[blocks.count - 1].lines += [
          "  # the rest of the walk is left out: a test holds at most \(limits.maximumStepsPerTest)",
          "  # statements, and no stop so far could start another (an element every platform is on",
          "  # and a target names alone)",
        ]
        break
      }
    }
    parts.append(blocks)
    return parts.enumerated().map { number, blocks in
      GeneratedTest(
        name: Self.walkTestName(part: number + 1, of: parts.count), kind: .walkPart, blocks: blocks)
    }
  }

  /// `swipe through every element, part 2 of 3`, without the part when there is one.
  static func walkTestName(part: Int, of count: Int) -> String {
    let title = "swipe through every element"
    return count == 1 ? title : "\(title), part \(part) of \(count)"
  }

  /// Fresh sessions after `focus` on the element `sessions` are on, if each is then where they
  /// are (the same focus in the same order), so that a new test can go on from there.
  private func sessionsResumed(like sessions: [Session]) -> [Session]? {
    guard let node = sessions[0].focus, let element = sessions[0].model.nodes[node].elementIndex else {
      return nil
    }
    var resumed: [Session] = []
    for (platform, walked) in zip(platforms, sessions) {
      var session = session(on: platform)
      guard session.perform(.focus(element: element)).failure == nil, session.focus == walked.focus,
        session.order == walked.order
      else { return nil }
      resumed.append(session)
    }
    return resumed
  }

  /// `button "Submit"`, or `ios: …; android: …` when the platforms are on different stops.
  private func describeStops(_ landed: [Int?], _ sessions: [Session]) -> String {
    // A comment names the stop; a long name is cut, as a message echoes it, so that what
    // the script writes grows with the screen only by what it checks.
    let each = zip(landed, sessions).map { node, session in
      node.map {
        VisibleText.sanitized(VisibleText.truncated(session.model.describe($0), to: VisibleText.maximumEcho))
      }
        ?? "(at its end)"
    }
    if Set(each).count == 1 { return each[0] }
    return zip(platforms, each).map { "\($0.rawValue): \($1)" }.joined(separator: "; ")
  }

  /// The target of the element every platform's focus is on, when it is the same one.
  private func commonTarget(_ landed: [Int?], _ sessions: [Session]) -> String? {
    let elements = zip(landed, sessions).map { node, session in
      node.flatMap { session.model.nodes[$0].elementIndex }
    }
    guard let first = elements.first, let element = first, elements.allSatisfy({ $0 == element }),
      let node = landed[0]
    else { return nil }
    return namer.target(ofNode: node, in: sessions[0].model)
  }
}
