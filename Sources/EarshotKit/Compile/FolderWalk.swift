#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Listing a folder tree. A folder that cannot be read is never taken for an empty one or for
/// one that is not there: the walk names it with the system's reason (`Walk.unreadable`), so
/// that what it holds is reported as unknown, never as missing (a script not run, a golden
/// pruned).
extension FileSystem {
  /// Every file (not folder) under `root` whose name ends with `suffix`, as `root/relative`
  /// paths, sorted (see `walk`).
  static func files(under root: String, endingWith suffix: String, followingLinks: Bool = true) -> [String] {
    walk(root, followingLinks: followingLinks).files.filter { PathText.hasSuffix($0, suffix) }
  }

  /// What `walk` found under a folder: its files, sorted, the symbolic links it did not
  /// follow because they lead back to a folder it was already inside, (not following links)
  /// every symbolic link, and the folders it could not read.
  struct Walk: Sendable {
    var files: [String] = []
    var loops: [String] = []
    var links: [String] = []
    /// Folders that could not be listed or looked into (`root` itself too, unless it is not
    /// there at all), sorted, with the system's reason (`Permission denied`).
    var unreadable: [(path: String, reason: String)] = []
  }

  /// Every file under `root`, as `root/relative` paths, sorted so that output never depends on
  /// the file system's order. Symbolic links are followed, to files and to folders (a suite can
  /// be a folder of links), unless `followingLinks` is false. Each folder is read once: one
  /// that links reach again is skipped (folders are visited in sorted order, so the first path
  /// to it is always the same), and a link to a folder that encloses it is a loop, reported.
  /// So the walk always ends, in time proportional to the tree. A folder below `root` for which
  /// `skipping` is true is not entered (nor listed).
  static func walk(_ root: String, followingLinks: Bool = true, skipping: ((String) -> Bool)? = nil) -> Walk {
    var walk = Walk()
    let base =
      PathText.endsWithSlash(root) && root.utf8.count > 1 ? String(root.unicodeScalars.dropLast()) : root
    var status = stat()
    guard FileName.withSystemPath(base, { stat($0, &status) }) == 0 else {
      let error = errno
      if error != ENOENT && error != ENOTDIR { walk.unreadable.append((base, describe(error))) }
      return walk
    }
    var walked: Set<FileIdentity> = []
    // Folders still to read, each with the identities of the folders that enclose it; popped
    // in sorted order.
    var folders: [(path: String, identity: FileIdentity, ancestors: Set<FileIdentity>)] = [
      (base, FileIdentity(status), [])
    ]
    while let (folder, folderIdentity, ancestors) = folders.popLast() {
      guard walked.insert(folderIdentity).inserted else { continue }
      let inside = ancestors.union([folderIdentity])
      var subfolders: [(path: String, identity: FileIdentity, ancestors: Set<FileIdentity>)] = []
      let listed: [(path: String, type: Int32)]
      switch listing(of: folder) {
      case .success(let entries): listed = entries
      case .failure(let failure):
        walk.unreadable.append((folder, describe(failure.code)))
        continue
      }
      for (path, type) in listed {
        if type == Int32(DT_REG) {
          walk.files.append(path)
          continue
        }
        if type == Int32(DT_LNK), !followingLinks {
          walk.links.append(path)
          continue
        }
        // A folder, a link, or a file system that does not say: ask, following links. What
        // cannot be asked about is listed when it is gone (a dangling link), so that reading it
        // says why, and is unreadable when it is a folder or may be one.
        var status = stat()
        let found = FileName.withSystemPath(path) { followingLinks ? stat($0, &status) : lstat($0, &status) }
        guard found == 0 else {
          let error = errno
          if type == Int32(DT_DIR) || type == Int32(DT_UNKNOWN), error != ENOENT {
            walk.unreadable.append((path, describe(error)))
          } else if type != Int32(DT_DIR) {
            walk.files.append(path)
          }
          continue
        }
        if (status.st_mode & S_IFMT) == S_IFLNK {  // not following links
          walk.links.append(path)
          continue
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
          walk.files.append(path)
          continue
        }
        if skipping?(path) == true { continue }
        let identity = FileIdentity(status)
        if inside.contains(identity) {
          walk.loops.append(path)
        } else {
          subfolders.append((path, identity, inside))
        }
      }
      folders += subfolders.reversed()
    }
    walk.files = walk.files.sortedByBytes()
    walk.loops = walk.loops.sortedByBytes()
    walk.links = walk.links.sortedByBytes()
    walk.unreadable.sort { PathKey($0.path) < PathKey($1.path) }
    return walk
  }

  /// The entries of a folder (not `.` and `..`), sorted by name, with their types; none when
  /// it cannot be read.
  static func entries(of folder: String) -> [(path: String, type: Int32)] {
    (try? listing(of: folder).get()) ?? []
  }

  /// The `errno` of a failed system call, as an error.
  struct SystemError: Error {
    let code: Int32
  }

  /// The entries of a folder (not `.` and `..`), sorted by name, with their types, or why it
  /// could not be opened or read to the end.
  static func listing(of folder: String) -> Result<[(path: String, type: Int32)], SystemError> {
    guard let stream = FileName.withSystemPath(folder, { opendir($0) }) else {
      return .failure(SystemError(code: errno))
    }
    defer { closedir(stream) }
    var found: [(path: String, type: Int32)] = []
    while true {
      // `readdir` returns nil at the end and on an error; only an error sets `errno`.
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { return .failure(SystemError(code: errno)) }
        break
      }
      // Its bytes, whatever they are (`FileName`).
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        FileName.decode(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name == "." || name == ".." { continue }
      found.append((folder + "/" + name, Int32(entry.pointee.d_type)))
    }
    return .success(found.sorted { PathKey($0.path) < PathKey($1.path) })
  }
}
