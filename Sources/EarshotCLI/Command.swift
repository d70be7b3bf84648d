import EarshotKit

/// A parsed command line: parsing only fills fields; `execute` calls the library.
enum Command {
  /// `--help`: every command, or (`earshot COMMAND --help`) one.
  case help(command: String?)
  case version
  case check(paths: [String])
  case run(RunCommand)
  case screen(path: String, platforms: Set<Platform>?)
  case golden(GoldenCommand.Action, paths: [String], folder: String?)
  case audit(AuditCommand)
  case catalogue(component: String?)
  case initialize(path: String, output: String?, force: Bool)

  /// What `earshot` alone and a usage error print: the commands, one line each.
  static let shortUsage = """
    usage: earshot run [PATH…] [options]   compile and run audits (default PATH: scripts)
           earshot check [PATH…]           compile scripts and screens, report diagnostics
           earshot screen FILE             a screen's swipe order and what each element announces
           earshot golden review|accept|reject [PATH | TEST…]
                                           pending golden transcripts
           earshot audit PATH…             every audit rule over screens and captures
           earshot catalogue [COMPONENT]   the component catalogue
           earshot init FILE [-o SCRIPT]   a starter audit script: what each reader says now, as a baseline
    `earshot COMMAND --help` shows a command's options and an example; `earshot --help` all of them.

    """

  /// Each command's own `--help`: its usage, options and an example.
  static let commandHelp: [String: String] = [
    "run": """
    usage: earshot run [PATH…] [options]  compile and run audits on the simulator (default PATH: scripts)
             --platform ios|android       run on this platform only, whatever the scripts say
             --junit FILE                 write a JUnit XML report
             --junit-profile default|strict
                                          strict: only what both common JUnit XSDs accept
             --golden DIR                 golden transcripts (default: golden/ in the project root,
                                          the nearest folder up that holds one)
             --update new|all|none        record missing goldens (new, the default), rewrite all, or none
                                          (the default when CI is set; new or all with CI set is an error)
             --jobs N                     scripts run on N workers (default: the number of cores)
             --shard I/N                  run the I-th of N shares of the scripts, split by path
             --format human|github        github: also print workflow annotations
             --transcripts                print each audit log after the results
             --verbose                    list every test (the default without a terminal)
             --quiet                      print only the failures and the summary
             --filter PATTERN             run the tests whose name holds PATTERN, any case (with * or ?:
                                          a glob over the whole name); repeatable, any may match
             PATH:LINE                    run the test written at or above LINE of a script (also PATH:LINE:COL)
             -- PATH…                     everything after `--` is a path (a file named `-x.audit`)
             --list                       print what would run (path:line [platform] test), run nothing
                                          a script some of whose tests are left out runs them,
                                          its goldens neither compared nor written
             --html DIR                   write an HTML report to DIR: DIR/index.html, a page per script
             --fail-on error|warning      the audit findings that fail a test: errors (the default), or
                                          warnings too; allowed findings and info never fail
    example: earshot run scripts/textfield --platform android --junit report.xml
    example: earshot run scripts/button --quiet
    example: earshot run scripts --filter disabled --list
    example: earshot run scripts/button/submit.audit:20
    example: earshot run scripts/button --html report

    """,
    "check": """
    usage: earshot check [PATH…]          compile scripts and screens, report diagnostics (default PATH: scripts)
    example: earshot check scripts/textfield/login.audit

    """,
    "screen": """
    usage: earshot screen FILE [--platform ios|android]
                                          the swipe order of a screen or capture, with what each element announces
    example: earshot screen scripts/textfield/login.screen --platform ios

    """,
    "golden": """
    usage: earshot golden review|accept|reject [PATH | TEST…] [--golden DIR]
                                          pending .transcript.new files: show the diffs (each hunk headed by
                                          its test), accept or reject them; a TEST name selects the files
                                          with a change in that test
    example: earshot golden review scripts/textfield
             earshot golden accept "the password is never spoken"

    """,
    "audit": """
    usage: earshot audit PATH… [options]  every audit rule over screens and captures, no script needed
             --platform ios|android       audit for this platform only (default: the capture's, else both)
             --fail-on error|warning      the findings that fail (every one is printed): errors (the
                                          default), or warnings too
             --junit FILE                 write a JUnit XML report (a test per rule and platform; the
                                          criteria that need a person are skipped tests)
             --junit-profile default|strict
             --format human|github        github: also print workflow annotations
             --transcripts                print each platform's audit log, allowed findings too
    accept a known finding in the screen or script: allow RULE on TARGET because "reason"
    rules:

    """ + AuditRules.all.map { "      \($0.id) (\($0.severity.rawValue)): \($0.invariant)\n" }.joined() + """
      example: earshot audit scripts/button --fail-on warning --junit audit.xml

      """,
    "init": """
    usage: earshot init SCREEN_OR_CAPTURE [-o FILE] [--force]
                                          write a starter audit script that passes at once: a test swiping
                                          through every element, one per sheet, and an audit test whose
                                          findings are accepted with `allow` lines, to review then edit
             -o, --output FILE            write it to FILE (atomically) instead of standard output
             --force                      replace FILE if it exists (without it: exit 64)
    example: earshot init scripts/button/button.screen
    example: earshot init scripts/captures/settings.uiautomator.xml -o settings.audit

    """,
    "catalogue": """
    usage: earshot catalogue [COMPONENT]  print the component catalogue, or one entry with its sources
    example: earshot catalogue checkbox

    """,
  ]

