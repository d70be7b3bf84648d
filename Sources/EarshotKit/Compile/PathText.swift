/// A path taken apart at its `/` bytes, as the system takes it apart. `String`'s own
/// searches go by characters, and a `/` followed by a combining mark (a folder whose name
/// starts with U+0301, `a/\u{301}x/b.audit`) or preceded by a prepended mark (U+0600) is one
/// character with it, not a `/`: `split(separator: "/")` and `lastIndex(of: "/")` would not
/// see that separator, and the folder, name and key of such a path would come out wrong.
/// Every path is split here. The pieces are cut through the scalars, never the characters (a
/// `/` byte is always a scalar of its own; a character may hold it), and raw bytes of names
/// that are not UTF-8 (`FileName`) hold no `/` byte, so they never split.
public enum PathText {
  static let slash = UInt8(ascii: "/")

  /// The last `/` of `path`, by bytes.
  public static func lastSlash(in path: String) -> String.Index? {
    let bytes = path.utf8
    // In place where the bytes are contiguous: the view's own `lastIndex` steps index by index
    // (the front end does this for every script).
    let offset =
      bytes.withContiguousStorageIfAvailable { $0.lastIndex(of: slash) }
      ?? bytes.lastIndex(of: slash).map { bytes.distance(from: bytes.startIndex, to: $0) }
    return offset.map { bytes.index(bytes.startIndex, offsetBy: $0) }
  }

  /// What comes before the last `/` (`""` for `/x`) and after it (`""` for `a/`); nil when
  /// there is none.
  public static func split(_ path: String) -> (folder: String, name: String)? {
    guard let slash = lastSlash(in: path) else { return nil }
    let scalars = path.unicodeScalars
    return (String(scalars[..<slash]), String(scalars[path.utf8.index(after: slash)...]))
  }

  /// What comes before the last `/` (`""` for `/x`), nil when there is none.
  public static func folder(of path: String) -> String? {
    lastSlash(in: path).map { String(path.unicodeScalars[..<$0]) }
  }

  /// The last part of `path` (`b` for `a/b` and `a/b/`); the whole path when it has none
  /// (`/`, `""`). A file's name; a script's or screen's title when it gives none.
  public static func name(of path: String) -> String {
    let bytes = path.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return path }
    let start = bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
    return String(path.unicodeScalars[start..<end])
  }

  /// The folder a file at `path` is in: `/` for `/x`, `.` for a bare name.
  public static func parent(of path: String) -> String {
    guard let folder = folder(of: path) else { return "." }
    return folder.isEmpty ? "/" : folder
  }

  /// The parts of `path` between its `/` bytes, empty ones left out (`a//b/` is `a`, `b`)
  /// unless `omittingEmpty` is false.
  public static func components(of path: String, omittingEmpty: Bool = true) -> [Substring] {
    path.utf8.split(separator: slash, omittingEmptySubsequences: omittingEmpty).map {
      Substring(path.unicodeScalars[$0.startIndex..<$0.endIndex])
    }
  }

  /// Whether `path` starts at the root: its first byte is `/`.
  public static func isAbsolute(_ path: String) -> Bool {
    path.utf8.first == slash
  }

  /// Whether `path` ends with a `/` byte.
  public static func endsWithSlash(_ path: String) -> Bool {
    path.utf8.last == slash
  }

  /// Whether `path` starts with the bytes of `prefix`.
  public static func hasPrefix(_ path: String, _ prefix: String) -> Bool {
    path.utf8.starts(with: prefix.utf8)
  }

  /// Whether `path` ends with the bytes of `suffix` (`.audit`). A prepended mark before the
  /// dot (`a\u{600}.audit`) makes one character of the two, and the name still ends so.
  public static func hasSuffix(_ path: String, _ suffix: String) -> Bool {
    path.utf8.count >= suffix.utf8.count && path.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
  }

  /// `path` without `suffix` (cut by bytes), when it ends with it; else `path`.
  public static func removingSuffix(_ suffix: String, from path: String) -> String {
    guard hasSuffix(path, suffix) else { return path }
    let end = path.utf8.index(path.utf8.endIndex, offsetBy: -suffix.utf8.count)
    return String(path.unicodeScalars[..<end])
  }

  /// `path` without its first `count` bytes (as many as a prefix that `hasPrefix` found).
  public static func dropping(_ count: Int, from path: String) -> String {
    String(path.unicodeScalars[path.utf8.index(path.utf8.startIndex, offsetBy: count)...])
  }

  /// Whether `path` is `folder` or below it, by bytes (`/` holds every absolute path).
  public static func isWithin(_ path: String, folder: String) -> Bool {
    PathKey(path) == PathKey(folder) || hasPrefix(path, endsWithSlash(folder) ? folder : folder + "/")
  }
}
