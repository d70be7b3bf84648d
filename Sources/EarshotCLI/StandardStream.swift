import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or error, written with `write(2)`. A write that fails (a reader that went
/// away, as `earshot run | head -1` makes it; a full disk; a closed descriptor) ends the
/// writing to that stream, not the run: the error is kept for the exit status, and the run
/// goes on to write its reports. (`main` ignores SIGPIPE, and `FileHandle` would trap.)
final class StandardStream: Sendable {
  let descriptor: Int32
  /// The first `errno` a write met, 0 while none has.
  private let failure = Atomic<Int32>(0)

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The system's reason the stream stopped being written, if it did.
  var failed: String? {
    let error = failure.load(ordering: .relaxed)
    return error == 0 ? nil : String(cString: strerror(error))
  }

  func write(_ text: String) {
    guard failure.load(ordering: .relaxed) == 0 else { return }
    var text = text
    text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          failure.store(count < 0 ? errno : EIO, ordering: .relaxed)
          return
        }
        written += count
      }
    }
  }
}
