extension StarterScript {
  /// A test per toast or snackbar that an element `shows`: focus the element, `doubletap`,
  /// expect what each reader says as it is shown, and that focus stayed on the element. One is
  /// left out, with a comment, when no element showing it can be named as a target or the run
  /// does not activate it from the start on every platform.
  func shownTests() -> [ScriptEntry] {
    let model = compiled.model(on: platforms[0])
    var tests: [ScriptEntry] = []
    for shown in model.nodes.indices where model.nodes[shown].entry.isShown {
      let title = VisibleText.sanitized(model.describe(shown))
      let showers = model.nodes.indices.filter { model.transient(shownBy: $0) == shown }
      let written = showers.lazy.compactMap { shower -> GeneratedTest? in
        guard let element = model.nodes[shower].elementIndex, let target = namer.target(ofElement: element)
        else { return nil }
        return shownTest(title: title, shower: element, target: target)
      }.first
      if let written {
        tests.append(.test(written))
      } else if !showers.isEmpty {
        tests.append(
          .comment([
            "# \(title): no test, since no element that shows it can be named as a target, or it is not",
            "# shown from the start on every platform.",
          ]))
      }
    }
    return tests
  }

  private func shownTest(title: String, shower element: Int, target: String) -> GeneratedTest? {
    var focused: [Platform: Announcement] = [:]
    var shown: [Platform: Announcement] = [:]
    var stays = true
    for platform in platforms {
      var session = session(on: platform)
      let said = session.perform(.focus(element: element))
      guard said.failure == nil else { return nil }
      let node = session.focus
      let activated = session.activate()
      guard activated.events.contains(where: { if case .activated = $0 { true } else { false } }) else {
        return nil
      }
      focused[platform] = said.announcement
      shown[platform] = activated.announcement
      stays = stays && session.focus == node
    }
    var lines = ["  focus " + target]
    lines += expectations(focused)
    lines += ["  doubletap"] + expectations(shown)
    if stays { lines.append("  expect focus " + target) }
    return GeneratedTest(
      name: ScriptText.testName(title, " is shown", maximumLength: limits.maximumStringLength), lines: lines)
  }
}
