import EarshotKit

/// Every command of `earshot` and every option each takes: the one list that `Options.parse`
/// accepts, that each command's help and usage show (`CommandHelp`), and that the shell
/// completion scripts offer (`ShellCompletion`).
enum CommandTable {
  static let spec: CommandLineSpec = {
    let commands = [run, check, screen, golden, audit, catalogue, initialize, completion]
    // `help` completes to every other command.
    var help = CommandTable.help
    help.operandCompletions = [.words(commands.map(\.name))]
    return CommandLineSpec(
      program: "earshot", commands: commands + [help],
      globalOptions: [
        .flag("--help", short: "-h", "every command with its options, and the exit codes"),
        .flag("--version", "print earshot's version"),
      ])
  }()

  /// The command named `name` (or an alias of one).
  static func command(_ name: String) -> CommandSpec? {
    spec.command(named: name)
  }

  private static let platform = OptionSpec.choice(
    "--platform", Platform.allCases.map(\.rawValue), "run on this platform only, whatever the scripts say")
  static let locale = OptionSpec.value(
    "--locale", "TAG", "the readers speak this language (a BCP-47 tag: de, pt-BR), whatever",
    "the scripts say (docs/locales.md)")
  private static let junit = OptionSpec.value(
    "--junit", "FILE", completion: .files, "write a JUnit XML report")
  private static let junitProfile = OptionSpec.choice(
    "--junit-profile", JUnitReport.Profile.allCases.map(\.rawValue),
    "strict: only what both common JUnit XSDs accept")
  private static let html = OptionSpec.value(
    "--html", "DIR", completion: .folders, "write an HTML report to DIR: DIR/index.html, a page per script")
  private static let quiet = OptionSpec.flag(
    "--quiet", short: "-q", "print only the failures and the summary")
  private static let github = OptionSpec.choice(
    "--format", ["human", "github"], "how results are printed: github adds workflow annotations")

  static let run: CommandSpec = {
    var command = CommandSpec(
      name: "run", operands: "[PATH…]", summary: "compile and run audits (default PATH: scripts)")
    command.description = ["compile and run audits on the simulator (default PATH: scripts)"]
    var platform = CommandTable.platform
    platform.repeatable = true
    var filter = OptionSpec.value(
      "--filter", "PATTERN", "run the tests whose name holds PATTERN, any case (with * or ?:",
      "a glob over the whole name); repeatable, any may match")
    filter.repeatable = true
    command.options = [
      platform, locale, junit, junitProfile,
      .value(
        "--golden", "DIR", completion: .folders, "golden transcripts (default: golden/ in the project root,",
        "the nearest folder up that holds one)"),
      .choice(
        "--update", short: "-u", GoldenStore.Update.allCases.map(\.rawValue),
        "record missing goldens (new, the default), rewrite all, or none",
        "(the default when CI is set; new or all with CI set is an error)"),
      .value("--jobs", short: "-j", "N", "scripts run on N workers (default: the number of cores)"),
      .value("--shard", "I/N", "run the I-th of N shares of the scripts, split by path"),
      .choice(
        "--format", ["human", "github", "json"], "how results are printed: github adds workflow annotations;",
        "json prints instead a JSON object a line: each diagnostic, each test",
        "on each platform, then the summary (docs/reports.md: JSON output)"),
      .flag("--transcripts", "print each audit log after the results"),
      .flag("--verbose", short: "-v", "list every test (the default without a terminal)"),
      quiet, filter,
      .flag(
        "--list", "print what would run (path:line [platform] test), run nothing",
        "a script some of whose tests are left out runs them and", "compares their goldens only"),
      html,
      .choice(
        "--fail-on", ["error", "warning"], "the audit findings that fail a test: errors (the default), or",
        "warnings too; allowed findings and info never fail"),
    ]
    command.rows = [
      HelpRow("PATH:LINE", "run the test written at or above LINE of a script (also PATH:LINE:COL)"),
      HelpRow("-- PATH…", "everything after `--` is a path (a file named `-x.audit`)"),
    ]
    command.examples = [
      "run scripts/textfield --platform android --junit report.xml", "run scripts/button --quiet",
      "run scripts --filter disabled --list", "run scripts/button/submit.audit:20",
      "run scripts/button --html report",
      "run scripts/button -q -j 2 --format json",
    ]
    command.operandCompletions = [.files]
    return command
  }()

  static let check: CommandSpec = {
    var command = CommandSpec(
      name: "check", operands: "[PATH…]", summary: "compile scripts and screens, report diagnostics")
    command.description = ["compile scripts and screens, report diagnostics (default PATH: scripts)"]
    command.options = [
      github, .flag("--quiet", short: "-q", "print only the errors and warnings, not the `checked …` line"),
    ]
    command.examples = [
      "check scripts/textfield/login.audit", "check scripts/button --format github --quiet",
    ]
    command.operandCompletions = [.files]
    return command
  }()

  static let screen: CommandSpec = {
    var command = CommandSpec(
      name: "screen", operands: "FILE", summary: "a screen's swipe order and what each element announces")
    command.description = ["the swipe order of a screen or capture, with what each element announces"]
    command.options = [
      .choice("--platform", Platform.allCases.map(\.rawValue), "that platform's reader only"),
      locale,
    ]
    command.examples = [
      "screen scripts/textfield/login.screen --platform ios",
      "screen scripts/textfield/login.screen --platform android --locale de",
    ]
    command.operandCompletions = [.files]
    return command
  }()

