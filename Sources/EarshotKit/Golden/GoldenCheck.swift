/// Comparing a run with its golden, test by test (`GoldenCandidate.compare(with:)`): the header
/// and each passed test's section. A test that failed is neither compared nor recorded, and
/// its section in the golden is kept as it is; so is every test a filtered run left out.
///
/// The `golden transcript` test passes only when every test that ran passed and matched its
/// golden. It fails when a section or the header differs, or (under CI or `--update none`) a
/// test has no golden yet. Otherwise it is skipped, with the reason: tests that failed were
/// not compared, or this run wrote the golden (`--update new` recording a missing golden or a
/// new test, `--update all` rewriting one that differed), so nothing was compared.
///
/// Outside CI, a run that finds a difference leaves `NAME.transcript.new`: the pending file (or,
/// without one, the golden) with this run's tests written into it, so that the changes of tests
/// other runs found stay pending; a run after which it equals the golden removes it.
///
/// A comparison that may write reads, compares and writes holding the golden's lock
/// (`GoldenLock`), so that runs of one script at once each write into what the others wrote;
/// one that matches with nothing pending only reads, and takes no lock.
///
/// No golden is read or written through a symbolic link inside the golden folder (a linked
/// folder on the way to it, or the golden itself), as the golden commands follow none: a
/// change kept through one could never be reviewed or accepted, and `--update all` would
/// rewrite files outside the golden folder. The test fails naming the link, under CI too.
extension GoldenStore {
  /// What comparing one run with its golden came to.
  public struct Check: Sendable {
    /// The `golden transcript` test: passed, skipped or failed with the diff or the reason.
    public let result: TestResult
    /// What was written, for the console (`recorded golden/…`).
    public let notice: String?
    /// The tests the golden holds and the script no longer has.
    public let orphans: [GoldenOrphan]
  }

  /// Compares what a run of the script whose key is `key` gives its golden with that golden.
  public func check(_ candidate: GoldenCandidate, key: String, script: SourceFile, platform: Platform)
    -> Check
  {
    check(candidate, key: key, script: script, platform: platform, meanwhile: {})
  }

  /// `check`, calling `meanwhile` once the comparison is found to write nothing (and so to take
  /// no lock), before it is made: where another run may write the golden's pending file.
  func check(
    _ candidate: GoldenCandidate, key: String, script: SourceFile, platform: Platform, meanwhile: () -> Void
  ) -> Check {
    let path = goldenPath(key: key, platform: platform)
    if let link = link(on: path) { return linked(link, golden: path, script: script) }
    let golden = read(path)
    if isCI || !mayWrite(candidate, golden: golden, pending: path + ".new") {
      meanwhile()
      return compare(
        candidate, golden: golden, at: path, key: key, script: script, locked: false, refusal: nil)
    }
    do throws(FileError) {
      // Read again holding the lock: another run may have written it since.
      return try withLock(of: path) {
        compare(candidate, golden: read(path), at: path, key: key, script: script, locked: true, refusal: nil)
      }
    } catch {
      // Each write fails with why the lock could not be taken.
      return compare(
        candidate, golden: read(path), at: path, key: key, script: script, locked: false, refusal: error)
    }
  }

  /// The first symbolic link on the way from the golden folder to `path`, a golden in it (the
  /// golden itself included; the golden folder may be a link); nil when there is none.
  func link(on path: String) -> String? {
    let start = folder + "/"
    guard PathText.hasPrefix(path, start) else { return nil }
    var reached = folder
    for part in PathText.components(of: PathText.dropping(start.utf8.count, from: path)) {
      reached += "/" + part
      if FileSystem.isLink(reached) { return reached }
    }
    return nil
  }

  /// The failed `golden transcript` test of a golden reached through the link `link`.
  private func linked(_ link: String, golden: String, script: SourceFile) -> Check {
    let here = SourceLocation(file: script, range: SourceRange(0, 0))
    let what: Message =
      PathKey(link) == PathKey(golden)
      ? "it was not compared; replace the link with the file it names"
      : "\(path: golden) was not compared; replace the link with the folder it names"
    let message: Message =
      "\(path: link) is a symbolic link; earshot reads and writes no golden through a link in the golden folder, where golden commands leave it alone, so \(what)"
    let failure = Failure(message, at: here, kind: .golden)
    return Check(
      result: TestResult(name: GoldenStore.testName, location: here, failures: [failure]), notice: nil,
      orphans: [])
  }

