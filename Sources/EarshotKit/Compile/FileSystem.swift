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
  /// The bytes of the file at `path`, if it is a regular file of at most `maximumSize` bytes.
  static func readFile(_ path: String, maximumSize: Int) -> Result<[UInt8], SourceReader.Failure> {
    // Non-blocking, so that a named pipe given as a script is refused instead of waiting for
    // a writer; it makes no difference to reading a regular file.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let error = errno
      return .failure(error == ENOENT || error == ENOTDIR ? .notFound : .unreadable(describe(error)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(describe(errno))) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      return .failure(.unreadable("permission denied or not a regular file"))
    }
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

  /// Every file (not folder) under `root` whose name ends with `suffix`, as `root/relative`
  /// paths, sorted. Symbolic links to folders are not followed.
  static func files(under root: String, endingWith suffix: String) -> [String] {
    var found: [String] = []
    var folders = [root]
    while let folder = folders.popLast() {
      guard let stream = opendir(folder) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name == "." || name == ".." { continue }
        let path = folder + "/" + name
        var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
        if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
          var status = stat()
          isFolder = lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        }
        if isFolder {
          folders.append(path)
        } else if name.hasSuffix(suffix) {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }

  private static func describe(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}
