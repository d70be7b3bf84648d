extension Sequence {
  /// The elements in order, less each whose key an earlier one has: one set lookup an element,
  /// where searching the ones kept is quadratic (16,000 goldens of scripts in a folder that
  /// cannot be read took seconds).
  func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
    var seen = Set<Key>()
    return filter { seen.insert(key($0)).inserted }
  }
}
