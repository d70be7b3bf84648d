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
    for path in paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let found = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
        for relative in found {
          let full = base + "/" + relative
          if relative.hasSuffix("." + scriptExtension) { inputs.scripts.append(full) }
          if relative.hasSuffix("." + screenExtension) { inputs.screens.append(full) }
        }
      } else if path.hasSuffix("." + screenExtension) {
        inputs.screens.append(path)
      } else {
        inputs.scripts.append(path)  // a missing file is reported when it is compiled
      }
    }
    return inputs
  }
}
