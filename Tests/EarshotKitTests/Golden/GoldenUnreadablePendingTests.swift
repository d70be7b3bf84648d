import EarshotKit
import Foundation
import Testing

/// `golden review|accept|reject` never act on what they cannot read: a `.new` that cannot be
/// read (or does not begin as earshot's goldens do) is neither moved over its golden nor
/// deleted, and a folder of the golden folder that cannot be read is named, never taken for an
/// empty one, while what can be read is acted on. The commands run as the unprivileged user
/// (`EarshotBinary.run(…, asNobody: true)`), whom permissions stop.
@Suite(
  .enabled(if: EarshotBinary.canRunUnprivileged, "needs a non-root user or setpriv (util-linux) to drop root")
)
struct GoldenUnreadablePendingTests {
  static let script = "screen {\n  button Go\n}\ntest \"t\" {\n  focus Go\n}\n"

  private func text(_ relative: String, in folder: String) throws -> String {
    try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
  }

  private func nobody(_ arguments: [String], in folder: String) throws -> EarshotBinary.Run {
    try EarshotBinary.run(arguments, in: folder, asNobody: true)
  }

  /// A `.new` earshot may not read: `review` names it, and `accept` and `reject` refuse it with
  /// the reason (exit 1), keeping both the golden and the `.new`.
  @Test func aPendingFileThatCannotBeReadIsNeitherAcceptedNorRejected() throws {
    let folder = sharedTemporaryFolder()
    try write(Self.script, to: "a.audit", in: folder)
    let recorded = try nobody(["run", "a.audit", "-q", "--platform", "ios"], in: folder)
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    let golden = try text("golden/a.ios.transcript", in: folder)
    let pending = folder + "/golden/a.ios.transcript.new"
    try write("not a golden at all\n", to: "golden/a.ios.transcript.new", in: folder)
    chmod(pending, 0o000)

    let review = try nobody(["golden", "review"], in: folder)
    #expect(review.status == 1)
    #expect(review.err.hasPrefix("earshot: cannot read golden/a.ios.transcript.new: Permission denied\n"))
    let accept = try nobody(["golden", "accept"], in: folder)
    #expect(accept.status == 1)
    #expect(
      accept.err
        == "earshot: cannot accept golden/a.ios.transcript.new: Permission denied; it is not known to be a golden transcript earshot wrote, so golden/a.ios.transcript is kept as it is\n"
    )
    let reject = try nobody(["golden", "reject"], in: folder)
    #expect(reject.status == 1)
    #expect(
      reject.err
        == "earshot: cannot reject golden/a.ios.transcript.new: Permission denied; it is not known to be a golden transcript earshot wrote, so it is kept\n"
    )
    #expect(try text("golden/a.ios.transcript", in: folder) == golden)
    chmod(pending, 0o644)
    #expect(try text("golden/a.ios.transcript.new", in: folder) == "not a golden at all\n")
  }

  /// `scripts/b.audit` and `scripts/s/a.audit` with goldens recorded, then changed, so that a
  /// `.new` waits beside each golden.
  private func pendingProject(_ name: String = #function) throws -> String {
    let folder = sharedTemporaryFolder(name)
    for script in ["scripts/b.audit", "scripts/s/a.audit"] {
      try write("platform ios\n" + Self.script, to: script, in: folder)
    }
    #expect(try nobody(["run", "scripts", "-q"], in: folder).status == 0)
    for script in ["scripts/b.audit", "scripts/s/a.audit"] {
      try write(
        "platform ios\n"
          + Self.script.replacingOccurrences(of: "Go\n}\ntest", with: "Go label \"Send\"\n}\ntest"),
        to: script, in: folder)
    }
    #expect(try nobody(["run", "scripts", "-q"], in: folder).status == 1)
    for pending in ["golden/scripts/b.ios.transcript.new", "golden/scripts/s/a.ios.transcript.new"] {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + pending), "\(pending)")
    }
    return folder
  }

  /// A folder of the golden folder that cannot be read is named with the reason (exit 1), as
  /// `earshot golden` names it, and the pending files that can be read are still acted on; a
  /// selection that the folder cannot hold does not name it.
  @Test(arguments: ["review", "accept", "reject"])
  func anUnreadableFolderOfTheGoldenFolderIsNamed(_ action: String) throws {
    let folder = try pendingProject()
    let secret = folder + "/golden/scripts/s"
    chmod(secret, 0o000)
    defer { chmod(secret, 0o755) }
    let list = try nobody(["golden"], in: folder)
    #expect(list.status == 1)
    #expect(list.out.contains("unreadable golden/scripts/s (Permission denied)\n"), "\(list.out)")

    let unreadable =
      "earshot: cannot read golden/scripts/s: Permission denied; what is pending in it cannot be \(action)ed\n"
    let acted = try nobody(["golden", action], in: folder)
    #expect(acted.status == 1, "\(acted.out)\(acted.err)")
    switch action {
    case "review":
      #expect(acted.err == unreadable + "1 pending; `earshot golden accept` or `earshot golden reject`\n")
      #expect(acted.out.hasPrefix("--- golden/scripts/b.ios.transcript\n"), "\(acted.out)")
    case "accept":
      #expect(acted.err == unreadable + "accepted golden/scripts/b.ios.transcript\n")
    default:
      #expect(acted.err == unreadable + "rejected golden/scripts/b.ios.transcript.new\n")
    }
    #expect(
      FileManager.default.fileExists(atPath: folder + "/golden/scripts/b.ios.transcript.new")
        == (action == "review"))

    // A script elsewhere: the folder cannot hold its pending file.
    let elsewhere = try nobody(["golden", action, "scripts/b.audit"], in: folder)
    #expect(!elsewhere.err.contains("golden/scripts/s"), "\(elsewhere.err)")
    #expect(elsewhere.status == 0, "\(elsewhere.err)")
    // A script inside it: its pending file may be there.
    let inside = try nobody(["golden", action, "scripts/s/a.audit"], in: folder)
    #expect(inside.status == 1)
    #expect(inside.err.hasPrefix(unreadable), "\(inside.err)")
  }

  /// The golden folder itself cannot be read: nothing pending is known, which is no "nothing
  /// pending".
  @Test(arguments: ["review", "accept", "reject"])
  func anUnreadableGoldenFolderIsNamed(_ action: String) throws {
    let folder = try pendingProject()
    chmod(folder + "/golden", 0o000)
    defer { chmod(folder + "/golden", 0o755) }
    let acted = try nobody(["golden", action, "--golden", "golden"], in: folder)
    #expect(acted.status == 1, "\(acted.out)\(acted.err)")
    #expect(
      acted.err
        == "earshot: cannot read golden: Permission denied; what is pending in it cannot be \(action)ed\n")
    #expect(acted.out.isEmpty)
  }
}

