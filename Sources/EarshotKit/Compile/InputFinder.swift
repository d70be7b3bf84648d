import Foundation

/// Expands the paths given on the command line into the scripts and screens to compile:
/// folders are walked recursively for `*.audit` and `*.screen` files, in sorted order so that
/// output never depends on the file system's order.
public enum InputFinder {
  public static let scriptExtension = "audit"
  public static let screenExtension = "screen"

  public struct Inputs: Sendable {
    public var scripts: [String] = []
    public var screens: [String] = []
  }

  public static func find(_ paths: [String]) -> Inputs {
    var inputs = Inputs()
    for path in paths.map(relativeToCurrentDirectory) {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let found = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
        for relative in found {
          let full = base + "/" + relative
          if relative.hasSuffix("." + scriptExtension) { inputs.scripts.append(full) }
          if relative.hasSuffix("." + screenExtension) { inputs.screens.append(full) }
        }
      } else if path.hasSuffix("." + scriptExtension) || !FileManager.default.fileExists(atPath: path) {
        inputs.scripts.append(path)  // a missing file is reported when it is compiled
      } else {
        inputs.screens.append(path)  // a .screen file or a capture, named explicitly
      }
    }
    // A folder given twice, or a file inside a folder given too, is compiled once.
    var seen = Set<String>()
    inputs.scripts = inputs.scripts.filter { seen.insert($0).inserted }
    inputs.screens = inputs.screens.filter { seen.insert($0).inserted }
    return inputs
  }

  /// Paths under the working directory are written relative to it (`scripts/a.audit`, not
  /// `/home/…/scripts/a.audit` or `./scripts/a.audit`), so that transcripts, goldens and
  /// reports are the same on every machine.
  public static func relativeToCurrentDirectory(_ path: String) -> String {
    var path = path
    let current = FileManager.default.currentDirectoryPath
    if path.hasPrefix("/"), current != "/", path.hasPrefix(current + "/") {
      path = String(path.dropFirst(current.count + 1))
    }
    while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
    return path.isEmpty ? "." : path
  }
}
