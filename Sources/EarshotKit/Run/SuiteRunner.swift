import Foundation
import Synchronization

/// Runs every script under some paths (`earshot run`) in two steps, so that the
/// command line can look at what was compiled before anything runs or is written: `compile`
/// finds the scripts, keeps this shard's share and compiles them; `run` runs each on its
/// platforms and compares it with its goldens. A script that did not compile (or whose screen
/// did not) fails alone: its tests fail with its diagnostics, its goldens are left as they are,
/// and every other script still runs. Work is spread
/// over `jobs` workers; results are always assembled in path order, so the output is the same
/// whatever `jobs` is.
public struct SuiteRunner: Sendable {
  public struct Options: Sendable {
    /// Overrides the scripts' platforms (`--platform`).
    public var platforms: Set<Platform>?
    /// Overrides the scripts' `locale` (`--locale`).
    public var locale: SpeechLocale?
    public var jobs: Int
    /// `--shard I/N`: this run takes the scripts whose index in path order is I-1 modulo N.
    public var shard: (index: Int, count: Int)?
    /// Golden comparison; nil compares nothing.
    public var golden: GoldenStore?
    /// What keys (transcripts, goldens) are relative to.
    public var project: ProjectRoot
    /// Told after each script has run: how many have, of how many, and its path. Calls come
    /// from the workers one at a time (under a lock), with `done` counting up.
    public var progress: (@Sendable (_ done: Int, _ total: Int, _ path: String) -> Void)?
    /// The tests to run (`--filter`, `PATH:LINE`); a script none of whose tests is taken
    /// does not run, and one of which only some are is compared with its goldens for those.
    public var selection = TestSelection()

    public init(
      platforms: Set<Platform>? = nil, jobs: Int = 1, shard: (index: Int, count: Int)? = nil,
      golden: GoldenStore? = nil, project: ProjectRoot? = nil,
      progress: (@Sendable (_ done: Int, _ total: Int, _ path: String) -> Void)? = nil
    ) {
      self.platforms = platforms
      self.jobs = jobs
      self.shard = shard
      self.golden = golden
      self.project = project ?? golden?.project ?? .find()
      self.progress = progress
    }
  }

  /// One compiled script, as its summary, with the keys its transcript names it and its
  /// screen by.
  public struct CompiledScript: Sendable {
    public let summary: ScriptSummary
    public let key: String
    public let screenKey: String
  }

  /// A suite compiled and ready to run.
  public struct CompiledSuite: Sendable {
    /// The paths the suite was given (goldens of scripts below them can be orphans).
    public var paths: [String]
    /// Every script and screen found, in every shard.
    public var inputs: InputFinder.Inputs
    /// This shard's scripts, compiled and summarized: each is compiled again when it runs
    /// (`compileAgain`).
    public var scripts: [CompiledScript]
    /// Every diagnostic of every script and screen (warnings too), sorted.
    public var diagnostics: [Diagnostic]
    public var compileFailures: [RunOutcome.CompileFailure]
    /// Every file compiling read: scripts, screens and captures (no report may overwrite one),
    /// each once, in byte order.
    public var inputFiles: [String]
    /// The key of every script found, in every shard, by its path's bytes (`PathKey`).
    public var keys: [PathKey: String]
    /// The golden folder (absolute, and as messages show it), when goldens are compared.
    public var goldenFolder: (absolute: String, shown: String)?
    /// What compiled the scripts, and the screen files it compiled: a script compiled again
    /// is checked against the same screen, which is not read again.
    let compiler: Compiler
    let screenLoads: ScreenLoads

    /// Whether running may find warnings that compiling could not (an `allow` no `audit`
    /// used): until the run ends, `diagnostics` may then not be all of them.
    public var mayWarnWhileRunning: Bool {
      scripts.contains(where: \.summary.mayWarnWhileRunning)
    }

    /// The script compiled again, as it was summarized (a script edited since is compiled as
    /// it now reads): its worker runs it and drops it.
    func compileAgain(_ script: CompiledScript) -> Compiler.Result {
      compiler.compileScript(at: script.summary.path, sharing: screenLoads)
    }

