import Foundation
import Testing

/// A folder or script earshot may not read is an error that names it, never one that is not
/// there: `run` and `check` fail saying so (exit 2), its goldens are no orphans, and `golden`
/// and `golden prune` keep them, naming what they could not read. The commands run as the
/// unprivileged user (`EarshotBinary.run(…, asNobody: true)`), whom permissions stop.
@Suite(
  .enabled(if: EarshotBinary.canRunUnprivileged, "needs a non-root user or setpriv (util-linux) to drop root")
)
struct UnreadablePathTests {
  static let script = "platform ios\nscreen { button Submit }\nfocus Submit\n"

  /// `scripts/b.audit` and `scripts/secret/a.audit`, their goldens recorded in `golden/`.
  private func project(_ name: String = #function) throws -> String {
    let folder = sharedTemporaryFolder(name)
    try write(Self.script, to: "scripts/b.audit", in: folder)
    try write(Self.script, to: "scripts/secret/a.audit", in: folder)
    let recorded = try EarshotBinary.run(["run", "scripts", "--golden", "golden"], in: folder)
    #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
    // Everyone may write the golden folders, so only earshot's own care keeps the goldens.
    for writable in ["golden", "golden/scripts", "golden/scripts/secret"] {
      chmod(folder + "/" + writable, 0o777)
    }
    return folder
  }

  private func goldens(in folder: String) -> [String] {
    ["golden/scripts/b.ios.transcript", "golden/scripts/secret/a.ios.transcript"].filter {
      FileManager.default.fileExists(atPath: folder + "/" + $0)
    }
  }

  private var everyGolden: [String] {
    ["golden/scripts/b.ios.transcript", "golden/scripts/secret/a.ios.transcript"]
  }

