/// What `type` does to an element and how each reader speaks its text, as its entry gives it
/// (text and secure fields). Typing appends at the end, one character at a time;
/// what each reader echoes for a character is `echo`, in that reader's words (`Voice`).
public struct TextEntry: Sendable {
  /// What each reader says as each character is typed.
  public let echo: [Platform: TypingEcho]
  /// Where a reader never speaks the text, the count of its characters it speaks instead
  /// (`8 characters`); a platform left out speaks the text itself.
  public let hiddenText: [Platform: CharacterCount]

  public init(echo: [Platform: TypingEcho], hiddenText: [Platform: CharacterCount] = [:]) {
    self.echo = echo
    self.hiddenText = hiddenText
  }

  /// Whether no reader ever speaks its text (a secure field): the transcript does not show it
  /// either.
  public var hidesText: Bool { !hiddenText.isEmpty }
}

/// What a reader says as a character is typed into a field.
public enum TypingEcho: Sendable, Equatable {
  /// The character, as the reader names it (`Voice.spokenCharacter`).
  case characters
  /// The character, except that a space or punctuation mark that ends a word speaks the word
  /// instead (TalkBack's default keyboard echo, "characters and words").
  case charactersAndWords
  /// This word, whatever the character (TalkBack's `Bullet` in a password field).
  case word(String)
  /// Nothing.
  case silent
}

/// `1 character`, `8 characters`: a reader's words for the length of a text it hides.
public struct CharacterCount: Sendable {
  public let one: String
  public let other: String

  public init(one: String, other: String) {
    self.one = one
    self.other = other
  }

  /// The count of `text` spoken. Characters are counted as UTF-16 code units, as Java's
  /// `CharSequence.length()` (TalkBack) and `NSString.length` count them.
  public func spoken(_ text: String) -> String {
    let count = text.utf16.count
    return "\(count) \(count == 1 ? one : other)"
  }
}
