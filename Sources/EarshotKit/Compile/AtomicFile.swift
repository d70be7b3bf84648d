import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files earshot writes (goldens, `.new` files, JUnit reports) go through a temporary file in
/// the same folder, flushed to disk and renamed into place, so that a reader never sees half a
/// file and a crash never leaves one (SPEC §8). A failure throws the path and the system's
/// reason, and leaves nothing behind.
///
/// Temporary files are named `.NAME.PID-N.earshot-tmp`, which `.gitignore` covers with
/// `*.earshot-tmp`. The writer holds an exclusive `flock` on its temporary file until the
/// rename, so a run killed in between leaves a file nobody holds: later runs remove those
/// (`removeStaleTemporaries`), whichever machine or container wrote them, and never one that
/// is being written.
public enum AtomicFile {
  public static let temporarySuffix = ".earshot-tmp"

  /// Creates the folder if needed.
  public static func write(_ text: String, to path: String) throws(FileError) {
    try write(to: path) { sink in sink(text) }
  }

  /// Writes what `body` produces, piece by piece (so a large report is never held whole).
  public static func write(to path: String, _ body: ((String) -> Void) -> Void) throws(FileError) {
    let (folder, name) = split(path)
    try FileSystem.createFolders(folder)
    let (descriptor, temporary) = try createTemporary(for: name, in: folder, target: path)
    var failure: Int32?
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 16)
    func flush() {
      guard failure == nil else { return }
      var written = 0
      while written < buffer.count {
        let count = buffer.withUnsafeBytes {
          writeBytes(descriptor, $0.baseAddress! + written, $0.count - written)
        }
        if count < 0, errno == EINTR { continue }
        if count <= 0 {
          failure = count < 0 ? errno : EIO
          break
        }
        written += count
      }
      buffer.removeAll(keepingCapacity: true)
    }
    body { piece in
      guard failure == nil else { return }
      buffer.append(contentsOf: piece.utf8)
      if buffer.count >= 1 << 20 { flush() }
    }
    flush()
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    // Renamed while still open and locked, so that no cleaner can take it in between.
    if failure == nil, FileSystem.systemRename(temporary, path) != 0 { failure = errno }
    if failure != nil { FileSystem.systemUnlink(temporary) }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure { throw FileError(path, FileSystem.describe(failure)) }
  }

  /// Removes the stale temporary files that writing `path` could have left beside it (see
  /// `removeIfStale`); returns them.
  @discardableResult
  public static func removeStaleTemporaries(besides path: String) -> [String] {
    let (folder, name) = split(path)
    let prefix = "." + name + "."
    return FileSystem.entries(of: folder.isEmpty ? "." : folder).map { entry in
      folder.isEmpty ? String(entry.path.dropFirst(2)) : entry.path
    }.filter { path in
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return file.hasPrefix(prefix) && file.hasSuffix(temporarySuffix) && removeIfStale(path)
    }
  }

  /// Every stale temporary file under `folder`, in every folder below it (links are not
  /// followed: nothing outside the folder is touched).
  @discardableResult
  public static func removeStaleTemporaries(under folder: String) -> [String] {
    FileSystem.files(under: folder, endingWith: temporarySuffix, followingLinks: false).filter(removeIfStale)
  }

  // MARK: Temporary files

  /// Numbers for temporary names, unique within the process whatever the number of workers.
  private static let counter = Mutex(0)

  /// Creates `.NAME.PID-N.earshot-tmp` in `folder` (another N when the name is taken, as it
  /// may be by a process with the same id in another container) and locks it.
  private static func createTemporary(for name: String, in folder: String, target: String) throws(FileError)
    -> (descriptor: Int32, path: String)
  {
    for _ in 0..<100 {
      let number = counter.withLock { value in
        value += 1
        return value
      }
      let path = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid())-\(number)\(temporarySuffix)"
      let descriptor = FileName.withSystemPath(path) {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      }
      if descriptor < 0, errno == EEXIST { continue }
      guard descriptor >= 0 else { throw FileError(target, FileSystem.describe(errno)) }
      flock(descriptor, LOCK_EX)
      return (descriptor, path)
    }
    throw FileError(target, "no free temporary name beside it")
  }

  /// Whether a file is a temporary file earshot wrote (`.NAME.DIGITS-DIGITS.earshot-tmp`)
  /// that no process is writing: nobody holds its lock, and it is older than the moment
  /// between its creation and its locking. If so it is removed.
  private static func removeIfStale(_ path: String) -> Bool {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard file.hasPrefix("."), file.hasSuffix(temporarySuffix) else { return false }
    let stem = file.dropLast(temporarySuffix.count)
    guard let dot = stem.lastIndex(of: "."), stem.startIndex != dot else { return false }
    let numbers = stem[stem.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
    guard numbers.count == 2,
      numbers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
    else { return false }
    guard (FileSystem.age(of: path) ?? 0) > 10 else { return false }
    let descriptor = FileName.withSystemPath(path) {
      open($0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    return FileSystem.systemUnlink(path) == 0
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}

/// `write(2)`, under a name the `write` functions above do not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
