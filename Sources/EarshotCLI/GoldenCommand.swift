import EarshotKit

/// `earshot golden` lists the pending and orphaned goldens; `earshot golden prune` removes the
/// orphaned ones (a golden whose script or platform is gone, a test's section whose test is).
///
/// `earshot golden review|accept|reject [PATH | TEST…]`: the pending `.transcript.new` files
/// that failed runs left beside their goldens. `review` shows each as a unified diff against
/// its golden, each hunk headed by the test it is in (coloured on a terminal); `accept` moves
/// it over the golden; `reject` deletes it. PATHs narrow the set to those scripts or folders
/// (or pending files), however they are spelled; an argument naming no file is a test's name,
/// and selects the pending files with a change in a test of that name. A selection with a
/// test's name that takes no pending file is a usage error (exit 64), as `run`'s is; scripts
/// or folders with nothing pending are said so (exit 0). A file that cannot be
/// read, moved or deleted is named with the system's reason, and the exit code is 1: so is a
/// folder of the golden folder that cannot be read and may hold a selected change, whose
/// changes are not known (the others are still acted on). A `.new` that cannot be read, or
/// does not begin as earshot's goldens do, is neither accepted nor rejected. Symbolic
/// links in the golden folder (a linked folder, a golden or `.new` that is a link) are never
/// followed: each is named in a warning and left alone, with the `.new` of a linked golden;
/// `accept` and `reject` then exit 1 when a change they select was left so.
enum GoldenCommand {
  enum Action: Equatable {
    /// `earshot golden` alone.
    case list
    case review, accept, reject, prune

    /// The words that name an action after `golden`.
    static let words = ["review", "accept", "reject", "prune"]

    init?(word: String) {
      switch word {
      case "review": self = .review
      case "accept": self = .accept
      case "reject": self = .reject
      case "prune": self = .prune
      default: return nil
      }
    }

    var rawValue: String {
      switch self {
      case .list: "list"
      case .review: "review"
      case .accept: "accept"
      case .reject: "reject"
      case .prune: "prune"
      }
    }
  }

  static func execute(_ action: Action, paths: [String], folder: String?, console: Earshot.Console) -> Int32 {
    var store = GoldenStore(folder: folder, update: GoldenStore.Update.none, isCI: false)
    store.waitingForLock = WorkerNotice(console).say
    for removed in store.removeStaleTemporaries() {
      console.error("removed \(path: removed), left by a run that was stopped")
    }
    switch action {
    case .list: return list(store, console: console)
    case .prune: return prune(store, console: console)
    case .review, .accept, .reject: break
    }
    let found = store.pendingFiles(matching: paths)
    warnOfLinks(found.links, console: console)
    // What cannot be read is not known to hold nothing: named, and the command fails, while
    // what can be read is still acted on.
    for (folder, reason) in found.unreadable {
      console.error(
        "cannot read \(path: folder): \(path: reason); what is pending in it cannot be \(raw: action.rawValue)ed"
      )
    }
    let unread = !found.unreadable.isEmpty
    let pending = found.files
    // A change the user asked to accept or reject that stays pending is a failure to report.
    let leftAlone = action != .review && !found.leftAlone.isEmpty
    if leftAlone {
      let count = found.leftAlone.count
      console.error(
        "\(count) pending golden transcript\(count == 1 ? " was" : "s were") not \(raw: action.rawValue)ed: \(count == 1 ? "it is, or its golden is," : "each is, or its golden is,") a symbolic link"
      )
    }
    guard !pending.isEmpty else {
      if leftAlone || unread { return Earshot.ExitCode.testsFailed }
      if paths.isEmpty {
        console.error("no pending golden transcripts under \(path: store.folder)")
        return Earshot.ExitCode.success
      }
      // A test's name that selects nothing is a typo to fix, as a `run --filter` that takes no
      // test is; a script or folder with nothing pending is only that.
      guard paths.contains(where: { !FileName.exists($0) }) else {
        console.error(
          "no pending golden transcript under \(path: store.folder) belongs to \(list: paths) or has a change in a test of that name"
        )
        return Earshot.ExitCode.success
      }
      let names = paths.map { "`" + VisibleText.echo($0, limit: VisibleText.maximumPath) + "`" }
      console.error(
        "nothing matched \(raw: names.joined(separator: ", ")): no pending golden transcript under \(path: store.folder) belongs to \(raw: paths.count == 1 ? "it" : "any of them") or has a change in a test of that name"
      )
      return Earshot.ExitCode.usage
    }
    var failed = false
    for path in pending {
      do throws(FileError) {
        switch action {
        case .review:
          let diff = UnifiedDiff.shown(try store.diff(ofPending: path))
          guard !diff.isEmpty else {
            console.error(
              "\(path: path) is the same as its golden: there is nothing to review; `earshot golden reject` removes it"
            )
            continue
          }
          console.out(console.colorOutput ? UnifiedDiff.colored(diff) : diff)
        case .accept:
          try store.accept(path)
          console.err("accepted \(VisibleText.escaped(PathText.removingSuffix(".new", from: path)))\n")
        case .reject:
          try store.reject(path)
          console.err("rejected \(VisibleText.escaped(path))\n")
        case .list, .prune:
          break
        }
      } catch {
        console.error("\(raw: error.description)")
        failed = true
      }
    }
    if action == .review {
      console.err("\(pending.count) pending; `earshot golden accept` or `earshot golden reject`\n")
    }
    return failed || leftAlone || unread ? Earshot.ExitCode.testsFailed : Earshot.ExitCode.success
  }

