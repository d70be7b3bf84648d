import EarshotKit

/// `earshot golden review|accept|reject [PATH | TEST…]`: the pending `.transcript.new` files
/// that failed runs left beside their goldens. `review` shows each as a unified diff against
/// its golden, each hunk headed by the test it is in (coloured on a terminal); `accept` moves
/// it over the golden; `reject` deletes it. PATHs narrow the set to those scripts or folders
/// (or pending files), however they are spelled; an argument naming no file is a test's name,
/// and selects the pending files with a change in a test of that name. A selection with a
/// test's name that takes no pending file is a usage error (exit 64), as `run`'s is; scripts
/// or folders with nothing pending are said so (exit 0). A file that cannot be
/// read, moved or deleted is named with the system's reason, and the exit code is 1. Symbolic
/// links in the golden folder (a linked folder, a golden or `.new` that is a link) are never
/// followed: each is named in a warning and left alone, with the `.new` of a linked golden;
/// `accept` and `reject` then exit 1 when a change they select was left so.
enum GoldenCommand {
  enum Action: String, CaseIterable {
    case review, accept, reject
  }

  static func execute(_ action: Action, paths: [String], folder: String?, console: Earshot.Console) -> Int32 {
    let store = GoldenStore(folder: folder, update: GoldenStore.Update.none, isCI: false)
    for removed in store.removeStaleTemporaries() {
      console.error("removed \(path: removed), left by a run that was stopped")
    }
    let found = store.pendingFiles(matching: paths)
    for link in found.links {
      console.warning(
        "\(path: link) is a symbolic link; golden commands follow no link out of the golden folder, so it is left alone"
      )
    }
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
      if leftAlone { return Earshot.ExitCode.testsFailed }
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
          let diff = VisibleText.sanitized(try store.diff(ofPending: path), keepingLineBreaks: true)
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
        }
      } catch {
        console.error("\(raw: error.description)")
        failed = true
      }
    }
    if action == .review {
      console.err("\(pending.count) pending; `earshot golden accept` or `earshot golden reject`\n")
    }
    return failed || leftAlone ? Earshot.ExitCode.testsFailed : Earshot.ExitCode.success
  }
}
