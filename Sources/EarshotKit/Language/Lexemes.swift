/// The lexemes of one file, in the memory their lexer grew, freed with the last reference.
/// The parser reads them in place (`buffer`) while it holds this: no copy into an array.
final class Lexemes {
  let buffer: UnsafeBufferPointer<Lexeme>

  fileprivate init(base: UnsafeMutablePointer<Lexeme>, count: Int) {
    buffer = UnsafeBufferPointer(start: base, count: count)
  }

  deinit {
    UnsafeMutableBufferPointer(mutating: buffer).deallocate()
  }

}

extension UnsafeBufferPointer<Lexeme> {
  /// About how many statements the block opening at `start` holds: one more than the
  /// separators before its closing brace, looking no further than a few thousand lexemes.
  /// Reserved at once, that many spare a test's array its doublings.
  func statementCapacity(ofBlockAt start: Int) -> Int {
    var separators = 0
    var depth = 0
    for lexeme in self[start..<Swift.min(count, start + 4096)] {
      switch lexeme.kind {
      case .newline, .semicolon: separators += 1
      case .leftBrace: depth += 1
      case .rightBrace:
        depth -= 1
        if depth == 0 { return separators + 1 }
      default: break
      }
    }
    return separators + 1
  }
}

/// Lexemes written one after another into memory the writer grows itself: `Array.append`
/// checks that the array is uniquely referenced, a call into the runtime for every token.
/// Used by one lexer, once: `finish` hands the memory over to a `Lexemes`.
struct LexemeWriter {
  private var base: UnsafeMutablePointer<Lexeme>
  private var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ lexeme: Lexeme) {
    if count == capacity { grow() }
    (base + count).initialize(to: lexeme)
    count += 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Lexeme>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  func finish() -> Lexemes {
    Lexemes(base: base, count: count)
  }
}
