import Foundation

/// The back half of the pipeline: runs a program on the simulator, once per
/// platform, each test from a fresh session of its compiled screen, and traces what happened.
/// It holds nothing between runs: the fresh sessions are the compiled screen's.
public struct Executor: Sendable {
  /// Whether each `PlatformRun` keeps its trace (the HTML report draws from it).
  public var keepsTraces: Bool
  /// The least severe audit finding that fails a test (`--fail-on`; errors by default).
  public var failOn: Severity

  public init(keepsTraces: Bool = false, failOn: Severity = .error) {
    self.keepsTraces = keepsTraces
    self.failOn = failOn
  }

  /// Runs `compiled` on each of its platforms, or on `platforms` when given (the command line's
  /// `--platform` overrides the script's and the screen's), and renders each trace as its
  /// transcript. Nil when the script did not compile: nothing runs while an error remains.
  /// The transcript names the script and its screen by `keys` (`ProjectRoot`), else by their
  /// paths as given.
  /// `tests`: the indexes of the tests to run (`TestSelection`), else every test. `goldens`:
  /// each run also gives what its golden would keep (`PlatformRun.golden`).
  public func run(
    _ compiled: Compiler.Result, platforms: Set<Platform>? = nil,
    keys: (script: String, screen: String)? = nil, tests: [Int]? = nil, goldens: Bool = false
  ) -> ScriptRun? {
    guard compiled.succeeded, let program = compiled.program else { return nil }
    let chosen = platforms.map { Array($0).sorted() } ?? program.platforms
    let keys = keys ?? (program.file.path, program.screen.screen.file.path)
    let traces = chosen.map { trace(program, on: $0, keys: keys, tests: tests) }
    let scriptTests = goldens ? program.tests.map(\.name) : nil
    var run = ScriptRun(
      path: compiled.path, title: program.title,
      runs: traces.map { PlatformRun($0, keepingTrace: keepsTraces, goldenOf: scriptTests) })
    // Only a run of every test can tell that an `allow` is not needed.
    if tests == nil { run.warnings = Executor.unusedAllowances(of: program, in: traces) }
    return run
  }

  /// What running every test of `program` on `platform` did.
  public func trace(
    _ program: Program, on platform: Platform, keys: (script: String, screen: String), tests: [Int]? = nil
  ) -> Trace {
    let fresh = program.screen.session(on: platform, settings: program.settings)
    let clock = ContinuousClock()
    let chosen = tests.map { InlineFirstList($0.map { program.tests[$0] }) } ?? program.tests
    // Built once for the platform's run: every test's `audit` steps read them.
    let auditTables = AuditTables(fresh, allowances: program.allowances)
    let tests = chosen.map { test in
      let start = clock.now
      var runner = TestRunner(program, session: fresh, failOn: failOn, auditTables: auditTables)
      runner.run(test.steps)
      let elapsed = start.duration(to: clock.now).components
      return TestTrace(
        name: test.name, location: SourceLocation(file: program.file, range: test.range), steps: runner.steps,
        duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
    return Trace(
      platform: platform, file: program.file, model: fresh.model, keys: keys, title: program.title,
      settings: program.settings, startOrder: fresh.order, tests: tests)
  }
}

extension PlatformRun {
  /// The results and transcript of a trace (the trace itself is kept only when asked: a large
  /// suite keeps only one copy of each transcript), and what its golden would keep when
  /// `scriptTests` (the name of every test of the script) is given.
  init(_ trace: Trace, keepingTrace: Bool = false, goldenOf scriptTests: [String]? = nil) {
    self.init(
      platform: trace.platform,
      tests: trace.tests.map {
        TestResult(name: $0.name, location: $0.location, failures: $0.failures, duration: $0.duration)
      },
      transcript: TranscriptRenderer.render(trace), locale: trace.settings.words.locale,
      trace: keepingTrace ? trace : nil,
      golden: scriptTests.map { TranscriptRenderer.golden(trace, scriptTests: $0) })
  }
}

extension Executor {
  /// A warning for each `allow` of the script that accepted no finding of any `audit`, on any
  /// platform: the finding is fixed, or the allowance names the wrong rule or element. (A
  /// screen's allowances serve every script that uses it; `earshot audit` reports those.) A
  /// script without an `audit` is told before it runs (`AllowancesResolveRule`).
  static func unusedAllowances(of program: Program, in traces: [Trace]) -> [Diagnostic] {
    let own = ownAllowances(of: program)
    guard mayWarnWhileRunning(program) else { return [] }
    var used = Set<Int>()
    for trace in traces {
      for test in trace.tests {
        for step in test.steps {
          guard case .audited(let findings, _) = step.outcome else { continue }
          used.formUnion(findings.compactMap { $0.allowance?.index })
        }
      }
    }
    return own.filter { !used.contains($0) }.map { index in
      let allowance = program.allowances[index]
      return Diagnostic(
        .unusedAllow,
        "`\(raw: allowance.description)` is unused: no `audit` of this script found `\(raw: allowance.rule)` there; remove it",
        at: allowance.location)
    }
  }

  /// Whether running every test of `program` can find an `allow` unused: it has allowances of
  /// its own and an `audit`. Known before anything runs, so that the command line can tell
  /// whether a run can add warnings to its diagnostics.
  static func mayWarnWhileRunning(_ program: Program) -> Bool {
    !ownAllowances(of: program).isEmpty
      && program.tests.contains { $0.steps.contains { if case .audit = $0.kind { true } else { false } } }
  }

  private static func ownAllowances(of program: Program) -> [Int] {
    program.allowances.indices.filter { program.allowances[$0].location.file.path == program.file.path }
  }
}
