extension StarterScript {
  /// A test per sheet or dialog that starts closed (a snackbar is `shownTests`'s): focus its opener, `doubletap`, expect what is said
  /// and the sheet's size, `dismiss`, expect the opener to speak again with focus back on it.
  /// A sheet is left out, with a comment, when no opener can be named as a target or the
  /// simulator does not open and close it from the start on every platform (its opener is in
  /// another sheet, say): a script that could not pass is no baseline. A pop-up the platform
  /// adds (a drop-down's menu) is tested through the element that opens it.
  func sheetTests() -> [ScriptEntry] {
    let model = compiled.model(on: platforms[0])
    let open = Set(model.sheetsOpenAtStart)
    var tests: [ScriptEntry] = []
    for sheet in model.nodes.indices
    where model.nodes[sheet].entry.structure == .sheet && !model.nodes[sheet].entry.isShown
      && !open.contains(sheet)
    {
      let sheetElement = model.nodes[sheet].elementIndex
      let openers = model.nodes.indices.filter { model.sheet(openedBy: $0) == sheet }
      // A pop-up the platform adds is named by its opener: its own description names the
      // platform that added it.
      guard sheetElement != nil || openers.count == 1 else { continue }
      let title = VisibleText.sanitized(
        sheetElement == nil
          ? "\(model.nodes[sheet].entry.title) of \(model.describe(openers[0]))" : model.describe(sheet))
      let written = openers.lazy.compactMap { opener -> GeneratedTest? in
        guard let element = model.nodes[opener].elementIndex, let target = namer.target(ofElement: element)
        else { return nil }
        return sheetTest(title: title, sheet: sheetElement, opener: element, target: target)
      }.first
      if let written {
        tests.append(.test(written))
      } else if !openers.isEmpty {
        tests.append(
          .comment([
            "# \(title): no test, since no element that opens it can be named as a target, or it does not",
            "# open and close from the start on every platform.",
          ]))
      }
    }
    return tests
  }

  /// What one platform's run does: each step's announcement, the sheet's size once open, and
  /// where focus is after `dismiss`; nil when the sheet does not open and close.
  private struct SheetRun {
    var focused = Announcement.silence
    var opened = Announcement.silence
    var size: StateName
    var closed = Announcement.silence
    var backOnOpener: Bool
  }

  /// `element`: the sheet's element; nil for a pop-up the platform adds, which its opener opens.
  private func sheetRun(on platform: Platform, sheet element: Int?, opener: Int) -> SheetRun? {
    var session = session(on: platform)
    let openerNode = session.model.node(ofElement: opener)
    guard let sheet = element.map(session.model.node(ofElement:)) ?? session.model.sheet(openedBy: openerNode)
    else { return nil }
    let focused = session.perform(.focus(element: opener))
    guard focused.failure == nil else { return nil }
    let opened = session.activate()
    guard opened.events.contains(where: { if case .sheetOpened(sheet, _) = $0 { true } else { false } })
    else { return nil }
    let size = session.size(ofSheet: sheet)
    let closed = session.dismiss()
    guard closed.events.contains(where: { if case .sheetClosed(sheet) = $0 { true } else { false } })
    else { return nil }
    return SheetRun(
      focused: focused.announcement, opened: opened.announcement, size: size, closed: closed.announcement,
      backOnOpener: session.focus == session.stop(for: session.model.node(ofElement: opener)))
  }

  private func sheetTest(title: String, sheet: Int?, opener: Int, target: String) -> GeneratedTest? {
    var runs: [Platform: SheetRun] = [:]
    for platform in platforms {
      guard let run = sheetRun(on: platform, sheet: sheet, opener: opener) else { return nil }
      runs[platform] = run
    }
    var lines = ["  focus " + target]
    lines += expectations(runs.mapValues(\.focused))
    lines += ["  doubletap"] + expectations(runs.mapValues(\.opened))
    // The size, where the sheet's kind has sizes and a target names the sheet.
    let model = compiled.model(on: platforms[0])
    if let sheet, let sheetTarget = namer.target(ofElement: sheet) {
      let sizes = model.nodes[model.node(ofElement: sheet)].entry.exclusiveStates.first ?? []
      let each = platforms.map { runs[$0]!.size }
      if Set(each).count == 1, sizes.contains(each[0]) {
        lines.append("  expect state \(each[0].rawValue) of \(sheetTarget)")
      } else {
        for platform in platforms where sizes.contains(runs[platform]!.size) {
          lines.append(
            "  expect \(platform.rawValue) state \(runs[platform]!.size.rawValue) of \(sheetTarget)")
        }
      }
    }
    lines += ["  dismiss"] + expectations(runs.mapValues(\.closed))
    if platforms.allSatisfy({ runs[$0]!.backOnOpener }) { lines.append("  expect focus " + target) }
    return GeneratedTest(
      name: ScriptText.testName(title, " opens and closes", maximumLength: limits.maximumStringLength),
      lines: lines)
  }
}
