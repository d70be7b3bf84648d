import Foundation

/// The documentation as the doc tests read it: `README.md`, `BENCHMARKS.md` and every
/// `docs/**/*.md`, their fenced blocks, their links and their headings.
struct DocFile {
  /// Relative to the repository's root: `README.md`, `docs/goldens.md`.
  let path: String
  let text: String

  var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// Research notes are kept as they were written; they hold no example to run.
  var isResearch: Bool { path.hasPrefix("docs/research/") }

  /// `README.md`, `BENCHMARKS.md`, then every Markdown file under `docs/`, in path order.
  static func all() throws -> [DocFile] {
    var paths = ["README.md", "BENCHMARKS.md"]
    let docs = repositoryRoot + "/docs"
    let found = FileManager.default.enumerator(atPath: docs)?.compactMap { $0 as? String } ?? []
    paths += found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try paths.map { try DocFile(path: $0) }
  }

  init(path: String) throws {
    self.path = path
    self.text = try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8)
  }

  init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// Every fenced block (```` ``` ```` at the start of a line, or indented inside a list item),
  /// in order.
  var blocks: [FencedBlock] {
    var blocks: [FencedBlock] = []
    var open: (indent: Int, info: String, line: Int, body: [String])?
    for (index, line) in lines.enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(indent)
      if var block = open {
        if indent <= block.indent, rest.hasPrefix("```"),
          rest.drop(while: { $0 == "`" }).allSatisfy(\.isWhitespace)
        {
          blocks.append(FencedBlock(file: path, line: block.line, info: block.info, body: block.body))
          open = nil
        } else {
          block.body.append(String(line.dropFirst(min(indent, block.indent))))
          open = block
        }
      } else if rest.hasPrefix("```") {
        open = (indent, String(rest.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, [])
      }
    }
    return blocks
  }

  /// Every inline link `[text](target)` that is not a web or mail address, with its line.
  var relativeLinks: [(target: String, line: Int)] {
    var links: [(String, Int)] = []
    var inBlock = false
    for (index, line) in lines.enumerated() {
      if line.drop(while: { $0 == " " }).hasPrefix("```") { inBlock.toggle() }
      if inBlock { continue }
      for match in line.matches(of: #/\]\(([^)\s]+)\)/#) {
        let target = String(match.output.1)
        if target.contains("://") || target.hasPrefix("mailto:") { continue }
        links.append((target, index + 1))
      }
    }
    return links
  }

  /// The anchors GitHub gives this file's headings: lower case, letters, digits, `-` and `_`
  /// kept, spaces as `-`, everything else dropped (`## Sheets: each toolkit's wording` is
  /// `#sheets-each-toolkits-wording`).
  var anchors: Set<String> {
    var anchors: Set<String> = []
    var inBlock = false
    for line in lines {
      if line.drop(while: { $0 == " " }).hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      anchors.insert(DocFile.anchor(title))
    }
    return anchors
  }

  static func anchor(_ title: String) -> String {
    String(
      title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }

  /// The lines from the heading `heading` (`## Quick start`) to the next heading of its level.
  func section(_ heading: String) -> DocFile? {
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
    let level = heading.prefix { $0 == "#" }
    let rest = lines[(start + 1)...]
    var inBlock = false
    let end =
      rest.firstIndex { line in
        if line.drop(while: { $0 == " " }).hasPrefix("```") { inBlock.toggle() }
        return !inBlock && line.hasPrefix(level + " ")
      } ?? lines.endIndex
    // Keep the line numbers: blank lines stand for what comes before.
    let kept = Array(repeating: "", count: start) + lines[start..<end].map(String.init)
    return DocFile(path: path, text: kept.joined(separator: "\n"))
  }
}

/// A fenced block and its info string: a language, then `key=value` attributes
/// (```` ```audit screen=scripts/button/button.screen ````).
struct FencedBlock {
  let file: String
  /// The line of the opening fence, 1-based.
  let line: Int
  let info: String
  let body: [String]

  var language: String { String(info.split(separator: " ").first ?? "") }

  var attributes: [String: String] {
    var attributes: [String: String] = [:]
    for word in info.split(separator: " ").dropFirst() {
      let parts = word.split(separator: "=", maxSplits: 1)
      attributes[String(parts[0])] = parts.count == 2 ? String(parts[1]) : ""
    }
    return attributes
  }

  var text: String { body.map { $0 + "\n" }.joined() }

  /// `README.md:12`, for messages.
  var place: String { "\(file):\(line)" }
}

