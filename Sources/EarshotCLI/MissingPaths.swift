import EarshotKit

/// A PATH that names nothing is a mistake in the command, not a script or screen that failed:
/// `run`, `check` and `audit` refuse it alike (exit 64), naming every such path, before
/// anything is read or written. A path that cannot be looked at (a folder on the way that may
/// not be searched) is not missing: reading it names the reason (`FileName.isMissing`).
enum MissingPaths {
  /// Whether some of `paths` name nothing; if so, says which. `lookingFor`, when the paths are
  /// the command's default (`scripts`) rather than the user's: what it looks for there.
  static func refused(
    _ paths: [String], command: String, lookingFor: String? = nil, console: Earshot.Console
  ) -> Bool {
    let missing = paths.filter(FileName.isMissing)
    guard !missing.isEmpty else { return false }
    let names = missing.map { VisibleText.echo($0, limit: VisibleText.maximumPath) }.joined(separator: ", ")
    guard let lookingFor else {
      console.error("no such file or folder: \(raw: names)")
      return true
    }
    console.error(
      "no such folder: \(raw: names), where `earshot \(raw: command)` looks for \(raw: lookingFor) when given no PATH; give the scripts or folders to \(raw: command)"
    )
    return true
  }
}
