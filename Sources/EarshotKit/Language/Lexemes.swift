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
  /// separators before its closing brace, at most 4,096. Reserved at once, that many spare a
  /// test's array its doublings. The lexer counted them for a block outside any other
  /// (`BlockSeparators`); for another, the lexemes are read, no further than 4,096.
  func statementCapacity(ofBlockAt start: Int) -> Int {
    let counted = self[start].value
    if self[start].kind == .leftBrace, counted >= 0 { return Swift.min(Int(counted), 4095) + 1 }
    return scannedStatementCapacity(ofBlockAt: start)
  }

  func scannedStatementCapacity(ofBlockAt start: Int) -> Int {
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

/// The lexer's count of the separators (line breaks and `;`) inside each block that opens
/// outside any other, up to its closing brace or the end of the file, kept in the `value` of
/// its `{` (`statementCapacity`).
struct BlockSeparators {
  private var depth = 0
  /// The lexeme of the outermost `{` open, and the separators before it.
  private var open = 0
  private var before = 0
  var separators = 0

  mutating func opened(at lexeme: Int) {
    if depth == 0 {
      open = lexeme
      before = separators
    }
    depth += 1
  }

  mutating func closed(in lexemes: inout LexemeWriter) {
    guard depth > 0 else { return }
    depth -= 1
    if depth == 0 { lexemes.setValue(Int32(clamping: separators - before), at: open) }
  }

  /// At the end of the file: a block still open holds the separators up to here.
  mutating func finish(in lexemes: inout LexemeWriter) {
    if depth > 0 {
      depth = 1
      closed(in: &lexemes)
    }
  }
}

/// Lexemes written one after another into memory the writer grows itself: `Array.append`
/// checks that the array is uniquely referenced, a call into the runtime for every token.
/// Used by one lexer, once: `finish` hands the memory over to a `Lexemes`.
struct LexemeWriter {
  private var base: UnsafeMutablePointer<Lexeme>
  private(set) var count = 0
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

  /// Gives the lexeme at `index` (written already) the value `value`.
  mutating func setValue(_ value: Int32, at index: Int) {
    precondition(index >= 0 && index < count)
    base[index].value = value
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
