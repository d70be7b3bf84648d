/// The texts a command line prints about itself, made from its `CommandLineSpec`: a command's
/// help (`earshot COMMAND --help`), its synopsis (what a usage error prints, with every
/// option), and the list of commands (`earshot` alone). Pure functions of the spec.
public enum CommandHelp {
  /// Where descriptions start in a help: the column after the widest usual option.
  static let descriptionColumn = 38
  /// Where options start in a help.
  static let optionIndent = 9
  /// The width a synopsis is wrapped to.
  static let width = 100

  /// `usage: earshot run [PATH…] [options]  what it does`, then a row per option and per
  /// extra row, each with its description from `descriptionColumn`, the footer and the examples.
  public static func help(_ command: CommandSpec, program: String) -> String {
    var head = "usage: \(program) \(command.name) \(command.operands)"
    if !command.options.isEmpty { head += " [options]" }
    var out = row(head, command.description.isEmpty ? [command.summary] : command.description, indent: 0)
    for option in command.options { out += row(option.shown, option.description, indent: optionIndent) }
    for extra in command.rows { out += row(extra.text, extra.description, indent: optionIndent) }
    out += command.footer
    for example in command.examples { out += "example: \(program) \(example)\n" }
    return out + command.trailer
  }

  /// `earshot check [PATH…] [--format human|github] [-q|--quiet]`: the command with every
  /// option, wrapped at `width` with the continuation lines under the first operand.
  public static func synopsis(_ command: CommandSpec, program: String, prefix: String = "") -> String {
    let start = "\(prefix)\(program) \(command.name)"
    let hanging = String(repeating: " ", count: start.count + 1)
    var lines = [start]
    let words = (command.operands.isEmpty ? [] : [command.operands]) + command.options.map(\.synopsis)
    for word in words {
      if lines[lines.count - 1].count + 1 + word.count > width, lines[lines.count - 1] != start {
        lines.append(hanging + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The commands, one line each (`earshot golden review|accept|reject [PATH | TEST…]` is
  /// longer than the column, so its summary is on the next line).
  public static func commandList(_ spec: CommandLineSpec) -> String {
    var out = ""
    for (index, command) in spec.commands.enumerated() {
      let text = "\(spec.program) \(command.name) \(command.operands)"
      out += row((index == 0 ? "usage: " : "       ") + text, [command.summary], indent: 0, column: 39)
    }
    return out
  }

  /// `text` at `indent`, then the description's lines from `column`: on the same line when
  /// `text` leaves two spaces before it, else from the next line.
  static func row(_ text: String, _ description: [String], indent: Int, column: Int = descriptionColumn)
    -> String
  {
    let start = String(repeating: " ", count: indent) + text
    guard let first = description.first else { return start + "\n" }
    let margin = String(repeating: " ", count: column)
    var out =
      start.count + 2 <= column
      ? start + String(repeating: " ", count: column - start.count) + first + "\n"
      : start + "\n" + margin + first + "\n"
    for line in description.dropFirst() { out += margin + line + "\n" }
    return out
  }
}