  /// A folder that cannot be listed (0o000, 0o111), or whose files cannot be looked at (0o444).
  @Test(arguments: [0o000, 0o111, 0o444] as [mode_t])
  func anUnreadableFolderIsAnErrorAndItsGoldensAreKept(_ mode: mode_t) throws {
    let folder = try project()
    chmod(folder + "/scripts/secret", mode)
    defer { chmod(folder + "/scripts/secret", 0o755) }
    let listable = mode & 0o444 != 0
    let error =
      listable
      ? "scripts/secret/a.audit:1:1: error: cannot read scripts/secret/a.audit: Permission denied [file-unreadable]\n"
      : "scripts/secret:1:1: error: cannot read the folder scripts/secret: Permission denied; what it holds is not known [file-unreadable]\n"

    let run = try EarshotBinary.run(
      ["run", "scripts", "--golden", "golden"], in: folder, environment: ["CI": "true"], asNobody: true)
    #expect(run.status == 2, "\(run.out)\(run.err)")
    #expect(run.err.hasPrefix(error), "\(run.err)")
    #expect(!run.err.contains("orphan"), "\(run.err)")
    #expect(run.out.contains("PASS scripts/b.audit [ios] golden transcript\n"), "\(run.out)")

    let check = try EarshotBinary.run(["check", "scripts"], in: folder, asNobody: true)
    #expect(check.status == 2)
    let checked = listable ? "2 scripts" : "1 script"
    #expect(check.err == error + "checked \(checked) and 0 screens: 1 error, 0 warnings\n", "\(check.err)")

    // Searchable but not listable, the script itself can still be read and judged.
    let judged = mode == 0o111
    let list = try EarshotBinary.run(["golden", "--golden", "golden"], in: folder, asNobody: true)
    #expect(list.status == (judged ? 0 : 1), "\(list.out)\(list.err)")
    #expect(
      list.out
        == (judged
          ? "2 golden transcripts under golden: nothing pending, nothing orphaned\n"
          : """
          unjudged   golden/scripts/secret/a.ios.transcript (scripts/secret/a.audit cannot be read: Permission denied)
          2 golden transcripts under golden: nothing pending, nothing orphaned, 1 unjudged

          """))
    let prune = try EarshotBinary.run(["golden", "prune", "--golden", "golden"], in: folder, asNobody: true)
    #expect(prune.status == (judged ? 0 : 1))
    #expect(
      prune.err
        == (judged
          ? ""
          : "earshot: cannot read scripts/secret/a.audit: Permission denied; the goldens it concerns are kept\n")
        + "earshot: nothing orphaned under golden\n")
    #expect(goldens(in: folder) == everyGolden)
  }

  /// A script that cannot be read is named, and its golden kept.
  @Test func anUnreadableScriptIsAnErrorAndItsGoldenIsKept() throws {
    let folder = try project()
    chmod(folder + "/scripts/b.audit", 0o000)
    let check = try EarshotBinary.run(["check", "scripts"], in: folder, asNobody: true)
    #expect(check.status == 2)
    #expect(
      check.err.hasPrefix(
        "scripts/b.audit:1:1: error: cannot read scripts/b.audit: Permission denied [file-unreadable]\n"))
    let prune = try EarshotBinary.run(["golden", "prune", "--golden", "golden"], in: folder, asNobody: true)
    #expect(prune.status == 1)
    #expect(
      prune.err
        == "earshot: cannot read scripts/b.audit: Permission denied; the goldens it concerns are kept\nearshot: nothing orphaned under golden\n"
    )
    #expect(goldens(in: folder) == everyGolden)
  }

  /// A file a link named `.audit` runs, named otherwise, that cannot be read: its golden, kept
  /// by the file's key, is unjudged and kept, the file named with the reason.
  @Test func anUnreadableFileALinkRunsKeepsItsGolden() throws {
    let folder = sharedTemporaryFolder()
    try write(Self.script, to: "elsewhere/bare", in: folder)
    try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/scripts/b.audit", withDestinationPath: "../elsewhere/bare")
    let recorded = try EarshotBinary.run(["run", "scripts", "--golden", "golden"], in: folder)
    #expect(recorded.err == "earshot: recorded golden/elsewhere/bare.ios.transcript\n", "\(recorded.out)")
    // Everyone may write the golden folders, so only earshot's own care keeps the golden.
    for writable in ["golden", "golden/elsewhere"] { chmod(folder + "/" + writable, 0o777) }
    chmod(folder + "/elsewhere/bare", 0o000)
    let list = try EarshotBinary.run(["golden", "--golden", "golden"], in: folder, asNobody: true)
    #expect(list.status == 1)
    #expect(
      list.out == """
        unjudged   golden/elsewhere/bare.ios.transcript (elsewhere/bare cannot be read: Permission denied)
        1 golden transcript under golden: nothing pending, nothing orphaned, 1 unjudged

        """)
    let prune = try EarshotBinary.run(["golden", "prune", "--golden", "golden"], in: folder, asNobody: true)
    #expect(prune.status == 1)
    #expect(
      prune.err
        == "earshot: cannot read elsewhere/bare: Permission denied; the goldens it concerns are kept\nearshot: nothing orphaned under golden\n"
    )
    #expect(FileManager.default.fileExists(atPath: folder + "/golden/elsewhere/bare.ios.transcript"))
  }

  /// A folder of the golden folder that cannot be read is named, and what it holds kept.
  @Test func anUnreadableFolderOfGoldensIsNamed() throws {
    let folder = try project()
    try FileManager.default.removeItem(atPath: folder + "/scripts/secret")
    chmod(folder + "/golden/scripts/secret", 0o000)
    defer { chmod(folder + "/golden/scripts/secret", 0o755) }
    let list = try EarshotBinary.run(["golden", "--golden", "golden"], in: folder, asNobody: true)
    #expect(list.status == 1)
    #expect(
      list.out == """
        unreadable golden/scripts/secret (Permission denied)
        1 golden transcript under golden: nothing pending, nothing orphaned, 1 unreadable

        """)
    let prune = try EarshotBinary.run(["golden", "prune", "--golden", "golden"], in: folder, asNobody: true)
    #expect(prune.status == 1)
    #expect(
      prune.err
        == "earshot: cannot read golden/scripts/secret: Permission denied; the goldens it concerns are kept\nearshot: nothing orphaned under golden\n"
    )
    chmod(folder + "/golden/scripts/secret", 0o755)
    #expect(goldens(in: folder) == everyGolden)
  }
}
