import EarshotKit
import Testing

/// The actions rotor and the disclosure on both readers' models: what each lists, where the
/// choice starts and wraps, what performing an action changes, and which stops a collapsed
/// disclosure leaves out (docs/components.md "Custom actions and disclosures").
@Suite struct ActionsAndDisclosureTests {
  static let screen = """
    button "Mail" action "Delete" action "Archive"
    disclosure "More" action "Pin" {
      switch "Proxy" off
    }
    switch "Wi-Fi" on action "Details"
    button "Save"
    """

  private func session(_ platform: Platform) throws -> Session {
    try VoiceTests.session(Self.screen, on: platform)
  }

  private func node(_ session: Session, _ name: String) throws -> Int {
    try #require(session.model.nodes.indices.first { session.model.nodes[$0].element.names.contains(name) })
  }

  private func names(_ session: Session) -> [String] {
    session.order.map { session.model.nodes[$0].element.name?.value ?? "?" }
  }

  @Test func eachReaderListsItsActions() throws {
    // TalkBack: Activate first, then the node's menu actions, Expand before custom ones
    // (populateActionItemsForNode, CustomActionMenu); VoiceOver: the custom actions alone.
    let android = try session(.android)
    let ios = try session(.ios)
    #expect(
      Array(android.focusModel.actionItems(of: try node(android, "More"))) == [
        .activate, .expand, .custom("Pin"),
      ])
    #expect(Array(ios.focusModel.actionItems(of: try node(ios, "More"))) == [.custom("Pin")])
    #expect(android.focusModel.actionItems(of: try node(android, "Save")).isEmpty)
    #expect(ios.focusModel.actionItems(of: try node(ios, "Save")).isEmpty)
  }

  @Test(arguments: [
    (Platform.android, ["Delete", "Archive", "Activate", "Delete"], ["Archive", "Delete", "Activate"]),
    (.ios, ["Delete", "Archive", "Delete", "Archive"], ["Archive", "Delete", "Archive"]),
  ])
  func theChoiceStartsWhereTheReaderStartsAndWraps(
    _ platform: Platform, _ down: [String], _ up: [String]
  ) throws {
    // changeAction: `(currentActionIndex ± 1) % actionSize` from Activate (TalkBack); VoiceOver
    // from before the first [derived].
    var session = try session(platform)
    _ = session.focus(on: try node(session, "Mail"))
    _ = session.perform(.rotor(.actions))
    #expect(
      down.map { _ in session.perform(.verticalSwipe(up: false)).announcement.withoutHint.text } == down)
    _ = session.perform(.rotor(.actions))
    #expect(up.map { _ in session.perform(.verticalSwipe(up: true)).announcement.withoutHint.text } == up)
  }

  @Test(arguments: Platform.allCases)
  func aCollapsedDisclosuresContentIsOutOfTheOrderUntilExpanded(_ platform: Platform) throws {
    var session = try session(platform)
    let more = try node(session, "More")
    let proxy = try node(session, "Proxy")
    #expect(names(session) == ["Mail", "More", "Wi-Fi", "Save"])
    #expect(
      session.focusModel.whyUnreachable(proxy)?.text
        == #"switch "Proxy" is in disclosure "More", which is collapsed"#)
    _ = session.focus(on: more)
    let expanded = session.activate()
    #expect(expanded.events.contains(.stateChanged(more, from: "collapsed", to: "expanded")))
    #expect(names(session) == ["Mail", "More", "Proxy", "Wi-Fi", "Save"])
    #expect(session.focusModel.whyUnreachable(proxy) == nil)
    _ = session.activate()
    #expect(names(session) == ["Mail", "More", "Wi-Fi", "Save"])
  }

  @Test func talkBacksExpandActionExpandsSilentlyAndLeavesActivateChosen() throws {
    // Performing Expand says nothing of TalkBack's own [derived]; once expanded the node offers
    // Collapse, and the chosen Expand is gone, so Activate is chosen (populateActionItemsForNode).
    var session = try session(.android)
    let more = try node(session, "More")
    _ = session.focus(on: more)
    _ = session.perform(.rotor(.actions))
    #expect(
      session.perform(.verticalSwipe(up: false)).announcement.text
        == "Expand, Double-tap to perform the action")
    let performed = session.activate()
    #expect(performed.announcement.isSilent)
    #expect(performed.events.first == .actionPerformed(more, "Expand"))
    #expect(session.states[more].contains(.expanded))
    #expect(names(session) == ["Mail", "More", "Proxy", "Wi-Fi", "Save"])
    #expect(session.focusModel.chosenAction == nil)
    #expect(session.perform(.verticalSwipe(up: false)).announcement.withoutHint.text == "Collapse")
  }

  @Test(arguments: Platform.allCases)
  func aCustomActionOnASwitchDoesNotToggleIt(_ platform: Platform) throws {
    var session = try session(platform)
    let wifi = try node(session, "Wi-Fi")
    _ = session.focus(on: wifi)
    _ = session.perform(.rotor(.actions))
    #expect(session.perform(.verticalSwipe(up: false)).announcement.withoutHint.text == "Details")
    let performed = session.activate()
    #expect(performed.events == [.actionPerformed(wifi, "Details")])
    #expect(session.states[wifi].contains(.on))
  }

  @Test func earshotScreenShowsACollapsedDisclosureExpanded() throws {
    let (screen, _) = Parser.parseScreen(SourceFile(path: "more.screen", text: Self.screen))
    let report = SwipeOrderReport.render(screen, on: .ios)
    #expect(report.contains("\nwhile disclosure \"More\" is expanded:\n"))
    #expect(report.contains("More, Button, Expanded"))
    #expect(report.contains("Proxy, Switch Button, Off"))
  }
}
