import Foundation

/// Files earshot writes (goldens, `.new` files, JUnit reports) go through a temporary file in
/// the same folder renamed into place, so a reader never sees half a file (SPEC §8).
public enum AtomicFile {
  /// Creates the folder if needed; false when the file could not be written.
  @discardableResult
  public static func write(_ text: String, to path: String) -> Bool {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