  /// The golden at `path`, parsed.
  private func read(_ path: String) -> Result<GoldenTranscript, SourceReader.Failure> {
    FileSystem.readFile(path, maximumSize: GoldenStore.maximumSize).map {
      GoldenTranscript(parsing: String(decoding: $0, as: UTF8.self))
    }
  }

  /// Whether comparing may write the golden or its pending file: not when the golden is there
  /// and matches with no pending file beside it, cannot be read (and so is left as it is), or
  /// is missing while every test failed (nothing is recorded).
  private func mayWrite(
    _ candidate: GoldenCandidate, golden: Result<GoldenTranscript, SourceReader.Failure>, pending: String
  ) -> Bool {
    switch golden {
    case .success(let golden):
      let comparison = candidate.compare(with: golden)
      return comparison.differs || !comparison.added.isEmpty || FileSystem.presence(of: pending) != .missing
    case .failure(.notFound): return candidate.ran.contains { $0.section != nil }
    case .failure: return false
    }
  }

  /// `check` with the golden read. `locked`: whether it was found to write, and so runs after
  /// taking the golden's lock; without it nothing was pending, and a pending file that appears
  /// meanwhile is another run's, left alone. `refusal`, when set, is why nothing may be written
  /// (the golden's lock could not be taken), and each write fails with it.
  private func compare(
    _ candidate: GoldenCandidate, golden read: Result<GoldenTranscript, SourceReader.Failure>,
    at path: String, key: String, script: SourceFile, locked: Bool, refusal: FileError?
  ) -> Check {
    let pending = path + ".new"
    let here = SourceLocation(file: script, range: SourceRange(0, 0))
    let failedTests = candidate.ran.filter { $0.section == nil }.count
    var orphans: [GoldenOrphan] = []
    func done(_ failure: Failure? = nil, skipped: String? = nil, notice: String? = nil) -> Check {
      var result = TestResult(
        name: GoldenStore.testName, location: here, failures: failure.map { [$0] } ?? [])
      result.skipped = skipped
      return Check(result: result, notice: notice, orphans: orphans)
    }
    func failed(_ message: Message, diff: String? = nil) -> Check {
      done(Failure(message, at: here, kind: .golden, diff: diff))
    }
    let golden: GoldenTranscript
    switch read {
    case .success(let transcript):
      golden = transcript
    case .failure(.notFound):
      guard failedTests < candidate.ran.count else { return done(skipped: GoldenStore.everyTestFailed) }
      let new = candidate.transcript
      guard update != .none, !isCI else {
        return failed(
          "no golden transcript at \(path: path); \(keep(candidate, at: pending, refusal: refusal))")
      }
      do throws(FileError) {
        try GoldenStore.write(new.text, to: path, refusal: refusal)
        settlePending(candidate, at: pending, golden: new)
        return done(
          skipped: "recorded, so not compared" + GoldenStore.leftOut(failedTests),
          notice: "recorded \(VisibleText.escaped(path))")
      } catch {
        return failed(
          "no golden transcript at \(path: path), and it could not be recorded: \(path: error.reason(for: path))"
        )
      }
    case .failure(let failure):
      // Never overwritten: a golden that cannot be read may still be the reviewed one.
      return failed(
        "cannot read the golden transcript \(path: path): \(path: failure.reason); it is left as it is")
    }
    let comparison = candidate.compare(with: golden)
    orphans = comparison.orphans.map {
      GoldenOrphan(
        golden: VisibleText.escaped(path), test: String($0.dropFirst("test ".count)),
        reason: "\(VisibleText.escaped(key)) has no test of that name")
    }
    guard comparison.differs || !comparison.added.isEmpty else {
      if locked, refusal == nil { settlePending(candidate, at: pending, golden: golden) }
      guard failedTests > 0 else { return done() }
      guard comparison.matched > 0 else { return done(skipped: GoldenStore.everyTestFailed) }
      return done(skipped: GoldenStore.notCompared(failedTests) + "; the other \(comparison.matched) match")
    }
    let merged = candidate.written(into: golden)
    let diff = UnifiedDiff.diff(
      golden.text, merged.text, oldName: path, newName: pending, startsSection: Transcript.opensTest)
    let added = comparison.added.count
    let missing: Message =
      "\(path: path) has no golden for \(raw: added == 1 ? comparison.added[0] : "\(added) tests")"
    // `--update new` records new tests; only `--update all` rewrites what differs.
    if comparison.differs ? update == .all : update != .none, !isCI {
      do throws(FileError) {
        try GoldenStore.write(merged.text, to: path, refusal: refusal)
        settlePending(candidate, at: pending, golden: merged)
        let matched = comparison.matched > 0 ? "; the other \(comparison.matched) match" : ""
        return comparison.differs
          ? done(
            skipped: "updated (--update all), so not compared" + GoldenStore.leftOut(failedTests),
            notice: "updated \(VisibleText.escaped(path))")
          : done(
            skipped: "recorded \(added) new test\(added == 1 ? "" : "s"), so not compared\(matched)"
              + GoldenStore.leftOut(failedTests),
            notice: "recorded \(added) new test\(added == 1 ? "" : "s") in \(VisibleText.escaped(path))")
      } catch {
        let reason = error.reason(for: path)
        return failed(
          comparison.differs
            ? "the transcript differs from \(path: path), which could not be updated: \(path: reason)"
            : "\(missing), and it could not be recorded: \(path: reason)", diff: diff)
      }
    }
    let what: Message = comparison.differs ? "the transcript differs from \(path: path)" : missing
    guard !isCI else {
      let record: Message =
        comparison.differs ? "" : "; record it with `earshot run --update new` outside CI and commit it"
      return failed("\(what)\(record)", diff: diff)
    }
    return failed("\(what); \(keepNew(candidate, at: pending, golden: golden, refusal: refusal))", diff: diff)
  }

