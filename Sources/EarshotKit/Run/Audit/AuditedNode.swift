/// What several audit rules ask of a node, said once.
extension Session {
  /// A node the reader stops on: a focus stop that is exposed.
  func isExposedStop(_ node: Int) -> Bool {
    model.isStop(node) && !model.nodes[node].isHidden
  }

  /// A control the reader stops on and a user can act on: exposed, interactive, enabled.
  func isActiveControl(_ node: Int) -> Bool {
    isExposedStop(node) && model.nodes[node].entry.isInteractive && !isDisabled(node)
  }

  /// The node's bounds when it has an area: a capture's `[0,0][0,0]` is a view off screen.
  /// Bounds no screen could hold (`Bounds.isPlausible`; a capture's are refused on import)
  /// are not measured.
  func visibleBounds(of node: Int) -> Bounds? {
    model.nodes[node].bounds.flatMap { $0.isEmpty || !$0.isPlausible ? nil : $0 }
  }
}

/// Words of a name, lower-cased, for rules that look for words in it.
enum NameWords {
  /// The runs of letters in `text`, lower-cased: "Submit-button" is `submit`, `button`.
  static func of(_ text: String) -> [String] {
    WorkCounts.count(.nameSplit)
    // An ASCII text is split by its bytes, as the characters split it: only `A`–`Z` and
    // `a`–`z` are letters there (a long label is read many times faster).
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.utf8.split(whereSeparator: { !(0x41...0x5A).contains($0) && !(0x61...0x7A).contains($0) })
        .map { String(decoding: $0.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self) }
    }
    return text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
  }

  /// Whether `phrase` (one or more words) occurs in `words` as consecutive words.
  static func contains(_ words: [String], phrase: [String]) -> Bool {
    guard !phrase.isEmpty, phrase.count <= words.count else { return false }
    return (0...(words.count - phrase.count)).contains { start in
      words[start..<(start + phrase.count)].elementsEqual(phrase)
    }
  }
}
