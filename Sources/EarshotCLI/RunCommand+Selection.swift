import EarshotKit
import Foundation

/// `--filter` and `PATH:LINE` on the command line.
extension RunCommand {
  /// `scripts/a.audit:12` → (`scripts/a.audit`, 12) when there is no file of the whole name
  /// and there is one without the line; `scripts/a.audit:12:5` (a location as diagnostics print
  /// it) takes the line and leaves the column. Anything else after the colon of a path that
  /// exists is a mistake, not a file to look for: a usage error that says what a line is; so is
  /// a line on a folder, which holds no line to select. Any other path is itself.
  static func pathAndLine(_ path: String) throws -> (path: String, line: Int?) {
    guard !FileName.exists(path), let (file, line) = splitAtColon(path) else {
      return (path, nil)
    }
    if FileName.exists(file) {
      let number = try number(line, of: path, naming: "line")
      try requireScript(file, of: path)
      return (file, number)
    }
    guard let (inner, firstLine) = splitAtColon(file), FileName.exists(inner) else {
      return (path, nil)
    }
    let number = try number(firstLine, of: path, naming: "line")
    _ = try self.number(line, of: path, naming: "column")
    try requireScript(inner, of: path)
    return (inner, number)
  }

  /// A line selects a test in one script: given to a folder it would select nothing there.
  private static func requireScript(_ file: String, of path: String) throws {
    guard FileName.isFolder(file) else { return }
    throw UsageError(
      "\(path: path): a line selects a test in one script, and \(path: file) is a folder; give a script's path"
    )
  }

  /// The path before the last colon, and what follows it.
  private static func splitAtColon(_ path: String) -> (String, Substring)? {
    guard let colon = path.lastIndex(of: ":"), colon != path.startIndex else { return nil }
    return (String(path[..<colon]), path[path.index(after: colon)...])
  }

  /// A line or column of `PATH:LINE[:COL]`: 1 to 999999999, in the digits 0 to 9.
  private static func number(_ text: Substring, of path: String, naming what: String) throws -> Int {
    guard let value = Options.number(text), value >= 1 else {
      throw UsageError(
        "\(path: path): a \(raw: what) is a number from 1 to 999999999 in the digits 0 to 9, not `\(text)`")
    }
    return value
  }

  /// How much the console shows. `normal` lists every test in a log (stdout not a terminal:
  /// a CI log keeps a line to grep for each test) and only the failed ones on a terminal.
  enum Verbosity {
    case normal, verbose, quiet
  }

  /// The selection as it was typed: `--filter `a` or `b`, scripts/x.audit:12`.
  func described(_ selection: TestSelection) -> Message {
    var parts: [Message] = []
    if !selection.patterns.isEmpty {
      parts.append("--filter \(list: selection.patterns)")
    }
    for (path, lines) in selection.lines.sorted(by: { $0.key < $1.key }) {
      parts += lines.sorted().map { "\(path: "\(path.path):\($0)")" }
    }
    return "\(raw: parts.map(\.text).joined(separator: " and "))"
  }
}
