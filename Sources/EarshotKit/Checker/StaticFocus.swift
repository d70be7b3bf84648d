/// Which element has screen-reader focus before each statement, as far as it is known without
/// running anything: after `focus X` it is X; activating an element that stays put keeps it;
/// anything that may move focus (swipes, navigation keys, opening or closing a sheet) makes it
/// unknown until the next `focus`. Focus starts unknown in every test.
struct StaticFocus {
  /// An index into the context's elements; nil: unknown.
  private(set) var focused: Int?

  /// Steps over one statement; `target` is what its first target resolved to.
  mutating func advance(
    over kind: StatementKind, target: CheckContext.IndexResolution?, in context: CheckContext
  ) {
    switch kind {
    case .focus:
      if case .element(let element) = target { focused = element } else { focused = nil }
    case .swipe, .dismiss:
      focused = nil
    case .doubletap:
      if let element = focused, context.index.movesFocusWhenActivated[element] { focused = nil }
    case .press(let keys):
      let chord = chord(of: keys)
      if chord != "space", chord != "enter" {
        focused = nil
      } else if let element = focused, context.index.movesFocusWhenActivated[element] {
        focused = nil
      }
    case .expect, .audit:
      break
    }
  }
}
