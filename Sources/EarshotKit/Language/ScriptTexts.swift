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

  /// Where a text is written, and its value: `bytes[start..<end]`, which is
  /// `commonWords[common]` when `common` is not 0, or `escaped[escape]` when `escape` is not
  /// negative.
  struct Span: Sendable {
    let range: SourceRange
    let start: Int
    let end: Int
    let escape: Int
    let common: Int
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

  /// The text at `index` with its value, where it is written (a run's texts are at
  /// `run.indices`).
  public func located(at index: Int) -> Located<String> { Located(value(at: index), spans[index].range) }

  /// Where a text is written.
  public func range(of text: Text) -> SourceRange { spans[text.index].range }

  /// A text with its value, as the rest of the AST holds words.
  public func located(_ text: Text) -> Located<String> { located(at: text.index) }

  /// A run's texts with their values, each where it is written.
  public func located(_ run: TextRun) -> [Located<String>] {
    run.indices.map(located(at:))
  }

  /// Reads a text's value as UTF-8 bytes in place, without making a string of it.
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