    /// Why a report written at `path` would destroy what this run reads, if it would: `path`
    /// is one of its scripts, screens or captures (however spelled, through links too; the
    /// screens of other shards' scripts included), or lies in the golden folder.
    public func conflict(withOutput path: String) -> Message? {
      if let folder = goldenFolder, FileSystem.isWithin(path, folder: folder.absolute) {
        return "it is in the golden folder \(path: folder.shown)"
      }
      guard let output = FileSystem.identity(of: path) else { return nil }
      if let input = inputFiles.first(where: { FileSystem.identity(of: $0) == output }) {
        return "it names \(path: input), which this run reads"
      }
      // The screens named by scripts of other shards, which were not compiled: only a script
      // whose text holds the report's file name can name it.
      let name = PathText.name(of: path)
      let compiled = Set(scripts.map { PathKey($0.summary.path) })
      for script in inputs.scripts where !compiled.contains(PathKey(script)) {
        guard
          case .success(let bytes) = FileSystem.readFile(script, maximumSize: Limits.standard.maximumFileSize),
          bytes.firstRange(of: Array(name.utf8)) != nil
        else { continue }
        let (parsed, _) = Parser.parseScript(SourceFile(path: script, contents: bytes))
        guard case .file(let screen) = parsed.screen else { continue }
        let screenPath = Compiler.screenPath(parsed.value(screen.value), inScriptAt: script)
        if FileSystem.identity(of: screenPath) == output {
          return "it names \(path: screenPath), which this run reads"
        }
      }
      return nil
    }
  }

  public var compiler: Compiler
  public var executor: Executor

  public init(compiler: Compiler = Compiler(), executor: Executor = Executor()) {
    self.compiler = compiler
    self.executor = executor
  }

