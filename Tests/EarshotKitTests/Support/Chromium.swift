import Foundation

/// Debian's headless Chromium for the HTML report's browser tests: found on PATH, else
/// installed once per test process (`apt-get install -y chromium`, through sudo when not root,
/// as `.ci/run` installs xmllint), else the reason it cannot be had, for the test to report.
enum Chromium {
  /// The executable, or why there is none.
  static let executable: Result<String, Unavailable> = {
    if let found = find() { return .success(found) }
    let sudo = getuid() == 0 ? "" : "sudo -n "
    let install =
      "export DEBIAN_FRONTEND=noninteractive; \(sudo)apt-get install -y -qq chromium"
      + " || { \(sudo)apt-get update -qq && \(sudo)apt-get install -y -qq chromium; }"
    let (status, output) = (try? shell(install, timeout: 900)) ?? (-1, "could not start /bin/sh")
    if let found = find() { return .success(found) }
    return .failure(
      Unavailable(
        description: "chromium is not installed and `apt-get install chromium` failed (status \(status)): "
          + output.suffix(400)))
  }()

  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  private static func find() -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for folder in folders + ["/usr/bin"]
      where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }

  /// Runs Chromium headless on `url` with `arguments` (`--dump-dom`, `--screenshot=…`) and its
  /// own profile folder (tests run in parallel); returns what it printed on standard output.
  static func run(_ arguments: [String], url: String) throws -> String {
    let executable = try Chromium.executable.get()
    let profile = NSTemporaryDirectory() + "earshot-chromium-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let command =
      ([
        executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=" + profile,
      ]
      + arguments + [url]).map(quoted).joined(separator: " ")
    let (status, output) = try shell("exec " + command + " 2>/dev/null", timeout: ChildProcess.bound)
    guard status == 0 else { throw Unavailable(description: "chromium exited with \(status)") }
    return output
  }

  private static func quoted(_ argument: String) -> String {
    "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `/bin/sh -c command`: its status, and its standard output then its error (a child of its
  /// own, stopped past `timeout` seconds).
  private static func shell(_ command: String, timeout: TimeInterval) throws -> (Int32, String) {
    let (result, out, err) = try ChildProcess.capture("/bin/sh", ["-c", command], bound: timeout)
    return (result.status, out + err)
  }
}
