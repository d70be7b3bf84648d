/// Shell completion scripts for bash, zsh and fish, made from a `CommandLineSpec`: the
/// commands, each command's options (short and long), the values an option takes (its words,
/// files, folders, or nothing for a number or a pattern), and each command's operands (files,
/// or words such as `review`). After `--` only files are offered, as the parser takes only
/// paths there. Pure: the same spec gives the same bytes.
public enum ShellCompletion {
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  public static func script(for shell: Shell, _ spec: CommandLineSpec) -> String {
    switch shell {
    case .bash: bash(spec)
    case .zsh: zsh(spec)
    case .fish: fish(spec)
    }
  }

  /// A short description of an option for a completion menu: its description up to the first
  /// parenthesis or semicolon.
  static func brief(_ description: [String]) -> String {
    var text = description.joined(separator: " ")
    for stop in [" (", "; "] {
      if let range = text.range(of: stop) { text = String(text[..<range.lowerBound]) }
    }
    while let last = text.last, ",;:".contains(last) { text.removeLast() }
    return text
  }

  /// Every name of every option: `-j`, `--jobs`.
  static func names(_ options: [OptionSpec]) -> [String] {
    options.flatMap { [$0.short, $0.name].compactMap { $0 } }
  }

  // MARK: bash

  static func bash(_ spec: CommandLineSpec) -> String {
    let p = spec.program
    let function = "_\(identifier(p))"
    var out = """
      # bash completion for \(p): `source <(\(p) completion bash)`, or save this as
      # ~/.local/share/bash-completion/completions/\(p)
      \(function)_words() {
        mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur")
      }
      \(function)_files() {
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      }
      \(function)_folders() {
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -d -- "$cur")
      }
      \(function)() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
        COMPREPLY=()
        # `--format=json`: bash splits the word at `=`.
        if [[ $cur == = ]]; then
          cur=""
        elif [[ $prev == = ]]; then
          prev=${COMP_WORDS[COMP_CWORD - 2]}
        fi
        # The command is the first word that is not an option.
        local command="" i
        for ((i = 1; i < COMP_CWORD; i++)); do
          if [[ ${COMP_WORDS[i]} != -* ]]; then
            command=${COMP_WORDS[i]}
            break
          fi
        done
        if [[ -z $command ]]; then
          if [[ $cur == -* ]]; then
            \(function)_words "\(names(spec.globalOptions).joined(separator: " "))"
          else
            \(function)_words "\(spec.commands.map(\.name).joined(separator: " "))"
          fi
          return
        fi
        # The options of the command that take a value: the word after one is that value.
        local valued=" "
        case $command in

      """
    for command in spec.commands where command.options.contains(where: { $0.value != nil }) {
      let valued = names(command.options.filter { $0.value != nil })
      out += "    \(bashPattern(command))) valued=\" \(valued.joined(separator: " ")) \" ;;\n"
    }
    out += """
        esac
        # Which operand the word is (from 0), and whether `--` came before it.
        local operand=0 dashes="" word
        for ((i = i + 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          if [[ -n $dashes ]]; then
            operand=$((operand + 1))
          elif [[ $word == -- ]]; then
            dashes=1
          elif [[ $word != -* && $word != = && ${COMP_WORDS[i - 1]} != = && $valued != *" ${COMP_WORDS[i - 1]} "* ]]; then
            operand=$((operand + 1))
          fi
        done
        case $command in

      """
    for command in spec.commands {
      out += "    \(bashPattern(command)))\n"
      if !command.options.isEmpty {
        out += "      if [[ -z $dashes ]]; then\n"
        let valued = command.options.filter { $0.value != nil }
        if !valued.isEmpty {
          out += "        case $prev in\n"
          for option in valued {
            let names = [option.short, option.name].compactMap { $0 }.joined(separator: "|")
            let action = bashAction(option.value!.completion, function)
            out += "          \(names)) \(action == "return" ? action : action + "; return") ;;\n"
          }
          out += "        esac\n"
        }
        out += """
                  if [[ $cur == -* ]]; then
                    \(function)_words "\(names(command.options).joined(separator: " "))"
                    return
                  fi
                fi

          """
      }
      let operands = command.operandCompletions
      if operands.count <= 1 {
        out += "      \(bashAction(operands.first ?? .nothing, function)) ;;\n"
      } else {
        out += "      case $operand in\n"
        for (index, completion) in operands.enumerated() {
          let pattern = index == operands.count - 1 ? "*" : String(index)
          out += "        \(pattern)) \(bashAction(completion, function)) ;;\n"
        }
        out += "      esac ;;\n"
      }
    }
    out += """
        esac
      }
      complete -F \(function) \(p)

      """
    return out
  }

