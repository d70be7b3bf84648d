/// A test a starter script holds, as values until `ScriptSections` puts the script together
/// and renders it to text once: its name, what part of the script it is, and its statements in
/// blocks. A block is a run of lines written with no blank line between them: one step of the
/// walk (a `swipe right` and what it expects), the `focus` a part of the walk starts with, or the
/// whole body of any other test. The script is cut between blocks when it would pass the limit
/// on a file's size, so a step is kept whole or not at all.
struct GeneratedTest {
  /// What part of the script a test is, which decides where it goes and what is kept when the
  /// script must be cut (`ScriptSections.fitted`).
  enum Kind: Equatable {
    /// A part of the walk through every element (`swipeTests`).
    case walkPart
    /// The `audit` test (`auditTest`), kept whole with its `allow` lines or left out.
    case audit
    /// A sheet's, disclosure's, action list's or message's test.
    case other
  }

  /// A run of lines written together, and the steps of the walk (`swipe right`) it takes.
  struct Block {
    var lines: [String]
    var steps = 0
  }

  /// The name as the test's string holds it, unescaped.
  var name: String
  let kind: Kind
  var blocks: [Block]

  init(name: String, kind: Kind = .other, blocks: [Block]) {
    self.name = name
    self.kind = kind
    self.blocks = blocks
  }

  /// A test whose statements are one block, taking no step of the walk.
  init(name: String, kind: Kind = .other, lines: [String]) {
    self.init(name: name, kind: kind, blocks: [Block(lines: lines)])
  }

  /// The steps of the walk its blocks take.
  var steps: Int { blocks.reduce(0) { $0 + $1.steps } }

  /// `test "name" {`.
  var header: String { "test " + ScriptText.literal(name) + " {" }

  /// The test as the script writes it: its header, its blocks with a blank line between them,
  /// and its closing brace.
  var lines: [String] { [header] + Array(blocks.map(\.lines).joined(separator: [""])) + ["}"] }
}

/// What a starter script holds after its headers: a test, or a comment where one is left out
/// (`# sheet "More": no test, since …`).
enum ScriptEntry {
  case test(GeneratedTest)
  case comment([String])

  /// The test's name; nil for a comment.
  var testName: String? {
    guard case .test(let test) = self else { return nil }
    return test.name
  }

  /// The entry as the script writes it.
  var lines: [String] {
    switch self {
    case .test(let test): test.lines
    case .comment(let lines): lines
    }
  }
}
