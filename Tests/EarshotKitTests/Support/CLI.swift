import EarshotCLI
import Foundation
import Testing

/// Runs the command line in process and keeps what it printed.
struct CLIRun {
  var out = ""
  var err = ""
  var status: Int32 = -1
}

func earshot(_ arguments: [String], environment: [String: String] = [:], color: Bool = false) -> CLIRun {
  // The command writes from the calling thread only, so plain captured strings do.
  var (out, err) = ("", "")
  let console = Earshot.Console(out: { out += $0 }, err: { err += $0 }, colorDiagnostics: color)
  let status = Earshot.run(arguments, console: console, environment: environment)
  return CLIRun(out: out, err: err, status: status)
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
