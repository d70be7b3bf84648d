import Foundation
import Testing

@testable import EarshotKit

/// What the fixtures' words do not show: the state a run has changed (`LiveState`), and the
/// model's other answers (role words, names, the nodes a stop reads, collections).
@Suite struct VoiceOverModelTests {
  func model(_ fixture: String) throws -> VoiceOverModel {
    let url = VoiceOverFixtureTests.folder.appendingPathComponent(fixture)
    let text = try String(contentsOf: url, encoding: .utf8)
    return VoiceOverModel(tree: try #require(PlatformTree.reading(text, path: fixture)))
  }

  func words(_ model: VoiceOverModel, _ stop: Int, _ change: (inout LiveState) -> Void = { _ in }) -> String {
    var live = LiveState(captured: model.tree[stop])
    change(&live)
    return model.utterance(of: stop, live: live).joined(separator: ", ")
  }

  @Test func aSwitchSaysItsLiveState() throws {
    let model = try model("switch-states.xml")
    let wifi = model.stops[0]
    #expect(words(model, wifi) { $0.checked = false } == "Wi-Fi, Switch Button, Off")
    #expect(words(model, wifi) { $0.enabled = false } == "Wi-Fi, Dimmed, Switch Button, On")
    var disabled = LiveState(captured: model.tree[wifi])
    disabled.enabled = false
    #expect(model.usageHint(of: wifi, live: disabled) == nil)
  }

  @Test func aCellReadWithItsSwitchTogglesAndReadsBoth() throws {
    let model = try model("switch-states.xml")
    let cell = model.stops[2]
    #expect(model.tree[cell].type == "Cell")
    #expect(words(model, cell) { $0.checked = true } == "Location Services, Switch Button, On")
    #expect(model.readNodes(of: cell).map { model.tree[$0].type } == ["StaticText", "Switch"])
    #expect(model.roleName(of: cell) == "Switch Button")
    #expect(model.behaviour(of: cell) == .toggleSwitch)
    #expect(model.name(of: cell) == nil)
  }

  @Test func aFieldSaysWhatIsTypedInIt() throws {
    let model = try model("cell-contents.xml")
    let server = try #require(model.stops.first { model.tree[$0].label == "Server" })
    #expect(words(model, server) { $0.text = "10.0.0.1" } == "Server, 10.0.0.1, Text Field")
    #expect(words(model, server) { $0.text = "" } == "Server, Text Field")
    let password = try #require(model.stops.first { model.tree[$0].label == "Password" })
    #expect(words(model, password) { $0.text = "secret" } == "Password, 6 characters, Secure Text Field")
  }

  @Test func aTabSaysItsLiveSelection() throws {
    let model = try model("tabbar-badges-selected.xml")
    let discover = try #require(model.stops.first { model.tree[$0].label == "Discover" })
    #expect(words(model, discover) { $0.selected = true } == "Selected, Discover, Tab, 3 of 4")
    #expect(model.roleName(of: discover) == "Tab")
    let bar = try #require(model.tree.parent(of: discover))
    #expect(!model.isCollection(bar))
  }

  @Test func roleWordsAndNames() throws {
    let model = try model("navbar-back-labelled-back.xml")
    let back = model.stops[0]
    #expect(model.roleName(of: back) == "Back Button")
    // The label is not spoken, but it is still the element's name.
    #expect(model.name(of: back) == "Back")
    let titled = try self.model("navbar-back-with-title.xml")
    #expect(titled.stops.map { titled.roleName(of: $0) } == ["Back Button", "Heading", "Button"])
    let text = try self.model("disabled-and-text.xml")
    #expect(text.roleName(of: text.stops[2]) == nil)
    #expect(text.readNodes(of: text.stops[0]).isEmpty)
  }

  /// AccessibilitySnapshot's `accessibilityDescription` hint: a switch's and an adjustable
  /// element's trait hint follow the element's own, a text entry's replaces it, and an element
  /// that is not enabled keeps only its own.
  @Test func theOwnHintAndTheTraitHint() {
    func hint(_ traits: IOSTraits, enabled: Bool = true, own: String?, labelled: Bool = true) -> String? {
      IOSComposition.hint(traits: traits, enabled: enabled, own: own, hasLabelOrValue: labelled)
    }
    let toggle: IOSTraits = [.button, .switchButton]
    #expect(hint(toggle, own: "Connect devices") == "Connect devices, Double tap to toggle setting")
    #expect(hint(toggle, enabled: false, own: "Connect devices") == "Connect devices")
    #expect(hint(toggle, enabled: false, own: nil) == nil)
    #expect(hint([.textEntry], own: "Your work address") == "Double tap to edit")
    #expect(
      hint([.adjustable], own: "Volume of calls")
        == "Volume of calls, Swipe up or down with one finger to adjust the value")
    #expect(hint([.adjustable], own: "Volume of calls", labelled: false) == "Volume of calls")
    #expect(hint([.button], own: "Opens the menu") == "Opens the menu")
  }
}
