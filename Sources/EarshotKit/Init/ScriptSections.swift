/// The parts of a starter script, put together so that it compiles: no two tests share a name,
/// and the whole stays within the limit on a file's size. The tests are values
/// (`GeneratedTest`: a name, a kind, blocks of lines with the steps each takes) until the
/// script is rendered to text, once, at the end.
///
/// What init writes grows with the screen by what it checks: each stop's expectations and
/// target, each finding's `allow` (a stop's comment and a finding's reason are cut, as messages
/// cut what they echo). A screen or capture near the limit itself can still need a larger
/// script; the script then keeps, in this order, its headers, the audit test with its `allow`
/// lines (whole or not at all: an audit whose findings are not all accepted fails), as much of
/// the walk as fits, in whole steps, and each other test that fits whole. A comment where the
/// walk stops, and one at the top, say what is left out, and `earshot init` says it on the
/// console (`Written.note`).
struct ScriptSections {
  /// The comment the script opens with.
  var comment: [String]
  /// `title`, `screen`, `platform`, `locale`.
  var headers: [String]
  var allowances: [String]
  /// The swipe walk's tests (`swipeTests`).
  var walk: [GeneratedTest]
  /// The sheets', disclosures', actions' and messages' tests, and comments where one is left out.
  var others: [ScriptEntry]
  /// The audit test.
  var audit: GeneratedTest?

  /// The sections of `entries`, each where its kind goes: the walk's parts, then the other
  /// tests and comments in their order, then the audit.
  init(comment: [String], headers: [String], allowances: [String], entries: [ScriptEntry]) {
    (self.comment, self.headers, self.allowances) = (comment, headers, allowances)
    (walk, others, audit) = ([], [], nil)
    for entry in entries {
      guard case .test(let test) = entry else {
        others.append(entry)
        continue
      }
      switch test.kind {
      case .walkPart: walk.append(test)
      case .audit: audit = test
      case .other: others.append(entry)
      }
    }
  }

  /// A test whose name another test before it has is numbered (`… expands (2)`): two elements
  /// can be described alike (two disclosures called "Advanced", told apart by their ids). The
  /// number is the next one for that name that no test's own name holds, so that a numbered
  /// name never takes another test's (an element named "Advanced (2)" keeps its test's name).
  mutating func numberRepeatedTestNames() {
    var names = TestNames(walk.map(\.name) + others.compactMap(\.testName) + (audit.map { [$0.name] } ?? []))
    for index in walk.indices { walk[index].name = names.unique(walk[index].name) }
    for index in others.indices {
      guard case .test(var test) = others[index] else { continue }
      test.name = names.unique(test.name)
      others[index] = .test(test)
    }
    if let name = audit?.name { audit?.name = names.unique(name) }
  }

  /// The bytes `lines` take in the script, a line break after each.
  private static func size(_ lines: [String]) -> Int {
    lines.reduce(0) { $0 + $1.utf8.count + 1 }
  }

  /// The script's lines in order.
  private func lines(walk: [GeneratedTest], others: [ScriptEntry], auditKept: Bool, note: [String])
    -> [String]
  {
    var lines = comment + note + headers + [""]
    if auditKept, !allowances.isEmpty { lines += allowances + [""] }
    lines += walk.map(\.lines).joined(separator: [""])
    for entry in others { lines += (lines.last == "" ? [] : [""]) + entry.lines }
    if auditKept, let audit { lines += [""] + audit.lines }
    return lines
  }

