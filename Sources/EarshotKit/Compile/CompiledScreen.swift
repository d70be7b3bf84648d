/// A screen compiled once, for every script that names it: its AST, the index targets resolve
/// with, each platform's screen model and the session a test starts from, and the screen's own
/// diagnostics. It is an explicit value, not a cache: a suite compiles each screen it needs
/// once (`Compiler.compile`) and hands the value to the checker and, through the program, to
/// the runner, so that both work on the same models and the same element identities.
public struct CompiledScreen: Sendable {
  public let screen: Screen
  /// The elements by name and id, for resolving targets.
  public let index: ScreenIndex
  /// Reading, parsing or importing the screen, and the screen rules (`CheckScope.screen`).
  public internal(set) var diagnostics: [Diagnostic] = []
  /// A fresh session per platform (`Platform.allCases` order), with default settings: each
  /// run of a test starts from a copy, and the checker walks a copy of its focus model.
  private let sessions: [Session]
  /// For each element, the platforms on which it can take focus (while its sheets are open):
  /// bit `1 << n` for the n-th of `Platform.allCases`.
  private let focusable: [UInt8]

  public init(_ screen: Screen, catalogue: Catalogue = .standard) {
    self.screen = screen
    index = ScreenIndex(screen, catalogue: catalogue)
    let models = Platform.allCases.map { ScreenModel(screen: screen, platform: $0, catalogue: catalogue) }
    sessions = models.map { Session(model: $0) }
    var focusable = [UInt8](repeating: 0, count: index.elements.count)
    for (bit, model) in models.enumerated() {
      for element in focusable.indices where model.whyNotFocusable(model.node(ofElement: element)) == nil {
        focusable[element] |= 1 << bit
      }
    }
    self.focusable = focusable
  }

  public func model(on platform: Platform) -> ScreenModel {
    sessions[platform.ordinal].model
  }

  /// The session a test starts from on `platform`, reading with `settings`.
  public func session(on platform: Platform, settings: ReaderSettings = ReaderSettings()) -> Session {
    var session = sessions[platform.ordinal]
    session.settings = settings
    return session
  }

  /// Whether the element (by its index in `Screen.allElements`) can take focus on any of
  /// `platforms`.
  public func isFocusable(_ element: Int, on platforms: [Platform]) -> Bool {
    platforms.contains { focusable[element] & (1 << $0.ordinal) != 0 }
  }
}

extension Platform {
  /// Its position in `allCases`, for tables kept per platform.
  public var ordinal: Int { self == .ios ? 0 : 1 }
}
