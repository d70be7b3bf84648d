import Foundation

/// CLDR's cardinal plural rules for whole numbers: which item of a plural resource (`one`,
/// `few`, `other`…) a count takes in a language. Android's `Resources.getQuantityString` picks
/// the item by these rules, so a count TalkBack speaks (`3 items`, `3 Einträge`, `٣ عناصر`) is
/// chosen the same way. The rules are CLDR's data (`Generated/PluralRules.swift`); this type
/// only evaluates them, for integers, where the operands are `n = i` and `v = f = t = e = 0`.
public struct PluralRules: Sendable {
  /// A relation: `operand [% modulus] (= | !=) ranges`.
  struct Relation: Sendable {
    var operand: Character
    var modulus: Int?
    var equals: Bool
    var ranges: [ClosedRange<Int>]
  }
  /// Conditions joined by `or`, each of relations joined by `and`.
  typealias Condition = [[Relation]]

  /// Language → its categories in order, each with its condition.
  private let rules: [String: [(category: String, condition: Condition)]]

  /// `lines`: `locales | category: condition; category: condition`.
  init(lines: String) {
    var rules: [String: [(category: String, condition: Condition)]] = [:]
    for line in lines.split(separator: "\n") {
      let halves = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
      guard halves.count == 2 else { continue }
      let categories = halves[1].split(separator: ";").compactMap { part -> (String, Condition)? in
        let pieces = part.split(separator: ":", maxSplits: 1)
        guard pieces.count == 2 else { return nil }
        return (pieces[0].trimmingSpaces, PluralRules.condition(pieces[1]))
      }
      for locale in halves[0].split(separator: " ") { rules[String(locale)] = categories }
    }
    self.rules = rules
  }

  /// The category of `count` in `locale` (its language, `pt_PT` for European Portuguese as CLDR
  /// names it): `other` where no condition holds or CLDR has no rules for the language.
  public func category(of count: Int, in locale: String) -> String {
    let parts = locale.split(separator: "-")
    let language = parts.first.map(String.init) ?? locale
    let regional = parts.count > 1 ? "\(language)_\(parts[parts.count - 1])" : language
    let categories = rules[regional] ?? rules[language] ?? []
    let whole = count.magnitude
    for (category, condition) in categories
    where condition.contains(where: { $0.allSatisfy { PluralRules.holds($0, for: whole) } }) {
      return category
    }
    return "other"
  }

  private static func holds(_ relation: Relation, for count: UInt) -> Bool {
    // A whole number has no fraction digits: v, f, t, w and the exponent e are 0.
    var value = ["n", "i"].contains(relation.operand) ? count : 0
    if let modulus = relation.modulus, modulus > 0 { value %= UInt(modulus) }
    let inRanges = relation.ranges.contains { range in
      range.lowerBound >= 0 && value >= UInt(range.lowerBound) && value <= UInt(range.upperBound)
    }
    return inRanges == relation.equals
  }

  /// `i = 1 and v = 0 or n = 0..1`: ors of ands of relations.
  private static func condition(_ text: Substring) -> Condition {
    text.components(separatedBy: " or ").map { conjunction in
      conjunction.components(separatedBy: " and ").compactMap(relation)
    }
  }

  private static func relation(_ text: String) -> Relation? {
    let equals = !text.contains("!=")
    let sides = text.components(separatedBy: equals ? "=" : "!=")
    guard sides.count == 2 else { return nil }
    let left = sides[0].split(separator: "%")
    guard let operand = left.first?.trimmingSpaces.first else { return nil }
    let modulus = left.count > 1 ? Int(left[1].trimmingSpaces) : nil
    let ranges = sides[1].split(separator: ",").compactMap { item -> ClosedRange<Int>? in
      let bounds = item.trimmingSpaces.components(separatedBy: "..").compactMap { Int($0) }
      guard let low = bounds.first, let high = bounds.last, low <= high else { return nil }
      return low...high
    }
    return Relation(operand: operand, modulus: modulus, equals: equals, ranges: ranges)
  }
}

extension StringProtocol {
  fileprivate var trimmingSpaces: String { trimmingCharacters(in: .whitespaces) }
}
