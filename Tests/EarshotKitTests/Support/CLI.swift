import EarshotCLI
import Foundation
import Testing

/// Runs the command line in process and keeps what it printed.
struct CLIRun {
  var out = ""
  var err = ""
  var status: Int32 = -1
  /// What the progress line showed, in order (`""` erased it); only on a terminal.
  var progress: [String] = []
}

/// `terminal`: stdout and stderr are a terminal (failures only, a progress line). The clock
/// stays at 0, so every run takes `0.00 s`.
func earshot(
  _ arguments: [String], environment: [String: String] = [:], color: Bool = false, terminal: Bool = false
) -> CLIRun {
  // The command writes from the calling thread only, so plain captured strings do; the
  // progress line comes from the runner's workers one at a time, so `--jobs 1` keeps it in order.
  var (out, err) = ("", "")
  nonisolated(unsafe) var progress: [String] = []
  let console = Earshot.Console(
    out: { out += $0 }, err: { err += $0 }, colorDiagnostics: color, outIsTerminal: terminal,
    progress: terminal ? { progress.append($0) } : nil)
  let status = Earshot.run(arguments, console: console, environment: environment)
  return CLIRun(out: out, err: err, status: status, progress: progress)
}

/// A fresh folder under the system's temporary directory, for goldens and copied scripts.
func temporaryFolder(_ name: String = #function) -> String {
  let safe = name.filter { $0.isLetter || $0.isNumber }
  let path = NSTemporaryDirectory() + "earshot-tests-\(safe)-\(UUID().uuidString)"
  do {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  } catch {
    Issue.record("cannot create the temporary folder \(path): \(error)")
  }
  return path
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

/// Output of the binary with the summary's time (` in 0.42 s`) taken out: the only part of a
/// run's output that depends on the clock.
func strippingTime(_ output: String) -> String {
  output.replacing(#/ in [0-9]+\.[0-9]{2} s\n/#, with: "\n")
}