  private static func bashPattern(_ command: CommandSpec) -> String {
    ([command.name] + command.aliases).joined(separator: "|")
  }

  private static func bashAction(_ completion: Completion, _ function: String) -> String {
    switch completion {
    case .nothing: "return"
    case .files: "\(function)_files"
    case .folders: "\(function)_folders"
    case .words(let words): "\(function)_words \"\(words.joined(separator: " "))\""
    }
  }

  // MARK: zsh

  static func zsh(_ spec: CommandLineSpec) -> String {
    let p = spec.program
    let function = "_\(identifier(p))"
    var out = """
      #compdef \(p)
      # zsh completion for \(p): save this as \(function) in a folder of $fpath (before compinit
      # runs), or load it with `source <(\(p) completion zsh)` after compinit.
      \(function)() {
        local curcontext=$curcontext state line
        typeset -A opt_args
        local -a commands=(

      """
    for command in spec.commands {
      out += "    \(zshQuoted("\(command.name):\(command.summary.replacing(":", with: "\\:"))"))\n"
    }
    out += "  )\n  _arguments -C \\\n"
    for option in spec.globalOptions {
      out += "    \(zshOption(option, exclusive: "(- *)")) \\\n"
    }
    out += """
          '1: :->command' \\
          '*:: :->argument' && return
        case $state in
          command) _describe -t commands '\(p) command' commands ;;
          argument)
            curcontext=${curcontext%:*:*}:\(p)-$words[1]:
            case $words[1] in

      """
    for command in spec.commands {
      out += "        \(bashPattern(command)))\n          _arguments -S \\\n"
      for option in command.options {
        out += "            \(zshOption(option, exclusive: nil)) \\\n"
      }
      let operands = command.operandCompletions
      for (index, completion) in operands.enumerated() {
        let position = index == operands.count - 1 ? "*" : String(index + 1)
        out += "            \(zshQuoted("\(position): :\(zshAction(completion))")) \\\n"
      }
      out += "            && return ;;\n"
    }
    out += """
            esac ;;
        esac
        return 1
      }
      if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
        \(function) "$@"
      else
        compdef \(function) \(p)
      fi

      """
    return out
  }

  /// An `_arguments` spec: `'(-j --jobs)'{-j+,--jobs=}'[what it does]:N: '`.
  private static func zshOption(_ option: OptionSpec, exclusive: String?) -> String {
    let description = "[" + zshBracketed(brief(option.description)) + "]"
    var argument = ""
    if let value = option.value {
      let message = value.placeholder.replacing(":", with: "\\:")
      argument = ":\(message):\(zshAction(value.completion))"
    }
    guard let short = option.short else {
      let name = option.name + (option.value == nil ? "" : "=")
      return zshQuoted((exclusive ?? "") + (option.repeatable ? "*" : "") + name + description + argument)
    }
    // The short and the long name exclude each other, or (repeatable) neither does.
    let group = exclusive ?? (option.repeatable ? "*" : "(\(short) \(option.name))")
    let names =
      option.value == nil ? "{\(short),\(option.name)}" : "{\(short)+,\(option.name)=}"
    return zshQuoted(group) + names + zshQuoted(description + argument)
  }

  private static func zshAction(_ completion: Completion) -> String {
    switch completion {
    case .nothing: " "
    case .files: "_files"
    case .folders: "_files -/"
    case .words(let words): "(\(words.joined(separator: " ")))"
    }
  }

