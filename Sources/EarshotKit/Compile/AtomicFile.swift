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
/// file and a crash never leaves one. A failure throws the path and the system's
/// reason, and leaves nothing behind.
///
/// Temporary files are named `.NAME.PID-N.earshot-tmp`, which `.gitignore` covers with
/// `*.earshot-tmp`. The writer holds an exclusive `flock` on its temporary file until the
/// rename, so a run killed in between leaves a file nobody holds: later runs remove those
/// (`removeStaleTemporaries`), whichever machine or container wrote them, and never one that
/// is being written.
///
/// Only a regular file (or a new path) is replaced. A named pipe or a character device
/// (`/dev/stdout`, `/dev/null`, a terminal) is written through as a stream; anything else is
/// refused (`WriteTarget`). A symbolic link is refused too, unless the caller writes a path the
/// user named (`throughLinks`): then a link to a regular file keeps the link and replaces the
/// file it names.
public enum AtomicFile {
  public static let temporarySuffix = ".earshot-tmp"

  /// Creates the folder if needed. `throughLinks`: whether a symbolic link at `path` is
  /// followed (`WriteTarget.of`); without it a link is refused.
  public static func write(_ text: String, to path: String, throughLinks: Bool = false) throws(FileError) {
    try write(to: path, throughLinks: throughLinks) { sink in sink(text) }
  }

  /// Writes what `body` produces, piece by piece (so a large report is never held whole); when
  /// `body` throws, its error is thrown, and a file is left as it was (a stream has had what
  /// came before).
  public static func write(
    to path: String, throughLinks: Bool = false, _ body: Body
  ) throws(FileError) {
    switch WriteTarget.of(path, throughLinks: throughLinks) {
    case .newFile: try replace(path, shownAs: path, body)
    case .regularFile(let file): try replace(file, shownAs: path, body)
    case .stream(let standard): try stream(to: path, standard, body)
    case .refused(let reason): throw FileError(path, reason)
    }
  }

  /// Moves `source` over `destination` in one rename, where `destination` is new or a regular
  /// file; anything else (a link too) is never replaced.
  public static func move(_ source: String, over destination: String) throws(FileError) {
    switch WriteTarget.of(destination, throughLinks: false) {
    case .newFile: try FileSystem.rename(source, to: destination)
    case .regularFile(let file): try FileSystem.rename(source, to: file)
    case .stream:
      throw FileError(destination, "it is not a regular file, and only one is replaced", operation: "replace")
    case .refused(let reason): throw FileError(destination, reason, operation: "replace")
    }
  }

  /// What a file's text is produced by: it hands the text to the sink, piece by piece.
  public typealias Body = ((String) -> Void) throws(FileError) -> Void

  /// Writes a new file beside `path` and renames it over `path`.
  private static func replace(_ path: String, shownAs shown: String, _ body: Body) throws(FileError) {
    let (folder, name) = split(path)
    try FileSystem.createFolders(folder)
    let (descriptor, temporary) = try createTemporary(for: name, in: folder, target: shown)
    let sent = send(body, to: descriptor)
    var failure = sent.failure
    if failure == nil, sent.bodyFailure == nil, fsync(descriptor) != 0 { failure = errno }
    // Renamed while still open and locked, so that no cleaner can take it in between.
    if failure == nil, sent.bodyFailure == nil, FileSystem.systemRename(temporary, path) != 0 {
      failure = errno
    }
    if failure != nil || sent.bodyFailure != nil { FileSystem.systemUnlink(temporary) }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let bodyFailure = sent.bodyFailure { throw bodyFailure }
    if let failure { throw FileError(shown, FileSystem.describe(failure)) }
  }

  /// Writes through a stream: the standard output or error itself, or a pipe or device opened
  /// by its path.
  private static func stream(to path: String, _ standard: Int32?, _ body: Body) throws(FileError) {
    let descriptor: Int32
    if let standard { descriptor = dup(standard) } else { descriptor = try WriteTarget.openStream(path) }
    guard descriptor >= 0 else { throw FileError(path, FileSystem.lastError()) }
    let sent = send(body, to: descriptor)
    close(descriptor)
    if let bodyFailure = sent.bodyFailure { throw bodyFailure }
    if let failure = sent.failure { throw FileError(path, FileSystem.describe(failure)) }
  }

  /// Writes what `body` produces to `descriptor` in large pieces; the first error writing, if
  /// any (after which nothing more is written), and the error `body` threw, if it did.
  private static func send(_ body: Body, to descriptor: Int32) -> (failure: Int32?, bodyFailure: FileError?) {
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
    var bodyFailure: FileError?
    do throws(FileError) {
      try body { piece in
        guard failure == nil else { return }
        buffer.append(contentsOf: piece.utf8)
        if buffer.count >= 1 << 20 { flush() }
      }
    } catch {
      bodyFailure = error
      failure = failure ?? EIO
    }
    flush()
    return (failure, bodyFailure)
  }

