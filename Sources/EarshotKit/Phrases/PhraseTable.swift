import Synchronization

/// A reader's or toolkit's own strings in every language its sources translate them into, as
/// `Phrases/generate.py` reads them from the source at one commit (`Generated/`). earshot speaks
/// a reader's words from here, never from words typed into its code.
///
/// The table is one text of lines sorted by locale. Only where each locale's lines begin is
/// worked out when the table is first used; a locale's phrases are read the first time that
/// locale is asked for, so a run in English reads the English lines alone.
public final class PhraseTable: Sendable {
  /// The repository and commit the strings were read from.
  public let source: String
  private let lines: String
  /// Each locale's lines, as a range of `lines`' UTF-8 offsets.
  private let spans: [String: Range<Int>]
  /// The length in UTF-8 bytes of the longest locale's tag: no longer tag is looked up.
  let longestLocale: Int
  /// Locale → string id → text, for the locales asked for so far.
  private let parsed = Mutex<[String: [String: String]]>([:])

  /// `lines`: one phrase per line, `locale⇥id⇥text`, sorted by locale, the text's backslash,
  /// tab and line breaks escaped (`\\`, `\t`, `\n`, `\r`).
  init(source: String, lines: String) {
    self.source = source
    self.lines = lines
    var spans: [String: Range<Int>] = [:]
    var text = lines
    text.withUTF8 { bytes in
      var lineStart = 0
      var current: (locale: String, start: Int)?
      while lineStart < bytes.count {
        var tab = lineStart
        while tab < bytes.count, bytes[tab] != UInt8(ascii: "\t"), bytes[tab] != UInt8(ascii: "\n") {
          tab += 1
        }
        let locale = String(decoding: bytes[lineStart..<tab], as: UTF8.self)
        if current?.locale != locale {
          if let current { spans[current.locale] = current.start..<lineStart }
          current = (locale, lineStart)
        }
        var end = tab
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        lineStart = end + 1
      }
      if let current { spans[current.locale] = current.start..<bytes.count }
    }
    self.spans = spans
    longestLocale = spans.keys.map(\.utf8.count).max() ?? 0
  }

  /// The locales the table has, sorted.
  public var locales: [String] { spans.keys.sorted() }

  /// Whether the table has any string in `locale` (a tag as the table writes it).
  public func has(_ locale: String) -> Bool { spans[locale] != nil }

  /// The string `id` in `locale`, or nil where the source has no translation of it.
  public func phrase(_ id: String, in locale: String) -> String? {
    phrases(in: locale)?[id]
  }

  /// The item of the plural `id` that `count` takes in `locale`, by CLDR's rules, falling back
  /// to its `other` item as Android's `getQuantityString` does where the locale has no item of
  /// that category.
  public func plural(_ id: String, count: Int, in locale: String) -> String? {
    let category = PluralRules.cldr.category(of: count, in: locale)
    return phrase("\(id)#\(category)", in: locale) ?? phrase("\(id)#other", in: locale)
  }

  private func phrases(in locale: String) -> [String: String]? {
    guard let span = spans[locale] else { return nil }
    if let known = parsed.withLock({ $0[locale] }) { return known }
    var phrases: [String: String] = [:]
    var text = lines
    text.withUTF8 { bytes in
      let block = String(decoding: bytes[span], as: UTF8.self)
      for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3 else { continue }
        phrases[String(fields[1])] = PhraseTable.unescaped(fields[2])
      }
    }
    parsed.withLock { $0[locale] = phrases }
    return phrases
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
