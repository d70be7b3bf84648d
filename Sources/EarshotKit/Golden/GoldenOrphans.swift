/// A golden, or a test's section in one, that no script claims: the script is gone, renamed or
/// no longer runs on that platform, or the test is. A run warns of the orphans of what it ran,
/// `earshot golden` lists every one, and only `earshot golden prune` removes them: never a run.
public struct GoldenOrphan: Sendable, Equatable {
  /// The golden file, as messages show it (not escaped).
  public let golden: String
  /// The test's name quoted as the golden writes it (`"old name"`); nil for the whole file.
  public let test: String?
  /// Why no script claims it: `no script runs it`, `scripts/a.audit has no test of that name`.
  public let reason: String

  public init(golden: String, test: String? = nil, reason: String) {
    self.golden = golden
    self.test = test
    self.reason = reason
  }

  /// `golden/a.ios.transcript is an orphaned golden transcript: no script runs it`, or
  /// `golden/a.ios.transcript: test "old" is orphaned: scripts/a.audit has no test of that name`.
  public var message: Message {
    guard let test else { return "\(path: golden) is an orphaned golden transcript: \(raw: reason)" }
    return "\(path: golden): test \(raw: test) is orphaned: \(raw: reason)"
  }
}

/// Every golden in a golden folder and what `earshot golden` says of it. Only earshot's goldens
/// are looked at (`GoldenOwnership.swift`).
public struct GoldenSurvey: Sendable {
  /// A golden whose script could not be judged, and why: which of its tests are orphans is
  /// not known, so it is never pruned (a run leaves such goldens alone too).
  public struct Unjudged: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
      /// The script does not compile: it is known again once it does.
      case doesNotCompile
      /// The script, or a folder on the way to it, cannot be read: the system's reason.
      case unreadable(String)
    }

    public let golden: String
    /// The script's path, as messages show it (escaped).
    public let script: String
    public let reason: Reason

    /// `scripts/a.audit does not compile`, `scripts/a.audit cannot be read: Permission denied`.
    public var explanation: String {
      switch reason {
      case .doesNotCompile: "\(script) does not compile"
      case .unreadable(let why): "\(script) cannot be read: \(VisibleText.escaped(why))"
      }
    }
  }

  /// Every golden file (links not followed), sorted.
  public var goldens: [String] = []
  public var pending: [String] = []
  public var orphans: [GoldenOrphan] = []
  public var unjudged: [Unjudged] = []
  /// Goldens, and folders of the golden folder, that could not be read, with the reason.
  public var unreadable: [(golden: String, reason: String)] = []
  /// Symbolic links in the golden folder, which no golden command follows.
  public var links: [String] = []

  /// What could not be read, each with the system's reason: the goldens and folders of the
  /// golden folder (escaped), then the scripts of unjudged goldens, each once (a folder that
  /// cannot be read may hide the scripts of thousands of goldens), in the order first met.
  public var unread: [(path: String, reason: String)] {
    let scripts = unjudged.compactMap { unjudged -> (path: String, reason: String)? in
      guard case .unreadable(let reason) = unjudged.reason else { return nil }
      return (unjudged.script, reason)
    }
    return unreadable.map { (VisibleText.escaped($0.golden), $0.reason) }
      + scripts.uniqued { PathKey($0.path) }
  }
}

