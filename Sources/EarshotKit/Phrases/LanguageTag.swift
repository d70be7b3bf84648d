/// A language tag read as BCP 47 writes one (RFC 5646 §2.1), in one pass over its subtags:
///
///     langtag   = language ["-" script] ["-" region] *("-" variant) *("-" extension) ["-" privateuse]
///     language  = 2*3ALPHA
///     script    = 4ALPHA
///     region    = 2ALPHA / 3DIGIT
///     variant   = 5*8alphanum / (DIGIT 3alphanum)
///     extension = singleton 1*("-" (2*8alphanum))      ; singleton: one alphanum but x
///     privateuse = "x" 1*("-" (1*8alphanum))
///
/// and valid as §2.2.9 asks: no variant and no extension's singleton twice. What the grammar
/// allows and earshot does not take: an extended language subtag (`zh-yue`, whose language is
/// written `yue`), a language of 4 to 8 letters (none is registered), and the tags that are
/// private use or grandfathered as a whole (`x-klingon`, `i-klingon`): no reader speaks them.
/// Where a tag is none, `problem` says what is wrong, in words a user can act on.
struct LanguageTag {
  /// The tag in its canonical case (§2.1.1): language, variants, extensions and private use
  /// lower case, script title case, region upper case.
  let canonical: String

  /// What makes `tag` no language tag, in a clause (`it names a second region, …`).
  struct Problem: Error {
    let reason: Message
  }

  /// `text` read as a tag, or what keeps it from being one.
  static func read(_ text: String) -> Result<LanguageTag, Problem> {
    guard !text.isEmpty else { return .failure(Problem(reason: "it is empty")) }
    if let bad = text.unicodeScalars.first(where: { !($0.isASCII && ($0 == "-" || isAlphanumeric($0))) }) {
      let what = bad.isASCII ? "no letter or digit" : "no ASCII letter or digit"
      return .failure(Problem(reason: "`\(String(bad))` is \(raw: what), nor the `-` between subtags"))
    }
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    if subtags.contains(where: \.isEmpty) { return .failure(Problem(reason: "it has an empty subtag")) }
    if let long = subtags.first(where: { $0.count > 8 }) {
      return .failure(Problem(reason: "its subtag `\(long.prefix(8))…` is longer than 8 characters"))
    }
    var reader = SubtagReader(subtags)
    return reader.read().map(LanguageTag.init(canonical:))
  }

  static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}

/// The parts of a tag, read in order; each subtag is known to be 1 to 8 ASCII letters or digits.
private struct SubtagReader {
  let subtags: [Substring]
  var next = 1
  var script: Substring?
  var region: Substring?
  var lastVariant: Substring?
  var variants: Set<String> = []
  var singletons: Set<Character> = []
  var canonical: [String] = []

  init(_ subtags: [Substring]) { self.subtags = subtags }

  typealias Problem = LanguageTag.Problem

  mutating func read() -> Result<String, Problem> {
    let language = subtags[0]
    guard (2...3).contains(language.count), language.allSatisfy(\.isLetter) else {
      return .failure(Problem(reason: "it starts with `\(language)`, not a language of 2 or 3 letters"))
    }
    canonical.append(language.lowercased())
    if let subtag = peek, subtag.count == 3, subtag.allSatisfy(\.isLetter) {
      return .failure(
        Problem(
          reason:
            "`\(subtag)` after `\(language)` is an extended language subtag; write the language alone, `\(subtag.lowercased())`"
        ))
    }
    if let subtag = peek, Self.isScript(subtag) {
      script = subtag
      canonical.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
      next += 1
    }
    if let subtag = peek, Self.isRegion(subtag) {
      region = subtag
      canonical.append(subtag.uppercased())
      next += 1
    }
    while let subtag = peek, Self.isVariant(subtag) {
      guard variants.insert(subtag.lowercased()).inserted else {
        return .failure(Problem(reason: "it names the variant `\(subtag)` twice"))
      }
      lastVariant = subtag
      canonical.append(subtag.lowercased())
      next += 1
    }
    while let subtag = peek, subtag.count == 1 {
      let singleton = Character(subtag.lowercased())
      if singleton != "x", !singletons.insert(singleton).inserted {
        return .failure(Problem(reason: "it names the extension `\(subtag)` twice"))
      }
      canonical.append(String(singleton))
      next += 1
      // Private use runs to the end, in subtags of 1 to 8; an extension's are 2 to 8.
      let shortest = singleton == "x" ? 1 : 2
      let first = next
      while let part = peek, part.count >= shortest {
        canonical.append(part.lowercased())
        next += 1
      }
      guard next > first else {
        let what = singleton == "x" ? "private use" : "extension"
        return .failure(Problem(reason: "the \(raw: what) `\(subtag)` has no subtag"))
      }
      if singleton == "x" { break }
    }
    if let subtag = peek { return .failure(outOfPlace(subtag)) }
    return .success(canonical.joined(separator: "-"))
  }

  private var peek: Substring? { next < subtags.count ? subtags[next] : nil }

  /// Why `subtag` cannot stand where it does.
  private func outOfPlace(_ subtag: Substring) -> Problem {
    if Self.isScript(subtag) {
      if let script {
        return Problem(
          reason: "it names a second script, `\(subtag)`, after `\(script)`; a tag has one script")
      }
      let before: Message =
        lastVariant.map { "the variant `\($0)`" } ?? region.map { "the region `\($0)`" } ?? ""
      return Problem(
        reason: "the script `\(subtag)` comes after \(before); a script comes right after the language")
    }
    if Self.isRegion(subtag) {
      if let region {
        return Problem(
          reason: "it names a second region, `\(subtag)`, after `\(region)`; a tag has one region")
      }
      let variant = lastVariant ?? ""
      return Problem(
        reason:
          "the region `\(subtag)` comes after the variant `\(variant)`; a region comes before the variants")
    }
    return Problem(
      reason:
        "`\(subtag)` is no subtag that can come here: after the language come a script of 4 letters, a region of 2 letters or 3 digits, then variants of 5 to 8 letters or digits (or a digit and 3)"
    )
  }

  static func isScript(_ subtag: Substring) -> Bool { subtag.count == 4 && subtag.allSatisfy(\.isLetter) }

  static func isRegion(_ subtag: Substring) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
      || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
  }

  static func isVariant(_ subtag: Substring) -> Bool {
    subtag.count >= 5 || (subtag.count == 4 && subtag.first!.isNumber)
  }
}
