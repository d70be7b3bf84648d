/// Which element has screen-reader focus before each statement, as far as it is known without
/// running anything: after `focus X` it is X; activating an element that stays put keeps it;
/// anything that may move focus (swipes, navigation keys, opening or closing a sheet) makes it
/// unknown until the next `focus`.
public enum StaticFocus {
  /// Each statement (an index into `context.statements`) with the element focused when it runs
  /// (an index into `context.elements`; nil: unknown). Focus starts unknown in every test.
  public static func walk(_ context: CheckContext) -> [(statement: Int, focused: Int?)] {
    var result: [(statement: Int, focused: Int?)] = []
    result.reserveCapacity(context.statements.count)
    var position = 0
    for test in context.script?.tests ?? [] {
      var focused: Int?
      for statement in test.statements {
        result.append((position, focused))
        position += 1
        switch statement.kind {
        case .focus(let target):
          if case .element(let element) = context.resolveIndex(target) {
            focused = element
          } else {
            focused = nil
          }
        case .swipe, .dismiss:
          focused = nil
        case .doubletap:
          if let element = focused, movesFocusWhenActivated(element, context) { focused = nil }
        case .press(let keys):
          let chord = keys.count == 1 ? keys[0].value : keys.map(\.value).joined(separator: "+")
          if chord != "space", chord != "enter" {
            focused = nil
          } else if let element = focused, movesFocusWhenActivated(element, context) {
            focused = nil
          }
        case .expect, .audit:
          break
        }
      }
    }
    return result
  }

  private static func movesFocusWhenActivated(_ index: Int, _ context: CheckContext) -> Bool {
    let element = context.elements[index]
    if element.opens != nil { return true }
    return ["dismiss", "close"].contains(context.entry(of: element)?.id ?? "")
      || element.names.contains { $0.lowercased() == "close" }
  }
}
