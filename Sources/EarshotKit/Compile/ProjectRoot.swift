/// The folder a suite's paths are measured from, and the two ways a path is written.
///
/// - The **key** of a script or screen is its path relative to the root with links, `.`, `..`
///   and repeated slashes resolved: the same file has one key however it was named on the
///   command line (`login/./a.audit`, `login//a.audit`, `../w/login/a.audit`, an absolute path,
///   a folder reached through a link). Transcripts name scripts and screens by key, and
///   goldens are stored by key, so neither depends on the spelling or the working directory.
///   A file outside the root has a key that starts with `..`.
/// - The **display** form is what messages and reports print: relative to the working
///   directory when the file is below it (so that a terminal can open it), tidied, and
///   otherwise as it was given.
///
/// The root is the nearest folder, from the working directory up, that holds a `golden`
/// folder, without going above the top of a repository (a folder holding `.git`); else the
/// working directory. `--golden` says where goldens are kept; it does not move the root.
public struct ProjectRoot: Sendable, Equatable {
  /// Absolute, links resolved.
  public let path: String
  /// Absolute, links resolved (as the system reports it).
  public let workingDirectory: String

  public init(path: String, workingDirectory: String) {
    self.path = ProjectRoot.normalized(path)
    self.workingDirectory = ProjectRoot.normalized(workingDirectory)
  }

  /// The root for the working directory (see the type's comment).
  public static func find(from workingDirectory: String? = nil) -> ProjectRoot {
    let workingDirectory = workingDirectory ?? FileSystem.currentDirectory()
    var folder = normalized(workingDirectory)
    while true {
      var isFolder = false
      if FileSystem.exists(folder + "/golden", isFolder: &isFolder), isFolder {
        return ProjectRoot(path: folder, workingDirectory: workingDirectory)
      }
      if FileSystem.exists(folder + "/.git", isFolder: &isFolder) || folder == "/" { break }
      folder = parent(of: folder)
    }
    return ProjectRoot(path: workingDirectory, workingDirectory: workingDirectory)
  }

  /// The default golden folder: `golden` in the root, as it is displayed.
  public var goldenFolder: String { display(path + "/golden") }

  // MARK: Keys

  /// `path`'s key: relative to the root, links resolved (see the type's comment).
  public func key(of path: String) -> String {
    let absolute = self.absolute(path)
    return relative(FileSystem.realPath(absolute) ?? absolute, to: self.path)
  }

  /// The key of a file in `folder`, whose own key is `folderKey`: the folder's key and the
  /// name, unless the file is itself a link. Saves resolving the same folder again for every
  /// script in it.
  public func key(ofFile name: String, inFolderWithKey folderKey: String, folder: String) -> String {
    if FileSystem.isLink(folder + "/" + name) { return key(of: folder + "/" + name) }
    return folderKey.isEmpty ? name : folderKey + "/" + name
  }

  // MARK: Display

  /// `path` as messages and reports show it: relative to the working directory when it is
  /// below it, tidied (`./`, `//` and `..` resolved); a path outside it keeps the form it was
  /// given in (relative with `..`, or absolute).
  public func display(_ path: String) -> String {
    guard !path.isEmpty else { return path }
    let absolute = self.absolute(path)
    if absolute == workingDirectory { return "." }
    if absolute.hasPrefix(workingDirectory == "/" ? "/" : workingDirectory + "/") {
      return String(absolute.dropFirst(workingDirectory == "/" ? 1 : workingDirectory.count + 1))
    }
    return path.hasPrefix("/") ? absolute : relative(absolute, to: workingDirectory)
  }

  // MARK: Paths

  /// `path` made absolute against the working directory, tidied.
  func absolute(_ path: String) -> String {
    ProjectRoot.normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
  }

  /// An absolute path with `.`, `..` and empty parts resolved, as text (no link is read).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` relative to `base` (both absolute and tidied), with `..` steps when it is not below.
  func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let from = base.split(separator: "/")
    var common = 0
    while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
    let steps = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
    return steps.joined(separator: "/")
  }

  private static func parent(of folder: String) -> String {
    guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return "/" }
    return String(folder[..<slash])
  }
}
