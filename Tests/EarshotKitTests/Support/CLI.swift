import EarshotCLI
import Foundation

/// Runs the command line in process and keeps what it printed.
struct CLIRun {
  var out = ""
  var err = ""
  var status: Int32 = -1
}

func earshot(_ arguments: [String], environment: [String: String] = [:], color: Bool = false) -> CLIRun {
  final class Box: @unchecked Sendable { var run = CLIRun() }
  let box = Box()
  let console = Earshot.Console(
    out: { box.run.out += $0 }, err: { box.run.err += $0 }, colorDiagnostics: color)
  box.run.status = Earshot.run(arguments, console: console, environment: environment)
  return box.run
}

/// A fresh folder under the system's temporary directory, for goldens and copied scripts.
func temporaryFolder(_ name: String = #function) -> String {
  let safe = name.filter { $0.isLetter || $0.isNumber }
  let path = NSTemporaryDirectory() + "earshot-tests-\(safe)-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path