  /// `earshot --help`: every command with its options, and the exit codes.
  static var usage: String {
    let commands = ["run", "check", "screen", "golden", "audit", "init", "catalogue"].map { commandHelp[$0]! }
    return commands.joined() + """
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
    // After `--` every argument is a path, `--help` too.
    let beforePaths = rest.prefix { $0 != "--" }
    if beforePaths.contains("--help") || beforePaths.contains("-h") {
      let command = first == "catalog" ? "catalogue" : first
      return .help(command: commandHelp[command] == nil ? nil : command)
    }
    switch first {
    case "--help", "-h", "help":
      return .help(command: nil)
    case "--version":
      return .version
    case "check":
      let options = try Options.parse(rest, for: "check", taking: [])
      return .check(paths: options.paths.isEmpty ? ["scripts"] : options.paths)
    case "run":
      return .run(try parseRun(rest))
    case "screen":
      let options = try Options.parse(rest, for: "screen", taking: ["--platform"])
      guard options.paths.count == 1 else { throw UsageError("screen takes one FILE") }
      return .screen(path: options.paths[0], platforms: try options.platforms())
    case "golden":
      guard let name = rest.first, let action = GoldenCommand.Action(rawValue: name) else {
        throw UsageError("golden needs one of: review, accept, reject")
      }
      let options = try Options.parse(Array(rest.dropFirst()), for: "golden", taking: ["--golden"])
      return .golden(action, paths: options.paths, folder: options.last("--golden"))
    case "audit":
      return .audit(try parseAudit(rest))
    case "init":
      let options = try Options.parse(rest, for: "init", taking: ["-o", "--output"], flags: ["--force"])
      guard options.paths.count == 1 else { throw UsageError("init takes one screen or capture FILE") }
      let output = options.values.last { ["-o", "--output"].contains($0.0) }?.1
      return .initialize(path: options.paths[0], output: output, force: options.flags.contains("--force"))
    case "catalogue", "catalog":
      let options = try Options.parse(rest, for: "catalogue", taking: [])
      guard options.paths.count <= 1 else { throw UsageError("catalogue takes at most one component") }
      return .catalogue(component: options.paths.first)
    default:
      let commands = ["run", "check", "screen", "golden", "audit", "init", "catalogue"]
      throw UsageError("unknown command `\(first)`\(Suggestions.didYouMean(first, in: commands))")
    }
  }

  private static func parseAudit(_ arguments: [String]) throws -> AuditCommand {
    let options = try Options.parse(
      arguments, for: "audit", taking: ["--platform", "--fail-on", "--junit", "--junit-profile", "--format"],
      flags: ["--transcripts"])
    guard !options.paths.isEmpty else {
      throw UsageError("audit takes one or more screens, captures or folders")
    }
    var command = AuditCommand(paths: options.paths)
    command.platforms = try options.platforms()
    command.failOn = try options.failOn()
    command.junit = options.last("--junit")
    command.showTranscripts = options.flags.contains("--transcripts")
    command.junitProfile = try options.junitProfile()
    command.github = try options.github()
    return command
  }

  private static func parseRun(_ arguments: [String]) throws -> RunCommand {
    let options = try Options.parse(
      arguments, for: "run",
      taking: [
        "--platform", "--junit", "--junit-profile", "--golden", "--update", "--jobs", "--shard", "--format",
        "--filter", "--html", "--fail-on",
      ], flags: ["--transcripts", "--verbose", "--quiet", "--list"])
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
    command.github = try options.github()
    return command
  }

  /// Whether the command reads paths (and so needs the working directory).
  var readsFiles: Bool {
    switch self {
    case .help, .version, .catalogue: return false
    case .check, .run, .screen, .golden, .audit, .initialize: return true
    }
  }

  func execute(_ console: Earshot.Console, environment: [String: String]) -> Int32 {
    switch self {
    case .help(let command):
      console.out(command.flatMap { Command.commandHelp[$0] } ?? Command.usage)
      return Earshot.ExitCode.success
    case .version:
      console.out("earshot \(Earshot.version)\n")
      return Earshot.ExitCode.success
    case .catalogue(let component):
      return CatalogueCommand.execute(component: component, console: console)
    case .check(let paths):
      return CheckCommand.execute(paths: paths, console: console)
    case .run(let command):
      return command.execute(console: console, environment: environment)
    case .screen(let path, let platforms):
      return ScreenCommand.execute(path: path, platforms: platforms, console: console)
    case .golden(let action, let paths, let folder):
      return GoldenCommand.execute(action, paths: paths, folder: folder, console: console)
    case .audit(let command):
      return command.execute(console: console)
    case .initialize(let path, let output, let force):
      return InitCommand.execute(path: path, output: output, force: force, console: console)
    }
  }
}

/// Options of one command: `--name VALUE` or `--name=VALUE` for those it takes, bare flags,
/// and everything else as paths. After `--` every argument is a path, so that a file whose
/// name starts with `-` can be named.
struct Options {
  var paths: [String] = []
  var values: [(String, String)] = []
  var flags: Set<String> = []

  static func parse(_ arguments: [String], for command: String, taking names: [String], flags: [String] = [])
    throws -> Options
  {
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
        guard !argument.isEmpty else { throw UsageError("an empty path was given to \(command)") }
        options.paths.append(argument)
        continue
      }
      if flags.contains(argument) {
        options.flags.insert(argument)
        continue
      }
      var (name, value) = (argument, String?.none)
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard names.contains(name) else {
        throw UsageError(
          "unknown option `\(argument)` for \(command)\(Suggestions.didYouMean(name, in: names + flags))")
      }
      guard let given = value ?? remaining.popFirst() else { throw UsageError("\(name) needs a value") }
      // `--golden=` (an empty value, as an unset shell variable gives) must not mean `/`.
      guard !given.isEmpty else { throw UsageError("\(name) needs a value, not an empty one") }
      options.values.append((name, given))
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

  /// `--format human|github` (`run` and `audit`): whether workflow annotations are printed.
  func github() throws -> Bool {
    guard let given = last("--format") else { return false }
    guard given == "human" || given == "github" else {
      throw UsageError("--format is human or github, not `\(given)`")
    }
    return given == "github"
  }

  /// `--fail-on error|warning`: errors when not given.
  func failOn() throws -> Severity {
    guard let given = last("--fail-on") else { return .error }
    guard given == "error" || given == "warning" else {
      throw UsageError("--fail-on is error or warning, not `\(given)`")
    }
    return given == "error" ? .error : .warning
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
