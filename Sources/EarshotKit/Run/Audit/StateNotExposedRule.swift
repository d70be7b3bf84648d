/// A selection the screen shows is one the reader speaks: the capture's selected part is the
/// control the reader stops on, and a tab bar exposes which tab is current.
///
/// What "the screen shows it" means: in a capture, a node marked selected (uiautomator and
/// Appium Android `selected="true"`, Appium iOS `selected="true"`, debugDescription `Selected`)
/// that is a part merged into the control the reader stops on, which is not itself selected: the
/// reader speaks the stop's state, never its parts'. In any screen, a `tabs` whose tabs none is
/// `selected`: a tab bar always shows its current tab (a set of radio buttons may have none
/// chosen, so they are not reported). Sources: Apple's `XCUIAccessibilityAuditType.trait`
/// (missing traits, such as `.isSelected`); WCAG 4.1.2 Name, Role, Value (states); the row seed
/// (001): "Label, button, selected". ATF has no such check.
struct StateNotExposedRule: AuditRule {
  let id = "state-not-exposed"
  let invariant = "A selection the screen shows is exposed as the state of the control the reader stops on."
  let seed = "001"
  let severity = Severity.warning

  static let chosenStates: Set<StateName> = [.selected, .checked, .on]

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    let reader = model.platform.readerName
    if model.isStop(node), model.nodes[node].element.hasSelectedPart,
      session.states[node].isDisjoint(with: Self.chosenStates)
    {
      return [
        "a part of \(model.describe(node)) is selected in the capture, but \(model.describe(node)) is not, so \(reader) never says \"selected\"; mark the control itself selected"
      ]
    }
    guard let tabs = model.listItems[node], !tabs.isEmpty,
      tabs.allSatisfy({ model.nodes[$0].entry.activation == .choose(.selected) }),
      !tabs.contains(where: { session.states[$0].contains(.selected) })
    else { return [] }
    return [
      "no tab of \(model.describe(node)) is selected, so \(reader) never says which one is current; mark the current tab selected"
    ]
  }
}
