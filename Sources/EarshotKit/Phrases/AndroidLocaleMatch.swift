/// Which of a language's resource folders Android reads for a locale, as its resource lookup
/// chooses (AOSP frameworks/base `libs/androidfw/ResourceTypes.cpp`, `ResTable_config::match`
/// and `isLocaleBetterThan`; `libs/androidfw/LocaleData.cpp`, `localeDataCompareRegions`), with
/// CLDR's data as Android carries it (`LocaleDataTables.cpp`, `AndroidLocaleData`):
///
/// - a folder matches when its language is the locale's (Filipino and Tagalog are one) and its
///   script, written or likely (`zh-TW` is Traditional), is the locale's;
/// - of those, the one whose region is nearest in CLDR's tree of parent locales wins: Mexican
///   Spanish reads `es-419` (es-MX → es-419 → es), New Zealand English `en-GB` (en-NZ → en-001,
///   like en-GB), Angolan Portuguese `pt-PT`; `es-US` and `es-MX` stand for `es-419` where a
///   source has no `es-419`; then a representative locale, then the lower region code;
/// - English near US English (en-US, en-PH, any region whose parent is `en` itself) reads the
///   default folder (`values/`, the table's `en`) before a regional English one.
///
/// A table's tags are BCP-47 (`pt-BR`, `sr-Latn`, `es-419`); its `en` is the default folder.
enum AndroidLocaleMatch {
  struct Locale: Equatable {
    var language: String
    var script: String?
    var region: String?

    /// The language, script and region of a well-formed tag (`LanguageTag`): its variants and
    /// extensions choose no folder, and are not read. The bytes read are counted
    /// (`WorkCounts.localeByteLookedUp`), so that a tag of any length is read a bounded number
    /// of times.
    init(_ tag: String) {
      // Three subtags at most, byte by byte up to the dash after the third.
      let bytes = tag.utf8
      var subtags: [Substring] = []
      var (start, index, read) = (bytes.startIndex, bytes.startIndex, 0)
      while subtags.count < 3, index < bytes.endIndex {
        if bytes[index] == UInt8(ascii: "-") {
          if start < index { subtags.append(tag[start..<index]) }
          start = bytes.index(after: index)
        }
        read += 1
        index = bytes.index(after: index)
      }
      if subtags.count < 3, start < index { subtags.append(tag[start..<index]) }
      WorkCounts.count(.localeByteLookedUp, read)
      language = String(subtags.first ?? "")
      var rest = subtags.dropFirst()
      if let subtag = rest.first, subtag.count == 4, subtag.allSatisfy(\.isLetter) {
        script = String(subtag)
        rest = rest.dropFirst()
      }
      if let subtag = rest.first, subtag.count == 2 || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
        region = String(subtag)
      }
    }