  /// Removes the stale temporary files that writing `path` could have left beside it (see
  /// `removeIfStale`); returns them.
  /// `folders`: whether `path` is a folder written whole (`AtomicFolder`), whose temporaries
  /// are folders.
  @discardableResult
  public static func removeStaleTemporaries(besides path: String, folders: Bool = false) -> [String] {
    let (folder, name) = split(path)
    return removeStaleTemporaries(in: folder, startingWith: "." + name + ".", folders: folders)
  }

  /// The stale temporaries directly in `folder` (not in the folders below it) whose names
  /// start with `prefix`.
  @discardableResult
  static func removeStaleTemporaries(
    in folder: String, startingWith prefix: String = ".", folders: Bool = false
  ) -> [String] {
    FileSystem.entries(of: folder.isEmpty ? "." : folder).map { entry in
      folder.isEmpty ? PathText.dropping(2, from: entry.path) : entry.path
    }.filter { path in
      let file = PathText.name(of: path)
      return PathText.hasPrefix(file, prefix) && PathText.hasSuffix(file, temporarySuffix)
        && removeIfStale(path, folders: folders)
    }
  }

  /// Every stale temporary file under `folder`, in every folder below it (links are not
  /// followed: nothing outside the folder is touched).
  @discardableResult
  public static func removeStaleTemporaries(under folder: String) -> [String] {
    FileSystem.files(under: folder, endingWith: temporarySuffix, followingLinks: false).filter {
      removeIfStale($0)
    }
  }

  // MARK: Temporary files

  /// Numbers for temporary names, unique within the process whatever the number of workers.
  private static let counter = Mutex(0)

  /// Creates `.NAME.PID-N.earshot-tmp` in `folder` (another N when the name is taken, as it
  /// may be by a process with the same id in another container) and locks it.
  private static func createTemporary(for name: String, in folder: String, target: String) throws(FileError)
    -> (descriptor: Int32, path: String)
  {
    try createTemporary(for: name, in: folder, target: target) { path in
      FileName.withSystemPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
    }
  }

  /// A temporary folder, named and locked as a temporary file is (for `AtomicFolder`).
  static func createTemporaryFolder(for name: String, in folder: String, target: String) throws(FileError)
    -> (descriptor: Int32, path: String)
  {
    try createTemporary(for: name, in: folder, target: target) { path in
      FileName.withSystemPath(path) {
        mkdir($0, 0o777) == 0 ? open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1
      }
    }
  }

  /// A free temporary name beside `name` (made by `create`, which fails with `EEXIST` when it
  /// is taken); nil when none was.
  static func temporaryName(for name: String, in folder: String, _ create: (String) -> Bool) -> String? {
    for _ in 0..<100 {
      let number = counter.withLock { value in
        value += 1
        return value
      }
      let path = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid())-\(number)\(temporarySuffix)"
      if create(path) { return path }
      if errno != EEXIST && errno != ENOTEMPTY { return nil }
    }
    return nil
  }

  private static func createTemporary(
    for name: String, in folder: String, target: String, _ create: (String) -> Int32
  ) throws(FileError) -> (descriptor: Int32, path: String) {
    var descriptor: Int32 = -1
    let path = temporaryName(for: name, in: folder) { path in
      descriptor = create(path)
      return descriptor >= 0
    }
    guard let path else {
      throw FileError(
        target, errno == EEXIST ? "no free temporary name beside it" : FileSystem.describe(errno))
    }
    flock(descriptor, LOCK_EX)
    return (descriptor, path)
  }

  /// Whether a file is a temporary file earshot wrote (`.NAME.DIGITS-DIGITS.earshot-tmp`)
  /// that no process is writing: nobody holds its lock, and it is older than the moment
  /// between its creation and its locking. If so it is removed. Only a regular file is
  /// earshot's (and, with `folders`, a folder: where an `AtomicFolder` is written): a named
  /// pipe, socket, device or link of that name is someone else's, and is neither opened nor
  /// removed.
  static func removeIfStale(_ path: String, folders: Bool = false) -> Bool {
    let file = PathText.name(of: path)
    // By bytes: a name that starts with a combining mark makes one character of it and the dot.
    guard PathText.hasPrefix(file, "."), PathText.hasSuffix(file, temporarySuffix) else { return false }
    let stem = PathText.removingSuffix(temporarySuffix, from: file).utf8
    guard let dot = stem.lastIndex(of: UInt8(ascii: ".")), stem.startIndex != dot else { return false }
    let numbers = stem[stem.index(after: dot)...].split(
      separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard numbers.count == 2,
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } })
    else { return false }
    guard (FileSystem.age(of: path) ?? 0) > 10 else { return false }
    let kinds = folders ? [S_IFREG, S_IFDIR] : [S_IFREG]
    guard let descriptor = FileSystem.openUnfollowed(path, ofKinds: kinds) else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    // A folder is a report that was being written (`AtomicFolder`).
    return FileSystem.systemUnlink(path) == 0 || (folders && errno == EISDIR && FileSystem.removeTree(path))
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let (folder, name) = PathText.split(path) else { return ("", path) }
    return (folder.isEmpty ? "/" : folder, name)
  }
}

/// `write(2)`, under a name the `write` functions above do not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
