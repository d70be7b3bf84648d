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

  /// Writes what `body` produces, piece by piece, through a temporary file in the same folder
  /// renamed into place at the end; false (and no file) when anything fails.
  @discardableResult
  public static func write(to path: String, _ body: ((String) -> Void) -> Void) -> Bool {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
        let handle = FileHandle(forWritingAtPath: temporary.path)
      else { return false }
      var buffer = Data()
      var failed = false
      body { piece in
        guard !failed else { return }
        buffer.append(contentsOf: piece.utf8)
        if buffer.count >= 1 << 20 {
          do { try handle.write(contentsOf: buffer) } catch { failed = true }
          buffer.removeAll(keepingCapacity: true)
        }
      }
      if !failed {
        do { try handle.write(contentsOf: buffer) } catch { failed = true }
      }
      try? handle.close()
      guard !failed, rename(temporary.path, path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        return false
      }
      return true
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      return false
    }
  }
}
