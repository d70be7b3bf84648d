import Dispatch
import EarshotKit
import Synchronization
import Testing

/// Line and character columns: worked out from the last place asked when that adds up,
/// otherwise from the start of the line; both must give what counting from the start gives.
@Suite struct SourceFileTests {
  /// The column of `offset` counted the slow way: the characters before it on its line.
  static func expected(_ text: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    let before = text[..<offset]
    let lineStart = (before.lastIndex { $0 == 0x0A }).map { $0 + 1 } ?? 0
    let line = before.filter { $0 == 0x0A }.count + 1
    return (line, String(decoding: text[lineStart..<offset], as: UTF8.self).count + 1)
  }

  @Test func columnsFromTheLastPlaceAskedAgreeWithCountingFromTheLineStart() {
    // ASCII, accents written both ways, an emoji with a skin tone, a flag, a replacement
    // character, and an Arabic number sign (a character that joins the one after it).
    let pieces = ["a", " ", "#", "é", "e\u{301}", "👍🏽", "🇫🇷", "\u{FFFD}", "\u{0600}1", "\n", ";"]
    var generator = RandomBytesTests.Generator(state: 56)
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 1...60, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let bytes = Array(text.utf8)
      let file = SourceFile(path: "t.audit", text: text)
      // Offsets at scalar starts, asked in increasing order with a few going back.
      var offsets = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } + [bytes.count]
      if offsets.count > 4 { offsets.insert(offsets[1], at: offsets.count / 2) }
      for offset in offsets {
        let (line, column) = file.location(of: offset)
        let want = Self.expected(bytes, offset)
        #expect(line == want.line && column == want.column, "\(text.debugDescription) at \(offset)")
      }
    }
  }

  /// A file is shared by the workers that use it (a screen by every script that names it):
  /// asked from several threads at once, in different orders, every answer is still right.
  @Test func validUTF8IsKeptAndInvalidRepairedWhereverItFalls() {
    // A non-ASCII or invalid byte at every offset around the 32- and 8-byte steps of the scan.
    let odd: [[UInt8]] = [
      [0xC3, 0xA9], [0xE2, 0x80, 0x9C], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xC3], [0xE0, 0x80],
    ]
    for length in [0, 7, 8, 31, 32, 33, 40, 64, 70] {
      for offset in 0...length {
        for bytes in odd {
          var contents = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          contents.insert(contentsOf: bytes, at: offset)
          let file = SourceFile(path: "t", contents: contents)
          let valid = String(validating: contents, as: UTF8.self) != nil
          #expect(file.invalidBytes.isEmpty == valid, "\(length) \(offset) \(bytes)")
          if valid { #expect(file.bytes == contents) }
          #expect(String(validating: file.bytes, as: UTF8.self) != nil)
        }
      }
    }
  }

  @Test func locationsAskedFromManyThreadsAtOnceAgree() {
    let text = (0..<300).map { "focus \"É\($0)\"; expect 'x'" }.joined(separator: "\n")
    let file = SourceFile(path: "t.audit", text: text)
    // Where each scalar starts, and its line and column, counted once in order.
    var expected: [(offset: Int, line: Int, column: Int)] = []
    var (offset, line, column) = (0, 1, 1)
    for scalar in text.unicodeScalars {
      expected.append((offset, line, column))
      offset += UTF8.width(scalar)
      (line, column) = scalar == "\n" ? (line + 1, 1) : (line, column + 1)
    }
    #expect(expected.count > 1_000)
    let places = expected
    let wrong = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      let order = worker.isMultiple(of: 2) ? places : places.reversed()
      for place in order where file.location(of: place.offset) != (place.line, place.column) {
        wrong.withLock {
          $0.append("worker \(worker) at \(place.offset): \(file.location(of: place.offset))")
        }
      }
    }
    #expect(wrong.withLock { $0 }.isEmpty)
  }
}
