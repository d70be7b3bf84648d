import Dispatch
import Foundation

/// Runs every script under some paths (SPEC §9 `earshot run`): find them, keep this shard's
/// share, compile all (nothing runs if any has an error), run each on its platforms, compare
/// with goldens. Work is spread over `jobs` workers; results are always assembled in path
/// order, so the output is the same whatever `jobs` is.
public struct SuiteRunner: Sendable {
  public struct Options: Sendable {
    /// Overrides the scripts' platforms (`--platform`).
    public var platforms: Set<Platform>?
    public var jobs: Int
    /// `--shard I/N`: this run takes the scripts whose index in path order is I-1 modulo N.
    public var shard: (index: Int, count: Int)?
    /// Golden comparison; nil compares nothing.
    public var golden: GoldenStore?

    public init(
      platforms: Set<Platform>? = nil, jobs: Int = 1, shard: (index: Int, count: Int)? = nil,
      golden: GoldenStore? = nil
    ) {
      self.platforms = platforms
      self.jobs = jobs
      self.shard = shard
      self.golden = golden
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
    scripts.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  public func run(_ paths: [String], options: Options) -> RunOutcome {
    var outcome = RunOutcome()
    let inputs = InputFinder.find(paths)
    var scripts = inputs.scripts
    if let shard = options.shard {
      scripts = SuiteRunner.shard(scripts, index: shard.index, count: shard.count)
    }
    let compiler = self.compiler
    var compiled = parallelMap(scripts, jobs: options.jobs) { compiler.compileScript(at: $0) }
    let screens = parallelMap(inputs.screens, jobs: options.jobs) { compiler.compileScreen(at: $0) }
    outcome.diagnostics = (compiled.flatMap(\.diagnostics) + screens.flatMap(\.diagnostics)).sortedAndUnique()
    outcome.compileFailures = (compiled + screens).filter { !$0.succeeded }.map {
      RunOutcome.CompileFailure(path: $0.path, diagnostics: $0.diagnostics)
    }
    guard outcome.compiled else { return outcome }

    let executor = self.executor
    let golden = options.golden
    var platformsByScript: [String: [Platform]] = [:]
    if options.platforms == nil {
      for script in compiled { platformsByScript[script.path] = script.platforms }
    }
    // Each compiled script is handed to its worker and dropped once run, so that a large suite
    // does not keep every AST alive until the end.
    let pending = Handoff(compiled)
    compiled = []
    let results = parallelMap(Array(0..<pending.count), jobs: options.jobs) {
      index -> (ScriptRun, [String])? in
      let script = pending.take(index)
      guard var run = executor.run(script, platforms: options.platforms) else { return nil }
      var notices: [String] = []
      if let golden, let file = script.context?.scriptFile {
        for index in run.runs.indices {
          let check = golden.check(
            run.runs[index].transcript, script: file, platform: run.runs[index].platform)
          run.runs[index].tests.append(check.result)
          notices += check.notice.map { [$0] } ?? []
        }
      }
      return (run, notices)
    }
    outcome.scripts = results.compactMap { $0?.0 }
    outcome.notices = results.compactMap { $0?.1 }.flatMap { $0 }
    if let golden {
      outcome.orphans = golden.orphans(
        scope: paths.map(InputFinder.relativeToCurrentDirectory), scripts: Set(inputs.scripts),
        platforms: platformsByScript)
    }
    return outcome
  }
}

/// `body` over `items` on `jobs` workers; results in the order of `items`.
func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Result
) -> [Result] {
  let workers = max(1, min(jobs, items.count))
  guard workers > 1 else { return items.map(body) }
  let slots = Slots<Result>(items.count)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    for index in stride(from: worker, to: items.count, by: workers) {
      let value = body(items[index])
      slots.lock.lock()
      slots.values[index] = value
      slots.lock.unlock()
    }
  }
  return slots.values.map { $0! }
}

/// Result slots the workers fill, one each, under a lock.
private final class Slots<Value>: @unchecked Sendable {
  var values: [Value?]
  let lock = NSLock()
  init(_ count: Int) { values = Array(repeating: nil, count: count) }
}

/// Values handed to workers one each, by index; taking one releases it from here.
private final class Handoff<Value>: @unchecked Sendable {
  private var values: [Value?]
  private let lock = NSLock()
  init(_ values: [Value]) { self.values = values }
  var count: Int { values.count }
  func take(_ index: Int) -> Value {
    lock.lock()
    defer { lock.unlock() }
    let value = values[index]!
    values[index] = nil
    return value
  }
}
