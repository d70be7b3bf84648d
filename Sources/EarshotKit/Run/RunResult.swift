/// The results of running one compiled script: one run per platform.
public struct ScriptRun: Sendable {
  public let path: String
  /// The `title` header, else the file name.
  public let title: String
  public internal(set) var runs: [PlatformRun]
  /// False for a script (or its screen) that did not compile: each of its tests failed with the
  /// diagnostics, nothing ran, and its transcripts are empty.
  public internal(set) var compiled = true
  /// What running it showed that is not a failure: an `allow` no audit used.
  public internal(set) var warnings: [Diagnostic] = []

  public var passed: Bool { runs.allSatisfy(\.passed) }
}

/// One script on one platform: its tests and its transcript.
public struct PlatformRun: Sendable {
  public let platform: Platform
  /// The script's tests, then (when goldens are compared) one named `golden transcript`.
  public internal(set) var tests: [TestResult]
  public let transcript: Transcript
  /// The language the reader spoke (the script's `locale` or `--locale`).
  public internal(set) var locale: SpeechLocale = .english
  /// The trace the transcript was rendered from, kept only when the executor is asked to
  /// (`Executor.keepsTraces`, for the HTML report): otherwise a large suite keeps only one
  /// copy of each transcript.
  public internal(set) var trace: Trace?
  /// What its golden keeps of it, when the executor was asked (`Executor.run(goldens:)`); the
  /// suite runner drops it once compared.
  public internal(set) var golden: GoldenCandidate?

  public var passed: Bool { tests.allSatisfy(\.passed) }
}

public struct TestResult: Sendable {
  public let name: String
  /// Where the test is written: its name, or its first statement for the implicit test.
  public let location: SourceLocation
  public internal(set) var failures: [Failure] = []
  /// Audit findings that do not fail the test (a warning when only errors fail, an info):
  /// reported under it with their severity, as its failures are.
  public internal(set) var findings: [Failure] = []
  /// Why the test was not run, when it was skipped (a criterion that needs a person): it
  /// neither passes nor fails.
  public internal(set) var skipped: String? = nil
  /// Wall time in seconds; reports print it, transcripts never do.
  public internal(set) var duration: Double = 0

  public var passed: Bool { failures.isEmpty }
}

/// A failed expectation, an action that could not be performed, or an audit finding.
public struct Failure: Sendable {
  public enum Kind: String, Sendable {
    case expectation = "ExpectationFailed"
    case action = "ActionFailed"
    case audit = "AuditFinding"
    case golden = "GoldenMismatch"
    /// The script or its screen did not compile; `diagnostics` says why.
    case compile = "CompileError"
  }

  public let kind: Kind
  public let location: SourceLocation
  /// Safe to print: its echoes are escaped and cut (`Message`).
  public let message: String
  /// How reports label it: `error`, except for an audit finding, which has its rule's severity
  /// (a warning that fails under `--fail-on warning` is still a warning).
  public var severity = Severity.error
  /// What was expected and what happened, as the script and the reader have them: reports
  /// escape them (`VisibleText.escaped`).
  public var expected: String?
  public var actual: String?
  /// For announcements: the normalized parts that differ.
  public var diff: String?
  /// Whether what was expected and what happened differ only in characters that are not seen
  /// (`VisibleText.lookAlike`): then the message, expected, actual and the diff show every
  /// default-ignorable character escaped.
  public let showsEveryInvisible: Bool
  /// For `.compile`: the script's and its screen's diagnostics (warnings too).
  public var diagnostics: [Diagnostic] = []

  /// `lookAlike` says whether `expected` and `actual` differ only in characters that are not
  /// seen, as the expectation compares them; by default, as texts.
  public init(
    _ message: Message, at location: SourceLocation, kind: Kind = .expectation, expected: String? = nil,
    actual: String? = nil, diff: String? = nil, lookAlike: Bool? = nil
  ) {
    let alike =
      lookAlike ?? expected.flatMap { expected in actual.map { VisibleText.lookAlike(expected, $0) } }
      ?? false
    self.kind = kind
    self.message = alike ? message.showingEveryInvisible.text : message.text
    self.location = location
    self.expected = expected
    self.actual = actual
    self.diff = diff
    self.showsEveryInvisible = alike
  }
}
