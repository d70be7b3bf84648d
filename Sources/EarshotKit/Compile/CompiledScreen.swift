/// A screen compiled once, for every script that names it: its AST, the index targets resolve
/// with, each platform's screen model and the session a test starts from, and the screen's own
/// diagnostics. It is an explicit value, not a cache: a suite compiles each screen it needs
/// once (`Compiler.compile`) and hands the value to the checker and, through the program, to
/// the runner, so that both work on the same models and the same element identities.
public struct CompiledScreen: Sendable {
  public var screen: Screen { _read { yield storage.screen } }
  /// The elements by name and id, for resolving targets.
  public var index: ScreenIndex { _read { yield storage.index } }
  /// Reading, parsing or importing the screen, and the screen rules (`CheckScope.screen`).
  public internal(set) var diagnostics: [Diagnostic] = []
  /// The rest, behind one reference: every script's result holds its screen, and a suite
  /// copies results, so a copy is one reference, not a dozen.
  private let storage: Storage

  private final class Storage: Sendable {
    let screen: Screen
    let index: ScreenIndex
    /// A fresh session per platform (`Platform.allCases` order), with default settings: each
    /// run of a test starts from a copy.
    let sessions: [Session]
    /// Each session's model and focus model, kept apart: the checker copies a focus model for
    /// every test, and reading it out of a session copied the whole session.
    let models: [ScreenModel]
    let focusModels: [Focus]
    /// For each element, the platforms on which it can take focus (while its sheets are
    /// open): bit `1 << n` for the n-th of `Platform.allCases`.
    let focusable: [UInt8]

    init(screen: Screen, index: ScreenIndex, sessions: [Session], focusable: [UInt8]) {
      self.screen = screen
      self.index = index
      self.sessions = sessions
      models = sessions.map(\.model)
      focusModels = sessions.map(\.focusModel)
      self.focusable = focusable
    }
  }

  public init(_ screen: Screen, catalogue: Catalogue = .standard) {
    let index = ScreenIndex(screen, catalogue: catalogue)
    // The index has the elements and their entries: the models share what it knows.
    let elements = ScreenElementFacts(index.elements, entryIndices: index.entries, catalogue: catalogue)
    let models = Platform.allCases.map {
      ScreenModel(screen: screen, platform: $0, catalogue: catalogue, elements: elements)
    }
    var focusable = [UInt8](repeating: 0, count: index.elements.count)
    for (bit, model) in models.enumerated() {
      // `whyNotFocusable(_:) == nil`, asked without making the message it would give.
      for element in focusable.indices where model.canTakeFocus(model.node(ofElement: element)) {
        focusable[element] |= 1 << bit
      }
    }
    storage = Storage(
      screen: screen, index: index, sessions: models.map { Session(model: $0) }, focusable: focusable)
  }

  public func model(on platform: Platform) -> ScreenModel {
    storage.models[platform.ordinal]
  }

  /// Where focus is when a test starts on `platform`, and what moves it.
  public func focusModel(on platform: Platform) -> Focus {
    storage.focusModels[platform.ordinal]
  }

  /// The session a test starts from on `platform`, reading with `settings`.
  public func session(on platform: Platform, settings: ReaderSettings = ReaderSettings()) -> Session {
    var session = storage.sessions[platform.ordinal]
    session.settings = settings
    return session
  }

  /// Whether the element (by its index in `Screen.allElements`) can take focus on any of
  /// `platforms`.
  public func isFocusable(_ element: Int, on platforms: [Platform]) -> Bool {
    platforms.contains { storage.focusable[element] & (1 << $0.ordinal) != 0 }
  }
}

extension Platform {
  /// Its position in `allCases`, for tables kept per platform.
  public var ordinal: Int { self == .ios ? 0 : 1 }
}

extension CompiledScreen {
  /// Whether both are the one compilation of a screen (a suite compiles each file once).
  func isSame(as other: CompiledScreen) -> Bool { storage === other.storage }
}
