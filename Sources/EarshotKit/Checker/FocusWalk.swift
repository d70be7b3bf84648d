/// Where screen-reader focus is before a statement, as the checker knows it.
public enum StaticFocus: Sendable, Equatable {
  /// On this node of the platform's screen model.
  case on(Int)
  /// Nothing has focus (every test starts so).
  case nothing
  /// Not known: an earlier action could not be resolved, or cannot be performed (the run
  /// stops there).
  case unknown

  /// Where focus is on each platform a script runs on (one or two), in their order: held in
  /// place, so that recording it allocates nothing.
  public struct OnPlatforms: RandomAccessCollection, Sendable {
    let first: StaticFocus
    let second: StaticFocus
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> StaticFocus {
      precondition(index >= 0 && index < count, "a platform the script runs on")
      return index == 0 ? first : second
    }
  }
}

/// What the checker's pass found of one statement (`CheckContext.statements`).
public struct StatementFacts: Sendable {
  /// Where it is written.
  public let range: SourceRange
  /// Where its targets' elements start in `CheckContext.targetElements` (they follow in order).
  public let firstTarget: Int
  /// Where focus is before it, on each platform the script runs on.
  public let focus: StaticFocus.OnPlatforms
}

/// The checker's walk of focus through one test on each platform the script runs on. It is
/// the simulator's own focus model (`Focus`) performing the actions the run will perform, from
/// the state each test starts in: so the checker's static focus is the run's focus, with the
/// same grouping, sheets and hidden elements, after any number of swipes and keys.
struct FocusWalk {
  let platforms: [Platform]
  /// The focus models of `platforms[0]` and `platforms[1]` (there are two platforms), in two
  /// fields rather than an array, which every test would allocate; nil where there is no such
  /// platform, and once the walk has stopped there.
  /// (Spelled `Optional`, which has no implicit nil: each is set once, in `init`, and the walk
  /// is built in place instead of in a temporary that is copied.)
  private var first: Optional<Focus>
  private var second: Optional<Focus>

  init(_ compiled: CompiledScreen?, platforms: [Platform]) {
    precondition(platforms.count <= Platform.allCases.count, "each platform is walked once")
    self.platforms = platforms
    first = platforms.count > 0 ? compiled?.focusModel(on: platforms[0]) : nil
    second = platforms.count > 1 ? compiled?.focusModel(on: platforms[1]) : nil
  }

  /// Where focus is now on each platform.
  var focus: StaticFocus.OnPlatforms {
    // Read in place through `?.`: binding a focus model would copy it.
    StaticFocus.OnPlatforms(
      first: first?.staticFocus ?? .unknown, second: second?.staticFocus ?? .unknown,
      count: platforms.count)
  }

  /// Performs a statement on every platform. Returns the platforms where a `focus` cannot land,
  /// and why; the walk stops on those, as the run stops the test there.
  mutating func perform(_ action: ResolvedAction) -> [(Platform, Message)] {
    switch action {
    case .notAnAction:
      return []
    case .unresolved:
      first = nil
      second = nil
      return []
    case .action(let action):
      var unreachable: [(Platform, Message)] = []
      if case .unreachable(let why)? = first?.perform(action) {
        unreachable.append((platforms[0], why))
        first = nil
      }
      if case .unreachable(let why)? = second?.perform(action) {
        unreachable.append((platforms[1], why))
        second = nil
      }
      return unreachable
    }
  }
}

extension Focus {
  /// Where focus is, as the checker's walk records it.
  fileprivate var staticFocus: StaticFocus { focused.map(StaticFocus.on) ?? .nothing }
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