  /// `earshot golden`: each pending file and orphan, a golden whose script does not compile
  /// (which cannot be judged) or that cannot be read, one a line, then how many of each.
  private static func list(_ store: GoldenStore, console: Earshot.Console) -> Int32 {
    let survey = store.survey()
    warnOfLinks(survey.links, console: console)
    var out = ""
    for pending in survey.pending { out += "pending    \(VisibleText.escaped(pending))\n" }
    for orphan in survey.orphans {
      let test = orphan.test.map { " test " + $0 } ?? ""
      out += "orphaned   \(VisibleText.escaped(orphan.golden))\(test) (\(orphan.reason))\n"
    }
    for unjudged in survey.unjudged {
      out += "unjudged   \(VisibleText.escaped(unjudged.golden)) (\(unjudged.explanation))\n"
    }
    for (golden, reason) in survey.unreadable {
      out += "unreadable \(VisibleText.escaped(golden)) (\(VisibleText.escaped(reason)))\n"
    }
    let count = survey.goldens.count
    var summary =
      "\(count) golden transcript\(count == 1 ? "" : "s") under \(VisibleText.escaped(store.folder)): "
    summary +=
      survey.pending.isEmpty ? "nothing pending" : "\(survey.pending.count) pending (`earshot golden review`)"
    summary +=
      survey.orphans.isEmpty
      ? ", nothing orphaned" : ", \(survey.orphans.count) orphaned (`earshot golden prune` removes them)"
    if !survey.unjudged.isEmpty { summary += ", \(survey.unjudged.count) unjudged" }
    if !survey.unreadable.isEmpty { summary += ", \(survey.unreadable.count) unreadable" }
    console.out(out + summary + "\n")
    return survey.unread.isEmpty ? Earshot.ExitCode.success : Earshot.ExitCode.testsFailed
  }

  /// `earshot golden prune`: removes what `earshot golden` lists as orphaned, naming each. What
  /// could not be read (a golden, a folder, a script) is named as an error and kept (exit 1):
  /// nothing is known to be orphaned there.
  private static func prune(_ store: GoldenStore, console: Earshot.Console) -> Int32 {
    let survey = store.survey()
    warnOfLinks(survey.links, console: console)
    let unread = survey.unread
    for (path, reason) in unread {
      console.error("cannot read \(raw: path): \(raw: reason); the goldens it concerns are kept")
    }
    let failed = unread.isEmpty ? Earshot.ExitCode.success : Earshot.ExitCode.testsFailed
    guard !survey.orphans.isEmpty else {
      console.error("nothing orphaned under \(path: store.folder)")
      return failed
    }
    let (removed, errors) = store.prune(survey.orphans)
    for line in removed { console.err(line + "\n") }
    for error in errors { console.error("\(raw: error.description)") }
    return errors.isEmpty ? failed : Earshot.ExitCode.testsFailed
  }

  private static func warnOfLinks(_ links: [String], console: Earshot.Console) {
    for link in links {
      console.warning(
        "\(path: link) is a symbolic link; golden commands follow no link out of the golden folder, so it is left alone"
      )
    }
  }
}
