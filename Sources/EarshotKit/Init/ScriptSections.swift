/// The parts of a starter script, put together so that it compiles: no two tests share a name,
/// and the whole stays within the limit on a file's size.
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
  var walk: [[String]]
  /// The sheets', disclosures', actions' and messages' tests, and comments where one is left out.
  var others: [[String]]
  /// The audit test.
  var audit: [String]

  /// A test whose name another test before it has is numbered (`… expands (2)`): two elements
  /// can be described alike (two disclosures called "Advanced", told apart by their ids).
  mutating func numberRepeatedTestNames() {
    var seen: Set<String> = []
    func number(_ test: inout [String]) {
      guard let header = test.first, header.hasPrefix("test "), header.hasSuffix("\" {") else { return }
      var candidate = header
      var count = 1
      while !seen.insert(candidate).inserted {
        count += 1
        candidate = String(header.dropLast(3)) + " (\(count))\" {"
      }
      test[0] = candidate
    }
    for index in walk.indices { number(&walk[index]) }
    for index in others.indices { number(&others[index]) }
    number(&audit)
  }

  /// The bytes `lines` take in the script, a line break after each.
  private static func size(_ lines: [String]) -> Int {
    lines.reduce(0) { $0 + $1.utf8.count + 1 }
  }

  /// The script's lines in order.
  private func lines(walk: [[String]], others: [[String]], auditKept: Bool, note: [String]) -> [String] {
    var lines = comment + note + headers + [""]
    if auditKept, !allowances.isEmpty { lines += allowances + [""] }
    lines += walk.joined(separator: [""])
    for test in others { lines += (lines.last == "" ? [] : [""]) + test }
    if auditKept { lines += [""] + audit }
    return lines
  }

  /// The script whole when it is at most `limit` bytes; else what fits, and what is left out.
  func fitted(within limit: Int) -> StarterScript.Written {
    let whole = lines(walk: walk, others: others, auditKept: true, note: [])
    guard Self.size(whole) > limit else { return StarterScript.Written(text: Self.text(whole), leftOut: []) }
    // Room for the comment that says what is left out.
    var budget = limit - Self.size(comment + headers + [""]) - 2_048
    var leftOut: [String] = []
    let auditSize = Self.size(allowances + [""] + [""] + audit)
    let auditKept = auditSize <= budget
    if auditKept {
      budget -= auditSize
    } else {
      leftOut.append(
        "the audit test and the \(allowances.count) `allow` lines it needs (`earshot audit` the screen instead)"
      )
    }
    let (walk, stepsKept) = fittedWalk(within: &budget)
    let steps = self.walk.joined().filter { $0 == "  swipe right" }.count
    if stepsKept < steps {
      leftOut.append(
        stepsKept == 0
          ? "the walk through every element" : "the walk after its first \(stepsKept) of \(steps) steps")
    }
    var others: [[String]] = []
    var othersLeftOut = 0
    for test in self.others {
      let size = Self.size([""] + test)
      if size <= budget {
        others.append(test)
        budget -= size
      } else if test.first?.hasPrefix("test ") == true {
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
  /// that fits, with a comment; and how many steps (`swipe right`) they keep.
  private func fittedWalk(within budget: inout Int) -> ([[String]], Int) {
    var kept: [[String]] = []
    var steps = 0
    let cut =
      "  # the rest of the walk is left out, so that the script stays within the limit on a file's size"
    for part in walk {
      let separator = kept.isEmpty ? 0 : 1
      let size = Self.size(part) + separator
      if size <= budget {
        kept.append(part)
        budget -= size
        steps += part.filter { $0 == "  swipe right" }.count
        continue
      }
      // Whole steps (runs of lines between blank ones) while they fit, then the comment.
      var lines = [part[0]]
      var used = separator + Self.size([part[0], cut, "}"])
      var chunk: [String] = []
      var chunkSteps = 0
      for line in part.dropFirst().dropLast() + [""] {
        guard line.isEmpty else {
          chunk.append(line)
          continue
        }
        let size = Self.size((lines.count > 1 ? [""] : []) + chunk)
        guard used + size <= budget else { break }
        lines += (lines.count > 1 ? [""] : []) + chunk
        used += size
        chunkSteps += chunk.filter { $0 == "  swipe right" }.count
        chunk = []
      }
      if chunkSteps > 0 {
        kept.append(lines + [cut, "}"])
        budget -= used
        steps += chunkSteps
      }
      break
    }
    // The parts kept are numbered among themselves.
    if kept.count < walk.count {
      for index in kept.indices {
        kept[index][0] = StarterScript.walkTestHeader(part: index + 1, of: kept.count)
      }
    }
    return (kept, steps)
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