  static let golden: CommandSpec = {
    var command = CommandSpec(
      name: "golden", operands: "[review|accept|reject [PATH | TEST…] | prune]",
      summary: "golden transcripts: list, review pending, remove orphaned")
    command.description = [
      "alone: list the pending and the orphaned goldens (a script, platform",
      "or test no script has any more); review, accept or reject: pending",
      ".transcript.new files: show the diffs (each hunk headed by its test),",
      "accept or reject them; a TEST name selects the files with a change",
      "in that test; prune: remove the orphaned goldens and tests listed",
    ]
    command.options = [
      .value(
        "--golden", "DIR", completion: .folders, "the golden folder (default: golden/ in the project root)")
    ]
    command.examples = ["golden", "golden review scripts/textfield"]
    command.trailer = "         earshot golden accept \"the password is never spoken\"\n"
    command.operandCompletions = [.words(GoldenCommand.Action.words), .files]
    return command
  }()

  static let audit: CommandSpec = {
    var command = CommandSpec(
      name: "audit", operands: "PATH…", summary: "every audit rule over screens and captures")
    command.description = ["every audit rule over screens and captures, no script needed"]
    command.options = [
      .choice(
        "--platform", Platform.allCases.map(\.rawValue),
        "audit for this platform only (default: the capture's, else both)"),
      .choice(
        "--fail-on", ["error", "warning"], "the findings that fail (every one is printed): errors (the",
        "default), or warnings too"),
      .value(
        "--junit", "FILE", completion: .files, "write a JUnit XML report (a test per rule and platform; the",
        "criteria that need a person are skipped tests)"),
      junitProfile, github, quiet,
      .flag("--transcripts", "print each platform's audit log, allowed findings too"),
      .value(
        "--html", "DIR", completion: .folders, "write an HTML report to DIR: DIR/index.html, a page per",
        "screen and capture, as run --html writes it"),
    ]
    command.footer =
      "accept a known finding in the screen or script: allow RULE on TARGET because \"reason\"\nrules:\n"
      + AuditRules.all.map { "      \($0.id) (\($0.severity.rawValue)): \($0.invariant)\n" }.joined()
    command.examples = [
      "audit scripts/button --fail-on warning --junit audit.xml", "audit scripts/button --html audit-report",
    ]
    command.operandCompletions = [.files]
    return command
  }()

  static let catalogue: CommandSpec = {
    var command = CommandSpec(name: "catalogue", operands: "[COMPONENT]", summary: "the component catalogue")
    command.aliases = ["catalog"]
    command.description = ["print the component catalogue, or one entry with its sources"]
    command.options = [
      .value(
        "--locale", "TAG", "what the readers say in this language, from which sources, and the",
        "components partly in English in it (docs/locales.md)")
    ]
    command.examples = ["catalogue checkbox", "catalogue switch --locale de"]
    command.operandCompletions = [.words(Catalogue.standard.entries.map(\.id))]
    return command
  }()

  static let initialize: CommandSpec = {
    var command = CommandSpec(
      name: "init", operands: "SCREEN_OR_CAPTURE",
      summary: "a starter audit script: what each reader says now, as a baseline")
    command.description = [
      "write a starter audit script that passes at once: a test swiping",
      "through every element, one per sheet, and an audit test whose",
      "findings are accepted with `allow` lines, to review then edit",
    ]
    command.options = [
      .value(
        "--output", short: "-o", "FILE", completion: .files,
        "write it to FILE (atomically) instead of standard output"),
      .flag("--force", "replace FILE if it exists (without it: exit 64)"),
      .value(
        "--locale", "TAG", "the readers speak this language; platforms whose reader has no",
        "words in it are left out (docs/locales.md)"),
    ]
    command.examples = [
      "init scripts/button/button.screen", "init scripts/captures/settings.uiautomator.xml -o settings.audit",
      "init scripts/locales/anmelden.screen --locale de",
    ]
    command.operandCompletions = [.files]
    return command
  }()

  static let completion: CommandSpec = {
    var command = CommandSpec(
      name: "completion", operands: "bash|zsh|fish", summary: "a shell completion script for earshot")
    command.description = [
      "print a script that completes earshot's commands, options and paths:",
      "bash: source <(earshot completion bash), or save it as",
      "  ~/.local/share/bash-completion/completions/earshot",
      "zsh: save it as _earshot in a folder of $fpath, before compinit",
      "fish: save it as ~/.config/fish/completions/earshot.fish",
    ]
    command.examples = ["completion bash"]
    command.operandCompletions = [.words(ShellCompletion.Shell.allCases.map(\.rawValue))]
    return command
  }()

  static let help: CommandSpec = {
    var command = CommandSpec(
      name: "help", operands: "[COMMAND]", summary: "a command's options and examples, as COMMAND --help does"
    )
    command.description = [
      "a command's options and examples (as `earshot COMMAND --help`);", "without one, every command's",
    ]
    command.examples = ["help run"]
    return command
  }()
}
