/// Writes a transcript's text as the run goes, line by line into one byte buffer: a suite
/// writes millions of these lines, and building each as its own string and joining them cost
/// more than running the scripts (measured in BENCHMARKS.md). Every piece is a valid string,
/// so the bytes are valid UTF-8.
struct TranscriptWriter {
  private var bytes: [UInt8] = []

  /// Nothing written yet (a placeholder while the text is handed over).
  init() {}

  /// A transcript's first line (`Transcript`, a report's audit log; `GoldenTranscript`, a
  /// golden) and its header.
  init(format: String = "earshot transcript 2", header: [String]) {
    bytes.reserveCapacity(2048)
    append(format)
    append("\n")
    for line in header {
      append(line)
      append("\n")
    }
  }

  mutating func beginTest(_ name: String) {
    // Written as `Transcript.testLine` spells it: `golden accept NAME` finds a test's changes
    // by that line.
    append("\n")
    append(Transcript.testLine(name))
    append("\n")
  }

  /// A statement as written, without where: `  focus Submit`. A golden changes only when what
  /// is done or said changes, not when a line is added above (the console, JUnit and GitHub
  /// output give locations). (The lexer lets no invisible character into a statement; a `##[`
  /// in a string is broken as `VisibleText` does.)
  mutating func step(source: ArraySlice<UInt8>) {
    append("  ")
    if containsCommandOpener(source) {
      append(VisibleText.sanitized(String(decoding: source, as: UTF8.self)))
    } else {
      bytes += source
    }
    bytes.append(0x0A)
  }

  /// A line of what a step did: `    pass`.
  mutating func record(_ line: String) {
    append("    ")
    append(line)
    bytes.append(0x0A)
  }

  /// A record with a quoted argument: `    say "Submit, Button"`.
  mutating func record(_ verb: String, quoting argument: String) {
    append("    ")
    append(verb)
    bytes.append(UInt8(ascii: " "))
    appendQuoted(argument)
    bytes.append(0x0A)
  }

  mutating func endTest(passed: Bool) {
    append(passed ? "passed\n" : "failed\n")
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  private mutating func appendQuoted(_ value: String) {
    if VisibleText.needsQuotingEscapes(value) {
      append(VisibleText.quoted(value))
    } else {
      bytes.append(0x22)
      append(value)
      bytes.append(0x22)
    }
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  var transcript: Transcript { Transcript(text: text) }
}

/// Whether `bytes` hold `##[` (a scan by hand: Foundation's `firstRange(of:)` cost more than
/// the rest of writing the step).
private func containsCommandOpener(_ bytes: ArraySlice<UInt8>) -> Bool {
  var hashes = 0
  for byte in bytes {
    if byte == UInt8(ascii: "["), hashes >= 2 { return true }
    hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
  }
  return false
}