  /// The scripts a shard runs: every `count`-th script in path order, starting at `index` (1-based).
  public static func shard(_ scripts: [String], index: Int, count: Int) -> [String] {
    scripts.sortedByBytes().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  public func run(_ paths: [String], options: Options) -> RunOutcome {
    run(compile(paths, options: options), options: options)
  }

  public func compile(_ paths: [String], options: Options) -> CompiledSuite {
    let project = options.project
    let inputs = InputFinder.find(paths, root: project)
    var scripts = inputs.scripts
    if let shard = options.shard {
      scripts = SuiteRunner.shard(scripts, index: shard.index, count: shard.count)
    }
    var compiler = self.compiler
    compiler.platforms = options.platforms.map { Array($0).sorted() }
    compiler.locale = options.locale
    let compilation = compiler.summarize(scripts: scripts, screens: inputs.screens, jobs: options.jobs)
    let compiled = compilation.scripts
    let keys = SuiteRunner.keys(of: inputs.scripts + compiled.compactMap(\.screenPath), in: project)
    let screenPaths = Set(compiled.compactMap { $0.screenPath.map { PathKey($0) } })
    // Each file once, by its bytes.
    let inputFiles = Set((inputs.scripts + inputs.screens).map { PathKey($0) }).union(screenPaths)
    return CompiledSuite(
      paths: paths, inputs: inputs,
      scripts: compiled.map { summary in
        let key = keys[PathKey(summary.path)] ?? summary.path
        return CompiledScript(
          summary: summary, key: key, screenKey: summary.screenPath.flatMap { keys[PathKey($0)] } ?? key)
      },
      diagnostics: (inputs.diagnostics + compilation.diagnostics).sortedAndUnique(),
      // A failing screen that a script names fails that script; one that no script names
      // is reported on its own.
      compileFailures: compilation.screens.filter { !$0.succeeded && !screenPaths.contains(PathKey($0.path)) }
        .map { RunOutcome.CompileFailure(path: $0.path, diagnostics: $0.diagnostics) },
      inputFiles: inputFiles.sorted().map(\.path), keys: keys,
      goldenFolder: options.golden.map { ($0.project.goldenFolder, $0.folder) }, compiler: compiler,
      screenLoads: compilation.loads)
  }

  /// Runs a compiled suite and keeps every script's results in the outcome (`run(_:options:deliver:)`
  /// for a suite too large to keep).
  public func run(_ suite: consuming CompiledSuite, options: Options) -> RunOutcome {
    var scripts: [ScriptRun] = []
    var outcome = run(suite, options: options) { scripts.append($0) }
    outcome.streamed = RunTally()
    outcome.scripts = scripts
    return outcome
  }

  /// Runs a compiled suite: every script that compiled runs; one that did not is results whose
  /// tests all failed (`ScriptRun(notCompiled:)`). Each script's results go to `deliver` on the
  /// calling thread, in path order, as soon as they and every earlier script's are done; the
  /// outcome keeps only their tally (`RunOutcome.streamed`), so memory does not grow with the
  /// suite: workers run at most `window` scripts ahead of the next one to deliver
  /// (`ReorderWindow`). Each worker compiles its script again from its summary just before
  /// running it and drops it once run, so that no more scripts are compiled at a time than the
  /// window holds.
  public func run(
    _ suite: consuming CompiledSuite, options: Options, window: Int? = nil, deliver: (ScriptRun) -> Void
  ) -> RunOutcome {
    var outcome = RunOutcome()
    outcome.diagnostics = suite.diagnostics
    outcome.compileFailures = suite.compileFailures
    let executor = self.executor
    let golden = options.golden
    outcome.notices +=
      golden?.removeStaleTemporaries().map { "removed \($0), left by a run that was stopped" } ?? []
    var platformsByKey: [PathKey: [Platform]?] = [:]
    for key in suite.keys.values { platformsByKey[PathKey(key)] = .some(nil) }
    // A script that did not compile claims every golden of its own: none is an orphan.
    if options.platforms == nil {
      for script in suite.scripts where script.summary.succeeded {
        platformsByKey[PathKey(script.key)] = script.summary.platforms
      }
    }
    // Each script's summary is handed to its worker, which compiles the script again, runs it
    // and drops it: no more than the scripts in the window are compiled at a time.
    let pending = Handoff<CompiledScript>(suite.scripts)
    suite.scripts = []
    let compiled = copy suite
    let done = Mutex(0)
    let report = options.progress.map { progress in
      { @Sendable (path: String) in
        done.withLock { count in
          count += 1
          progress(count, pending.count, path)
        }
      }
    }
    let selection = options.selection
    let window = ReorderWindow<(run: ScriptRun?, notices: [String], orphans: [GoldenOrphan])>(
      count: pending.count, bound: window ?? SuiteRunner.window(jobs: options.jobs))
    var warnings: [Diagnostic] = []
    window.run(jobs: options.jobs) { index in
      let script = pending.take(index)
      defer { report?(script.summary.path) }
      let result = compiled.compileAgain(script)
      let keys = (script: script.key, screen: script.screenKey)
      guard let program = result.program else {
        let run = ScriptRun(notCompiled: result, platforms: options.platforms, selection: selection)
        return (run, [], [])
      }
      let taken = selection.select(
        program.tests.map { ($0.name, SourceLocation(file: program.file, range: $0.range).line) },
        in: result.path)
      guard !taken.isEmpty else { return (nil, [], []) }
      let partly = taken.count < program.tests.count
      guard
        var run = executor.run(
          result, platforms: options.platforms, keys: keys, tests: partly ? taken : nil,
          goldens: golden != nil)
      else { return (nil, [], []) }
      var notices: [String] = []
      var orphans: [GoldenOrphan] = []
      // Each test that ran is compared with its golden (a filtered run's too); the others'
      // goldens are kept as they are.
      if let golden {
        for index in run.runs.indices {
          guard let candidate = run.runs[index].golden else { continue }
          let check = golden.check(
            candidate, key: script.key, script: program.file, platform: run.runs[index].platform)
          run.runs[index].tests.append(check.result)
          run.runs[index].golden = nil
          notices += check.notice.map { [$0] } ?? []
          orphans += check.orphans
        }
      }
      return (run, notices, orphans)
    } deliver: { result in
      outcome.notices += result.notices
      outcome.orphans += result.orphans
      guard let run = result.run else { return }
      warnings += run.warnings
      outcome.streamed.add(run)
      deliver(run)
    }
    if !warnings.isEmpty { outcome.diagnostics = (outcome.diagnostics + warnings).sortedAndUnique() }
    if let golden {
      // Whole files first, then tests' sections, each in path order.
      outcome.orphans =
        golden.orphans(
          scope: suite.paths, scripts: platformsByKey,
          unknown: suite.inputs.unreadableFolders.map { options.project.key(of: $0) }
        ).map {
          GoldenOrphan(golden: $0, reason: "no script runs it")
        } + outcome.orphans
    }
    return outcome
  }

  /// How far workers may run ahead of the next script to deliver: enough that a slow script
  /// rarely idles them, few enough that the results waiting stay small.
  static func window(jobs: Int) -> Int {
    max(1, jobs) * 8
  }

  /// The key of each path, by its bytes (two spellings of `café` are two files, with two
  /// keys); a folder's key is worked out once for all the files in it.
  static func keys(of paths: [String], in project: ProjectRoot) -> [PathKey: String] {
    var folders: [PathKey: String] = [:]
    var keys: [PathKey: String] = [:]
    for path in paths where keys[PathKey(path)] == nil {
      guard let (folder, name) = PathText.split(path) else {
        keys[PathKey(path)] = project.key(of: path)
        continue
      }
      let folderKey = folders[PathKey(folder)] ?? project.key(of: folder.isEmpty ? "/" : folder)
      folders[PathKey(folder)] = folderKey
      keys[PathKey(path)] = project.key(
        ofFile: name, inFolderWithKey: folderKey, folder: folder)
    }
    return keys
  }
}
