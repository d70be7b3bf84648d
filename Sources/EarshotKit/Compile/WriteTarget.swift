#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path earshot is asked to write (`--junit`, `init -o`, a golden), and so how it
/// is written. A file is replaced only when it is a regular file; anything else that is there
/// is never renamed over, since replacing `/dev/null` or a named pipe with a regular file
/// breaks whatever else uses it.
public enum WriteTarget: Equatable, Sendable {
  /// Nothing is there (or the path cannot be looked at, which writing will say why): a new file.
  case newFile
  /// A regular file, at the path or at the end of the symbolic links it names (`file` is then
  /// that file's real path): replaced whole and atomically, the links kept.
  case regularFile(String)
  /// A named pipe or a character device (a terminal, `/dev/null`), or the process's own
  /// standard output or error however named (`/dev/stdout`, even when that is a file): written
  /// through as a stream, as a shell's `>` would, and never replaced. `descriptor` is the
  /// standard stream's, or nil to open the path.
  case stream(descriptor: Int32?)
  /// Something never written to (a folder, a socket, a block device, a link to nothing); why.
  case refused(String)

  /// What is at `path` now. `throughLinks`: whether a symbolic link is followed, as for a path
  /// the user named (`--junit`, `init -o`); otherwise (a golden, which a link could lead out of
  /// the golden folder) a link is refused, neither followed nor replaced.
  public static func of(_ path: String, throughLinks: Bool = true) -> WriteTarget {
    var status = stat()
    guard FileName.withSystemPath(path, { lstat($0, &status) }) == 0 else { return .newFile }
    let isLink = (status.st_mode & S_IFMT) == S_IFLNK
    if isLink, !throughLinks {
      return .refused("it is a symbolic link, which earshot neither follows nor replaces here")
    }
    if isLink, FileName.withSystemPath(path, { stat($0, &status) }) != 0 {
      let error = errno
      return .refused(
        error == ENOENT
          ? "it is a symbolic link to a file that does not exist" : FileSystem.describe(error))
    }
    for descriptor: Int32 in [1, 2] {
      var standard = stat()
      if fstat(descriptor, &standard) == 0, FileIdentity(standard) == FileIdentity(status) {
        return .stream(descriptor: descriptor)
      }
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(isLink ? FileSystem.realPath(path) ?? path : path)
    case S_IFIFO, S_IFCHR: return .stream(descriptor: nil)
    case S_IFDIR: return .refused(FileSystem.describe(EISDIR))
    case S_IFSOCK: return .refused("it is a socket, which earshot never writes to")
    default: return .refused("it is a block device, which earshot never writes to")
    }
  }

  /// Opens a stream target for writing, without waiting for a reader: a named pipe that no
  /// process reads is refused rather than blocking the run. The caller closes it.
  static func openStream(_ path: String) throws(FileError) -> Int32 {
    let descriptor = FileName.withSystemPath(path) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else {
      let error = errno
      throw FileError(
        path, error == ENXIO ? "it is a named pipe that no process reads" : FileSystem.describe(error))
    }
    var status = stat()
    let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
    // Named in between by something else: only a stream is written without a temporary file.
    guard type == S_IFIFO || type == S_IFCHR else {
      close(descriptor)
      throw FileError(path, "it changed while it was being opened")
    }
    // Writes wait for a slow reader, as they would on the console.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }
}