    /// The written script, else the likely one (`localeDataComputeScript`).
    var computedScript: String? {
      script ?? region.flatMap { AndroidLocaleData.likelyScripts["\(language)-\($0)"] }
        ?? AndroidLocaleData.likelyScripts[language]
    }
  }

  /// The tag of `tags` Android reads for `request`, or nil where none is in its language.
  static func best(of tags: [String], for request: String) -> String? {
    let wanted = Locale(request)
    let candidates = tags.filter { matches(Locale($0), isDefault: $0 == "en", wanted) }
    return candidates.reduce(nil) { best, tag in
      guard let best else { return tag }
      return isBetter(tag, than: best, for: wanted) ? tag : best
    }
  }

  /// `ResTable_config::match`'s locale part. The default folder answers English only here: a
  /// language with no folder of its own is no language the source speaks.
  static func matches(_ folder: Locale, isDefault: Bool, _ wanted: Locale) -> Bool {
    if isDefault { return wanted.language == "en" }
    guard equivalent(folder.language, wanted.language) else { return false }
    guard let wantedScript = wanted.computedScript, let script = folder.computedScript else {
      return folder.region == nil || folder.region == wanted.region
    }
    return script == wantedScript
  }

  static func equivalent(_ one: String, _ other: String) -> Bool {
    one == other || Set([one, other]) == ["fil", "tl"]
  }

  /// `isLocaleBetterThan`, for two folders that both match.
  static func isBetter(_ tag: String, than other: String, for wanted: Locale) -> Bool {
    let (left, right) = (Locale(tag), Locale(other))
    let (leftDefault, rightDefault) = (tag == "en", other == "en")
    if leftDefault != rightDefault {
      // The default folder against an English one: `values/` is US English's.
      let regional = leftDefault ? right : left
      let defaultWins: Bool
      if wanted.region == "US" {
        defaultWins = !(regional.region == nil || regional.region == "US")
      } else if isCloseToUSEnglish(wanted.region) {
        defaultWins = !isCloseToUSEnglish(regional.region)
      } else {
        defaultWins = false
      }
      return leftDefault == defaultWins
    }
    let comparison = compareRegions(left.region, right.region, for: wanted)
    if comparison != 0 { return comparison > 0 }
    // Identical languages before equivalent ones (`tl` for a `tl` request).
    return left.language == wanted.language && right.language != wanted.language
  }

  /// `localeDataIsCloseToUsEnglish`: `en` comes before `en-001` among the region's ancestors.
  static func isCloseToUSEnglish(_ region: String?) -> Bool {
    let ancestors = self.ancestors(of: Locale(region.map { "en-\($0)" } ?? "en"), script: "Latn")
    return ancestors.firstIndex(of: "en") ?? .max < ancestors.firstIndex(of: "en-001") ?? .max
  }

  /// `localeDataCompareRegions`: positive where `left` is the better region for `wanted`.
  static func compareRegions(_ leftRegion: String?, _ rightRegion: String?, for wanted: Locale) -> Int {
    guard leftRegion != rightRegion else { return 0 }
    let language = wanted.language
    let script = wanted.computedScript ?? ""
    func tag(_ region: String?) -> String { region.map { "\(language)-\($0)" } ?? language }
    var (left, right) = (tag(leftRegion), tag(rightRegion))
    // es-US and es-MX stand for es-419 against any other region.
    let specialSpanish: Set = ["es-US", "es-MX"]
    if specialSpanish.contains(left), !specialSpanish.contains(right), right != "es-419" {
      left = "es-419"
    } else if specialSpanish.contains(right), !specialSpanish.contains(left), left != "es-419" {
      right = "es-419"
    }
    let requestAncestors = ancestors(of: Locale(tag(wanted.region)), script: script)
    for ancestor in requestAncestors {
      if ancestor == left { return 1 }
      if ancestor == right { return -1 }
    }
    func distance(_ locale: String) -> Int {
      let chain = ancestors(of: Locale(locale), script: script)
      guard let shared = chain.firstIndex(where: requestAncestors.contains) else { return .max }
      return shared + requestAncestors.firstIndex(of: chain[shared])!
    }
    let (leftDistance, rightDistance) = (distance(left), distance(right))
    if leftDistance != rightDistance { return leftDistance < rightDistance ? 1 : -1 }
    let leftRepresentative = isRepresentative(left, script: script)
    let rightRepresentative = isRepresentative(right, script: script)
    if leftRepresentative != rightRepresentative { return leftRepresentative ? 1 : -1 }
    // The lower packed region code: none, then letters, then digits.
    func order(_ region: String?) -> (Int, String) {
      guard let region else { return (-1, "") }
      return (region.first?.isNumber == true ? 1 : 0, region)
    }
    return order(Locale(left).region) < order(Locale(right).region) ? 1 : -1
  }

  /// `findAncestors`: the locale, then its parents up to the language alone.
  static func ancestors(of locale: Locale, script: String) -> [String] {
    var chain: [String] = []
    var current = locale.region.map { "\(locale.language)-\($0)" }
    while let tag = current {
      chain.append(tag)
      current = AndroidLocaleData.parents[script]?[tag] ?? locale.language
      if current == locale.language { break }
    }
    chain.append(locale.language)
    return chain
  }

  static func isRepresentative(_ tag: String, script: String) -> Bool {
    let locale = Locale(tag)
    guard let region = locale.region else { return false }
    return AndroidLocaleData.representatives.contains("\(locale.language)-\(script)-\(region)")
  }
}

/// CLDR's data as Android's resource lookup carries it (`Generated/AndroidLocaleData.swift`).
enum AndroidLocaleData {
  /// `zh-TW` → `Hant`, `zh` → `Hans`: a locale's likely script.
  static let likelyScripts: [String: String] = Dictionary(
    fields(likelyScriptLines).map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })

  /// Script → child → parent: `Latn`: `es-MX` → `es-419`.
  static let parents: [String: [String: String]] = fields(parentLines).reduce(into: [:]) {
    $0[$1[0], default: [:]][$1[1]] = $1[2]
  }

  /// `en-Latn-GB`: the locales CLDR takes as representative of their language and script.
  static let representatives = Set(representativeLines.split(separator: "\n").map(String.init))

  private static func fields(_ lines: String) -> [[String]] {
    lines.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
  }
}
