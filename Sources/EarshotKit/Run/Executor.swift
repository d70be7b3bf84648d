import Foundation

/// The back half of the pipeline (SPEC §1, §5): runs a program on the simulator, once per
/// platform, each test from a fresh session of its compiled screen, and traces what happened.
/// It holds nothing between runs: the fresh sessions are the compiled screen's.
public struct Executor: Sendable {
  /// Whether each `PlatformRun` keeps its trace (the HTML report draws from it).
  public var keepsTraces: Bool

  public init(keepsTraces: Bool = false) {
    self.keepsTraces = keepsTraces
  }

  /// Runs `compiled` on each of its platforms, or on `platforms` when given (the command line's
  /// `--platform` overrides the script's and the screen's), and renders each trace as its
  /// transcript. Nil when the script did not compile: nothing runs while an error remains.
  /// The transcript names the script and its screen by `keys` (`ProjectRoot`), else by their
  /// paths as given.
  /// `tests`: the indexes of the tests to run (`TestSelection`), else every test.
  public func run(
    _ compiled: Compiler.Result, platforms: Set<Platform>? = nil,
    keys: (script: String, screen: String)? = nil, tests: [Int]? = nil
  ) -> ScriptRun? {
    guard compiled.succeeded, let program = compiled.program else { return nil }
    let chosen = platforms.map { Array($0).sorted() } ?? program.platforms
    let keys = keys ?? (program.file.path, program.screen.screen.file.path)
    let runs = chosen.map { platform in
      PlatformRun(trace(program, on: platform, keys: keys, tests: tests), keepingTrace: keepsTraces)
    }
    return ScriptRun(path: compiled.path, title: program.title, runs: runs)
  }

  /// What running every test of `program` on `platform` did.
  public func trace(
    _ program: Program, on platform: Platform, keys: (script: String, screen: String), tests: [Int]? = nil
  ) -> Trace {
    let fresh = program.screen.session(on: platform, settings: program.settings)
    let clock = ContinuousClock()
    let chosen = tests.map { $0.map { program.tests[$0] } } ?? program.tests
    let tests = chosen.map { test in
      let start = clock.now
      var runner = TestRunner(program, session: fresh)
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
  /// suite keeps only one copy of each transcript).
  init(_ trace: Trace, keepingTrace: Bool = false) {
    self.init(
      platform: trace.platform,
      tests: trace.tests.map {
        TestResult(name: $0.name, location: $0.location, failures: $0.failures, duration: $0.duration)
      },
      transcript: TranscriptRenderer.render(trace), trace: keepingTrace ? trace : nil)
  }
}
