/// The texts of a script's statements (`Text`): for each, where it is written and where its
/// value is, which is a slice of the file's bytes (a word, a string between its quotes, an id
/// after its `@`) or, for a string written with escapes, the value the lexer made. A value is
/// made into a `String` only when something reads it: a script's names are hashed and compared
/// from its bytes (`withBytes`), so parsing and checking make no string for them, and freeing
/// a script frees no string per text.
public final class ScriptTexts: Sendable {
  /// The file's bytes (the same storage as `SourceFile.bytes`, not a copy).
  private let bytes: [UInt8]
  private let spans: [Span]
  /// The values of strings written with escapes (`Lexed.values`).
  private let escaped: [String]
  /// The common words' strings (`WordTable.texts`): a keyword, kind, state, key or platform
  /// is read as the one string the word table holds for it, not made again.
  private let commonWords: [String]

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
  public static let none = ScriptTexts(bytes: [], spans: [], escaped: [], commonWords: [])

  init(bytes: [UInt8], spans: [Span], escaped: [String], commonWords: [String]) {
    self.bytes = bytes
    self.spans = spans
    self.escaped = escaped
    self.commonWords = commonWords
  }

  /// The value of the text at `index`.
  public func value(at index: Int) -> String {
    let span = spans[index]
    if span.common != 0 { return commonWords[span.common] }
    if span.escape >= 0 { return escaped[span.escape] }
    return String(decoding: bytes[span.start..<span.end], as: UTF8.self)
  }

  public func value(_ text: Text) -> String { value(at: text.index) }

  /// The text's index in `WordTable.texts` when it is a common word; 0 when it is not.
  func commonWord(_ text: Text) -> Int { commonWord(at: text.index) }

  /// The same, of the text at `index`.
  func commonWord(at index: Int) -> Int { spans[index].common }

  /// The text at `index` with its value, where it is written (a run's texts are at
  /// `run.indices`).
  public func located(at index: Int) -> Located<String> { Located(value(at: index), spans[index].range) }

  /// Where a text is written.
  public func range(of text: Text) -> SourceRange { spans[text.index].range }

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
    let span = spans[text.index]
    if span.escape >= 0 {
      return escaped[span.escape].withUTF8Bytes(body)
    }
    return bytes.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[span.start..<span.end]))
    }
  }
}

extension String {
  /// Reads the string's UTF-8 in place where it is contiguous (a native string always is).
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
