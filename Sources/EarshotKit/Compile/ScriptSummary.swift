/// What compiling a suite keeps of each script until the script runs: what the command line
/// needs before anything runs (the diagnostics, the screen file it names, whether running may
/// add a warning) and nothing it does not. A compiled script (its text, AST and program) is
/// some 4 KB; kept for every script of a suite until its worker took it, 100,000 scripts held
/// half a gigabyte. A worker compiles its script again just before running it
/// (`SuiteRunner.run`), against the screen compiled the first time, and drops it once run:
/// re-reading and re-checking a script costs far less than running it.
public struct ScriptSummary: Sendable {
  public let path: String
  /// The screen file the script names, resolved against its folder, as the suite's screen
  /// loads hold it (one string for every script that names the file).
  public let screenPath: String?
  /// Its own diagnostics, sorted: those of the screen file it names are the suite's, once
  /// (`SuiteCompilation.screenDiagnostics`), not repeated by every script that names it.
  public let diagnostics: [Diagnostic]
  /// The platforms it runs on, when it could be read.
  public let platforms: [Platform]
  /// Whether it compiled into a program (no error of its own or of its screen).
  public let succeeded: Bool
  /// Whether running it can find an `allow` unused (`Executor.mayWarnWhileRunning`).
  public let mayWarnWhileRunning: Bool

  /// The summary of `result`; the diagnostics of the screen file it shares with other scripts
  /// are left to the suite.
  init(_ result: Compiler.Result) {
    path = result.path
    screenPath = result.screenPath
    var own = result.diagnostics
    if result.screenPath != nil, let shared = result.compiledScreen, !shared.diagnostics.isEmpty {
      let file = shared.screen.file
      own.removeAll { $0.location.file === file }
    }
    diagnostics = own
    platforms = result.platforms
    succeeded = result.succeeded
    mayWarnWhileRunning = result.program.map(Executor.mayWarnWhileRunning) ?? false
  }
}

/// A suite's scripts compiled for running (`Compiler.summarize`): a summary of each, the screen
/// files compiled once each and kept for the workers, and the screens given on their own.
public struct SuiteCompilation: Sendable {
  /// The scripts in the order given.
  public var scripts: [ScriptSummary]
  /// The screen files given on their own, compiled.
  public var screens: [Compiler.Result]
  /// The diagnostics of every screen file compiled, each file's once (sorted and capped as a
  /// script's are).
  public var screenDiagnostics: [Diagnostic]
  /// The screen files compiled, shared by the scripts that name them when they compile again.
  let loads: ScreenLoads

  /// Every diagnostic of the scripts and screens, in no order (`sortedAndUnique` sorts).
  public var diagnostics: [Diagnostic] {
    scripts.flatMap(\.diagnostics) + screenDiagnostics + screens.flatMap(\.diagnostics)
  }
}

extension Compiler {
  /// Compiles scripts and screen files as `compile(scripts:screens:jobs:)` does, keeping of
  /// each script only its summary: each result is dropped as soon as it is summarized, so the
  /// memory this needs does not grow with the scripts' texts and programs.
  public func summarize(scripts: [String], screens: [String] = [], jobs: Int = 1) -> SuiteCompilation {
    let loads = ScreenLoads()
    let summaries = parallelMap(scripts, jobs: jobs) {
      ScriptSummary(self.compileScript(at: $0, sharing: loads))
    }
    let screenResults = compile(screens: screens, sharing: loads, jobs: jobs)
    return SuiteCompilation(
      scripts: summaries, screens: screenResults,
      screenDiagnostics: loads.compiled().flatMap { capped($0.diagnostics.sortedAndUnique()) }, loads: loads)
  }
}
