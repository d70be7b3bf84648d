#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on one golden and its pending `.new` file, held by whatever reads, changes
/// and replaces them (a run recording or keeping a change, `golden accept`, `reject`, `prune`),
/// so that runs of one script at once (two `--filter`s, shards, parallel CI jobs, containers
/// sharing a checkout) each write their tests into what the others wrote, and none loses
/// another's section.
///
/// The lock is `flock(2)` on `.NAME.earshot-lock` beside the golden
/// (`golden/a/.b.ios.transcript.earshot-lock`), which the holder creates and deletes before it
/// lets go; whoever waited on a file that was deleted meanwhile tries again on the one at the
/// path. So no lock file stays behind but one of a process killed while holding it, which the
/// next lock of that golden takes over, and the next run or golden command removes
/// (`removeIfStale`). It is empty, never written or read, and never opened through a link; a
/// path that is not a regular file is refused. It is no golden and no pending file
/// (`GoldenOwnership.swift`), and `.gitignore` covers it with `*.earshot-lock`.
final class GoldenLock {
  static let suffix = ".earshot-lock"

  private var descriptor: Int32
  private let path: String

  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// What taking the lock came to.
  enum Taken {
    case held(GoldenLock)
    /// No file can be made in the golden's folder (it cannot be written or made): neither can
    /// a golden or a `.new` file, so nothing this process could write needs the lock.
    case nothingWritable
    case failed(FileError)
  }

  /// Takes the lock of the golden at `golden`, waiting for whoever holds it. When it is not
  /// free at once, `waiting` is called with the lock's path before the wait, once: a wait may
  /// be long, and a run that stops without a word looks hung.
  static func take(_ golden: String, waiting: ((String) -> Void)? = nil) -> Taken {
    var (folder, name) = ("", golden)
    if let (above, file) = PathText.split(golden) { (folder, name) = (above.isEmpty ? "/" : above, file) }
    let path = (folder.isEmpty ? "" : folder == "/" ? "/" : folder + "/") + "." + name + suffix
    do throws(FileError) {
      try FileSystem.createFolders(folder)
    } catch {
      return .nothingWritable
    }
    // Each try ends holding the lock on the file at the path, or finding the file it waited on
    // deleted by the holder before it let go.
    var saidSo = false
    for _ in 0..<1000 {
      var status = stat()
      let exists = FileName.withSystemPath(path) { lstat($0, &status) } == 0
      if exists, (status.st_mode & S_IFMT) != S_IFREG {
        let what = (status.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link" : "not a regular file"
        return .failed(FileError(path, "it is \(what), and only a regular file is a lock", operation: "lock"))
      }
      let descriptor = FileName.withSystemPath(path) {
        open($0, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
      }
      guard descriptor >= 0 else {
        let error = errno
        if error == EINTR { continue }
        if !exists, [EACCES, EPERM, EROFS].contains(error) { return .nothingWritable }
        return .failed(FileError(path, FileSystem.describe(error), operation: "lock"))
      }
      var opened = stat()
      guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else {
        close(descriptor)
        return .failed(
          FileError(path, "it is not a regular file, and only a regular file is a lock", operation: "lock"))
      }
      var locked = flock(descriptor, LOCK_EX | LOCK_NB)
      if locked != 0, errno == EWOULDBLOCK {
        if !saidSo { waiting?(path) }
        saidSo = true
        locked = flock(descriptor, LOCK_EX)
      }
      while locked != 0, errno == EINTR { locked = flock(descriptor, LOCK_EX) }
      guard locked == 0 else {
        let error = errno
        close(descriptor)
        return .failed(FileError(path, FileSystem.describe(error), operation: "lock"))
      }
      var now = stat()
      if FileName.withSystemPath(path, { lstat($0, &now) }) == 0, FileIdentity(now) == FileIdentity(opened) {
        return .held(GoldenLock(descriptor: descriptor, path: path))
      }
      close(descriptor)
    }
    return .failed(
      FileError(path, "it was replaced a thousand times while waiting for it", operation: "lock"))
  }

  /// Deletes the lock file, then lets go of it (once).
  func release() {
    guard descriptor >= 0 else { return }
    FileSystem.systemUnlink(path)
    close(descriptor)
    descriptor = -1
  }

  deinit {
    release()
  }

  /// Whether `path` is the lock file of a process killed while holding it: nobody holds it and
  /// it is older than ten seconds (a lock file is made and taken in one moment). If so it is
  /// removed (taken first, so that nobody takes it meanwhile).
  static func removeIfStale(_ path: String) -> Bool {
    guard PathText.hasPrefix(PathText.name(of: path), "."), PathText.hasSuffix(path, suffix),
      (FileSystem.age(of: path) ?? 0) > 10
    else { return false }
    // Only a regular file is a lock: a named pipe or device of that name is not opened.
    guard let descriptor = FileSystem.openUnfollowed(path, ofKinds: [S_IFREG]) else { return false }
    defer { close(descriptor) }
    var opened = stat()
    var now = stat()
    guard fstat(descriptor, &opened) == 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0,
      FileName.withSystemPath(path, { lstat($0, &now) }) == 0, FileIdentity(now) == FileIdentity(opened)
    else { return false }
    return FileSystem.systemUnlink(path) == 0
  }
}

extension GoldenStore {
  /// Runs `body` holding the lock of the golden at `golden` (`GoldenLock`), or without one where
  /// no file can be made beside the golden (nothing `body` writes there can be written either);
  /// when the lock cannot be taken for another reason, throws why, and `body` does not run.
  func withLock<T>(of golden: String, _ body: () throws(FileError) -> T) throws(FileError) -> T {
    let waiting = waitingForLock.map { say in
      { (lock: String) in say("waiting for \(path: lock), held by another run") }
    }
    switch GoldenLock.take(golden, waiting: waiting) {
    case .held(let lock):
      defer { lock.release() }
      return try body()
    case .nothingWritable: return try body()
    case .failed(let error): throw error
    }
  }
}
