import EarshotKit
import Foundation

/// `earshot golden review|accept|reject [PATH…]`: the pending `.transcript.new` files that
/// failed runs left beside their goldens. `review` shows each as a unified diff against its
/// golden; `accept` moves it over the golden; `reject` deletes it. PATHs narrow the set to
/// those scripts or folders (or pending files).
enum GoldenCommand {
  enum Action: String, CaseIterable {
    case review, accept, reject
  }

  static func execute(_ action: Action, paths: [String], root: String, console: Earshot.Console) -> Int32 {
    let store = GoldenStore(root: root, update: GoldenStore.Update.none, isCI: false)
    let pending = store.pending(matching: paths.map(InputFinder.relativeToCurrentDirectory))
    guard !pending.isEmpty else {
      console.err("earshot: no pending golden transcripts under \(root)\n")
      return Earshot.ExitCode.success
    }
    var failed = false
    for path in pending {
      let golden = String(path.dropLast(".new".count))
      switch action {
      case .review:
        let old = (try? String(contentsOfFile: golden, encoding: .utf8)) ?? ""
        let new = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let shownOld = FileManager.default.fileExists(atPath: golden) ? golden : "/dev/null"
        console.out(UnifiedDiff.diff(old, new, oldName: shownOld, newName: path))
      case .accept, .reject:
        let accepting = action == .accept
        if accepting ? store.accept(path) : store.reject(path) {
          console.err(accepting ? "accepted \(golden)\n" : "rejected \(path)\n")
        } else {
          console.err("earshot: cannot \(accepting ? "move \(path) to \(golden)" : "delete \(path)")\n")
          failed = true
        }
      }
    }
    if action == .review {
      console.err("\(pending.count) pending; `earshot golden accept` or `earshot golden reject`\n")
    }
    return failed ? Earshot.ExitCode.testsFailed : Earshot.ExitCode.success
  }
}
