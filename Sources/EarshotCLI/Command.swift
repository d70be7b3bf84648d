import EarshotKit

/// A parsed command line: parsing only fills fields; `execute` calls the library.
enum Command {
  /// `--help` and `earshot help`: every command, or (`earshot COMMAND --help`, `earshot help
  /// COMMAND`) one.
  case help(command: String?)
  case version
  case check(CheckCommand)
  case run(RunCommand)
  case screen(path: String, platforms: Set<Platform>?, locale: SpeechLocale?)
  case golden(GoldenCommand.Action, paths: [String], folder: String?)
  case audit(AuditCommand)
  case catalogue(component: String?, locale: SpeechLocale?)
  case initialize(path: String, output: String?, force: Bool, locale: SpeechLocale?)
  case completion(ShellCompletion.Shell)

  /// What `earshot` alone and an unknown command print: the commands, one line each.
  static var shortUsage: String {
    CommandHelp.commandList(CommandTable.spec)
      + "`earshot help COMMAND` shows a command's options and an example; `earshot --help` every command's.\n"
  }

  /// What a usage error in a command prints after the error: that command's usage, every
  /// option in it, and where its help is.
  static func usage(of command: CommandSpec) -> String {
    CommandHelp.synopsis(command, program: "earshot", prefix: "usage: ")
      + "`earshot help \(command.name)` shows what each option does, and an example.\n"
  }

  /// `earshot COMMAND --help` (`earshot help COMMAND`): its usage, options and examples.
  static func commandHelp(_ command: CommandSpec) -> String {
    CommandHelp.help(command, program: "earshot")
  }

  /// `earshot --help`: every command with its options, and the exit codes.
  static var usage: String {
    CommandTable.spec.commands.map(commandHelp).joined() + """
      earshot --help | --version

      exit codes: 0 passed (warnings allowed), 1 a test or golden comparison failed, 2 an error in
      a script or screen (its scripts failed, everything else ran), 64 bad usage, 74 nothing failed
      but a file asked for (--junit, --html, init -o) or the console output could not be written.
      Colour is used on a terminal unless NO_COLOR is set.

      """
  }

