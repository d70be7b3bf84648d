extension Focus {
  /// Why an action did nothing, as facts: the run's transcript says it (`text(in:)`), while
  /// the checker's walk, which performs every action of every test, never builds the words.
  public enum NoEffect: Sendable, Equatable {
    /// `dismiss` (or escape) with no sheet open.
    case noSheetOpen
    case nothingHasFocus
    /// A swipe or navigation key with nothing in the order.
    case nothingCanTakeFocus
    case notInteractive(Int)
    case disabled(Int)
    /// The focused component has the key on another platform only (seed 002: enter on
    /// Android only).
    case keyOnOtherPlatform(KeyChord, focused: Int)
    case keyDoesNothing(KeyChord)
    /// `swipe up` or `swipe down` on an element that is not adjustable (and no rotor is set).
    case notAdjustable(Int)
    /// `type` with an element focused that takes no text.
    case notEditable(Int)

    /// The transcript's words for it.
    public func text(in model: ScreenModel) -> String {
      switch self {
      case .noSheetOpen: return "no sheet is open"
      case .nothingHasFocus: return "nothing has focus"
      case .nothingCanTakeFocus: return "nothing can take focus"
      case .notInteractive(let node): return "\(model.describe(node)) is not interactive"
      case .disabled(let node): return "\(model.describe(node)) is disabled"
      case .keyOnOtherPlatform(let key, let node):
        let rule = model.nodes[node].entry.keyboard.first { $0.input == .key(key) }
        return
          "\(key.rawValue) does nothing on \(model.platform.systemName) (seed: \"\(rule?.source ?? "")\")"
      case .keyDoesNothing(let key): return "\(key.rawValue) does nothing"
      case .notAdjustable(let node):
        return "\(model.describe(node)) is not adjustable, and no rotor is set"
      case .notEditable(let node): return "\(model.describe(node)) takes no text"
      }
    }
  }
}
