import Foundation

/// Everything one `earshot run` produced, for the reports: the scripts that ran (in path
/// order), or the scripts that did not compile (then nothing ran), what golden comparison
/// wrote, and the goldens no script claims.
public struct RunOutcome: Sendable {
  public struct CompileFailure: Sendable {
    public let path: String
    public let diagnostics: [Diagnostic]
  }

  public var scripts: [ScriptRun] = []
  public var compileFailures: [CompileFailure] = []
  /// Every diagnostic of every script and screen (warnings too), sorted.
  public var diagnostics: [Diagnostic] = []
  /// `recorded golden/…`, `updated golden/…`.
  public var notices: [String] = []
  public var orphans: [String] = []
  public var startedAt = Date()

  public init() {}

  public var compiled: Bool { compileFailures.isEmpty }
  public var passed: Bool { compiled && scripts.allSatisfy(\.passed) }
}
