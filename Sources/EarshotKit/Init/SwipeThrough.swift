extension StarterScript {
  /// `swipe right` from nothing focused (which lands on the first stop, as a run starts) to
  /// past the last stop, expecting each platform's announcement at each step. The platforms'
  /// orders may differ (iOS adds a sheet's dismiss element; grouping differs): both swipe the
  /// same number of times, and a platform already at its end expects silence, as the reader
  /// says nothing there. `expect focus` is written where every platform is on the same element
  /// and a target names it.
  func swipeTest() -> [String] {
    var sessions = platforms.map { compiled.session(on: $0) }
    let longest = sessions.map(\.order.count).max() ?? 0
    var lines = ["test \"swipe through every element\" {"]
    guard longest > 0 else {
      return lines + [
        "  # nothing on this screen can take focus: a swipe says nothing", "  swipe right",
        "  expect silence", "}",
      ]
    }
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
      if step > 0 { lines.append("") }
      lines.append("  swipe right")
      if step == longest {
        lines.append("  # the end: focus stays and the reader says nothing")
      } else {
        lines.append("  # " + describeStops(landed, sessions))
      }
      lines += expectations(said)
      if step < longest, let target = commonTarget(landed, sessions) {
        lines.append("  expect focus " + target)
      }
    }
    return lines + ["}"]
  }

  /// `button "Submit"`, or `ios: …; android: …` when the platforms are on different stops.
  private func describeStops(_ landed: [Int?], _ sessions: [Session]) -> String {
    let each = zip(landed, sessions).map { node, session in
      node.map { VisibleText.sanitized(session.model.describe($0)) } ?? "(at its end)"
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
