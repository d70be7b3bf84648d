import Foundation

/// Everything one `earshot run` produced, for the reports: every script (in path order; one
/// that did not compile has each of its tests failed with its diagnostics), the screen files
/// that did not compile and that no script names, what golden comparison wrote, and the
/// goldens no script claims.
public struct RunOutcome: Sendable {
  public struct CompileFailure: Sendable {
    public let path: String
    public let diagnostics: [Diagnostic]
  }

  public var scripts: [ScriptRun] = []
  /// Screen files given on their own (found in a folder) that did not compile and that no
  /// script names: a script that names one fails instead.
  public var compileFailures: [CompileFailure] = []
  /// Every diagnostic of every script and screen (warnings too), sorted.
  public var diagnostics: [Diagnostic] = []
  /// `recorded golden/…`, `updated golden/…`.
  public var notices: [String] = []
  public var orphans: [String] = []
  /// Scripts of which a `TestSelection` took some tests but not all: their goldens were not
  /// compared (a golden holds every test of a script on a platform).
  public var partlySelected: [String] = []
  /// The golden comparisons skipped for them, one per script and platform.
  public var skipped = 0
  public var startedAt = Date()

  public init() {}

  /// Whether everything compiled: no error anywhere (a script, a screen, a path given), which
  /// the command line maps to exit code 2 once everything else has run.
  public var compiled: Bool {
    compileFailures.isEmpty && !diagnostics.hasErrors && scripts.allSatisfy(\.compiled)
  }
  public var passed: Bool { compiled && scripts.allSatisfy(\.passed) }
}