extension GoldenStore {
  /// Every golden, pending file and orphan in the golden folder: each golden's script is
  /// found at its key under the project root and compiled, to know its platforms and tests.
  public func survey(compiler: Compiler = Compiler()) -> GoldenSurvey {
    let contents = self.contents()
    let found = pendingFiles(in: contents)
    var survey = GoldenSurvey(pending: found.files, links: found.links)
    var unreadable = contents.unreadable
    var scripts: [String: ScriptFound] = [:]
    for golden in contents.goldens {
      let bytes: [UInt8]
      switch FileSystem.readFile(golden, maximumSize: GoldenStore.maximumSize, followingLinks: false) {
      case .success(let read): bytes = read
      case .failure(.notFound): continue
      case .failure(let failure):
        unreadable.append((golden, failure.reason))
        continue
      }
      // Named as a golden, but another tool's file.
      guard GoldenTranscript.beginsAsGolden(bytes) else { continue }
      survey.goldens.append(golden)
      guard let (key, platformName) = script(ofGolden: golden) else {
        survey.orphans.append(GoldenOrphan(golden: golden, reason: "no script's golden is kept at this path"))
        continue
      }
      if scripts[key] == nil { scripts[key] = findScript(key, compiler: compiler) }
      let (shown, compiled): (String, Compiler.Result)
      switch scripts[key] ?? .missing("") {
      case .missing(let path):
        survey.orphans.append(GoldenOrphan(golden: golden, reason: "there is no script \(path)"))
        continue
      case .unreadable(let path, let reason):
        survey.unjudged.append(.init(golden: golden, script: path, reason: .unreadable(reason)))
        continue
      case .found(let path, let result): (shown, compiled) = (path, result)
      }
      guard compiled.succeeded, let program = compiled.program else {
        survey.unjudged.append(.init(golden: golden, script: shown, reason: .doesNotCompile))
        continue
      }
      guard let platform = Platform(rawValue: platformName), compiled.platforms.contains(platform) else {
        survey.orphans.append(
          GoldenOrphan(
            golden: golden, reason: "\(shown) does not run on \(VisibleText.escaped(platformName))"))
        continue
      }
      let tests = Set(program.tests.map { Transcript.testLine($0.name) })
      for section in GoldenTranscript(parsing: String(decoding: bytes, as: UTF8.self)).sections
      where !tests.contains(section.testLine) {
        survey.orphans.append(
          GoldenOrphan(
            golden: golden, test: String(section.testLine.dropFirst("test ".count)),
            reason: "\(shown) has no test of that name"))
      }
    }
    survey.unreadable = unreadable.sorted { PathKey($0.path) < PathKey($1.path) }.map { ($0.path, $0.reason) }
    return survey
  }

  /// What is at a golden's script's key (its path shown escaped): nothing, something that
  /// cannot be read, or the script, compiled.
  private enum ScriptFound {
    case missing(String)
    case unreadable(String, reason: String)
    case found(String, Compiler.Result)
  }

  /// The script whose key is `key`. Only a path that names nothing is missing: a script that
  /// cannot be read, or in a folder that cannot be, may well be there.
  private func findScript(_ key: String, compiler: Compiler) -> ScriptFound {
    let path = ProjectRoot.absolute(key, from: project.path)
    let shown = VisibleText.escaped(project.display(path))
    switch FileSystem.presence(of: path) {
    case .unknown(let reason): return .unreadable(shown, reason: reason)
    case .folder: return .missing(shown)
    case .file: return script(at: path, shown: shown, compiler: compiler)
    case .missing:
      // A script reached through a link to a file not named `.audit` is kept by that file's
      // key. That file is taken for the script whether it compiles or not, as a file named
      // `.audit` is: one that does not compile, or cannot be read, leaves its goldens unjudged
      // (prune removes only what it can show is orphaned).
      let bare = PathText.removingSuffix(".audit", from: path)
      switch FileSystem.presence(of: bare) {
      case .missing, .folder: return .missing(shown)
      case .unknown(let reason):
        return .unreadable(VisibleText.escaped(project.display(bare)), reason: reason)
      case .file:
        return script(at: bare, shown: VisibleText.escaped(project.display(bare)), compiler: compiler)
      }
    }
  }

  /// The script in the file at `path` (shown as `shown`), compiled, or why it cannot be read.
  private func script(at path: String, shown: String, compiler: Compiler) -> ScriptFound {
    if case .failure(.unreadable(let reason)) = FileSystem.readStart(of: path, count: 0) {
      return .unreadable(shown, reason: reason)
    }
    return .found(shown, compiler.compileScript(at: path))
  }
}
