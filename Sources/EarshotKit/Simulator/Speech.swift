/// What a screen reader says after one action: zero or more utterances in the order spoken.
public struct Announcement: Sendable, Equatable {
  public var utterances: [Utterance]

  public init(_ utterances: [Utterance] = []) {
    self.utterances = utterances
  }

  public static let silence = Announcement()

  public var isSilent: Bool { utterances.isEmpty }

  /// The canonical rendering `expect exactly` compares with: utterances joined by `, `
  /// (`Submit, Button, Double-tap to activate` on TalkBack).
  public var text: String { utterances.map(\.text).joined(separator: ", ") }

  /// The same announcement without its hint utterance. A hint is spoken on its own after a
  /// pause, so an expectation may stop before it.
  public var withoutHint: Announcement {
    Announcement(utterances.filter { $0.kind != .hint })
  }

  public var hasHint: Bool { utterances.contains { $0.kind == .hint } }
}

public struct Utterance: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// What the reader says for the focused element, or after an action (a new state).
    case speech
    /// The usage hint, spoken separately after a pause.
    case hint
    /// A live announcement the app posts (`announces`).
    case live
    /// What the reader says as a character is typed (the typing echo), one per character.
    case echo

    /// The transcript's word for it: `say`, `hint`, `announce`.
    var verb: String {
      switch self {
      case .speech: return "say"
      case .hint: return "hint"
      case .live: return "announce"
      case .echo: return "echo"
      }
    }
  }

  public let kind: Kind
  public let parts: [String]

  public init(_ kind: Kind, _ parts: [String]) {
    self.kind = kind
    self.parts = parts
  }

  public var text: String { parts.joined(separator: ", ") }
}

/// Something that happened on the simulated device, for the transcript.
public enum Event: Sendable, Equatable {
  case focusMoved(to: Int)
  /// A swipe or key past either end: focus stays and nothing is said.
  case boundary(atEnd: Bool)
  /// A rotor move past the last (or before the first) element of the rotor's kind: focus
  /// stays, though elements of other kinds may follow.
  case rotorBoundary(RotorItem, atEnd: Bool)
  case activated(Int)
  case stateChanged(Int, from: String, to: String)
  /// A sheet opened, at its size (empty: a pop-up that has no sizes, a drop-down's menu).
  case sheetOpened(Int, size: String)
  case sheetResized(Int, from: String, to: String)
  case sheetClosed(Int)
  /// A toast was shown (a snackbar opens as a sheet does: `sheetOpened`).
  case shown(Int)
  /// An element's value changed (a slider adjusted, text typed into a field), each value as
  /// the transcript shows it: quoted, or for a field that hides its text only its length.
  case valueChanged(Int, from: String, to: String)
  /// An input that did nothing, and why.
  case noEffect(String)
  /// With `rotor actions`, the action a vertical swipe chose on an element, by its spoken name.
  case actionChosen(Int, String)
  /// A double tap performed the chosen action on an element (not `Activate`).
  case actionPerformed(Int, String)
}
