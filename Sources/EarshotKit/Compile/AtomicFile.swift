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
/// `*.earshot-tmp`. A run killed between creating one and renaming it leaves it behind; later
/// runs remove those whose process is gone (`removeStaleTemporaries`).
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
    let temporary = (folder.isEmpty ? "" : folder + "/") + temporaryName(for: name)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(path, FileSystem.describe(errno)) }
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
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw FileError(path, FileSystem.describe(failure))
    }
  }

  /// Removes the temporary files in `folder` (those of `name` only, when given) that no
  /// running process is writing: their process is gone, or they are over an hour old. Returns
  /// the paths removed.
  @discardableResult
  public static func removeStaleTemporaries(in folder: String, for name: String? = nil) -> [String] {
    guard let stream = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(stream) }
    var removed: [String] = []
    while let entry = readdir(stream) {
      let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      guard file.hasSuffix(temporarySuffix), name.map({ file.hasPrefix(".\($0).") }) ?? file.hasPrefix(".")
      else { continue }
      let path = (folder.isEmpty ? "" : folder + "/") + file
      if isStale(file: file, path: path), unlink(path) == 0 { removed.append(path) }
    }
    return removed.sorted()
  }

  /// Every stale temporary file under `folder`, in every folder below it.
  @discardableResult
  public static func removeStaleTemporaries(under folder: String) -> [String] {
    FileSystem.files(under: folder, endingWith: temporarySuffix).filter { path in
      let file = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
      return file.hasPrefix(".") && isStale(file: file, path: path) && unlink(path) == 0
    }
  }

  // MARK: Names

  /// Numbers for temporary names, unique within the process whatever the number of workers.
  private static let counter = Mutex(0)

  /// `.NAME.PID-N.earshot-tmp`: the process id tells later runs whether its writer is alive.
  static func temporaryName(for name: String) -> String {
    let number = counter.withLock { value in
      value += 1
      return value
    }
    return ".\(name).\(getpid())-\(number)\(temporarySuffix)"
  }

  private static func isStale(file: String, path: String) -> Bool {
    let stem = file.dropLast(temporarySuffix.count)
    guard let dot = stem.lastIndex(of: "."), let dash = stem[dot...].firstIndex(of: "-"),
      let pid = Int32(stem[stem.index(after: dot)..<dash])
    else { return true }
    if pid == getpid() { return false }
    return !FileSystem.processExists(pid) || (FileSystem.age(of: path) ?? 0) > 3600
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
