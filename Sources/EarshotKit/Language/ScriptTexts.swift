/// The texts of a script's statements (`Text`): for each, where it is written and where its
/// value is, which is a slice of the file's bytes (a word, a string between its quotes, an id
/// after its `@`) or, for a string written with escapes, the value the lexer made. A value is
/// made into a `String` only when something reads it: a script's names are hashed and compared
/// from its bytes (`withBytes`), so parsing and checking make no string for them, and freeing
/// a script frees no string per text.
///
/// One allocation holds the fields and, after them, the spans (a `ManagedBuffer`), not a
/// class and an array: a suite keeps thousands of scripts, and freeing them costs a cache
/// miss or two per block, since they are cold by then. The buffer is never changed after it
/// is made, so sharing it between threads is safe: `@unchecked Sendable` (`ManagedBuffer`
/// itself is not `Sendable`).
public struct ScriptTexts: @unchecked Sendable {
  private let buffer: Buffer

  private final class Buffer: ManagedBuffer<Fields, Span> {}

  struct Fields {
    /// The file's bytes (the same storage as `SourceFile.bytes`, not a copy).
    fileprivate let bytes: [UInt8]
    fileprivate let count: Int
    /// The values of strings written with escapes (`Lexed.values`).
    fileprivate let escaped: [String]
    /// The common words' strings (`WordTable.texts`): a keyword, kind, state, key or
    /// platform is read as the one string the word table holds for it, not made again.
    fileprivate let commonWords: [String]
  }

  // Read through the buffer's pointers: its `header` property is a class's stored `var`,
  // and each read of it was checked for exclusive access at run time.
  private var escaped: [String] { buffer.withUnsafeMutablePointerToHeader { $0.pointee.escaped } }
  private var commonWords: [String] { buffer.withUnsafeMutablePointerToHeader { $0.pointee.commonWords } }
  /// The span of the text at `index` (spans are plain values: nothing to release, and the
  /// buffer deinitializes none of them).
  @inline(__always)
  private func span(_ index: Int) -> Span {
    buffer.withUnsafeMutablePointers { fields, spans in
      precondition(index >= 0 && index < fields.pointee.count, "text index out of range")
      return spans[index]
    }
  }

  /// Where a text is written, and how its value is read from there: sixteen bytes, since a
  /// script keeps one per word and string it names (offsets are 32-bit: the reader refuses
  /// files of 4 GiB and more, `Limits.readableFileSize`).
  struct Span: Sendable {
    private let rangeStart: UInt32
    private let rangeEnd: UInt32
    /// The common word's index (`.word`), or the escaped value's (`.escaped`).
    private let payload: UInt32
    private let form: Form

    enum Form: UInt8 {
      /// A word as written: `bytes[range]`, or `commonWords[payload]` when that is not 0.
      case word
      /// A string with no escapes: the bytes between its quotes.
      case quoted
      /// An `@id`: the bytes after its `@`.
      case id
      /// A string written with escapes: `escaped[payload]`.
      case escaped
    }

    init(_ form: Form, _ range: SourceRange, payload: Int = 0) {
      self.rangeStart = UInt32(truncatingIfNeeded: range.start)
      self.rangeEnd = UInt32(truncatingIfNeeded: range.end)
      self.payload = UInt32(truncatingIfNeeded: payload)
      self.form = form
    }

    @inline(__always)
    var range: SourceRange { SourceRange(Int(rangeStart), Int(rangeEnd)) }
    /// Where the value's bytes start and end, when it is a slice of the file.
    @inline(__always)
    var start: Int { form == .word ? Int(rangeStart) : Int(rangeStart) + 1 }
    @inline(__always)
    var end: Int { form == .quoted ? Int(rangeEnd) - 1 : Int(rangeEnd) }
    /// The common word's index in `commonWords`; 0 if it is not one.
    @inline(__always)
    var common: Int { form == .word ? Int(payload) : 0 }
    /// The escaped value's index in `escaped`; -1 if it has none.
    @inline(__always)
    var escape: Int { form == .escaped ? Int(payload) : -1 }
  }

  /// A script with no statements.
  public static let none = ScriptTexts.make(bytes: [], spans: [], escaped: [], commonWords: [])

  static func make(bytes: [UInt8], spans: [Span], escaped: [String], commonWords: [String]) -> ScriptTexts {
    let made = Buffer.create(minimumCapacity: spans.count) { _ in
      Fields(bytes: bytes, count: spans.count, escaped: escaped, commonWords: commonWords)
    }
    made.withUnsafeMutablePointerToElements { elements in
      spans.withUnsafeBufferPointer { written in
        if let first = written.baseAddress { elements.initialize(from: first, count: written.count) }
      }
    }
    return ScriptTexts(buffer: unsafeDowncast(made, to: Buffer.self))
  }

  /// The value of the text at `index`.
  public func value(at index: Int) -> String {
    let span = span(index)
    if span.common != 0 { return commonWords[span.common] }
    if span.escape >= 0 { return escaped[span.escape] }
    return buffer.withUnsafeMutablePointerToHeader {
      String(decoding: $0.pointee.bytes[span.start..<span.end], as: UTF8.self)
    }
  }

  public func value(_ text: Text) -> String { value(at: text.index) }

  /// The text's index in `WordTable.texts` when it is a common word; 0 when it is not.
  func commonWord(_ text: Text) -> Int { commonWord(at: text.index) }

  /// The same, of the text at `index`.
  func commonWord(at index: Int) -> Int { span(index).common }

  /// The text at `index` with its value, where it is written (a run's texts are at
  /// `run.indices`).
  public func located(at index: Int) -> Located<String> { Located(value(at: index), span(index).range) }

  /// Where a text is written.
  public func range(of text: Text) -> SourceRange { span(text.index).range }

  /// Where a target is written: from its kind, if it has one, to the end of its name.
  public func range(of target: Target) -> SourceRange {
    let name = range(of: target.name.text)
    return SourceRange(target.kind.map { range(of: $0).start } ?? name.start, name.end)
  }

  /// A text with its value, as the rest of the AST holds words.
  public func located(_ text: Text) -> Located<String> { located(at: text.index) }

  /// A run's texts with their values, each where it is written.
  public func located(_ run: TextRun) -> [Located<String>] {
    run.indices.map(located(at:))
  }

  /// Reads a text's value as UTF-8 bytes in place, without making a string of it.
  @inline(__always)
  public func withBytes<Result>(of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let span = span(text.index)
    if span.escape >= 0 {
      return escaped[span.escape].withUTF8Bytes(body)
    }
    // In place through the header: copying the bytes' array out of it cost a retain and a
    // release each time.
    return buffer.withUnsafeMutablePointerToHeader { fields in
      fields.pointee.bytes.withUnsafeBufferPointer { all in
        body(UnsafeBufferPointer(rebasing: all[span.start..<span.end]))
      }
    }
  }
}

extension String {
  /// Reads the string's UTF-8 in place where it is contiguous (a native string always is).
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
