import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text written as a run goes and read back once at its end, so that a report whose first
/// lines need the whole run (the JUnit report's totals; results printed after every
/// diagnostic) is never held in memory. It lives in a temporary file that is unlinked as soon
/// as it is made: nothing is left behind, whatever stops the run, and no cleaner can take it.
/// A failure to write is kept and thrown when the text is read back.
public final class TextSpool {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var failure: FileError?
  /// What messages name when writing fails: the report the spool is for.
  private let target: String

  /// A spool in `folder` (made when missing), for the file `target`.
  public init(in folder: String, for target: String) throws(FileError) {
    try FileSystem.createFolders(folder)
    // The folder's own bytes (`FileName`): a name that is not UTF-8 is held otherwise.
    var template = FileName.withSystemPath(PathText.endsWithSlash(folder) ? folder : folder + "/") {
      Array(UnsafeBufferPointer(start: $0, count: strlen($0)))
    }
    template += Array(".earshot-spool-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw FileError(target, FileSystem.describe(errno)) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    self.descriptor = descriptor
    self.target = target
    buffer.reserveCapacity(1 << 16)
  }

  /// A spool in the system's temporary folder (`TMPDIR`, else `/tmp`).
  public convenience init(for target: String) throws(FileError) {
    let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    try self.init(in: folder, for: target)
  }

  deinit {
    close(descriptor)
  }

  public func append(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 20 { flush() }
  }

  /// Everything appended, in pieces that each end at a line break (or at the end), so that no
  /// piece splits a character or an escape sequence.
  public func copy(to sink: (String) -> Void) throws(FileError) {
    flush()
    if let failure { throw failure }
    var offset: off_t = 0
    var carried: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, offset) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw FileError(target, FileSystem.describe(errno)) }
      guard count > 0 else { break }
      offset += off_t(count)
      carried += chunk[..<count]
      guard let lastBreak = carried.lastIndex(of: UInt8(ascii: "\n")) else { continue }
      sink(String(decoding: carried[...lastBreak], as: UTF8.self))
      carried.removeSubrange(...lastBreak)
    }
    if !carried.isEmpty { sink(String(decoding: carried, as: UTF8.self)) }
  }

  private func flush() {
    var written = 0
    while failure == nil, written < buffer.count {
      let count = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { failure = FileError(target, FileSystem.describe(count < 0 ? errno : EIO)) }
      written += max(0, count)
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
