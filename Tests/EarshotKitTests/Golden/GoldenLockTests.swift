import EarshotKit
import Foundation
import Synchronization
import Testing

/// Runs of one script at once, as a parallel CI job or two terminals start them (each with its
/// own `--filter`), write their tests into the golden and the pending file that the others
/// wrote: no run loses another's section (`GoldenLock`). Each round starts a few real `earshot`
/// processes together; the tests take turns, so that no more run at a time. The lock file is
/// never taken through a link or over a special file, and one a stopped run left is removed.
@Suite(.serialized) struct GoldenLockTests {
  static let tests = 6
  static let rounds = 3

  /// A script of `tests` tests, each focusing the button (labelled `label`), in a fresh folder
  /// with an empty golden folder.
  private func project(label: String? = nil, _ name: String = #function) throws -> String {
    let folder = temporaryFolder(name)
    try write(script(label: label), to: "a.audit", in: folder)
    try FileManager.default.createDirectory(atPath: folder + "/golden", withIntermediateDirectories: true)
    return folder
  }

  private func script(label: String?) -> String {
    let tests = (1...Self.tests).map { "test \"t\($0)\" {\n  focus Submit\n}\n" }
    return "platform ios\nscreen { button Submit\(label.map { " label \"\($0)\"" } ?? "") }\n"
      + tests.joined()
  }

  /// One filtered run per test, all at once.
  private func runEachTestAtOnce(in folder: String) throws -> [EarshotBinary.Run] {
    try EarshotBinary.runTogether(
      (1...Self.tests).map { ["run", "a.audit", "--filter", "t\($0)", "--golden", "golden"] }, in: folder)
  }

  /// The `test "…"` lines of a golden or pending file.
  private func testLines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("test \"")
    }
  }

  private var everyTest: [String] { (1...Self.tests).map { "test \"t\($0)\"" } }

  @Test func runsOfOneScriptAtOnceKeepEverySectionTheyRecord() throws {
    for round in 1...Self.rounds {
      let folder = try project()
      for run in try runEachTestAtOnce(in: folder) {
        #expect(run.status == 0, "round \(round): \(run.out)\(run.err)")
        #expect(run.err.contains("earshot: recorded "), "round \(round): \(run.err)")
      }
      #expect(try testLines(folder + "/golden/a.ios.transcript") == everyTest, "round \(round)")
      // Nothing is left beside the golden: no lock file, no temporary.
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/golden") == ["a.ios.transcript"])
    }
  }

  @Test func runsOfOneScriptAtOnceKeepEveryChangeTheyFind() throws {
    for round in 1...Self.rounds {
      let folder = try project()
      #expect(try EarshotBinary.run(["run", "a.audit", "--golden", "golden"], in: folder).status == 0)
      // Every test now hears another name: each run keeps its change in the one pending file.
      try write(script(label: "Send"), to: "a.audit", in: folder)
      for run in try runEachTestAtOnce(in: folder) {
        #expect(run.status == 1, "round \(round): \(run.out)\(run.err)")
        #expect(
          run.out.contains("the new one is in golden/a.ios.transcript.new"), "round \(round): \(run.out)")
      }
      let pending = try String(contentsOfFile: folder + "/golden/a.ios.transcript.new", encoding: .utf8)
      #expect(try testLines(folder + "/golden/a.ios.transcript.new") == everyTest, "round \(round)")
      #expect(
        pending.components(separatedBy: "say \"Send, Button\"").count - 1 == Self.tests, "round \(round)")
      #expect(try EarshotBinary.run(["golden", "accept", "--golden", "golden"], in: folder).status == 0)
      let again = try EarshotBinary.run(
        ["run", "a.audit", "--golden", "golden"], in: folder, environment: ["CI": "1"])
      #expect(again.status == 0, "round \(round): \(again.out)")
    }
  }

  /// A lock path that is a symbolic link or a named pipe is refused, with the reason: nothing
  /// is written through it or over it, and the golden is not recorded.
  @Test(arguments: ["link", "pipe"])
  func aLockThatIsNotARegularFileIsRefused(_ kind: String) throws {
    let folder = try project()
    let lock = folder + "/golden/.a.ios.transcript.earshot-lock"
    try write("outside\n", to: "outside.txt", in: folder)
    if kind == "link" {
      try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: "../outside.txt")
    } else {
      #expect(mkfifo(lock, 0o644) == 0)
    }
    let run = try EarshotBinary.run(["run", "a.audit", "--golden", "golden"], in: folder)
    #expect(run.status == 1)
    let what = kind == "link" ? "a symbolic link" : "not a regular file"
    #expect(
      run.out.contains(
        "error: no golden transcript at golden/a.ios.transcript, and it could not be recorded: golden/.a.ios.transcript.earshot-lock: it is \(what), and only a regular file is a lock\n"
      ), "\(run.out)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/golden/a.ios.transcript"))
    #expect(try String(contentsOfFile: folder + "/outside.txt", encoding: .utf8) == "outside\n")
    var status = stat()
    #expect(lstat(lock, &status) == 0 && (status.st_mode & S_IFMT) == (kind == "link" ? S_IFLNK : S_IFIFO))
  }

  /// `golden accept`, `reject` and `prune` take each golden's lock as a run does: one that is
  /// refused is named with the reason, exit 1, and its golden and pending file are left as
  /// they are.
  @Test func aGoldenCommandWhoseLockIsRefusedChangesNothing() throws {
    let folder = try project()
    try write(script(label: nil), to: "b.audit", in: folder)
    #expect(try EarshotBinary.run(["run", ".", "--golden", "golden"], in: folder).status == 0)
    // `a.audit` now hears another name and has lost its last test; `b.audit` is gone.
    try write(
      script(label: "Send").replacingOccurrences(of: "t\(Self.tests)", with: "renamed"), to: "a.audit",
      in: folder)
    try FileManager.default.removeItem(atPath: folder + "/b.audit")
    #expect(try EarshotBinary.run(["run", "a.audit", "--golden", "golden"], in: folder).status == 1)
    try write("outside\n", to: "outside.txt", in: folder)
    for golden in ["a", "b"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/golden/.\(golden).ios.transcript.earshot-lock",
        withDestinationPath: "../outside.txt")
    }
    let files = ["golden/a.ios.transcript", "golden/a.ios.transcript.new", "golden/b.ios.transcript"]
    let before = try files.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    func refused(_ golden: String) -> String {
      "earshot: cannot lock golden/.\(golden).ios.transcript.earshot-lock: it is a symbolic link, and only a regular file is a lock\n"
    }
    for (action, err) in [
      ("accept", refused("a")), ("reject", refused("a")), ("prune", refused("b") + refused("a")),
    ] {
      let result = try EarshotBinary.run(["golden", action, "--golden", "golden"], in: folder)
      #expect(result.status == 1, "\(action)")
      #expect(result.err == err, "\(action)")
    }
    #expect(try files.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } == before)
    #expect(try String(contentsOfFile: folder + "/outside.txt", encoding: .utf8) == "outside\n")
  }

  /// A lock file a stopped run left (nobody holds it, and it is old) is removed by the next
  /// command, saying so; one that is held is left; git ignores them.
  @Test func aLockLeftByAStoppedRunIsRemovedAndIgnoredByGit() throws {
    let folder = try project()
    let stale = "golden/.a.ios.transcript.earshot-lock"
    let held = "golden/.b.ios.transcript.earshot-lock"
    for name in [stale, held] {
      try write("", to: name, in: folder)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + name)
    }
    let holder = open(folder + "/" + held, O_RDONLY)
    defer { close(holder) }
    #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
    let result = try EarshotBinary.run(["golden", "--golden", "golden"], in: folder)
    #expect(result.status == 0)
    #expect(result.err == "earshot: removed \(stale), left by a run that was stopped\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/" + stale))
    #expect(FileManager.default.fileExists(atPath: folder + "/" + held), "a lock that is held is left alone")
    let ignored = try String(contentsOfFile: repositoryRoot + "/.gitignore", encoding: .utf8)
    #expect(ignored.split(separator: "\n").contains("*.earshot-lock"))
  }

  /// A run that finds a golden's lock held says once, on standard error, which lock it waits
  /// for, then waits; let go, it goes on and records the golden.
  @Test func aRunWaitingForAHeldLockSaysSoOnce() throws {
    let folder = try project()
    let holder = open(
      folder + "/golden/.a.ios.transcript.earshot-lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
    #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
    let waiting = "earshot: waiting for golden/.a.ios.transcript.earshot-lock, held by another run\n"
    let saidSo = Atomic(false)
    let run = try EarshotBinary.run(["run", "a.audit", "--golden", "golden"], in: folder) { child in
      // The lock is let go once the run says it waits (or, without a word, once it was stopped).
      while child.isRunning, !child.errorSoFar.contains(waiting) { usleep(10_000) }
      saidSo.store(child.errorSoFar.contains(waiting), ordering: .relaxed)
      close(holder)
    }
    let said = saidSo.load(ordering: .relaxed)
    #expect(said, "the run did not say it was waiting: \(run.err)")
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.err == waiting + "earshot: recorded golden/a.ios.transcript\n")
    #expect(try testLines(folder + "/golden/a.ios.transcript") == everyTest)
  }

  /// Stale cleanup removes only the regular files earshot writes: a named pipe or a character
  /// device named as a stale temporary or lock, a link, or a folder, is left where it is.
  @Test func staleCleanupRemovesOnlyRegularFiles() throws {
    let folder = try project()
    let golden = folder + "/golden/"
    let regular = ".c.ios.transcript.2-1.earshot-tmp"
    let pipes = [".bar.2-2.earshot-tmp", ".b.ios.transcript.earshot-lock"]
    let link = ".d.ios.transcript.2-3.earshot-tmp"
    let subfolder = ".e.ios.transcript.2-4.earshot-tmp"
    let device = ".f.ios.transcript.2-5.earshot-tmp"
    try write("half a file", to: "golden/" + regular, in: folder)
    for pipe in pipes { #expect(mkfifo(golden + pipe, 0o644) == 0) }
    try write("outside\n", to: "outside.txt", in: folder)
    try FileManager.default.createSymbolicLink(atPath: golden + link, withDestinationPath: "../outside.txt")
    try FileManager.default.createDirectory(atPath: golden + subfolder, withIntermediateDirectories: false)
    // Only root may make a device: `/dev/null`'s numbers.
    let hasDevice = mknod(golden + device, S_IFCHR | 0o666, dev_t(0x103)) == 0
    for name in [regular, link, subfolder] + pipes + (hasDevice ? [device] : []) {
      var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, golden + name, &old, AT_SYMLINK_NOFOLLOW) == 0, "\(name)")
    }
    let result = try EarshotBinary.run(["golden", "--golden", "golden"], in: folder)
    #expect(result.status == 0)
    #expect(result.err == "earshot: removed golden/\(regular), left by a run that was stopped\n")
    func type(_ name: String) -> mode_t {
      var status = stat()
      return lstat(golden + name, &status) == 0 ? status.st_mode & S_IFMT : 0
    }
    #expect(type(regular) == 0)
    for pipe in pipes { #expect(type(pipe) == S_IFIFO, "\(pipe)") }
    #expect(type(link) == S_IFLNK)
    #expect(type(subfolder) == S_IFDIR)
    if hasDevice { #expect(type(device) == S_IFCHR) }
    // Beside a report, as the JUnit report cleans: a pipe and a folder are left too.
    #expect(mkfifo(folder + "/.j.xml.2-6.earshot-tmp", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: folder + "/.j.xml.2-7.earshot-tmp", withIntermediateDirectories: false)
    for name in [".j.xml.2-6.earshot-tmp", ".j.xml.2-7.earshot-tmp"] {
      var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, folder + "/" + name, &old, AT_SYMLINK_NOFOLLOW) == 0)
    }
    #expect(AtomicFile.removeStaleTemporaries(besides: folder + "/j.xml").isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder + "/.j.xml.2-6.earshot-tmp"))
    #expect(FileManager.default.fileExists(atPath: folder + "/.j.xml.2-7.earshot-tmp"))
  }
}