/// Just enough of the shell to find the commands in a line of a ```` ```sh ```` block: words
/// with their quotes taken off, `#` comments dropped, and the line split into simple commands at
/// `;`, `&&`, `||`, `|`, `(`, `)`, `$(` and `<(`, redirections left out.
enum ShellLine {
  /// The simple commands of `line`, each as its words, variable assignments in front dropped.
  static func commands(_ line: String) -> [[String]] {
    var commands: [[String]] = [[]]
    var word: String?
    var quote: Character?
    var characters = Array(line)[...]
    func endWord() {
      if let finished = word { commands[commands.count - 1].append(finished) }
      word = nil
    }
    func endCommand() {
      endWord()
      if !(commands.last?.isEmpty ?? true) { commands.append([]) }
    }
    while let character = characters.popFirst() {
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\", open == "\"", let next = characters.popFirst() {
          word!.append(next)
        } else {
          word!.append(character)
        }
        continue
      }
      switch character {
      case "'", "\"":
        quote = character
        word = word ?? ""
      case "\\":
        if let next = characters.popFirst() { word = (word ?? "") + String(next) }
      case "#" where word == nil:
        characters = []
      case " ", "\t":
        endWord()
      case "&" where word?.hasSuffix(">") ?? false:
        word!.append(character)  // `2>&1`
      case ";", "|", "&", "(", ")":
        endCommand()
      case "$" where characters.first == "(":
        characters.removeFirst()
        endCommand()
      case "<" where characters.first == "(":
        characters.removeFirst()
        endCommand()
      default:
        word = (word ?? "") + String(character)
      }
    }
    endWord()
    return commands.compactMap(dropRedirections).filter { !$0.isEmpty }
  }

  /// The words of a simple command without its redirections (`> file`, `2>&1`, `>> "$x"`) and
  /// the assignments in front of it (`CI=true`).
  private static func dropRedirections(_ words: [String]) -> [String]? {
    var kept: [String] = []
    var skipNext = false
    for word in words {
      if skipNext {
        skipNext = false
        continue
      }
      if let arrow = word.firstIndex(where: { $0 == ">" || $0 == "<" }),
        word[..<arrow].allSatisfy(\.isNumber)
      {
        // `>`, `2>` and `>>` alone take the next word; `>file` and `2>&1` hold it.
        skipNext = word[word.index(after: arrow)...].allSatisfy { $0 == ">" || $0 == "<" }
        continue
      }
      if kept.isEmpty, let equals = word.firstIndex(of: "="),
        word[..<equals].allSatisfy({ $0.isLetter || $0 == "_" })
      {
        continue
      }
      kept.append(word)
    }
    return kept
  }

  /// The arguments given to `earshot` by each command of `line` that runs it: `earshot …`,
  /// `.build/debug/earshot …`, `swift run [OPTIONS] earshot …`.
  static func earshotArguments(_ line: String) -> [[String]] {
    commands(line).compactMap { words in
      if words[0] == "earshot" || words[0].hasSuffix("/earshot") { return Array(words.dropFirst()) }
      guard words.count >= 2, words[0] == "swift", words[1] == "run" else { return nil }
      var rest = words.dropFirst(2)
      while let option = rest.first, option.hasPrefix("-") {
        rest.removeFirst()
        let takesValue = ["-c", "--configuration", "--package-path", "--scratch-path", "--build-path"]
        if takesValue.contains(option) { rest = rest.dropFirst() }
      }
      guard rest.first == "earshot" else { return nil }
      return Array(rest.dropFirst())
    }
  }
}

/// The commands of a ```` ```sh ```` block as a person pastes them: a line, with the lines a
/// `\\` at its end continues and the body of its here-document (`<<'EOF'` … `EOF`).
struct ShellCommand {
  /// The command as pasted, here-document included.
  let text: String
  /// The command line itself: continuations joined, without the here-document's body.
  let commandLine: String
  /// Its first line in the file, 1-based.
  let line: Int

  /// The status the block says it ends with (`earshot run a.audit   # exit 1: …`), else 0.
  var expectedStatus: Int32 {
    guard let match = commandLine.firstMatch(of: #/#.*\bexit ([0-9]+)\b/#) else { return 0 }
    return Int32(match.output.1)!
  }

  static func commands(in block: FencedBlock) -> [ShellCommand] {
    var commands: [ShellCommand] = []
    var lines = block.body.enumerated()[...]
    while let (index, first) = lines.popFirst() {
      let trimmed = first.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      var text = [first]
      var commandLine = first
      while commandLine.hasSuffix("\\"), let (_, next) = lines.popFirst() {
        text.append(next)
        commandLine = String(commandLine.dropLast()) + next
      }
      if let match = commandLine.firstMatch(of: #/<<-?\s*['"]?([A-Za-z_]+)['"]?/#) {
        let delimiter = String(match.output.1)
        while let (_, next) = lines.popFirst() {
          text.append(next)
          if next == delimiter { break }
        }
      }
      commands.append(
        ShellCommand(
          text: text.joined(separator: "\n"), commandLine: commandLine, line: block.line + 1 + index))
    }
    return commands
  }
}
