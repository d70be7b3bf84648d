/// What a golden file holds: what the screen reader did and said in each test of one script on
/// one platform, and nothing the script asserts. Expectations and audits are the script's own
/// checks, which every run makes; a golden catches a change in what the reader says.
///
///     earshot golden transcript 3
///     script: scripts/button/submit.audit
///     platform: ios (VoiceOver)
///     screen: "Checkout" (scripts/button/button.screen)
///     settings: hints on, list-positions on
///     order: heading "Checkout", button "Submit", button "Delete"
///
///     test "name and role in one announcement"
///       focus Submit
///         focus → button "Submit"
///         say "Submit, Button"
///
/// The header is every line before the first test; each test is a section, from the blank line
/// before its `test "…"` line up to the next test's. Sections are matched by their test line,
/// so each test is compared on its own (`GoldenCandidate.compare(with:)`).
public struct GoldenTranscript: Sendable, Equatable {
  /// The first line of every golden.
  public static let formatLine = "earshot golden transcript 3"

  /// Whether a file's first bytes are those of a golden earshot wrote, of this format or an
  /// earlier one: `earshot golden transcript` and a number (`GoldenStore.contents()`).
  static func beginsAsGolden(_ bytes: some Collection<UInt8>) -> Bool {
    let opening = "earshot golden transcript ".utf8
    guard bytes.starts(with: opening) else { return false }
    return bytes.dropFirst(opening.count).first.map { (0x30...0x39).contains($0) } ?? false
  }

  /// How many bytes `beginsAsGolden` looks at.
  static let openingLength = "earshot golden transcript 0".utf8.count

  public struct Section: Sendable, Equatable {
    /// `test "NAME"`, as `Transcript.testLine` writes it.
    public let testLine: String
    /// The blank line, the test line and its steps, each line ending with a line break.
    public var text: String
  }

  public var header: String
  public var sections: [Section]

  public init(header: String, sections: [Section]) {
    self.header = header
    self.sections = sections
  }

  /// A golden's text split into its header and sections; `text` gives the same bytes back.
  public init(parsing text: String) {
    let bytes = Array(text.utf8)
    let opener = Array("test \"".utf8)
    var starts: [(section: Int, line: Int)] = []
    var lineStart = 0
    while lineStart < bytes.count {
      if bytes[lineStart...].starts(with: opener) {
        // The blank line above a test belongs to its section.
        let blank = lineStart >= 2 && bytes[lineStart - 1] == 0x0A && bytes[lineStart - 2] == 0x0A
        starts.append((blank ? lineStart - 1 : lineStart, lineStart))
      }
      guard let end = bytes[lineStart...].firstIndex(of: 0x0A) else { break }
      lineStart = end + 1
    }
    func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    header = slice(0..<(starts.first?.section ?? bytes.count))
    sections = starts.indices.map { index in
      let (start, line) = starts[index]
      let end = index + 1 < starts.count ? starts[index + 1].section : bytes.count
      let lineEnd = bytes[line..<end].firstIndex(of: 0x0A) ?? end
      return Section(testLine: slice(line..<lineEnd), text: slice(start..<end))
    }
  }

  public var text: String { header + sections.map(\.text).joined() }

  /// The first section of the test whose line is `testLine`.
  func index(of testLine: String) -> Int? {
    sections.firstIndex { $0.testLine == testLine }
  }
}

/// What one run of a script on one platform gives its golden: the header, and for each test
/// that ran its section when it passed (a failing test's golden is neither compared nor
/// recorded), with every test of the script in order, the ones a filtered run left out too.
public struct GoldenCandidate: Sendable {
  public struct Test: Sendable {
    public let testLine: String
    /// The section; nil when the test failed.
    public let section: String?

    public init(testLine: String, section: String?) {
      self.testLine = testLine
      self.section = section
    }
  }

  public let header: String
  /// The tests that ran, in the order they ran.
  public let ran: [Test]
  /// The test line of every test of the script, in the script's order.
  public let scriptTests: [String]

  public init(header: String, ran: [Test], scriptTests: [String]) {
    self.header = header
    self.ran = ran
    self.scriptTests = scriptTests
  }

  /// What comparing with a golden found, test by test.
  public struct Comparison: Sendable {
    public var headerDiffers = false
    /// The tests that passed and whose section differs from the golden's.
    public var differing: [String] = []
    /// The tests that passed and that the golden has no section for.
    public var added: [String] = []
    /// How many tests passed with the same section as the golden's.
    public var matched = 0
    /// The tests that failed: not compared.
    public var failed: [String] = []
    /// Sections of the golden whose test the script no longer has.
    public var orphans: [String] = []

    public var differs: Bool { headerDiffers || !differing.isEmpty }
  }

  public func compare(with golden: GoldenTranscript) -> Comparison {
    var comparison = Comparison()
    comparison.headerDiffers = golden.header != header
    for test in ran {
      guard let section = test.section else {
        comparison.failed.append(test.testLine)
        continue
      }
      if let index = golden.index(of: test.testLine) {
        if golden.sections[index].text == section {
          comparison.matched += 1
        } else {
          comparison.differing.append(test.testLine)
        }
      } else {
        comparison.added.append(test.testLine)
      }
    }
    let known = Set(scriptTests)
    comparison.orphans = golden.sections.map(\.testLine).filter { !known.contains($0) }
    return comparison
  }

  /// `base` (a golden or a pending file; nothing for a new golden) with this run written into
  /// it: its header, and each passed test's section in place of the one there, or, for a test
  /// `base` has none of, after the section of the nearest test before it in the script (else
  /// before the nearest after it, else at the end). Every other section is kept as it is: a
  /// failed test's, one a filtered run left out, and an orphan's (only `golden prune` removes
  /// one).
  public func written(into base: GoldenTranscript?) -> GoldenTranscript {
    var golden = base ?? GoldenTranscript(header: header, sections: [])
    golden.header = header
    var order: [String: Int] = [:]
    for (position, line) in scriptTests.enumerated() where order[line] == nil { order[line] = position }
    for test in ran {
      guard let text = test.section else { continue }
      if let index = golden.index(of: test.testLine) {
        golden.sections[index].text = text
        continue
      }
      let position = order[test.testLine] ?? scriptTests.count
      let placed = golden.sections.indices.compactMap { index in
        order[golden.sections[index].testLine].map { (index: index, position: $0) }
      }
      let at: Int
      if let before = placed.filter({ $0.position < position }).max(by: { $0.position < $1.position }) {
        at = before.index + 1
      } else if let after = placed.filter({ $0.position > position }).min(by: { $0.position < $1.position }) {
        at = after.index
      } else {
        at = golden.sections.count
      }
      golden.sections.insert(GoldenTranscript.Section(testLine: test.testLine, text: text), at: at)
    }
    return golden
  }

  /// The passed tests' sections after the header, in the order they ran: a new golden.
  public var transcript: GoldenTranscript { written(into: nil) }
}
