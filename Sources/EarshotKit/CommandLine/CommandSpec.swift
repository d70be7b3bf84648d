/// A command line's commands and options as values: the one description that the option
/// parser, each command's help and usage, and the shell completion scripts are all made from
/// (`CommandHelp`, `ShellCompletion`), so that none of them can offer an option the others do
/// not know.
public struct CommandLineSpec: Sendable {
  /// The program's name, as typed (`earshot`).
  public var program: String
  public var commands: [CommandSpec]
  /// The options taken in place of a command (`--help`, `--version`).
  public var globalOptions: [OptionSpec]

  public init(program: String, commands: [CommandSpec], globalOptions: [OptionSpec]) {
    self.program = program
    self.commands = commands
    self.globalOptions = globalOptions
  }

  /// The command named `name`, or one of its aliases.
  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }
}

/// One command: what its help shows (usage, description, options, rows, footer, examples)
/// and what a shell completes after it (its options, and its operands).
public struct CommandSpec: Sendable {
  public var name: String
  /// Other names it answers to (`catalog` for `catalogue`); completions offer only `name`.
  public var aliases: [String] = []
  /// Its operands as the usage shows them: `[PATH…]`, `FILE`.
  public var operands: String
  /// One line: the list of commands and the completions' description of the command.
  public var summary: String
  /// Its help's description beside the usage line, a line each; `summary` when empty.
  public var description: [String] = []
  public var options: [OptionSpec] = []
  /// Rows after the options that are not options (`PATH:LINE`), as `(text, description lines)`.
  public var rows: [HelpRow] = []
  /// Text after the rows (the audit rules), with its own line breaks.
  public var footer = ""
  /// Command lines that work as written from the repository's top, without the program name.
  public var examples: [String] = []
  /// Text after the examples.
  public var trailer = ""
  /// What each operand completes to, in order; the last one also completes every operand after it.
  public var operandCompletions: [Completion] = []

  public init(name: String, operands: String, summary: String) {
    self.name = name
    self.operands = operands
    self.summary = summary
  }

  /// The option named `name`: its long name or its short one.
  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.short == name }
  }
}

/// A row of a command's help that is not an option: `PATH:LINE` and what it does.
public struct HelpRow: Sendable {
  public var text: String
  public var description: [String]

  public init(_ text: String, _ description: String...) {
    self.text = text
    self.description = description
  }
}

/// One option: `--jobs N`, with its short name `-j`; a flag when it takes no value.
public struct OptionSpec: Sendable {
  /// `--jobs`.
  public var name: String
  /// `-j`, when it has one.
  public var short: String?
  /// Its value, when it takes one.
  public var value: Value?
  /// What it does, a line each.
  public var description: [String]
  /// Whether giving it again adds to it (`--filter`), rather than replacing it: completions
  /// offer it again.
  public var repeatable = false

  /// What an option's value is called in the help, and what a shell offers for it.
  public struct Value: Sendable {
    /// `N`, `FILE`, `ios|android`.
    public var placeholder: String
    public var completion: Completion
  }

  /// A flag: `--quiet`.
  public static func flag(_ name: String, short: String? = nil, _ description: String...) -> OptionSpec {
    OptionSpec(name: name, short: short, value: nil, description: description)
  }

  /// An option that takes a value named `placeholder` that completes to `completion` (nothing
  /// by default: a number, a pattern).
  public static func value(
    _ name: String, short: String? = nil, _ placeholder: String, completion: Completion = .nothing,
    _ description: String...
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, value: Value(placeholder: placeholder, completion: completion),
      description: description)
  }

  /// An option whose value is one of `words`, shown as `ios|android`.
  public static func choice(_ name: String, short: String? = nil, _ words: [String], _ description: String...)
    -> OptionSpec
  {
    OptionSpec(
      name: name, short: short,
      value: Value(placeholder: words.joined(separator: "|"), completion: .words(words)),
      description: description)
  }

  /// How the help and the usage show it: `-j, --jobs N`.
  public var shown: String {
    (short.map { "\($0), " } ?? "") + name + (value.map { " " + $0.placeholder } ?? "")
  }

  /// How the synopsis shows it: `[-j|--jobs N]`.
  public var synopsis: String {
    "[" + (short.map { "\($0)|" } ?? "") + name + (value.map { " " + $0.placeholder } ?? "") + "]"
  }
}

/// What a shell offers for an operand or an option's value.
public enum Completion: Sendable, Equatable {
  /// Nothing: a number, a pattern, a name.
  case nothing
  /// Files and folders.
  case files
  /// Folders only.
  case folders
  /// These words.
  case words([String])
}