  /// Text in an `_arguments` description, where brackets and backslashes are escaped.
  private static func zshBracketed(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
  }

  /// `text` in single quotes, as zsh and bash read them.
  private static func zshQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  // MARK: fish

  static func fish(_ spec: CommandLineSpec) -> String {
    let p = spec.program
    let function = "__\(identifier(p))"
    var out = """
      # fish completion for \(p): save this as ~/.config/fish/completions/\(p).fish, or load it
      # with `\(p) completion fish | source`
      function \(function)_command --description 'The \(p) command on the command line'
          set -l words (commandline -opc)
          set -e words[1]
          for word in $words
              if not string match -q -- '-*' $word
                  echo $word
                  return 0
              end
          end
          return 1
      end
      function \(function)_using --description 'Whether the command is one of the arguments'
          set -l command (\(function)_command)
          and contains -- $command $argv
      end
      function \(function)_operands --description 'How many operands come before the word being completed; the arguments are the options that take a value'
          set -l count 0
          set -l command ''
          set -l dashes 0
          set -l previous ''
          set -l words (commandline -opc)
          set -e words[1]
          for word in $words
              if test -z "$command"
                  string match -q -- '-*' $word; or set command $word
              else if test $dashes = 1
                  set count (math $count + 1)
              else if test "$word" = --
                  set dashes 1
              else if not string match -q -- '-*' $word; and not contains -- $previous $argv
                  set count (math $count + 1)
              end
              set previous $word
          end
          echo $count
      end
      complete -c \(p) -f

      """
    for option in spec.globalOptions {
      out += "complete -c \(p) -n 'not \(function)_command' \(fishOption(option))\n"
    }
    for command in spec.commands {
      out +=
        "complete -c \(p) -n 'not \(function)_command' -a \(command.name) -d \(fishQuoted(command.summary))\n"
    }
    for command in spec.commands {
      let using = "\(function)_using \(([command.name] + command.aliases).joined(separator: " "))"
      for option in command.options {
        out += "complete -c \(p) -n \(fishQuoted(using)) \(fishOption(option))\n"
      }
      let valued = names(command.options.filter { $0.value != nil }).joined(separator: " ")
      let operands = command.operandCompletions
      for (index, completion) in operands.enumerated() {
        var condition = using
        if operands.count > 1 {
          let test = index == operands.count - 1 ? "-ge" : "-eq"
          condition += "; and test (\(function)_operands \(valued)) \(test) \(index)"
        }
        out += "complete -c \(p) -n \(fishQuoted(condition)) \(fishOperand(completion))\n"
      }
    }
    return out
  }

  /// `-s j -l jobs -x -d 'what it does'`, with what its value completes to.
  private static func fishOption(_ option: OptionSpec) -> String {
    var out = ""
    if let short = option.short { out += "-s \(short.dropFirst()) " }
    out += "-l \(option.name.dropFirst(2)) "
    if let value = option.value { out += fishAction(value.completion) + " " }
    return out + "-d \(fishQuoted(brief(option.description)))"
  }

  /// What an operand or value completes to: `-F` files, `-x -a '…'` words or folders, `-x`
  /// nothing.
  private static func fishAction(_ completion: Completion) -> String {
    switch completion {
    case .nothing: "-x"
    case .files: "-r -F"
    case .folders: "-x -a '(__fish_complete_directories (commandline -ct))'"
    case .words(let words): "-x -a \(fishQuoted(words.joined(separator: " ")))"
    }
  }

  /// What an operand completes to: `-F` files, `-a '…'` words or folders.
  private static func fishOperand(_ completion: Completion) -> String {
    switch completion {
    case .nothing: "-a ''"
    case .files: "-F"
    case .folders: "-a '(__fish_complete_directories (commandline -ct))'"
    case .words(let words): "-a \(fishQuoted(words.joined(separator: " ")))"
    }
  }

  /// `text` in single quotes, as fish reads them (`\\` and `\'` escaped).
  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }

  /// The program's name as a shell function's name: letters, digits and `_`.
  private static func identifier(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