  /// Writes a golden or pending file atomically, unless `refusal` says why it may not be.
  private static func write(_ text: String, to path: String, refusal: FileError?) throws(FileError) {
    if let refusal { throw refusal }
    try AtomicFile.write(text, to: path)
  }

  static let everyTestFailed =
    "not compared: every test failed, and a failing test's golden is neither compared nor recorded"

  static func notCompared(_ failed: Int) -> String {
    "not compared for the \(failed) test\(failed == 1 ? "" : "s") that failed (a failing test's golden is neither compared nor recorded)"
  }

  /// The tests a recording left out, if any.
  static func leftOut(_ failed: Int) -> String {
    failed == 0
      ? ""
      : "; the \(failed) test\(failed == 1 ? "" : "s") that failed \(failed == 1 ? "was" : "were") left out"
  }

  /// The pending file of a golden, if one can be read (a link is not followed).
  private func pendingTranscript(at pending: String) -> GoldenTranscript? {
    guard
      case .success(let bytes) = FileSystem.readFile(
        pending, maximumSize: GoldenStore.maximumSize, followingLinks: false)
    else { return nil }
    return GoldenTranscript(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// This run's tests written into the pending file, if there is one: removed once it is the
  /// same as the golden, so that only changes no run has matched since stay pending.
  private func settlePending(_ candidate: GoldenCandidate, at pending: String, golden: GoldenTranscript) {
    guard let base = pendingTranscript(at: pending) else { return }
    let updated = candidate.written(into: base)
    if updated.text == golden.text {
      FileSystem.removeIfPresent(pending)
    } else if updated != base {
      try? AtomicFile.write(updated.text, to: pending)
    }
  }

  /// Where a missing golden's transcript went, for its failure message.
  private func keep(_ candidate: GoldenCandidate, at pending: String, refusal: FileError?) -> Message {
    guard !isCI else { return "record it with `earshot run --update new` outside CI and commit it" }
    do throws(FileError) {
      try GoldenStore.write(
        candidate.written(into: pendingTranscript(at: pending)).text, to: pending, refusal: refusal)
      return "the transcript is in \(path: pending); `earshot golden accept` records it"
    } catch {
      return
        "its transcript could not be kept in \(path: pending) either: \(path: error.reason(for: pending))"
    }
  }

  /// Where a differing run went, for its failure message: into the pending file, else a copy
  /// of the golden.
  private func keepNew(
    _ candidate: GoldenCandidate, at pending: String, golden: GoldenTranscript, refusal: FileError?
  ) -> Message {
    do throws(FileError) {
      try GoldenStore.write(
        candidate.written(into: pendingTranscript(at: pending) ?? golden).text, to: pending, refusal: refusal)
      return "the new one is in \(path: pending) (`earshot golden review`)"
    } catch {
      return "the new one could not be written to \(path: pending): \(path: error.reason(for: pending))"
    }
  }
}
