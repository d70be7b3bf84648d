/// What one run of a program on one platform did, as a value: for each test, its
/// steps with their source ranges, what was said (speech, hint and live announcements apart),
/// what happened (focus moved, a state changed, a sheet opened or closed, a boundary), and each
/// expectation's and audit's outcome. The transcript, the console report, GitHub annotations
/// and JUnit are renderings of it (`TranscriptRenderer`, `PlatformRun`).
public struct Trace: Sendable {
  public let platform: Platform
  /// The script the steps' ranges are in.
  public let file: SourceFile
  /// The screen model the run used: events and findings name its nodes.
  public let model: ScreenModel
  /// How the transcript names the script and its screen (`ProjectRoot` keys).
  public let keys: (script: String, screen: String)
  public let title: String
  public let settings: ReaderSettings
  /// The screen-reader order when each test starts.
  public let startOrder: [Int]
  public var tests: [TestTrace]
}

public struct TestTrace: Sendable {
  public let name: String
  /// Where the test is written: its name, or its first statement for the implicit test.
  public let location: SourceLocation
  public var steps: [StepTrace] = []
  /// Wall time in seconds; reports print it, transcripts never do.
  public var duration: Double = 0

  /// Every failure of the test, in step order.
  public var failures: [Failure] {
    steps.flatMap(\.outcome.failures)
  }
}

/// One statement as it ran.
public struct StepTrace: Sendable {
  public let range: SourceRange
  public let outcome: StepOutcome
}

public enum StepOutcome: Sendable {
  /// An action: what happened, in order, and what the reader said.
  case acted(events: [Event], said: Announcement)
  /// An action that could not be performed; the test stops here.
  case cannot(Failure)
  case passed
  case failed(Failure)
  /// An expectation for another platform (`expect ios …` on Android).
  case skipped(only: Platform)
  case audited([AuditFinding], failures: [Failure])
  /// Not run: the test stopped at the statement on this line.
  case notRun(stoppedAtLine: Int)

  public var failures: [Failure] {
    switch self {
    case .cannot(let failure), .failed(let failure): return [failure]
    case .audited(_, let failures): return failures
    case .acted, .passed, .skipped, .notRun: return []
    }
  }
}

/// What an `audit` found wrong with one element: which rule, how serious, in words a tester can
/// act on, the node of the platform's screen model it concerns, and where that element is
/// written: its line and column in the `.screen` file, or its node's in the capture.
public struct AuditFinding: Sendable {
  /// The rule's stable id (`controls-are-named`).
  public let rule: String
  public let severity: Severity
  public let message: String
  public let node: Int
  /// The seed file number the criterion comes from (`002`), or where the rule comes from.
  public let seed: String
  public let location: SourceLocation
  /// The `allow` that accepts it (its index in the program's allowances) and its reason, if
  /// one does: an allowed finding is reported, and never fails.
  public var allowance: (index: Int, reason: String)?

  /// `seed 002`, for a rule built on a seed criterion; nil for a check only automated tools
  /// make (its seed is `none`).
  public var seedNote: String? { seed == "none" ? nil : "seed \(seed)" }

  /// How an audit's log lists it: `error controls-are-named: … (seed 002)`, or `allowed …,
  /// because "…"`; the rule and severity, never where (a golden holds no locations).
  func logLine(withSeed: Bool) -> String {
    var line = "\(allowance == nil ? severity.rawValue : "allowed") \(rule): \(message)"
    if withSeed, let seed = seedNote { line += " (\(seed))" }
    if let allowance { line += ", because \(VisibleText.quoted(allowance.reason))" }
    return line
  }
}
