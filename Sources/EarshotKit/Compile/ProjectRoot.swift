/// The folder a suite's paths are measured from, and the two ways a path is written.
///
/// - The **root** is the folder that holds the golden folder, so that the place of a golden
///   depends on the script and the golden folder alone, never on where earshot runs. The
///   golden folder is `--golden DIR`, else the nearest `golden` folder from the working
///   directory up, without going above the top of a repository (a folder holding `.git`),
///   else `golden` at that top, else `golden` in the working directory.
/// - The **key** of a script or screen is its path relative to the root with links, `.`, `..`
///   and repeated slashes resolved: the same file has one key however it was named on the
///   command line (`login/./a.audit`, `login//a.audit`, `../w/login/a.audit`, an absolute path,
///   a folder reached through a link). Transcripts name scripts and screens by key, and
///   goldens are stored by key. A file outside the root has a key that starts with `..`.
/// - The **display** form is what messages and reports print: relative to the working
///   directory when the file is below it (so that a terminal can open it), tidied, and
///   otherwise in the form it was given (relative with `..`, or absolute).
public struct ProjectRoot: Sendable, Equatable {
  /// Absolute, links resolved.
  public let path: String
  /// Absolute, links resolved (as the system reports it).
  public let workingDirectory: String
  /// Absolute: the golden folder (`path` holds it).
  public let goldenFolder: String

  /// A root at `path`, its golden folder `path/golden`.
  public init(path: String, workingDirectory: String) {
    self.path = ProjectRoot.normalized(path)
    self.workingDirectory = ProjectRoot.normalized(workingDirectory)
    self.goldenFolder = self.path == "/" ? "/golden" : self.path + "/golden"
  }

  private init(goldenFolder: String, workingDirectory: String) {
    self.workingDirectory = ProjectRoot.normalized(workingDirectory)
    let folder = ProjectRoot.absolute(goldenFolder, from: self.workingDirectory)
    self.goldenFolder = folder
    self.path = FileSystem.resolved(ProjectRoot.parent(of: folder))
  }

  /// The root of the golden folder `goldenFolder` (`--golden`), else of the one found from the
  /// working directory (see the type's comment).
  public static func find(goldenFolder: String? = nil, workingDirectory: String? = nil) -> ProjectRoot {
    let workingDirectory = workingDirectory ?? FileSystem.currentDirectory() ?? "/"
    if let goldenFolder { return ProjectRoot(goldenFolder: goldenFolder, workingDirectory: workingDirectory) }
    var folder = normalized(workingDirectory)
    while true {
      if holdsGoldenFolder(folder) || holdsRepository(folder) {
        return ProjectRoot(path: folder, workingDirectory: workingDirectory)
      }
      if folder == "/" { break }
      folder = parent(of: folder)
    }
    return ProjectRoot(path: workingDirectory, workingDirectory: workingDirectory)
  }

  /// Whether `folder` holds a `golden` folder: it is a project's root (`find`).
  static func holdsGoldenFolder(_ folder: String) -> Bool {
    var isFolder = false
    return FileSystem.exists((folder == "/" ? "" : folder) + "/golden", isFolder: &isFolder) && isFolder
  }

  /// Whether `folder` is the top of a repository (it holds `.git`): a project's root (`find`).
  static func holdsRepository(_ folder: String) -> Bool {
    var isFolder = false
    return FileSystem.exists((folder == "/" ? "" : folder) + "/.git", isFolder: &isFolder)
  }

  /// The working directory, or why it cannot be had (it was deleted, say).
  public static func workingDirectory() -> Result<String, FileError> {
    guard let folder = FileSystem.currentDirectory() else {
      return .failure(FileError("", FileSystem.lastError(), operation: "read the working directory"))
    }
    return .success(folder)
  }

  // MARK: Keys

  /// `path`'s key: relative to the root, links resolved (see the type's comment).
  public func key(of path: String) -> String {
    ProjectRoot.relative(FileSystem.resolved(absolute(path)), to: self.path)
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
    // By bytes: a folder named `café` decomposed is not inside one named `café` precomposed.
    if PathKey(absolute) == PathKey(workingDirectory) { return "." }
    let inside = workingDirectory == "/" ? "/" : workingDirectory + "/"
    if PathText.hasPrefix(absolute, inside) { return PathText.dropping(inside.utf8.count, from: absolute) }
    return PathText.isAbsolute(path) ? absolute : ProjectRoot.relative(absolute, to: workingDirectory)
  }

  // MARK: Paths

  /// `path` made absolute against the working directory, tidied.
  func absolute(_ path: String) -> String {
    ProjectRoot.absolute(path, from: workingDirectory)
  }

  /// `path` made absolute against `folder`, with `.` and repeated slashes dropped and `..`
  /// resolved as the system does: after a link, `..` is the parent of the link's target.
  static func absolute(_ path: String, from folder: String) -> String {
    let joined = PathText.isAbsolute(path) ? path : folder + "/" + path
    var parts: [Substring] = []
    for part in PathText.components(of: joined) {
      if part == "." { continue }
      if part == ".." {
        let sofar = "/" + parts.joined(separator: "/")
        if !parts.isEmpty, FileSystem.isLink(sofar), let target = FileSystem.realPath(sofar) {
          parts = PathText.components(of: target)
        }
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// An absolute path with `.`, `..` and empty parts resolved, as text (no link is read).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in PathText.components(of: path) {
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
  static func relative(_ path: String, to base: String) -> String {
    let target = PathText.components(of: path)
    let from = PathText.components(of: base)
    var common = 0
    while common < min(target.count, from.count), target[common].utf8.elementsEqual(from[common].utf8) {
      common += 1
    }
    let steps = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
    return steps.joined(separator: "/")
  }

  static func parent(of folder: String) -> String {
    guard let above = PathText.folder(of: folder), !above.isEmpty else { return "/" }
    return above
  }
}
