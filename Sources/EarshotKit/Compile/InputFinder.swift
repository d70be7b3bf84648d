/// Expands the paths given on the command line into the scripts and screens to compile:
/// folders are walked recursively for `*.audit` and `*.screen` files, following symbolic links
/// (a link to a folder given as a path, or found inside one, is walked like the folder), in
/// sorted order so that output never depends on the file system's order. Every path is tidied
/// once, here (`ProjectRoot.display`): `.`, `./scripts/`, `a//b` and `x/../scripts` name the
/// same files by the same names, so reports do not depend on how a path was typed. A folder
/// that cannot be read is an error naming it (`file-unreadable`), never taken for an empty one:
/// what it holds is unknown, so its goldens are no orphans (`unreadableFolders`).
public enum InputFinder {
  public static let scriptExtension = "audit"
  public static let screenExtension = "screen"

  public struct Inputs: Sendable {
    /// Display paths (`ProjectRoot.display`).
    public var scripts: [String] = []
    public var screens: [String] = []
    /// What was met on the way: links that lead back into a folder being walked (warnings),
    /// folders that could not be read (errors).
    public var diagnostics: [Diagnostic] = []
    /// The folders that could not be read (display paths), whose scripts are unknown.
    public var unreadableFolders: [String] = []
  }

  public static func find(_ paths: [String], root: ProjectRoot = .find()) -> Inputs {
    var inputs = Inputs()
    // The same file named twice (a folder given twice, a file inside a folder given too, a
    // link beside its target) is compiled once, under the first name met.
    var seen = Set<FileIdentity>()
    var seenPaths = Set<PathKey>()
    func add(_ path: String, script: Bool) {
      if let identity = FileSystem.identity(of: path) {
        guard seen.insert(identity).inserted else { return }
      } else {
        guard seenPaths.insert(PathKey(path)).inserted else { return }  // missing: reported when compiled
      }
      if script { inputs.scripts.append(path) } else { inputs.screens.append(path) }
    }
    for given in paths {
      let path = root.display(given)
      var isFolder = false
      if FileSystem.exists(path, isFolder: &isFolder), isFolder {
        // The working directory's files are named as any other spelling of their folders
        // names them (`scripts/a.audit`, not `./scripts/a.audit`).
        let tidied = { (found: String) in path == "." ? String(found.unicodeScalars.dropFirst(2)) : found }
        let walk = FileSystem.walk(path)
        for file in walk.files.map(tidied) {
          if PathText.hasSuffix(file, "." + scriptExtension) { add(file, script: true) }
          if PathText.hasSuffix(file, "." + screenExtension) { add(file, script: false) }
        }
        for loop in walk.loops.map(tidied) {
          inputs.diagnostics.append(
            Diagnostic(
              .symlinkLoop, "\(loop) is a link to a folder that holds it; it is not followed",
              at: .unrecognisedFile(loop)))
        }
        for (folder, reason) in walk.unreadable {
          let shown = folder == path ? path : tidied(folder)
          inputs.unreadableFolders.append(shown)
          inputs.diagnostics.append(
            Diagnostic(
              .fileUnreadable,
              "cannot read the folder \(path: shown): \(raw: reason); what it holds is not known",
              at: .unrecognisedFile(shown)))
        }
      } else if PathText.hasSuffix(path, "." + scriptExtension)
        || !FileSystem.exists(path, isFolder: &isFolder)
      {
        add(path, script: true)  // a missing file is reported when it is compiled
      } else {
        add(path, script: false)  // a .screen file or a capture, named explicitly
      }
    }
    return inputs
  }
}
