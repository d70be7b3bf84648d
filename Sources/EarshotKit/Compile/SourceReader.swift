import Foundation

/// Reads source files for the compiler. The default reads the file system; tests and the fuzzer
/// use an in-memory table.
public struct SourceReader: Sendable {
  public enum Failure: Error, Sendable {
    case notFound
    case isDirectory
    case tooLarge(Int)
    case unreadable(String)

    /// Why, in the system's words where it gave some.
    public var reason: String {
      switch self {
      case .notFound: return "no such file"
      case .isDirectory: return "it is a folder"
      case .tooLarge(let limit): return "it is larger than \(limit) bytes"
      case .unreadable(let reason): return reason
      }
    }
  }

  public let read: @Sendable (_ path: String, _ maximumSize: Int) -> Result<[UInt8], Failure>

  public init(read: @escaping @Sendable (String, Int) -> Result<[UInt8], Failure>) {
    self.read = read
  }

  /// The file system. A file larger than the limit is refused without being read whole.
  public static let fileSystem = SourceReader { path, maximumSize in
    FileSystem.readFile(path, maximumSize: maximumSize)
  }

  /// Files held in memory, keyed by path.
  public static func memory(_ files: [String: [UInt8]]) -> SourceReader {
    SourceReader { path, maximumSize in
      guard let bytes = files[path] else { return .failure(.notFound) }
      return bytes.count > maximumSize ? .failure(.tooLarge(maximumSize)) : .success(bytes)
    }
  }
}
