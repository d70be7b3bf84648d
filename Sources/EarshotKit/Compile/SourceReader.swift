import Foundation

/// Reads source files for the compiler. The default reads the file system; tests and the fuzzer
/// use an in-memory table.
public struct SourceReader: Sendable {
  public enum Failure: Error, Sendable {
    case notFound
    case isDirectory
    case tooLarge(Int)
    case unreadable(String)
  }

  public let read: @Sendable (_ path: String, _ maximumSize: Int) -> Result<[UInt8], Failure>

  public init(read: @escaping @Sendable (String, Int) -> Result<[UInt8], Failure>) {
    self.read = read
  }

  /// The file system. Sizes are checked before reading, so a huge file is refused cheaply.
  public static let fileSystem = SourceReader { path, maximumSize in
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.notFound)
    }
    if isDirectory.boolValue { return .failure(.isDirectory) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(.unreadable("permission denied or not a regular file"))
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: maximumSize + 1) ?? Data()
      if data.count > maximumSize { return .failure(.tooLarge(maximumSize)) }
      return .success([UInt8](data))
    } catch {
      return .failure(.unreadable(String(describing: error)))
    }
  }

  /// Files held in memory, keyed by path.
  public static func memory(_ files: [String: [UInt8]]) -> SourceReader {
    SourceReader { path, maximumSize in
      guard let bytes = files[path] else { return .failure(.notFound) }
      return bytes.count > maximumSize ? .failure(.tooLarge(maximumSize)) : .success(bytes)
    }
  }
}
