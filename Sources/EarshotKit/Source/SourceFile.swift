import Synchronization

/// One loaded source text (a script, a screen or a capture) with the tables needed to turn
/// UTF-8 offsets into 1-based lines and character columns.
///
/// The bytes are always valid UTF-8: invalid sequences are replaced by U+FFFD when the file is
/// loaded, and each replacement is remembered in `invalidBytes` so that the lexer can report it
/// with its byte offset in the original file. A leading byte-order mark is kept in `bytes` (so
/// offsets stay file offsets) and skipped by the lexer.
public final class SourceFile: Sendable {
  /// The path as the user should see it (relative when the user gave a relative path).
  public let path: String
  /// Valid UTF-8.
  public let bytes: [UInt8]
  /// Each repaired invalid sequence: its offset in `bytes` and its offset in the original file.
  public let invalidBytes: [(offset: Int, originalOffset: Int)]
  /// What is worked out on demand, shared by the workers that read the file.
  private struct Memo {
    /// Computed on first use: a large capture that imports cleanly never needs them.
    var lineStarts: [Int]?
    /// The last place `location(of:)` worked out, to go on from: statements and diagnostics ask
    /// in order, and counting each column from the start of its line made a line of thousands
    /// of statements quadratic.
    var cursor: (line: Int, offset: Int, column: Int)?
  }
  private let memo = Mutex(Memo())

  public init(path: String, contents: [UInt8]) {
    self.path = path
    let (valid, invalid) = SourceFile.repairUTF8(contents)
    self.bytes = valid
    self.invalidBytes = invalid
  }

  /// Offset in `bytes` of the first byte of each line; line breaks are LF, CRLF and CR.
  public var lineStarts: [Int] {
    memo.withLock { memo in
      if let computed = memo.lineStarts { return computed }
      let starts = SourceFile.lineStarts(of: bytes)
      memo.lineStarts = starts
      return starts
    }
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, contents: Array(text.utf8))
  }

  /// 1-based line and character column of a UTF-8 offset. Columns count Characters (grapheme
  /// clusters), so a non-ASCII label moves the caret by one per visible character.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    let line = lineIndex(of: offset)
    let start = lineStarts[line]
    let cursor = memo.withLock { $0.cursor }
    let column: Int
    // Columns count characters; in ASCII that is bytes. From an earlier place in the same
    // line where a character starts, the count goes on from there.
    if let cursor, cursor.line == line, cursor.offset <= offset, startsCharacter(at: cursor.offset, in: start)
    {
      let between = bytes[cursor.offset..<offset]
      column =
        cursor.column
        + (between.allSatisfy { $0 < 0x80 } ? between.count : String(decoding: between, as: UTF8.self).count)
    } else {
      let prefix = bytes[start..<offset]
      column =
        prefix.allSatisfy { $0 < 0x80 } ? prefix.count + 1 : String(decoding: prefix, as: UTF8.self).count + 1
    }
    memo.withLock { $0.cursor = (line, offset, column) }
    return (line + 1, column)
  }

  /// Whether a character (grapheme cluster) starts at `offset` in the line that starts at
  /// `lineStart`, so that counting from there adds up. Decided for the common case only: after
  /// an ASCII byte, by whether that byte is a character of its own; otherwise no.
  private func startsCharacter(at offset: Int, in lineStart: Int) -> Bool {
    if offset == lineStart { return true }
    guard offset < bytes.count, bytes[offset - 1] < 0x80, bytes[offset - 1] != 0x0D else { return false }
    if bytes[offset] < 0x80 { return true }
    let window = String(decoding: bytes[(offset - 1)..<min(offset + 16, bytes.count)], as: UTF8.self)
    return window.first?.unicodeScalars.count == 1
  }

  /// 0-based index of the line holding `offset`.
  public func lineIndex(of offset: Int) -> Int {
    let starts = lineStarts  // one lock, not one per probe
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The text of a 0-based line, without its line break.
  public func lineText(_ index: Int) -> String {
    String(decoding: bytes[lineStarts[index]..<lineEnd(index)], as: UTF8.self)
  }

  /// Offset just past the last character of a 0-based line, before its line break.
  public func lineEnd(_ index: Int) -> Int {
    let start = lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The source text of a range, for messages.
  public func text(of range: SourceRange) -> String {
    String(decoding: bytes(of: range), as: UTF8.self)
  }

  /// The bytes of a range, clamped to the file.
  public func bytes(of range: SourceRange) -> ArraySlice<UInt8> {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    return bytes[start..<end]
  }

  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A:
        starts.append(index + 1)
      case 0x0D:
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      default:
        break
      }
      index += 1
    }
    return starts
  }

  /// Replaces every invalid UTF-8 sequence with one U+FFFD: a truncated sequence (a lead byte
  /// and the continuation bytes that follow it) counts once.
  private static func repairUTF8(_ input: [UInt8]) -> ([UInt8], [(offset: Int, originalOffset: Int)]) {
    // Almost every file is valid: check without copying first.
    var check = 0
    while check < input.count {
      check = asciiRunEnd(input, from: check)
      guard check < input.count else { break }
      let length = validSequenceLength(input, at: check)
      if length == 0 { break }
      check += length
    }
    if check == input.count { return (input, []) }
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var invalid: [(offset: Int, originalOffset: Int)] = []
    var index = 0
    while index < input.count {
      let length = validSequenceLength(input, at: index)
      if length == 0 {
        invalid.append((output.count, index))
        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
        index += invalidSequenceLength(input, at: index)
      } else {
        output.append(contentsOf: input[index..<index + length])
        index += length
      }
    }
    return (output, invalid)
  }

  /// Where the run of ASCII bytes from `start` ends: thirty-two bytes at a time (four words
  /// tested at once, a quarter of the steps of one) while none has its high bit set, then
  /// eight, then one.
  private static func asciiRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBytes { raw in
      let high: UInt64 = 0x8080_8080_8080_8080
      func word(_ offset: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
      var index = start
      while index + 32 <= raw.count,
        (word(index) | word(index + 8) | word(index + 16) | word(index + 24)) & high == 0
      {
        index += 32
      }
      while index + 8 <= raw.count, word(index) & high == 0 { index += 8 }
      while index < raw.count, raw[index] < 0x80 { index += 1 }
      return index
    }
  }

  /// How many bytes one replacement covers: a lead byte and up to as many continuation bytes
  /// as it announces; any other invalid byte alone.
  private static func invalidSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let announced: Int
    switch bytes[index] {
    case 0xC2...0xDF: announced = 2
    case 0xE0...0xEF: announced = 3
    case 0xF0...0xF4: announced = 4
    default: return 1
    }
    var length = 1
    while length < announced, index + length < bytes.count, (0x80...0xBF).contains(bytes[index + length]) {
      length += 1
    }
    return length
  }

  /// Length of the well-formed UTF-8 sequence at `index` (RFC 3629 table), or 0 if it is not one.
  private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      index + offset < bytes.count && range.contains(bytes[index + offset])
    }
    switch first {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }
}
