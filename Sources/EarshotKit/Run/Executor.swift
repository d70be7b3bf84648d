import Foundation

/// The back half of the pipeline (SPEC §1, §5): runs a compiled script on the simulator, once
/// per platform, each test from a fresh screen, and keeps the transcript.
public struct Executor: Sendable {
  public var catalogue: Catalogue
  /// Screen models and their fresh sessions, by screen file and platform: the scripts of a
  /// suite share a few screens, and each test starts from a copy of the fresh session.
  private let models = ModelCache()

  public init(catalogue: Catalogue = .standard) {
    self.catalogue = catalogue
  }

  /// Runs `compiled` on each of its platforms, or on `platforms` when given (the command line's
  /// `--platform` overrides the script's and the screen's). Nil when the script did not
  /// compile: nothing runs while an error remains. The transcript names the script and its
  /// screen by `keys` (`ProjectRoot`), else by their paths as given.
  public func run(
    _ compiled: Compiler.Result, platforms: Set<Platform>? = nil,
    keys: (script: String, screen: String)? = nil
  ) -> ScriptRun? {
    guard compiled.succeeded, let script = compiled.script, let screen = compiled.screen,
      let context = compiled.context, let file = context.scriptFile
    else { return nil }
    let title =
      script.title?.value ?? (compiled.path.split(separator: "/").last.map(String.init) ?? compiled.path)
    let chosen = platforms.map { Array($0).sorted() } ?? compiled.platforms
    let keys = keys ?? (file.path, screen.file.path)
    let runs = chosen.map { platform in
      run(script, screen: screen, context: context, file: file, title: title, keys: keys, on: platform)
    }
    return ScriptRun(path: compiled.path, title: title, runs: runs)
  }

  private func run(
    _ script: Script, screen: Screen, context: CheckContext, file: SourceFile, title: String,
    keys: (script: String, screen: String), on platform: Platform
  ) -> PlatformRun {
    let settings = ReaderSettings(script.settings)
    let fresh = models.session(for: screen, on: platform, settings: settings, catalogue: catalogue)
    let model = fresh.model
    let header = [
      "script: \(VisibleText.escaped(keys.script))",
      "title: \(VisibleText.escaped(title))",
      "platform: \(platform.rawValue) (\(platform.readerName))",
      "screen: \(screen.title.map { VisibleText.quoted($0.value) + " " } ?? "")(\(VisibleText.escaped(keys.screen)))",
      "settings: hints \(settings.hints ? "on" : "off"), list-positions \(settings.listPositions ? "on" : "off")",
      "order: "
        + (fresh.order.isEmpty
          ? "(nothing can take focus)" : fresh.order.map(model.describe).joined(separator: ", ")),
    ]
    var log = TranscriptWriter(header: header)
    var results: [TestResult] = []
    let clock = ContinuousClock()
    for test in script.tests {
      let start = clock.now
      log.beginTest(test.name.value)
      var runner = TestRunner(context: context, file: file, session: fresh, log: log)
      log = TranscriptWriter()  // the runner holds the only reference while it writes
      runner.run(test.statements)
      log = runner.takeLog()
      log.endTest(passed: runner.failures.isEmpty)
      let elapsed = start.duration(to: clock.now).components
      let location = SourceLocation(
        file: file,
        range: test.isImplicit ? (test.statements.first?.range ?? test.name.range) : test.name.range)
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
      results.append(
        TestResult(name: test.name.value, location: location, failures: runner.failures, duration: seconds))
    }
    return PlatformRun(platform: platform, tests: results, transcript: log.transcript)
  }
}

/// Fresh sessions by screen file, platform and settings, shared by the executor's workers.
final class ModelCache: @unchecked Sendable {
  private var sessions: [String: Session] = [:]
  private let lock = NSLock()

  func session(for screen: Screen, on platform: Platform, settings: ReaderSettings, catalogue: Catalogue)
    -> Session
  {
    let key =
      "\(screen.file.path)\u{0}\(screen.range.start)\u{0}\(platform.rawValue)\u{0}\(settings.hints)\(settings.listPositions)"
    lock.lock()
    if let session = sessions[key] {
      lock.unlock()
      return session
    }
    lock.unlock()
    let session = Session(
      model: ScreenModel(screen: screen, platform: platform, catalogue: catalogue), settings: settings)
    lock.lock()
    sessions[key] = session
    lock.unlock()
    return session
  }
}
