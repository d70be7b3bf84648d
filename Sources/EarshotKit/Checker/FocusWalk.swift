/// Where screen-reader focus is before a statement, as the checker knows it.
public enum StaticFocus: Sendable, Equatable {
  /// On this node of the platform's screen model.
  case on(Int)
  /// Nothing has focus (every test starts so).
  case nothing
  /// Not known: an earlier action could not be resolved, or cannot be performed (the run
  /// stops there).
  case unknown
}

/// The checker's walk of focus through one test on each platform the script runs on. It is
/// the simulator's own focus model (`Focus`) performing the actions the run will perform, from
/// the state each test starts in: so the checker's static focus is the run's focus, with the
/// same grouping, sheets and hidden elements, after any number of swipes and keys.
struct FocusWalk {
  let platforms: [Platform]
  /// Each platform's focus model; nil once the walk has stopped there.
  private var models: [Focus?]

  init(_ compiled: CompiledScreen?, platforms: [Platform]) {
    self.platforms = platforms
    models = platforms.map { compiled?.focusModel(on: $0) }
  }

  /// Appends where focus is now on each platform.
  func record(into list: inout [StaticFocus]) {
    // By index, and only the focused stop read: iterating would copy each focus model.
    for index in models.indices {
      if models[index] == nil {
        list.append(.unknown)
      } else {
        list.append(models[index]!.focused.map(StaticFocus.on) ?? .nothing)
      }
    }
  }

  /// Performs a statement on every platform. Returns the platforms where a `focus` cannot land,
  /// and why; the walk stops on those, as the run stops the test there.
  mutating func perform(_ action: ResolvedAction) -> [(Platform, Message)] {
    switch action {
    case .notAnAction:
      return []
    case .unresolved:
      for index in models.indices { models[index] = nil }
      return []
    case .action(let action):
      var unreachable: [(Platform, Message)] = []
      for index in models.indices where models[index] != nil {
        if case .unreachable(let why) = models[index]!.perform(action) {
          unreachable.append((platforms[index], why))
          models[index] = nil
        }
      }
      return unreachable
    }
  }
}

/// A statement as an `Action`, when it is one (`CheckContext` resolves it): shared by the
/// focus walk and the program.
public enum ResolvedAction: Sendable {
  case action(Action)
  /// An expectation or an audit.
  case notAnAction
  /// An action whose target or key did not resolve (the checker reports it).
  case unresolved

}
