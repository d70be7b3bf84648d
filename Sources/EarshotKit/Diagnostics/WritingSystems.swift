/// The scripts and characters around which a default-ignorable character does visible work
/// (`ShownScalars`), from the Unicode Character Database. Swift gives no scalar's script, so
/// the scripts are their blocks, and a letter or mark is told by its general category.
enum WritingSystems {
  /// A letter or mark of a script of line-breaking class SA (UAX #14, LineBreak.txt), which
  /// writes no spaces between words: Thai, Lao, Myanmar (and its extensions), Khmer, Tai Le,
  /// New Tai Lue, Tai Tham, Tai Viet, Ahom. (Their digits and most punctuation are of other
  /// classes.)
  static func isSouthEastAsian(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19DF, 0x1A20...0x1AAF,
      0xA9E0...0xA9FF, 0xAA60...0xAADF, 0x11700...0x1174F:
      return isLetterOrMark(scalar)
    default: return false
    }
  }

  /// A letter of such a script: where a word begins.
  static func isSouthEastAsianLetter(_ scalar: Unicode.Scalar) -> Bool {
    isSouthEastAsian(scalar) && isLetter(scalar)
  }

  /// A letter or mark of a script whose letters join (a Joining_Type other than U or T in
  /// ArabicShaping.txt: Arabic, Syriac, N'Ko, Mandaic, Mongolian, Phags-pa, Manichaean, Psalter
  /// Pahlavi, Hanifi Rohingya, Sogdian, Old Uyghur, Chorasmian, Adlam) or of an Indic script
  /// with conjuncts (the blocks from Devanagari to Sinhala, Devanagari Extended).
  static func joins(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0600...0x077F, 0x07C0...0x07FF, 0x0840...0x08FF, 0x0900...0x0DFF, 0x1800...0x18AF,
      0xA840...0xA87F, 0xA8E0...0xA8FF, 0x10AC0...0x10AFF, 0x10B80...0x10BAF, 0x10D00...0x10D3F,
      0x10EC0...0x10EFF, 0x10F30...0x10FDF, 0x1E900...0x1E95F:
      return isLetterOrMark(scalar)
    default: return false
    }
  }

  /// A letter of the Mongolian block, which its free variation selectors choose a form of.
  static func isMongolianLetter(_ scalar: Unicode.Scalar) -> Bool {
    (0x1820...0x18AA).contains(scalar.value) && isLetterOrMark(scalar)
  }

  /// An emoji (Emoji=Yes, emoji-data.txt) other than the ASCII digits, `#` and `*`, which are
  /// emoji only in a keycap: what a ZWJ sequence joins and a presentation selector shows.
  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.isEmoji
  }

  /// What a ZWJ sequence may join after: an emoji, or the end of an emoji presentation, keycap
  /// or tag sequence.
  static func endsEmoji(_ scalar: Unicode.Scalar) -> Bool {
    isEmoji(scalar) || scalar == "\u{FE0F}" || scalar == "\u{20E3}" || scalar == "\u{E007F}"
  }

  /// The base of a keycap sequence (`1️⃣`): a digit, `#` or `*`.
  static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "#" || scalar == "*"
  }

  /// Whether `selector`, one of VS1 to VS14, selects a variant of `scalar` that
  /// StandardizedVariants.txt (Unicode 17.0) defines: VS1 to VS3 after a CJK unified ideograph
  /// (the sequences of the CJK compatibility ideographs; after every unified ideograph, since
  /// about a thousand of them have one), any of them after an Egyptian hieroglyph (its
  /// rotations), and after the mathematical, East Asian punctuation, Myanmar, Phags-pa and
  /// Manichaean characters listed there.
  static func hasStandardizedVariant(_ scalar: Unicode.Scalar, selectedBy selector: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x13000...0x1342F, 0x13460...0x143FF: return scalar.properties.generalCategory == .otherLetter
    case 0x1D49C...0x1D4B5: return scalar.properties.generalCategory == .uppercaseLetter
    default:
      if scalar.properties.isUnifiedIdeograph { return selector.value <= 0xFE02 }
      return standardizedVariantBases.contains(scalar.value)
    }
  }

  /// The bases of StandardizedVariants.txt outside the ideographs and hieroglyphs: digit zero,
  /// mathematical operators and script capitals; East Asian quotation marks and punctuation;
  /// Myanmar's dotted letters; Phags-pa's and Manichaean's alternate forms.
  private static let standardizedVariantBases: Set<UInt32> = [
    0x0030, 0x2205, 0x2229, 0x222A, 0x2268, 0x2269, 0x2272, 0x2273, 0x228A, 0x228B, 0x2293, 0x2294,
    0x2295, 0x2297, 0x229C, 0x22DA, 0x22DB, 0x2A3C, 0x2A3D, 0x2A9D, 0x2A9E, 0x2AAC, 0x2AAD, 0x2ACB,
    0x2ACC, 0xFF10, 0x210B, 0x2110, 0x2112, 0x211B, 0x212C, 0x2130, 0x2131, 0x2133,
    0x2018, 0x2019, 0x201C, 0x201D, 0x3001, 0x3002, 0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F,
    0x1000, 0x1002, 0x1004, 0x1010, 0x1011, 0x1015, 0x1019, 0x101A, 0x101C, 0x101D, 0x1022, 0x1031,
    0x1075, 0x1078, 0x107A, 0x1080, 0xAA60, 0xAA61, 0xAA62, 0xAA63, 0xAA64, 0xAA65, 0xAA66, 0xAA6B,
    0xAA6C, 0xAA6F, 0xAA7A,
    0xA856, 0xA85C, 0xA85E, 0xA85F, 0xA860, 0xA868,
    0x10AC5, 0x10AC6, 0x10AD6, 0x10AD7, 0x10AE1,
  ]

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return isLetter(scalar)
    }
  }
}