/// `GoldenStore.accept` and `reject` check the pending file themselves, whatever selected it: one
/// that does not begin as earshot's goldens begin is another tool's, and is kept.
@Suite struct GoldenPendingGuardTests {
  @Test func aPendingFileThatIsNoGoldenIsNeitherAcceptedNorRejected() throws {
    let folder = temporaryFolder()
    let golden = folder + "/golden"
    try write(GoldenTranscript.formatLine + "\nmine\n", to: "golden/a.ios.transcript", in: folder)
    try write("not a golden at all\n", to: "golden/a.ios.transcript.new", in: folder)
    let store = GoldenStore(folder: golden, isCI: false)
    let pending = golden + "/a.ios.transcript.new"
    for (action, kept) in [
      ("accept", "\(golden)/a.ios.transcript is kept as it is"), ("reject", "it is kept"),
    ] {
      let error = #expect(throws: FileError.self) {
        if action == "accept" { try store.accept(pending) } else { try store.reject(pending) }
      }
      #expect(
        error?.description
          == "cannot \(action) \(pending): it does not begin as earshot's golden transcripts do (`earshot golden transcript` and a number); it is not known to be a golden transcript earshot wrote, so \(kept)"
      )
    }
    #expect(
      try String(contentsOfFile: golden + "/a.ios.transcript", encoding: .utf8) == GoldenTranscript.formatLine
        + "\nmine\n")
    #expect(try String(contentsOfFile: pending, encoding: .utf8) == "not a golden at all\n")
  }
}
