import EarshotKit
import Foundation

/// `--filter` and `PATH:LINE` on the command line.
extension RunCommand {
  /// `scripts/a.audit:12` → (`scripts/a.audit`, 12) when there is no file of the whole name
  /// and there is one without the line; any other path is itself.
  static func pathAndLine(_ path: String) throws -> (path: String, line: Int?) {
    guard let colon = path.lastIndex(of: ":"), !FileManager.default.fileExists(atPath: path) else {
      return (path, nil)
    }
    let file = String(path[..<colon])
    let digits = path[path.index(after: colon)...]
    guard !file.isEmpty, digits.allSatisfy(\.isASCII), let line = Options.number(digits) else {
      return (path, nil)
    }
    guard line >= 1 else { throw UsageError("\(path: path): lines are numbered from 1") }
    return (file, line)
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
      parts += lines.sorted().map { "\(path: "\(path):\($0)")" }
    }
    return "\(raw: parts.map(\.text).joined(separator: " and "))"
  }
}