  static func parse(_ arguments: [String]) throws -> Command {
    guard let first = arguments.first else { throw UsageError("missing command") }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h": return .help(command: nil)
    case "--version": return .version
    default: break
    }
    guard let spec = CommandTable.command(first) else { throw UsageError.unknownCommand(first) }
    // After `--` every argument is a path, `--help` too.
    let beforePaths = rest.prefix { $0 != "--" }
    if beforePaths.contains("--help") || beforePaths.contains("-h") {
      return .help(command: spec.name == "help" ? nil : spec.name)
    }
    do {
      return try parse(spec, rest)
    } catch var error as UsageError {
      // A mistake in a command's arguments shows that command's usage.
      if !error.namesNoCommand { error.command = error.command ?? spec.name }
      throw error
    }
  }

  private static func parse(_ spec: CommandSpec, _ rest: [String]) throws -> Command {
    switch spec.name {
    case "help":
      let options = try Options.parse(rest, for: spec)
      guard options.paths.count <= 1 else { throw UsageError("help takes at most one command") }
      guard let name = options.paths.first else { return .help(command: nil) }
      guard let command = CommandTable.command(name) else { throw UsageError.unknownCommand(name) }
      return .help(command: command.name == "help" ? nil : command.name)
    case "check":
      let options = try Options.parse(rest, for: spec)
      var command = CheckCommand(paths: options.paths.isEmpty ? ["scripts"] : options.paths)
      command.pathsGiven = !options.paths.isEmpty
      command.github = try options.format(of: spec) == "github"
      command.quiet = options.flags.contains("--quiet")
      return .check(command)
    case "run":
      return .run(try parseRun(rest, spec))
    case "screen":
      let options = try Options.parse(rest, for: spec)
      guard options.paths.count == 1 else { throw UsageError("screen takes one FILE") }
      return .screen(path: options.paths[0], platforms: try options.platforms(), locale: try options.locale())
    case "golden":
      // `earshot golden` alone (its options only) lists; otherwise the first word is the action.
      let word = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
      guard let action = word.map(GoldenCommand.Action.init(word:)) ?? .list else {
        let words = GoldenCommand.Action.words
        throw UsageError(
          "golden takes \(words.dropLast().joined(separator: ", ")) or \(words.last!), or nothing to list the goldens\(Suggestions.didYouMean(word ?? "", in: words))"
        )
      }
      let options = try Options.parse(Array(rest.dropFirst(word == nil ? 0 : 1)), for: spec)
      if action == .list || action == .prune, let path = options.paths.first {
        throw UsageError(
          "golden\(word.map { " " + $0 } ?? "") takes no PATH (`\(path)`): it works on the whole golden folder"
        )
      }
      return .golden(action, paths: options.paths, folder: options.last("--golden"))
    case "audit":
      return .audit(try parseAudit(rest, spec))
    case "init":
      let options = try Options.parse(rest, for: spec)
      guard options.paths.count == 1 else { throw UsageError("init takes one screen or capture FILE") }
      return .initialize(
        path: options.paths[0], output: options.last("--output"), force: options.flags.contains("--force"),
        locale: try options.locale())
    case "catalogue":
      let options = try Options.parse(rest, for: spec)
      guard options.paths.count <= 1 else { throw UsageError("catalogue takes at most one component") }
      return .catalogue(component: options.paths.first, locale: try options.locale())
    case "completion":
      let options = try Options.parse(rest, for: spec)
      let shells = ShellCompletion.Shell.allCases.map(\.rawValue)
      guard options.paths.count == 1, let shell = ShellCompletion.Shell(rawValue: options.paths[0]) else {
        let given = options.paths.count == 1 ? ", not `\(options.paths[0])`" : ""
        throw UsageError("completion takes one shell: \(raw: shells.joined(separator: ", "))\(given)")
      }
      return .completion(shell)
    default:
      preconditionFailure("\(spec.name) is in CommandTable but has no parser")
    }
  }

  private static func parseAudit(_ arguments: [String], _ spec: CommandSpec) throws -> AuditCommand {
    let options = try Options.parse(arguments, for: spec)
    guard !options.paths.isEmpty else {
      throw UsageError("audit takes one or more screens, captures or folders")
    }
    var command = AuditCommand(paths: options.paths)
    command.platforms = try options.platforms()
    command.failOn = try options.failOn()
    command.junit = options.last("--junit")
    command.html = options.last("--html")
    command.showTranscripts = options.flags.contains("--transcripts")
    command.quiet = options.flags.contains("--quiet")
    command.junitProfile = try options.junitProfile()
    command.github = try options.format(of: spec) == "github"
    return command
  }

  private static func parseRun(_ arguments: [String], _ spec: CommandSpec) throws -> RunCommand {
    let options = try Options.parse(arguments, for: spec)
    var command = RunCommand(paths: [])
    command.pathsGiven = !options.paths.isEmpty
    for path in options.paths.isEmpty ? ["scripts"] : options.paths {
      let (file, line) = try RunCommand.pathAndLine(path)
      command.paths.append(file)
      if let line { command.selection.lines[PathKey(file), default: []].insert(line) }
    }
    command.selection.patterns = options.values.filter { $0.0 == "--filter" }.map(\.1)
    command.list = options.flags.contains("--list")
    if options.flags.isSuperset(of: ["--verbose", "--quiet"]) {
      throw UsageError("--verbose lists every test and --quiet only the failures: give one of them")
    }
    command.verbosity =
      options.flags.contains("--verbose") ? .verbose : options.flags.contains("--quiet") ? .quiet : .normal
    command.platforms = try options.platforms()
    command.locale = try options.locale()
    command.showTranscripts = options.flags.contains("--transcripts")
    command.junit = options.last("--junit")
    command.html = options.last("--html")
    command.failOn = try options.failOn()
    command.junitProfile = try options.junitProfile()
    command.goldenFolder = options.last("--golden")
    if let update = options.last("--update") {
      guard let value = GoldenStore.Update(rawValue: update) else {
        throw UsageError("--update is new, all or none, not `\(update)`")
      }
      command.update = value
    }
    if let jobs = options.last("--jobs") {
      guard let value = Options.number(jobs), value >= 1, value <= 1024 else {
        throw UsageError("--jobs takes a number from 1 to 1024, not `\(jobs)`")
      }
      command.jobs = value
    }
    if let shard = options.last("--shard") {
      // Exactly two numbers around one slash: `1//2`, `/1/2`, `1/2/` and `1/x/2` are mistakes.
      let parts = shard.split(separator: "/", omittingEmptySubsequences: false).map { Options.number($0) }
      guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1,
        (1...count).contains(index)
      else {
        throw UsageError("--shard is I/N with 1 ≤ I ≤ N, such as 1/4, not `\(shard)`")
      }
      command.shard = (index, count)
    }
    command.format = RunCommand.Format(rawValue: try options.format(of: spec))!
    if command.format == .json, command.showTranscripts {
      throw UsageError(
        "--transcripts prints text, which --format json's lines would not hold: give one of them")
    }
    if command.format == .json, command.list {
      throw UsageError("--list prints text lines, not JSON: drop --format json")
    }
    return command
  }

  /// Whether the command reads paths (and so needs the working directory).
  var readsFiles: Bool {
    switch self {
    case .help, .version, .catalogue, .completion: return false
    case .check, .run, .screen, .golden, .audit, .initialize: return true
    }
  }

  func execute(_ console: Earshot.Console, environment: [String: String]) -> Int32 {
    switch self {
    case .help(let command):
      console.out(command.flatMap(CommandTable.command).map(Command.commandHelp) ?? Command.usage)
      return Earshot.ExitCode.success
    case .version:
      console.out("earshot \(Earshot.version)\n")
      return Earshot.ExitCode.success
    case .catalogue(let component, let locale):
      return CatalogueCommand.execute(component: component, locale: locale, console: console)
    case .check(let command):
      return command.execute(console: console)
    case .run(let command):
      return command.execute(console: console, environment: environment)
    case .screen(let path, let platforms, let locale):
      return ScreenCommand.execute(path: path, platforms: platforms, locale: locale, console: console)
    case .golden(let action, let paths, let folder):
      return GoldenCommand.execute(action, paths: paths, folder: folder, console: console)
    case .audit(let command):
      return command.execute(console: console)
    case .initialize(let path, let output, let force, let locale):
      return InitCommand.execute(path: path, output: output, force: force, locale: locale, console: console)
    case .completion(let shell):
      console.out(ShellCompletion.script(for: shell, CommandTable.spec))
      return Earshot.ExitCode.success
    }
  }
}

