/// Which element has screen-reader focus before each statement, as far as it is known without
/// running anything: after `focus X` it is X; activating an element that stays put keeps it;
/// anything that may move focus (swipes, navigation keys, opening or closing a sheet) makes it
/// unknown until the next `focus`.
public enum StaticFocus {
  /// Each statement with the element focused when it runs (nil: unknown).
  public static func walk(_ test: TestCase, in context: CheckContext) -> [(Statement, Element?)] {
    var focused: Element?
    var result: [(Statement, Element?)] = []
    for statement in test.statements {
      result.append((statement, focused))
      switch statement.kind {
      case .focus(let target):
        if case .element(let element) = context.resolve(target) { focused = element } else { focused = nil }
      case .swipe, .dismiss:
        focused = nil
      case .doubletap:
        if let element = focused, movesFocusWhenActivated(element, context) { focused = nil }
      case .press(let keys):
        let chord = keys.map(\.value).joined(separator: "+")
        if chord != "space", chord != "enter" {
          focused = nil
        } else if let element = focused, movesFocusWhenActivated(element, context) {
          focused = nil
        }
      case .expect, .audit:
        break
      }
    }
    return result
  }

  private static func movesFocusWhenActivated(_ element: Element, _ context: CheckContext) -> Bool {
    if element.opens != nil { return true }
    return ["dismiss", "close"].contains(context.entry(of: element)?.id ?? "")
      || element.names.contains { $0.lowercased() == "close" }
  }
}
