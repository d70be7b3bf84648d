/// The text of a diagnostic, note, run failure or usage error: earshot's own words with names
/// and texts from the user's files interpolated.
///
/// Every `String` interpolated into a message literal is an echo: it is cut to
/// `VisibleText.maximumEcho` scalars and its invisible characters become visible escapes
/// (`VisibleText.sanitized`, which leaves backslashes alone, since a message is built of pieces
/// that are often quoted or described already: `button "a\\b"`). So no message can carry a raw
/// escape sequence or line break from a script, and none grows with a hostile name, wherever
/// in the pipeline it is written. earshot's own text that is not an echo (a list of the valid
/// words, a message composed elsewhere) is interpolated as a `Message`, or with `raw:`; a path
/// with `path:`.
public struct Message: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
  public let text: String
  /// Most names listed in one message (`list:`).
  public static let maximumListed = 20

  /// earshot's own text, shown as it is.
  public init(verbatim text: String) {
    self.text = text
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: Interpolation) {
    text = stringInterpolation.text
  }

  public var description: String { text }

  /// The message with every default-ignorable character escaped, the ones that do visible
  /// work where they stand too: for a message that puts two texts against each other which
  /// differ only in such characters (`VisibleText.lookAlike`).
  public var showingEveryInvisible: Message {
    Message(
      verbatim: VisibleText.sanitized(text, keepingLineBreaks: true, keepingTabs: true, everyInvisible: true))
  }

  /// The message, which puts `text` against `other` (a name as written and the one suggested
  /// for it), `showingEveryInvisible` when the two look alike.
  public func showing(_ text: String, against other: String?) -> Message {
    guard let other, VisibleText.lookAlike(text, other) else { return self }
    return showingEveryInvisible
  }

  public struct Interpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A name or text from a file or the command line, or a piece built from one: an echo.
    public mutating func appendInterpolation(_ echo: String) {
      text += VisibleText.sanitized(VisibleText.truncated(echo, to: VisibleText.maximumEcho))
    }

    public mutating func appendInterpolation(_ echo: Substring) {
      appendInterpolation(String(echo))
    }

    /// A message composed elsewhere, already safe.
    public mutating func appendInterpolation(_ message: Message) {
      text += message.text
    }

    /// earshot's own words (the valid states of a kind, say), or text composed and escaped
    /// already: made safe (`VisibleText.sanitized`), never cut.
    public mutating func appendInterpolation(raw: String) {
      text += VisibleText.sanitized(raw)
    }

    /// A path: escaped, and cut to `VisibleText.maximumPath`.
    public mutating func appendInterpolation(path: String) {
      text += VisibleText.echo(path, limit: VisibleText.maximumPath)
    }

    /// Names or texts joined by `, `, each one an echo, at most `maximumListed` of them.
    public mutating func appendInterpolation(list echoes: [String]) {
      text += echoes.prefix(Message.maximumListed).map {
        VisibleText.sanitized(VisibleText.truncated($0, to: VisibleText.maximumEcho))
      }.joined(separator: ", ")
      if echoes.count > Message.maximumListed { text += " and \(echoes.count - Message.maximumListed) more" }
    }

    public mutating func appendInterpolation(_ number: Int) {
      text += String(number)
    }

    public mutating func appendInterpolation(_ number: UInt32) {
      text += String(number)
    }
  }
}
