/// TalkBack's names for symbols and punctuation, in English: google/talkback
/// `utils/src/main/java/com/google/android/accessibility/utils/output/SpeechCleanupUtils.java`
/// (`TALKBACK_PUNCTUATION_AND_SYMBOL`, character → string resource) with the English strings of
/// `utils/src/main/res/values/strings_symbols.xml`, at commit
/// 26a27dc009d5b3605e744222541f045a3c24e038. Its eight Arabic diacritical marks are left out: a
/// combining mark is never a character on its own here. `+` and the letters have no entry:
/// they are spoken as themselves.
extension TalkBack {
  static let symbolNames: [Character: String] = [
    "&": "Ampersand",  // symbol_ampersand
    "<": "Less than sign",  // symbol_angle_bracket_left
    ">": "Greater than sign",  // symbol_angle_bracket_right
    "'": "Apostrophe",  // symbol_apostrophe
    "*": "Asterisk",  // symbol_asterisk
    "@": "At",  // symbol_at_sign
    "\\": "Backslash",  // symbol_backslash
    "•": "Bullet",  // symbol_bullet
    "^": "Caret",  // symbol_caret
    "¢": "Cent sign",  // symbol_cent
    ":": "Colon",  // symbol_colon
    ",": "Comma",  // symbol_comma
    "©": "Copyright",  // symbol_copyright
    "{": "Left curly bracket",  // symbol_curly_bracket_left
    "}": "Right curly bracket",  // symbol_curly_bracket_right
    "°": "Degree sign",  // symbol_degree
    "÷": "Division sign",  // symbol_division
    "…": "Ellipsis",  // symbol_ellipsis
    "—": "Em dash",  // symbol_em_dash
    "–": "En dash",  // symbol_en_dash
    "!": "Exclamation mark",  // symbol_exclamation_mark
    "`": "Grave accent",  // symbol_grave_accent
    "-": "Dash",  // symbol_hyphen_minus
    "„": "Low double quote",  // symbol_low_double_quote
    "×": "Multiplication sign",  // symbol_multiplication
    "\n": "New line",  // symbol_new_line
    "¶": "Paragraph mark",  // symbol_paragraph_mark
    "(": "Left paren",  // symbol_parenthesis_left
    ")": "Right paren",  // symbol_parenthesis_right
    "%": "Percent",  // symbol_percent
    ".": "Period",  // symbol_period
    "π": "Pi",  // symbol_pi
    "#": "Pound",  // symbol_pound
    "$": "Dollar sign",  // symbol_dollar_sign
    "€": "Euro",  // symbol_euro
    "£": "Pound currency sign",  // symbol_pound_sterling
    "¥": "Yen",  // symbol_yen
    "₱": "Peso sign",  // symbol_currency_peso
    "₹": "Rupee",  // symbol_rupee
    "₫": "Dong sign",  // symbol_currency_dong
    "¤": "Currency sign",  // symbol_currency_sign
    "?": "Question mark",  // symbol_question_mark
    "\"": "Quote",  // symbol_quotation_mark
    "®": "Registered trademark",  // symbol_registered_trademark
    ";": "Semicolon",  // symbol_semicolon
    "/": "Slash",  // symbol_slash
    " ": "Space",  // symbol_space
    "\u{A0}": "Space",  // symbol_space
    "[": "Left square bracket",  // symbol_square_bracket_left
    "]": "Right square bracket",  // symbol_square_bracket_right
    "√": "Square root",  // symbol_square_root
    "™": "Trademark",  // symbol_trademark
    "_": "Underscore",  // symbol_underscore
    "|": "Vertical line",  // symbol_vertical_bar
    "¬": "Not sign",  // symbol_not_sign
    "¦": "Broken bar",  // symbol_broken_bar
    "µ": "Micro sign",  // symbol_micro_sign
    "≈": "Almost equal to",  // symbol_almost_equals
    "≠": "Not equal to",  // symbol_not_equals
    "§": "Section sign",  // symbol_section_sign
    "↑": "Upwards arrow",  // symbol_upwards_arrow
    "←": "Leftwards arrow",  // symbol_leftwards_arrow
    "→": "Rightwards Arrow",  // symbol_rightwards_arrow
    "↓": "Downwards Arrow",  // symbol_downwards_arrow
    "♥": "Black Heart",  // symbol_black_heart
    "~": "Tilde",  // symbol_tilde
    "=": "Equal sign",  // symbol_equal
    "￦": "Won currency sign",  // symbol_won
    "₩": "Won currency sign",  // symbol_won_sign
    "※": "Reference Mark",  // symbol_reference
    "☆": "White star",  // symbol_white_star
    "★": "Black star",  // symbol_black_star
    "♡": "White Heart",  // symbol_white_heart
    "○": "White circle",  // symbol_white_circle
    "●": "Black circle",  // symbol_black_circle
    "⊙": "Solar symbol",  // symbol_solar
    "◎": "Bullseye",  // symbol_bullseye
    "♧": "White club suit",  // symbol_white_club_suit
    "♤": "White spade suit",  // symbol_white_spade_suit
    "☜": "White left pointing index",  // symbol_white_left_pointing_index
    "☞": "White right pointing index",  // symbol_white_right_pointing_index
    "◐": "Circle with left half black",  // symbol_circle_left_half_black
    "◑": "Circle with right half black",  // symbol_circle_right_half_black
    "□": "White square",  // symbol_white_square
    "■": "Black square",  // symbol_black_square
    "△": "White up pointing triangle",  // symbol_white_up_pointing_triangle
    "▽": "White down pointing triangle",  // symbol_white_down_pointing_triangle
    "◁": "White left pointing triangle",  // symbol_white_left_pointing_triangle
    "▷": "White right pointing triangle",  // symbol_white_right_pointing_triangle
    "◇": "White diamond",  // symbol_white_diamond
    "♩": "Quarter Note",  // symbol_quarter_note
    "♪": "Eighth Note",  // symbol_eighth_note
    "♬": "Beamed sixteenth notes",  // symbol_beamed_sixteenth_note
    "♀": "Female symbol",  // symbol_female
    "♂": "Male symbol",  // symbol_male
    "【": "Left Black Lenticular Bracket",  // symbol_left_black_lenticular_bracket
    "】": "Right Black Lenticular Bracket",  // symbol_right_black_lenticular_bracket
    "「": "Left Corner Bracket",  // symbol_left_corner_bracket
    "」": "Right Corner Bracket",  // symbol_right_corner_bracket
    "±": "Plus minus sign",  // symbol_plus_minus_sign
    "ℓ": "Liter",  // symbol_liter
    "℃": "Celsius degree",  // symbol_celsius_degree
    "℉": "Fahrenheit degree",  // symbol_fahrenheit_degree
    "≒": "Approximately equals",  // symbol_approximately_equals
    "∫": "Integral",  // symbol_integral
    "⟨": "Mathematical left angle bracket",  // symbol_mathematical_left_angle_bracket
    "⟩": "Mathematical right angle bracket",  // symbol_mathematical_right_angle_bracket
    "〒": "Postal mark",  // symbol_postal_mark
    "▲": "Black triangle pointing up",  // symbol_black_triangle_pointing_up
    "▼": "Black triangle pointing down",  // symbol_black_triangle_pointing_down
    "♦": "Black suit of diamonds",  // symbol_black_suit_of_diamonds
    "◆": "Black suit of diamonds",  // symbol_black_suit_of_diamonds
    "･": "Halfwidth Katakana middle dot",  // symbol_halfwidth_katakana_middle_dot
    "▪": "Small black square",  // symbol_black_smallsquare
    "《": "Left double angle bracket",  // symbol_left_angle_bracket
    "》": "Right double angle bracket",  // symbol_right_angle_bracket
    "¡": "Inverted exclamation mark",  // symbol_inverted_exclamation_mark
    "¿": "Inverted question mark",  // symbol_inverted_question_mark
    "，": "Full-width comma",  // symbol_full_width_comma
    "！": "Full-width exclamation mark",  // symbol_full_width_exclamation_mark
    "。": "Ideographic full stop",  // symbol_full_width_ideographic_full_stop
    "？": "Full-width question mark",  // symbol_full_width_question_mark
    "·": "Middle dot",  // symbol_middle_dot
    "”": "Right double quotation mark",  // symbol_right_double_quotation_mark
    "、": "Ideographic comma",  // symbol_ideographic_comma
    "：": "Full-width colon",  // symbol_full_width_colon
    "；": "Full-width semicolon",  // symbol_full_width_semicolon
    "＆": "Full-width ampersand",  // symbol_full_width_ampersand
    "＾": "Full-width circumflex",  // symbol_full_width_circumflex
    "～": "Full-width tilde",  // symbol_full_width_tilde
    "“": "Left double quotation mark",  // symbol_left_double_quotation_mark
    "（": "Full-width left parenthesis",  // symbol_full_width_left_parenthesis
    "）": "Full-width right parenthesis",  // symbol_full_width_right_parenthesis
    "＊": "Full-width asterisk",  // symbol_full_width_asterisk
    "＿": "Full-width underscore",  // symbol_full_width_underscore
    "’": "Right single quotation mark",  // symbol_right_single_quotation_mark
    "｛": "Full-width left curly bracket",  // symbol_full_width_left_curly_bracket
    "｝": "Full-width right curly bracket",  // symbol_full_width_right_curly_bracket
    "＜": "Full-width less than sign",  // symbol_full_width_less_than_sign
    "＞": "Full-width greater than sign",  // symbol_full_width_greater_than_sign
    "‘": "Left single quotation mark",  // symbol_left_single_quotation_mark

  ]
}
