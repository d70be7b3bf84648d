/// What a script makes the screen reader do, resolved: the element a
/// `focus` names is its identity in the screen (its index in `Screen.allElements`), shared by
/// the checker, which resolved it, and every platform's screen model.
public enum Action: Sendable, Equatable {
  /// `focus X`.
  case focus(element: Int)
  /// `swipe right` (forward) or `swipe left`.
  case swipe(forward: Bool)
  /// `doubletap`: activate the focused element.
  case activate
  /// `press KEY`.
  case press(KeyChord)
  /// `dismiss`: the escape gesture.
  case dismiss
  /// `swipe up` (`up`) or `swipe down`: adjusts the focused element one step, if it is
  /// adjustable; with a rotor set, they move to the previous (`up`) or next element of the
  /// rotor's kind instead (`Focus.perform`).
  case verticalSwipe(up: Bool)
  /// `type "…"`: the text (a script text, which the runner reads) entered into the focused
  /// field.
  case type(Text)
  /// `rotor headings`: what vertical swipes move by from now on (nil: `rotor default`).
  case rotor(RotorItem?)
}
