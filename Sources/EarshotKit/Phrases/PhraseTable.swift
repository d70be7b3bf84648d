/// A reader's or toolkit's own strings in every language its sources translate them into, as
/// `Phrases/generate.py` reads them from the source at one commit (`Generated/`). earshot speaks
/// a reader's words from here, never from words typed into its code.
public final class PhraseTable: Sendable {
  /// The repository and commit the strings were read from.
  public let source: String
  /// Locale tag (`de`, `pt-BR`, `sr-Latn`) → string id (`value_button`, a plural's item as
  /// `template_list_total_count#one`) → text.
  private let phrases: [String: [String: String]]

  /// `lines`: one phrase per line, `locale⇥id⇥text`, the text's backslash, tab and line breaks
  /// escaped (`\\`, `\t`, `\n`, `\r`).
  init(source: String, lines: String) {
    self.source = source
    var phrases: [String: [String: String]] = [:]
    for line in lines.split(separator: "\n", omittingEmptySubsequences: true) {
      let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      phrases[String(fields[0]), default: [:]][String(fields[1])] = PhraseTable.unescaped(fields[2])
    }
    self.phrases = phrases
  }

  /// The locales the table has, sorted.
  public var locales: [String] { phrases.keys.sorted() }

  /// Whether the table has any string in `locale` (a tag as the table writes it).
  public func has(_ locale: String) -> Bool { phrases[locale] != nil }

  /// The string `id` in `locale`, or nil where the source has no translation of it.
  public func phrase(_ id: String, in locale: String) -> String? {
    phrases[locale]?[id]
  }

  /// The ids the table holds in `locale` (a plural's items as `id#quantity`).
  public func ids(in locale: String) -> [String] {
    (phrases[locale]?.keys).map { $0.sorted() } ?? []
  }

  /// The item of the plural `id` that `count` takes in `locale`, by CLDR's rules, falling back
  /// to its `other` item as Android's `getQuantityString` does where the locale has no item of
  /// that category.
  public func plural(_ id: String, count: Int, in locale: String) -> String? {
    let category = PluralRules.cldr.category(of: count, in: locale)
    return phrase("\(id)#\(category)", in: locale) ?? phrase("\(id)#other", in: locale)
  }

  private static func unescaped(_ text: Substring) -> String {
    guard text.contains("\\") else { return String(text) }
    var out = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        default: out.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
