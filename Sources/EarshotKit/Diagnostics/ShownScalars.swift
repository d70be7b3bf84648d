/// The Unicode scalars of a text, each with whether earshot shows it as an escape: every one
/// that `VisibleText.needsEscape` names, except a default-ignorable character where it does
/// visible work on its neighbours, which is shown as it is. Every output walks a text through
/// this one sequence, so they all agree.
///
/// Unicode gives each such character its work only in a context, and only there is it kept:
///
/// - U+200B ZERO WIDTH SPACE between two letters of a script written without spaces between
///   words, which it separates: the scripts whose letters are of line-breaking class SA,
///   "complex context dependent (South East Asian)" (UAX #14, LineBreak.txt): Thai, Lao,
///   Myanmar, Khmer, Tai Le, New Tai Lue, Tai Tham, Tai Viet and Ahom. TalkBack's Khmer
///   `មិន​បាន​ធីក` has one between each two words. Never in Chinese or Japanese (class ID, whose
///   lines break between any two ideographs without it), never two in a row, never at either
///   end of a word.
/// - U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER after a virama, where they choose
///   a half form or a visible virama over a conjunct (UAX #31, section 2.3, rules A2 and B), and
///   between two letters or marks of a script that joins its letters (Joining_Type in
///   ArabicShaping.txt: Arabic, so Persian's `می‌شود`, Syriac, N'Ko, Mongolian, …) or of an
///   Indic one (Devanagari to Sinhala), where they break or make a join (rule A1; The Unicode
///   Standard, section 23.2).
/// - U+200D between two emoji, which it makes one (an emoji ZWJ sequence, UTS #51 ED-16: `👩‍💻`).
/// - VS15 and VS16 (U+FE0E, U+FE0F) after an emoji, which they show as text or as emoji (UTS #51
///   ED-8 and ED-9, emoji-variation-sequences.txt: `❤️`), or in a keycap (`1️⃣`, ED-14c); VS1 to
///   VS14 after a character that has standardized variants (StandardizedVariants.txt); the
///   ideographic variation selectors U+E0100…U+E01EF after a CJK unified ideograph (UTS #37:
///   `葛󠄀`); the Mongolian free variation selectors after a Mongolian letter, and its vowel
///   separator between two.
/// - Tag characters inside an emoji tag sequence: after U+1F3F4 WAVING BLACK FLAG, a run of tags
///   that U+E007F CANCEL TAG ends (UTS #51 ED-14a: the flags of England, Scotland and Wales).
///
/// Anywhere else such a character changes nothing a reader sees, and is escaped as every other
/// invisible one. With `everyInvisible`, none is kept: how two texts that differ only in them
/// are shown against each other (`VisibleText.lookAlike`).
struct ShownScalars: Sequence, IteratorProtocol {
  private let scalars: String.UnicodeScalarView
  private var index: String.UnicodeScalarView.Index
  private let everyInvisible: Bool
  /// The scalar before, as it is shown (nil: the text begins, or it is shown as an escape).
  private var shown: Unicode.Scalar?
  /// The cancel tag that ends the emoji tag sequence being shown.
  private var tagSequenceEnd: String.UnicodeScalarView.Index?

  init(_ text: String, everyInvisible: Bool = false) {
    scalars = text.unicodeScalars
    index = scalars.startIndex
    self.everyInvisible = everyInvisible
  }

  mutating func next() -> (scalar: Unicode.Scalar, escaped: Bool)? {
    guard index < scalars.endIndex else { return nil }
    let scalar = scalars[index]
    let escaped = VisibleText.needsEscape(scalar) && (everyInvisible || !doesVisibleWork(scalar))
    shown = escaped ? nil : scalar
    index = scalars.index(after: index)
    return (scalar, escaped)
  }

  /// Whether `scalar`, at `index`, does visible work between the scalar shown before it and the
  /// one after it.
  private mutating func doesVisibleWork(_ scalar: Unicode.Scalar) -> Bool {
    guard let previous = shown else { return false }
    let after = scalars.index(after: index)
    let next = after < scalars.endIndex ? scalars[after] : nil
    switch scalar.value {
    case 0x200B:
      return WritingSystems.isSouthEastAsian(previous)
        && next.map(WritingSystems.isSouthEastAsianLetter) == true
    case 0x200C, 0x200D:
      if previous.properties.canonicalCombiningClass == .virama { return true }
      if WritingSystems.joins(previous), next.map(WritingSystems.joins) == true { return true }
      return scalar.value == 0x200D && WritingSystems.endsEmoji(previous)
        && next.map(WritingSystems.isEmoji) == true
    case 0xFE0E, 0xFE0F:
      return WritingSystems.isEmoji(previous) || (WritingSystems.isKeycapBase(previous) && next == "\u{20E3}")
    case 0xFE00...0xFE0D:
      return WritingSystems.hasStandardizedVariant(previous, selectedBy: scalar)
    case 0x180B...0x180D, 0x180F:
      return WritingSystems.isMongolianLetter(previous)
    case 0x180E:
      return WritingSystems.isMongolianLetter(previous) && next.map(WritingSystems.isMongolianLetter) == true
    case 0xE0100...0xE01EF:
      return previous.properties.isUnifiedIdeograph
    case 0xE0020...0xE007F:
      return isInTagSequence(scalar, after: previous)
    default:
      return false
    }
  }

  /// Whether a tag character is part of an emoji tag sequence: the first tag after the black
  /// flag, when the run of tags it begins ends with a cancel tag, and every tag to that one.
  private mutating func isInTagSequence(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Bool {
    if let end = tagSequenceEnd, index <= end { return true }
    guard previous == "\u{1F3F4}", scalar.value != 0xE007F else { return false }
    var end = index
    while end < scalars.endIndex, (0xE0020...0xE007E).contains(scalars[end].value) {
      end = scalars.index(after: end)
    }
    guard end < scalars.endIndex, scalars[end] == "\u{E007F}" else { return false }
    tagSequenceEnd = end
    return true
  }
}
