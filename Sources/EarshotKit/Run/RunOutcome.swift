import Foundation

/// Everything one `earshot run` produced, for the reports: every script (in path order; one
/// that did not compile has each of its tests failed with its diagnostics) or, when the
/// scripts went to the reports as they finished, their tally; the screen files
/// that did not compile and that no script names, what golden comparison wrote, and the
/// goldens no script claims.
public struct RunOutcome: Sendable {
  public struct CompileFailure: Sendable {
    public let path: String
    public let diagnostics: [Diagnostic]
  }

  /// The scripts' results when they are kept (`SuiteRunner.run(_:options:)`).
  public var scripts: [ScriptRun] = []
  /// The tally of the scripts that were handed to the reports as they finished and not kept
  /// (`SuiteRunner.run(_:options:deliver:)`).
  public var streamed = RunTally()
  /// Screen files given on their own (found in a folder) that did not compile and that no
  /// script names: a script that names one fails instead.
  public var compileFailures: [CompileFailure] = []
  /// Every diagnostic of every script and screen (warnings too), sorted.
  public var diagnostics: [Diagnostic] = []
  /// `recorded golden/…`, `updated golden/…`.
  public var notices: [String] = []
  /// Goldens, and tests' sections in goldens, that no script claims: warned of, never removed.
  public var orphans: [GoldenOrphan] = []
  public var startedAt = Date()

  public init() {}

  /// Whether everything compiled: no error anywhere (a script, a screen, a path given), which
  /// the command line maps to exit code 2 once everything else has run.
  public var compiled: Bool {
    compileFailures.isEmpty && !diagnostics.hasErrors && tally.notCompiled == 0
  }
  public var passed: Bool { compiled && tally.failedScripts == 0 }

  /// Every script's counts, kept and streamed.
  public var tally: RunTally {
    var tally = streamed
    for run in scripts { tally.add(run) }
    return tally
  }
}

/// What the summary line, the JUnit report's totals and the exit status need of a run's
/// scripts, counted as each is delivered: its size is fixed, whatever the suite's.
public struct RunTally: Sendable, Equatable {
  public var scripts = 0
  /// Scripts that (or whose screen) did not compile.
  public var notCompiled = 0
  public var failedScripts = 0
  /// Tests over every platform, golden comparisons included.
  public var tests = 0
  /// Tests with a failure; `compileErrors` of them failed first with a compile error.
  public var failed = 0
  public var compileErrors = 0
  /// Tests skipped (a criterion that needs a person): neither passed nor failed.
  public var skipped = 0
  /// The tests' durations added in path order (the JUnit report's total).
  public var duration = 0.0

  public init() {}

  public init(_ runs: [ScriptRun]) {
    for run in runs { add(run) }
  }

  public var passed: Int { tests - failed - skipped }

  public mutating func add(_ run: ScriptRun) {
    scripts += 1
    if !run.compiled { notCompiled += 1 }
    if !run.passed { failedScripts += 1 }
    for platformRun in run.runs {
      for test in platformRun.tests {
        tests += 1
        if test.skipped != nil { skipped += 1 }
        if let first = test.failures.first {
          failed += 1
          if first.kind == .compile { compileErrors += 1 }
        }
        duration += test.duration
      }
    }
  }
}
