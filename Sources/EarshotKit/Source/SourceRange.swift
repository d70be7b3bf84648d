/// A half-open range of UTF-8 offsets into one `SourceFile`. The AST stores these; lines and
/// character columns are derived only when a diagnostic is rendered.
public struct SourceRange: Hashable, Sendable {
  public var start: Int
  public var end: Int

  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(min(start, other.start), max(end, other.end))
  }
}

/// A range in a particular file, for diagnostics and notes that point into another file (a
/// candidate element in the screen file, say).
public struct SourceLocation: Sendable {
  public let file: SourceFile
  public let range: SourceRange

  public init(file: SourceFile, range: SourceRange) {
    self.file = file
    self.range = range
  }

  /// The line it starts on (1-based).
  public var line: Int { file.location(of: range.start).line }

  /// The start of the file at `path`, holding none of its text: where a diagnostic about a
  /// file earshot did not recognise (not a screen, an XML document of another kind) points, so
  /// that no report shows a line of it. Such a file may be anything readable (a key, the
  /// process's environment), named by mistake or on purpose.
  public static func unrecognisedFile(_ path: String) -> SourceLocation {
    SourceLocation(file: SourceFile(path: path, contents: []), range: SourceRange(0, 0))
  }
}