/// Options of one command: `--name VALUE` or `--name=VALUE` for those it takes (by their long
/// names, whichever name was typed: `-j 4`, `-j4` and `-j=4` are `--jobs 4`), bare flags, and
/// everything else as paths. After `--` every argument is a path, so that a file whose name
/// starts with `-` can be named.
struct Options {
  var paths: [String] = []
  var values: [(String, String)] = []
  var flags: Set<String> = []

  /// `arguments` as the options of `command` (`CommandTable`) take them.
  static func parse(_ arguments: [String], for command: CommandSpec) throws -> Options {
    var options = Options()
    var remaining = arguments[...]
    var onlyPaths = false
    while let argument = remaining.popFirst() {
      if argument == "--", !onlyPaths {
        onlyPaths = true
        continue
      }
      guard !onlyPaths, argument.hasPrefix("-"), argument != "-" else {
        // An empty path would mean the working directory, and everything in it.
        guard !argument.isEmpty else { throw UsageError("an empty path was given to \(command.name)") }
        options.paths.append(argument)
        continue
      }
      var (name, value) = (argument, String?.none)
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      } else if !argument.hasPrefix("--"), argument.count > 2,
        let short = command.option(named: String(argument.prefix(2))), short.value != nil
      {
        // `-j4`: a short option's value may follow it in the same argument.
        name = String(argument.prefix(2))
        value = String(argument.dropFirst(2))
      }
      guard let option = command.option(named: name) else {
        let names = command.options.map(\.name)
        throw UsageError(
          "unknown option `\(argument)` for \(command.name)\(Suggestions.didYouMean(name, in: names))")
      }
      guard option.value != nil else {
        guard value == nil else { throw UsageError("\(option.name) takes no value") }
        options.flags.insert(option.name)
        continue
      }
      guard let given = value ?? remaining.popFirst() else { throw UsageError("\(name) needs a value") }
      // `--golden=` (an empty value, as an unset shell variable gives) must not mean `/`.
      guard !given.isEmpty else { throw UsageError("\(name) needs a value, not an empty one") }
      options.values.append((option.name, given))
    }
    return options
  }

  /// A decimal number written with digits only (no sign, space or other digits).
  static func number(_ text: some StringProtocol) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }

  func last(_ name: String) -> String? {
    values.last { $0.0 == name }?.1
  }

  /// `--junit-profile default|strict` (`run` and `audit`): default when not given.
  func junitProfile() throws -> JUnitReport.Profile {
    guard let given = last("--junit-profile") else { return .default }
    guard let profile = JUnitReport.Profile(rawValue: given) else {
      throw UsageError("--junit-profile is default or strict, not `\(given)`")
    }
    return profile
  }

  /// `--format`: one of the words `command` takes (`CommandTable`), the first when not given.
  func format(of command: CommandSpec) throws -> String {
    guard case .words(let formats) = command.option(named: "--format")?.value?.completion else {
      preconditionFailure("\(command.name) takes no --format")
    }
    guard let given = last("--format") else { return formats[0] }
    guard formats.contains(given) else {
      let choices = formats.dropLast().joined(separator: ", ") + " or " + formats.last!
      throw UsageError("--format is \(raw: choices), not `\(given)`")
    }
    return given
  }

  /// `--fail-on error|warning`: errors when not given.
  func failOn() throws -> Severity {
    guard let given = last("--fail-on") else { return .error }
    guard given == "error" || given == "warning" else {
      throw UsageError("--fail-on is error or warning, not `\(given)`")
    }
    return given == "error" ? .error : .warning
  }

  /// `--locale TAG`: a language tag, else a usage error; whether the readers have it is the
  /// checker's to say, for the platforms each script runs on.
  func locale() throws -> SpeechLocale? {
    guard let given = last("--locale") else { return nil }
    guard let locale = SpeechLocale(given) else {
      let problem = SpeechLocale.problem(with: given) ?? ""
      throw UsageError("--locale takes a language tag such as de, pt-BR or zh-TW, not `\(given)`: \(problem)")
    }
    return locale
  }

  /// `--platform ios --platform android` (repeatable).
  func platforms() throws -> Set<Platform>? {
    let given = values.filter { $0.0 == "--platform" }.map(\.1)
    guard !given.isEmpty else { return nil }
    return Set(
      try given.map { text in
        guard let platform = Platform(rawValue: text) else {
          throw UsageError("unknown platform `\(text)`; platforms are: ios, android")
        }
        return platform
      })
  }
}
