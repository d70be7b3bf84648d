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

/// Every golden in a golden folder and what `earshot golden` says of it.
public struct GoldenSurvey: Sendable {
  /// Every golden file (links not followed), sorted.
  public var goldens: [String] = []
  public var pending: [String] = []
  public var orphans: [GoldenOrphan] = []
  /// Goldens whose script does not compile, with its path: whether one of their tests is
  /// orphaned is not known until it compiles again (a run leaves such goldens alone too).
  public var unjudged: [(golden: String, script: String)] = []
  /// Goldens that could not be read, with the reason.
  public var unreadable: [(golden: String, reason: String)] = []
  /// Symbolic links in the golden folder, which no golden command follows.
  public var links: [String] = []
}

extension GoldenStore {
  /// Every golden, pending file and orphan in the golden folder: each golden's script is
  /// found at its key under the project root and compiled, to know its platforms and tests.
  public func survey(compiler: Compiler = Compiler()) -> GoldenSurvey {
    let found = pendingFiles()
    var survey = GoldenSurvey(pending: found.files, links: found.links)
    survey.goldens = FileSystem.walk(folder, followingLinks: false).files.filter {
      PathText.hasSuffix($0, GoldenStore.goldenSuffix)
    }
    var scripts: [String: Compiler.Result?] = [:]
    for golden in survey.goldens {
      guard let (key, platformName) = script(ofGolden: golden) else {
        survey.orphans.append(GoldenOrphan(golden: golden, reason: "no script's golden is kept at this path"))
        continue
      }
      let path = ProjectRoot.absolute(key, from: project.path)
      let shown = VisibleText.escaped(project.display(path))
      if scripts[key] == nil {
        var isFolder = false
        let exists = FileSystem.exists(path, isFolder: &isFolder) && !isFolder
        scripts[key] = .some(exists ? compiler.compileScript(at: path) : nil)
      }
      guard let compiled = scripts[key] ?? nil else {
        survey.orphans.append(GoldenOrphan(golden: golden, reason: "there is no script \(shown)"))
        continue
      }
      guard compiled.succeeded, let program = compiled.program else {
        survey.unjudged.append((golden, shown))
        continue
      }
      guard let platform = Platform(rawValue: platformName), compiled.platforms.contains(platform) else {
        survey.orphans.append(
          GoldenOrphan(
            golden: golden, reason: "\(shown) does not run on \(VisibleText.escaped(platformName))"))
        continue
      }
      switch FileSystem.readFile(golden, maximumSize: GoldenStore.maximumSize, followingLinks: false) {
      case .success(let bytes):
        let tests = Set(program.tests.map { Transcript.testLine($0.name) })
        for section in GoldenTranscript(parsing: String(decoding: bytes, as: UTF8.self)).sections
        where !tests.contains(section.testLine) {
          survey.orphans.append(
            GoldenOrphan(
              golden: golden, test: String(section.testLine.dropFirst("test ".count)),
              reason: "\(shown) has no test of that name"))
        }
      case .failure(let failure):
        survey.unreadable.append((golden, failure.reason))
      }
    }
    return survey
  }

  /// Removes orphans: a golden file with its pending file, or a test's section from its golden
  /// and from the pending file beside it. Returns what was removed, for the console, and the
  /// errors.
  public func prune(_ orphans: [GoldenOrphan]) -> (removed: [String], errors: [FileError]) {
    var removed: [String] = []
    var errors: [FileError] = []
    var tests: [String: [GoldenOrphan]] = [:]
    var order: [String] = []
    for orphan in orphans {
      guard orphan.test != nil else {
        do throws(FileError) {
          try FileSystem.remove(orphan.golden)
          removed.append("removed \(VisibleText.escaped(orphan.golden)) (\(orphan.reason))")
          if (try? FileSystem.remove(orphan.golden + ".new")) != nil {
            removed.append("removed \(VisibleText.escaped(orphan.golden + ".new")), its pending change")
          }
        } catch {
          errors.append(error)
        }
        continue
      }
      if tests[orphan.golden] == nil { order.append(orphan.golden) }
      tests[orphan.golden, default: []].append(orphan)
    }
    for golden in order {
      let orphaned = tests[golden] ?? []
      let lines = Set(orphaned.compactMap { $0.test.map { "test " + $0 } })
      for path in [golden, golden + ".new"] {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, maximumSize: GoldenStore.maximumSize, followingLinks: false) {
        case .success(let read): bytes = read
        case .failure(.notFound) where path != golden: continue
        case .failure(let failure):
          errors.append(FileError(path, failure.reason, operation: "read"))
          continue
        }
        var transcript = GoldenTranscript(parsing: String(decoding: bytes, as: UTF8.self))
        transcript.sections.removeAll { lines.contains($0.testLine) }
        do throws(FileError) {
          try AtomicFile.write(transcript.text, to: path)
        } catch {
          errors.append(error)
          continue
        }
        guard path == golden else { continue }
        for orphan in orphaned {
          removed.append(
            "removed test \(orphan.test ?? "") from \(VisibleText.escaped(golden)) (\(orphan.reason))")
        }
      }
    }
    return (removed, errors)
  }
}
