import EarshotKit

/// A parsed command line: parsing only fills fields; `execute` calls the library.
enum Command {
  case help
  case version
  case check(paths: [String])
  case run(paths: [String], platforms: Set<Platform>?, showTranscripts: Bool)
  case screen(path: String, platforms: Set<Platform>?)
  case catalogue(component: String?)

  static let usage = """
    usage: earshot run [PATH…] [--platform ios|android] [--transcripts]
                                          compile and run audits on the simulator (default PATH: scripts);
                                          --transcripts prints each audit log after the results
           earshot check [PATH…]          compile scripts and screens, report diagnostics (default PATH: scripts)
           earshot screen FILE [--platform ios|android]
                                          the swipe order of a screen, with what each element announces
           earshot catalogue [COMPONENT]  print the component catalogue, or one entry
           earshot --help | --version

    exit codes: 0 passed (warnings allowed), 1 a test failed, 2 errors in scripts or screens
    (nothing ran), 64 bad usage.
    Colour is used on a terminal unless NO_COLOR is set.

    """

  static func parse(_ arguments: [String]) throws -> Command {
    guard let first = arguments.first else { throw UsageError("missing command") }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h", "help":
      return .help
    case "--version":
      return .version
    case "check":
      if rest.contains("--help") { return .help }
      if let option = rest.first(where: { $0.hasPrefix("-") }) {
        throw UsageError("unknown option `\(option)` for check")
      }
      return .check(paths: rest.isEmpty ? ["scripts"] : rest)
    case "catalogue", "catalog":
      if rest.contains("--help") { return .help }
      if let option = rest.first(where: { $0.hasPrefix("-") }) {
        throw UsageError("unknown option `\(option)` for catalogue")
      }
      guard rest.count <= 1 else { throw UsageError("catalogue takes at most one component") }
      return .catalogue(component: rest.first)
    case "run":
      if rest.contains("--help") { return .help }
      let showTranscripts = rest.contains("--transcripts")
      let (paths, platforms) = try parseOptions(rest.filter { $0 != "--transcripts" }, for: "run")
      return .run(
        paths: paths.isEmpty ? ["scripts"] : paths, platforms: platforms, showTranscripts: showTranscripts)
    case "screen":
      if rest.contains("--help") { return .help }
      let (paths, platforms) = try parseOptions(rest, for: "screen")
      guard paths.count == 1 else { throw UsageError("screen takes one FILE") }
      return .screen(path: paths[0], platforms: platforms)
    case "golden":
      throw UsageError("`golden` is not available in this version yet")
    default:
      let commands = ["run", "check", "screen", "catalogue"]
      throw UsageError("unknown command `\(first)`\(Suggestions.didYouMean(first, in: commands))")
    }
  }

  /// Options shared by `run` and `screen`: `--platform P` (or `--platform=P`), repeatable.
  /// The report options of SPEC §9 (`--junit`, `--golden`, `--update`, `--jobs`, `--shard`,
  /// `--format`) are not built yet and say so.
  private static func parseOptions(_ arguments: [String], for command: String) throws -> (
    [String], Set<Platform>?
  ) {
    var paths: [String] = []
    var platforms: Set<Platform>?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") else {
        paths.append(argument)
        continue
      }
      var (name, value) = (argument, String?.none)
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--platform":
        guard let text = value ?? remaining.popFirst() else {
          throw UsageError("--platform needs ios or android")
        }
        guard let platform = Platform(rawValue: text) else {
          throw UsageError("unknown platform `\(text)`; platforms are: ios, android")
        }
        platforms = (platforms ?? []).union([platform])
      case "--junit", "--junit-profile", "--golden", "--update", "--jobs", "--shard", "--format":
        throw UsageError("`\(name)` is not available in this version yet")
      default:
        throw UsageError("unknown option `\(argument)` for \(command)")
      }
    }
    return (paths, platforms)
  }

  func execute(_ console: Earshot.Console) -> Int32 {
    switch self {
    case .help:
      console.out(Command.usage)
      return Earshot.ExitCode.success
    case .version:
      console.out("earshot \(Earshot.version)\n")
      return Earshot.ExitCode.success
    case .catalogue(let component):
      return CatalogueCommand.execute(component: component, console: console)
    case .check(let paths):
      return CheckCommand.execute(paths: paths, console: console)
    case .run(let paths, let platforms, let showTranscripts):
      return RunCommand.execute(
        paths: paths, platforms: platforms, showTranscripts: showTranscripts, console: console)
    case .screen(let path, let platforms):
      return ScreenCommand.execute(path: path, platforms: platforms, console: console)
    }
  }
}