  /// The script whole when it is at most `limit` bytes; else what fits, and what is left out.
  func fitted(within limit: Int) -> StarterScript.Written {
    let whole = lines(walk: walk, others: others, auditKept: true, note: [])
    guard Self.size(whole) > limit else { return StarterScript.Written(text: Self.text(whole), leftOut: []) }
    // Room for the comment that says what is left out.
    var budget = limit - Self.size(comment + headers + [""]) - 2_048
    var leftOut: [String] = []
    let auditSize = Self.size(allowances + [""] + [""] + (audit?.lines ?? []))
    let auditKept = auditSize <= budget
    if auditKept {
      budget -= auditSize
    } else {
      leftOut.append(
        "the audit test and the \(allowances.count) `allow` lines it needs (`earshot audit` the screen instead)"
      )
    }
    let (walk, stepsKept) = fittedWalk(within: &budget)
    let steps = self.walk.reduce(0) { $0 + $1.steps }
    if stepsKept < steps {
      leftOut.append(
        stepsKept == 0
          ? "the walk through every element" : "the walk after its first \(stepsKept) of \(steps) steps")
    }
    var others: [ScriptEntry] = []
    var othersLeftOut = 0
    for entry in self.others {
      let size = Self.size([""] + entry.lines)
      if size <= budget {
        others.append(entry)
        budget -= size
      } else if case .test = entry {
        othersLeftOut += 1
      }
    }
    if othersLeftOut > 0 { leftOut.append("\(othersLeftOut) other test\(othersLeftOut == 1 ? "" : "s")") }
    let written = StarterScript.Written(text: "", leftOut: leftOut, limit: limit)
    let note = Self.wrapped(written.note ?? "")
    return StarterScript.Written(
      text: Self.text(lines(walk: walk, others: others, auditKept: auditKept, note: note)), leftOut: leftOut,
      limit: limit)
  }

  /// The walk's tests that fit in `budget`, the one it stops in cut after its last whole step
  /// that fits, with a comment; and how many steps they keep.
  private func fittedWalk(within budget: inout Int) -> ([GeneratedTest], Int) {
    var kept: [GeneratedTest] = []
    let cut =
      "  # the rest of the walk is left out, so that the script stays within the limit on a file's size"
    for part in walk {
      let separator = kept.isEmpty ? 0 : 1
      let size = Self.size(part.lines) + separator
      if size <= budget {
        kept.append(part)
        budget -= size
        continue
      }
      // Whole blocks (steps, a part's opening `focus`) while they fit, then the comment.
      var cutPart = part
      cutPart.blocks = []
      var used = separator + Self.size([part.header, cut, "}"])
      for block in part.blocks {
        let size = Self.size((cutPart.blocks.isEmpty ? [] : [""]) + block.lines)
        guard used + size <= budget else { break }
        cutPart.blocks.append(block)
        used += size
      }
      if cutPart.steps > 0 {
        cutPart.blocks[cutPart.blocks.count - 1].lines.append(cut)
        kept.append(cutPart)
        budget -= used
      }
      break
    }
    // The parts kept are numbered among themselves.
    if kept.count < walk.count {
      for index in kept.indices {
        kept[index].name = StarterScript.walkTestName(part: index + 1, of: kept.count)
      }
    }
    return (kept, kept.reduce(0) { $0 + $1.steps })
  }

  private static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

  /// `text` as comment lines of about a hundred columns.
  private static func wrapped(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines: [String] = []
    var line = "#"
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 100, line != "#" {
        lines.append(line)
        line = "#"
      }
      line += " " + word
    }
    return lines + [line]
  }
}

extension StarterScript {
  /// A starter script's text, and what was left out of it to keep it within the limit on a
  /// file's size (`ScriptSections.fitted`).
  public struct Written: Sendable {
    public let text: String
    /// What was left out, each as a phrase (`the walk after its first 4000 of 6001 steps`).
    public let leftOut: [String]
    /// The limit it was kept within, in bytes.
    var limit = Limits.standard.maximumFileSize

    /// What is left out and why, for the console and the script's opening comment; nil when
    /// nothing is.
    public var note: String? {
      guard let last = leftOut.last else { return nil }
      let list = leftOut.count == 1 ? last : leftOut.dropLast().joined(separator: ", ") + " and " + last
      return
        "the starter script leaves out \(list): whole, it would be larger than \(limit) bytes, the limit on a file"
    }
  }
}
