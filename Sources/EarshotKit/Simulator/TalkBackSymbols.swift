/// TalkBack's names for symbols and punctuation, by string id (English in the comment): google/talkback
/// `utils/src/main/java/com/google/android/accessibility/utils/output/SpeechCleanupUtils.java`
/// (`TALKBACK_PUNCTUATION_AND_SYMBOL`, character → string resource), whose strings are in
/// `utils/src/main/res/values*/strings_symbols.xml`, at commit
/// 26a27dc009d5b3605e744222541f045a3c24e038. Its eight Arabic diacritical marks are left out: a
/// combining mark is never a character on its own here. `+` and the letters have no entry:
/// they are spoken as themselves.
extension TalkBack {
  /// The name of a symbol in the run's language (`ReaderWords`), nil for a character with none.
  static func symbolName(_ character: Character, _ words: ReaderWords) -> String? {
    symbolIDs[character].map(words.talkBack)
  }

  static let symbolIDs: [Character: String] = [
    "&": "symbol_ampersand",  // Ampersand
    "<": "symbol_angle_bracket_left",  // Less than sign
    ">": "symbol_angle_bracket_right",  // Greater than sign
    "'": "symbol_apostrophe",  // Apostrophe
    "*": "symbol_asterisk",  // Asterisk
    "@": "symbol_at_sign",  // At
    "\\": "symbol_backslash",  // Backslash
    "•": "symbol_bullet",  // Bullet
    "^": "symbol_caret",  // Caret
    "¢": "symbol_cent",  // Cent sign
    ":": "symbol_colon",  // Colon
    ",": "symbol_comma",  // Comma
    "©": "symbol_copyright",  // Copyright
    "{": "symbol_curly_bracket_left",  // Left curly bracket
    "}": "symbol_curly_bracket_right",  // Right curly bracket
    "°": "symbol_degree",  // Degree sign
    "÷": "symbol_division",  // Division sign
    "…": "symbol_ellipsis",  // Ellipsis
    "—": "symbol_em_dash",  // Em dash
    "–": "symbol_en_dash",  // En dash
    "!": "symbol_exclamation_mark",  // Exclamation mark
    "`": "symbol_grave_accent",  // Grave accent
    "-": "symbol_hyphen_minus",  // Dash
    "„": "symbol_low_double_quote",  // Low double quote
    "×": "symbol_multiplication",  // Multiplication sign
    "\n": "symbol_new_line",  // New line
    "¶": "symbol_paragraph_mark",  // Paragraph mark
    "(": "symbol_parenthesis_left",  // Left paren
    ")": "symbol_parenthesis_right",  // Right paren
    "%": "symbol_percent",  // Percent
    ".": "symbol_period",  // Period
    "π": "symbol_pi",  // Pi
    "#": "symbol_pound",  // Pound
    "$": "symbol_dollar_sign",  // Dollar sign
    "€": "symbol_euro",  // Euro
    "£": "symbol_pound_sterling",  // Pound currency sign
    "¥": "symbol_yen",  // Yen
    "₱": "symbol_currency_peso",  // Peso sign
    "₹": "symbol_rupee",  // Rupee
    "₫": "symbol_currency_dong",  // Dong sign
    "¤": "symbol_currency_sign",  // Currency sign
    "?": "symbol_question_mark",  // Question mark
    "\"": "symbol_quotation_mark",  // Quote
    "®": "symbol_registered_trademark",  // Registered trademark
    ";": "symbol_semicolon",  // Semicolon
    "/": "symbol_slash",  // Slash
    " ": "symbol_space",  // Space
    "\u{A0}": "symbol_space",  // Space
    "[": "symbol_square_bracket_left",  // Left square bracket
    "]": "symbol_square_bracket_right",  // Right square bracket
    "√": "symbol_square_root",  // Square root
    "™": "symbol_trademark",  // Trademark
    "_": "symbol_underscore",  // Underscore
    "|": "symbol_vertical_bar",  // Vertical line
    "¬": "symbol_not_sign",  // Not sign
    "¦": "symbol_broken_bar",  // Broken bar
    "µ": "symbol_micro_sign",  // Micro sign
    "≈": "symbol_almost_equals",  // Almost equal to
    "≠": "symbol_not_equals",  // Not equal to
    "§": "symbol_section_sign",  // Section sign
    "↑": "symbol_upwards_arrow",  // Upwards arrow
    "←": "symbol_leftwards_arrow",  // Leftwards arrow
    "→": "symbol_rightwards_arrow",  // Rightwards Arrow
    "↓": "symbol_downwards_arrow",  // Downwards Arrow
    "♥": "symbol_black_heart",  // Black Heart
    "~": "symbol_tilde",  // Tilde
    "=": "symbol_equal",  // Equal sign
    "￦": "symbol_won",  // Won currency sign
    "₩": "symbol_won_sign",  // Won currency sign
    "※": "symbol_reference",  // Reference Mark
    "☆": "symbol_white_star",  // White star
    "★": "symbol_black_star",  // Black star
    "♡": "symbol_white_heart",  // White Heart
    "○": "symbol_white_circle",  // White circle
    "●": "symbol_black_circle",  // Black circle
    "⊙": "symbol_solar",  // Solar symbol
    "◎": "symbol_bullseye",  // Bullseye
    "♧": "symbol_white_club_suit",  // White club suit
    "♤": "symbol_white_spade_suit",  // White spade suit
    "☜": "symbol_white_left_pointing_index",  // White left pointing index
    "☞": "symbol_white_right_pointing_index",  // White right pointing index
    "◐": "symbol_circle_left_half_black",  // Circle with left half black
    "◑": "symbol_circle_right_half_black",  // Circle with right half black
    "□": "symbol_white_square",  // White square
    "■": "symbol_black_square",  // Black square
    "△": "symbol_white_up_pointing_triangle",  // White up pointing triangle
    "▽": "symbol_white_down_pointing_triangle",  // White down pointing triangle
    "◁": "symbol_white_left_pointing_triangle",  // White left pointing triangle
    "▷": "symbol_white_right_pointing_triangle",  // White right pointing triangle
    "◇": "symbol_white_diamond",  // White diamond
    "♩": "symbol_quarter_note",  // Quarter Note
    "♪": "symbol_eighth_note",  // Eighth Note
    "♬": "symbol_beamed_sixteenth_note",  // Beamed sixteenth notes
    "♀": "symbol_female",  // Female symbol
    "♂": "symbol_male",  // Male symbol
    "【": "symbol_left_black_lenticular_bracket",  // Left Black Lenticular Bracket
    "】": "symbol_right_black_lenticular_bracket",  // Right Black Lenticular Bracket
    "「": "symbol_left_corner_bracket",  // Left Corner Bracket
    "」": "symbol_right_corner_bracket",  // Right Corner Bracket
    "±": "symbol_plus_minus_sign",  // Plus minus sign
    "ℓ": "symbol_liter",  // Liter
    "℃": "symbol_celsius_degree",  // Celsius degree
    "℉": "symbol_fahrenheit_degree",  // Fahrenheit degree
    "≒": "symbol_approximately_equals",  // Approximately equals
    "∫": "symbol_integral",  // Integral
    "⟨": "symbol_mathematical_left_angle_bracket",  // Mathematical left angle bracket
    "⟩": "symbol_mathematical_right_angle_bracket",  // Mathematical right angle bracket
    "〒": "symbol_postal_mark",  // Postal mark
    "▲": "symbol_black_triangle_pointing_up",  // Black triangle pointing up
    "▼": "symbol_black_triangle_pointing_down",  // Black triangle pointing down
    "♦": "symbol_black_suit_of_diamonds",  // Black suit of diamonds
    "◆": "symbol_black_suit_of_diamonds",  // Black suit of diamonds
    "･": "symbol_halfwidth_katakana_middle_dot",  // Halfwidth Katakana middle dot
    "▪": "symbol_black_smallsquare",  // Small black square
    "《": "symbol_left_angle_bracket",  // Left double angle bracket
    "》": "symbol_right_angle_bracket",  // Right double angle bracket
    "¡": "symbol_inverted_exclamation_mark",  // Inverted exclamation mark
    "¿": "symbol_inverted_question_mark",  // Inverted question mark
    "，": "symbol_full_width_comma",  // Full-width comma
    "！": "symbol_full_width_exclamation_mark",  // Full-width exclamation mark
    "。": "symbol_full_width_ideographic_full_stop",  // Ideographic full stop
    "？": "symbol_full_width_question_mark",  // Full-width question mark
    "·": "symbol_middle_dot",  // Middle dot
    "”": "symbol_right_double_quotation_mark",  // Right double quotation mark
    "、": "symbol_ideographic_comma",  // Ideographic comma
    "：": "symbol_full_width_colon",  // Full-width colon
    "；": "symbol_full_width_semicolon",  // Full-width semicolon
    "＆": "symbol_full_width_ampersand",  // Full-width ampersand
    "＾": "symbol_full_width_circumflex",  // Full-width circumflex
    "～": "symbol_full_width_tilde",  // Full-width tilde
    "“": "symbol_left_double_quotation_mark",  // Left double quotation mark
    "（": "symbol_full_width_left_parenthesis",  // Full-width left parenthesis
    "）": "symbol_full_width_right_parenthesis",  // Full-width right parenthesis
    "＊": "symbol_full_width_asterisk",  // Full-width asterisk
    "＿": "symbol_full_width_underscore",  // Full-width underscore
    "’": "symbol_right_single_quotation_mark",  // Right single quotation mark
    "｛": "symbol_full_width_left_curly_bracket",  // Full-width left curly bracket
    "｝": "symbol_full_width_right_curly_bracket",  // Full-width right curly bracket
    "＜": "symbol_full_width_less_than_sign",  // Full-width less than sign
    "＞": "symbol_full_width_greater_than_sign",  // Full-width greater than sign
    "‘": "symbol_left_single_quotation_mark",  // Left single quotation mark

  ]
}
