#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two file-system operations a suite does by the ten thousand: reading a whole file and
/// listing a folder tree. They call POSIX directly because Foundation's `FileHandle`, `Data`
/// and directory enumerator cost several times more per file (measured in BENCHMARKS.md).
enum FileSystem {
  /// The bytes of the file at `path`, if it is a regular file of at most `maximumSize` bytes;
  /// unless `followingLinks`, a symbolic link at `path` is refused rather than read through.
  static func readFile(_ path: String, maximumSize: Int, followingLinks: Bool = true)
    -> Result<[UInt8], SourceReader.Failure>
  {
    let (descriptor, status): (Int32, stat)
    switch openRegularFile(path, followingLinks: followingLinks) {
    case .success(let opened): (descriptor, status) = opened
    case .failure(let failure): return .failure(failure)
    }
    defer { close(descriptor) }
    // The size is a hint (the file may change while it is read): read one byte more than it
    // says, and carry on in chunks only if that byte arrived; stop past the limit.
    var failure: Int32?
    func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
      var count = 0
      while count < buffer.count {
        let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if got < 0, errno == EINTR { continue }
        if got < 0 { failure = errno }
        if got <= 0 { break }
        count += got
      }
      return count
    }
    let expected = min(max(Int(status.st_size), 0), maximumSize) + 1
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in count = fill(buffer) }
    // `fill` stops short only at the end of the file (or an error).
    var more = bytes.count == expected
    while more, failure == nil, bytes.count <= maximumSize {
      let chunk = [UInt8](unsafeUninitializedCapacity: 65536) { buffer, count in count = fill(buffer) }
      bytes += chunk
      more = chunk.count == 65536
    }
    if let failure { return .failure(.unreadable(describe(failure))) }
    if bytes.count > maximumSize { return .failure(.tooLarge(maximumSize)) }
    return .success(bytes)
  }

  /// The regular file at `path` opened for reading, with what `fstat` says of it; the caller
  /// closes the descriptor. Unless `followingLinks`, a symbolic link at `path` is refused.
  private static func openRegularFile(_ path: String, followingLinks: Bool)
    -> Result<(descriptor: Int32, status: stat), SourceReader.Failure>
  {
    // Non-blocking, so that a named pipe given as a script is refused instead of waiting for
    // a writer; it makes no difference to reading a regular file.
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = FileName.withSystemPath(path) { open($0, flags) }
    guard descriptor >= 0 else {
      let error = errno
      if error == ELOOP, !followingLinks { return .failure(.unreadable("it is a symbolic link")) }
      return .failure(error == ENOENT || error == ENOTDIR ? .notFound : .unreadable(describe(error)))
    }
    var status = stat()
    var failure: SourceReader.Failure?
    if fstat(descriptor, &status) != 0 {
      failure = .unreadable(describe(errno))
    } else if (status.st_mode & S_IFMT) == S_IFDIR {
      failure = .isDirectory
    } else if (status.st_mode & S_IFMT) != S_IFREG {
      failure = .unreadable("it is not a regular file")
    }
    if let failure {
      close(descriptor)
      return .failure(failure)
    }
    return .success((descriptor, status))
  }

  /// The first `count` bytes of the regular file at `path` (fewer when it is shorter); unless
  /// `followingLinks`, a symbolic link at `path` is refused rather than read through.
  static func readStart(of path: String, count: Int, followingLinks: Bool = true)
    -> Result<[UInt8], SourceReader.Failure>
  {
    let descriptor: Int32
    switch openRegularFile(path, followingLinks: followingLinks) {
    case .success(let opened): descriptor = opened.descriptor
    case .failure(let failure): return .failure(failure)
    }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
      if got < 0, errno == EINTR { continue }
      if got < 0 { return .failure(.unreadable(describe(errno))) }
      if got == 0 { break }
      filled += got
    }
    return .success(Array(bytes.prefix(filled)))
  }

  /// Whether something exists at `path` (following links), and whether it is a folder.
  static func exists(_ path: String, isFolder: inout Bool) -> Bool {
    var status = stat()
    guard FileName.withSystemPath(path, { stat($0, &status) }) == 0 else { return false }
    isFolder = (status.st_mode & S_IFMT) == S_IFDIR
    return true
  }

  /// What is at a path, following links: nothing, a folder, something else, or what cannot be
  /// told (a folder on the way may not be searched), with the system's reason. Only "nothing"
  /// is a path that names nothing (`ENOENT`, `ENOTDIR`), as `FileName.isMissing` has it.
  enum Presence: Equatable {
    case missing, folder, file
    case unknown(reason: String)
  }

  static func presence(of path: String) -> Presence {
    var status = stat()
    guard FileName.withSystemPath(path, { stat($0, &status) }) == 0 else {
      let error = errno
      return error == ENOENT || error == ENOTDIR ? .missing : .unknown(reason: describe(error))
    }
    return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  /// Whether `path` is a symbolic link.
  static func isLink(_ path: String) -> Bool {
    var status = stat()
    return FileName.withSystemPath(path) { lstat($0, &status) } == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// Which file a path names (device and inode, following links), if it exists.
  static func identity(of path: String) -> FileIdentity? {
    var status = stat()
    guard FileName.withSystemPath(path, { stat($0, &status) }) == 0 else { return nil }
    return FileIdentity(status)
  }

  /// The canonical absolute path of an existing file or folder (links, `.` and `..` resolved).
  static func realPath(_ path: String) -> String? {
    guard let resolved = FileName.withSystemPath(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return FileName.decode(cString: resolved)
  }

  /// The working directory, as the system has it (links resolved); nil when it cannot be read.
  static func currentDirectory() -> String? {
    guard let buffer = getcwd(nil, 0) else { return nil }
    defer { free(buffer) }
    return FileName.decode(cString: buffer)
  }

  /// An absolute path with its links resolved: `realPath` of the longest part of it that
  /// exists, and the rest as it is written.
  static func resolved(_ absolute: String) -> String {
    if let real = realPath(absolute) { return real }
    var existing = absolute
    var rest: [Substring] = []
    while existing != "/" {
      guard let (folder, name) = PathText.split(existing) else { break }
      rest.insert(Substring(name), at: 0)
      existing = folder.isEmpty ? "/" : folder
      if let real = realPath(existing) {
        return (real == "/" ? "" : real) + "/" + rest.joined(separator: "/")
      }
    }
    return absolute
  }

  /// Where `path` really is: absolute from the working directory, links resolved.
  static func location(of path: String) -> String {
    resolved(ProjectRoot.absolute(path, from: currentDirectory() ?? "/"))
  }

  /// Whether `path` is `folder` or inside it, as the system resolves both.
  static func isWithin(_ path: String, folder: String) -> Bool {
    let (inner, outer) = (location(of: path), location(of: folder))
    return PathText.isWithin(inner, folder: outer)
  }

  /// Creates `folder` and every missing folder above it.
  static func createFolders(_ folder: String) throws(FileError) {
    if folder.isEmpty || folder == "/" || folder == "." { return }
    var status = stat()
    if FileName.withSystemPath(folder, { stat($0, &status) }) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else { throw FileError(folder, describe(ENOTDIR)) }
      return
    }
    let parent = PathText.folder(of: folder) ?? ""
    try createFolders(parent.isEmpty && PathText.isAbsolute(folder) ? "/" : parent)
    if FileName.withSystemPath(folder, { mkdir($0, 0o777) }) != 0, errno != EEXIST {
      throw FileError(folder, describe(errno))
    }
  }

  /// Moves a file over another, in one step.
  static func rename(_ path: String, to destination: String) throws(FileError) {
    if systemRename(path, destination) != 0 { throw FileError(path, describe(errno), operation: "move") }
  }

  /// Deletes a file.
  static func remove(_ path: String) throws(FileError) {
    if systemUnlink(path) != 0 { throw FileError(path, describe(errno), operation: "delete") }
  }

  /// Removes a file, or a folder with everything in it; symbolic links are removed, never
  /// followed. Whether it is gone.
  @discardableResult
  static func removeTree(_ path: String) -> Bool {
    var status = stat()
    guard FileName.withSystemPath(path, { lstat($0, &status) }) == 0 else { return errno == ENOENT }
    guard (status.st_mode & S_IFMT) == S_IFDIR else { return systemUnlink(path) == 0 }
    for entry in entries(of: path) { removeTree(entry.path) }
    return FileName.withSystemPath(path) { rmdir($0) } == 0
  }

  /// Deletes a file if there is one (a stale `.new` beside a golden that matches again).
  static func removeIfPresent(_ path: String) {
    systemUnlink(path)
  }

  /// `rename(2)` of two paths, their raw bytes restored (`FileName`).
  static func systemRename(_ path: String, _ destination: String) -> Int32 {
    FileName.withSystemPath(path) { from in FileName.withSystemPath(destination) { Glibc.rename(from, $0) } }
  }

  /// `unlink(2)`, the path's raw bytes restored (`FileName`).
  @discardableResult
  static func systemUnlink(_ path: String) -> Int32 {
    FileName.withSystemPath(path) { unlink($0) }
  }

  /// A descriptor (read-only) for the file at `path` when it is of one of `kinds` (`S_IFREG`,
  /// `S_IFDIR`), else nil: looked at first, so that a named pipe, socket or device is never
  /// opened (opening one can act on it), and never followed (a link is not of any kind asked
  /// for). What was opened is checked to be what was looked at. The caller closes it.
  static func openUnfollowed(_ path: String, ofKinds kinds: [mode_t]) -> Int32? {
    var seen = stat()
    guard FileName.withSystemPath(path, { lstat($0, &seen) }) == 0, kinds.contains(seen.st_mode & S_IFMT)
    else { return nil }
    let descriptor = FileName.withSystemPath(path) {
      open($0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    }
    guard descriptor >= 0 else { return nil }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0, FileIdentity(opened) == FileIdentity(seen),
      kinds.contains(opened.st_mode & S_IFMT)
    else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Seconds since the file was last modified; nil when it cannot be read.
  static func age(of path: String) -> Double? {
    var status = stat()
    guard FileName.withSystemPath(path, { lstat($0, &status) }) == 0 else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    // In floating point: a file system such as tmpfs keeps any time a file is given, and the
    // difference of two extreme ones does not fit an Int.
    return Double(now.tv_sec) - Double(status.st_mtim.tv_sec)
  }

  /// The system's wording of the last error.
  static func lastError() -> String {
    describe(errno)
  }

  /// The system's wording of an `errno` value ("Permission denied").
  static func describe(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}

/// One file, whatever path names it: its device and inode.
struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

/// A file or folder earshot could not read or write, and why (the system's reason).
public struct FileError: Error, Sendable, CustomStringConvertible {
  public let path: String
  public let reason: String
  /// `read`, `write`, `move`, `delete`.
  public let operation: String

  init(_ path: String, _ reason: String, operation: String = "write") {
    self.path = path
    self.reason = reason
    self.operation = operation
  }

  /// Why writing `target` failed: the reason, after the path that caused it when that is
  /// another one (a folder on the way that is a file, say).
  public func reason(for target: String) -> String {
    path == target ? reason : "\(path): \(reason)"
  }

  /// `cannot write PATH: REASON`, escaped for any output.
  public var description: String {
    let what = path.isEmpty ? "" : " " + VisibleText.escaped(path)
    return "cannot \(operation)\(what): \(VisibleText.escaped(reason))"
  }
}
