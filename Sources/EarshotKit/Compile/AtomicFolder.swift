#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of files written whole (the HTML report): its files go into a temporary folder
/// beside it (`.NAME.PID-N.earshot-tmp`, locked as `AtomicFile`'s temporaries are), which
/// replaces the folder in one rename once every file is written. So a reader finds the earlier
/// folder or the new one, never half of one, and a failure (or a stopped run) leaves the earlier
/// folder as it was. An earlier folder is moved aside for the moment of the swap (where it is
/// not empty: a rename replaces only an empty one), then removed.
///
/// A folder that cannot be moved (the working directory or a folder holding it, a mount point,
/// `/`, or one whose parent cannot be written) is written in place instead: each file
/// atomically, and `writtenLast` (the page that links to the others) only at `commit`, so
/// that it never names a file that was not written.
public final class AtomicFolder {
  /// The folder as it was named, for messages.
  private let folder: String
  /// Where the files go until `commit`.
  private let staging: String
  /// The folder itself (links resolved), when `staging` is beside it; nil when writing in place.
  private let destination: String?
  /// The lock on `staging` while it is written.
  private var lock: Int32
  private let writtenLast: String
  /// In place: `writtenLast`'s text, written at `commit`.
  private var heldBack: String?

  /// Starts writing `folder` (made when missing, with the folders above it). Temporaries of
  /// stopped runs are removed where this one writes: beside the folder, or in it when writing
  /// in place (never in the folders below it).
  public init(replacing folder: String, writtenLast: String) throws(FileError) {
    self.folder = folder
    self.writtenLast = writtenLast
    if let above = PathText.folder(of: folder) { try FileSystem.createFolders(above) }
    let location = FileSystem.location(of: folder)
    let parent = PathText.parent(of: location)
    if AtomicFolder.canMove(location, parent: parent) {
      AtomicFile.removeStaleTemporaries(besides: location, folders: true)
      let name = PathText.split(location)?.name ?? location
      (lock, staging) = try AtomicFile.createTemporaryFolder(for: name, in: parent, target: folder)
      destination = location
    } else {
      (lock, staging, destination) = (-1, location, nil)
      try FileSystem.createFolders(location)
      AtomicFile.removeStaleTemporaries(in: location)
    }
  }

  /// Writes one file of the folder, atomically (`AtomicFile`).
  public func write(_ text: String, to name: String) throws(FileError) {
    if destination == nil, name == writtenLast {
      heldBack = text
      return
    }
    try put(text, name)
  }

  private func put(_ text: String, _ name: String) throws(FileError) {
    do {
      try AtomicFile.write(text, to: staging + "/" + name)
    } catch {
      throw FileError(folder + "/" + name, error.reason)
    }
  }

  /// Puts the folder in place: the new one replaces the earlier one whole (or, in place, the
  /// last file is written).
  public func commit() throws(FileError) {
    guard let destination else {
      if let heldBack { try put(heldBack, writtenLast) }
      return
    }
    defer { releaseLock() }
    if FileSystem.systemRename(staging, destination) == 0 { return }
    guard errno == ENOTEMPTY || errno == EEXIST else { throw failure(errno) }
    let aside = AtomicFile.temporaryName(
      for: PathText.split(destination)?.name ?? destination, in: PathText.parent(of: destination)
    ) { FileSystem.systemRename(destination, $0) == 0 }
    guard let aside else { throw failure(errno) }
    guard FileSystem.systemRename(staging, destination) == 0 else {
      let error = errno
      _ = FileSystem.systemRename(aside, destination)
      throw failure(error)
    }
    FileSystem.removeTree(aside)
  }

  /// Removes what was written, leaving the earlier folder as it was.
  public func discard() {
    guard destination != nil else { return }
    FileSystem.removeTree(staging)
    releaseLock()
  }

  /// Closes the lock on the staging folder, once: `commit` that fails and then `discard` must
  /// not close a descriptor number the process may have given to another file since.
  private func releaseLock() {
    guard lock >= 0 else { return }
    close(lock)
    lock = -1
  }

  private func failure(_ error: Int32) -> FileError {
    let reason = FileSystem.describe(error)
    FileSystem.removeTree(staging)
    return FileError(folder, reason)
  }

  /// Whether the folder at `location` can be replaced by a rename: not `/`, its parent can be
  /// written, it is not where this process works (which would go on working in the removed
  /// folder, as would the shell that started it), and it is on the same file system as its
  /// parent (not a mount point).
  private static func canMove(_ location: String, parent: String) -> Bool {
    guard location != "/", FileName.withSystemPath(parent, { access($0, W_OK) }) == 0 else { return false }
    var status = stat()
    guard FileName.withSystemPath(location, { stat($0, &status) }) == 0 else { return true }
    var above = stat()
    guard FileName.withSystemPath(parent, { stat($0, &above) }) == 0, above.st_dev == status.st_dev else {
      return false
    }
    return !FileSystem.isWithin(FileSystem.currentDirectory() ?? "/", folder: location)
  }
}
