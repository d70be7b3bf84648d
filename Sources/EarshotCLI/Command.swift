import EarshotKit

/// A parsed command line: parsing only fills fields; `execute` calls the library.
enum Command {
  case help
  case version
  case check(paths: [String])
  case catalogue(component: String?)

  static let usage = """
    usage: earshot check [PATH…]          compile scripts and screens, report diagnostics (default PATH: scripts)
           earshot catalogue [COMPONENT]  print the component catalogue, or one entry
           earshot --help | --version

    exit codes: 0 clean (warnings allowed), 2 errors in scripts or screens, 64 bad usage.
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
    case "run", "screen", "golden":
      throw UsageError("`\(first)` is not available in this version yet; `earshot check` compiles scripts")
    default:
      let commands = ["check", "catalogue"]
      throw UsageError("unknown command `\(first)`\(Suggestions.didYouMean(first, in: commands))")
    }
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
    }
  }
}
