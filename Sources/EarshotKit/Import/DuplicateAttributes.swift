/// Finds a repeated attribute name in a start tag, in linear time whatever the number of
/// attributes. Names are numbered by their bytes (`MarkupNames`), so one stamp per name says
/// whether the current tag has it already.
///
/// Names are also equal by canonical equivalence, as Swift Strings compare: `K` and the Kelvin
/// sign U+212A are one name. Only a name with a non-ASCII byte can equal a different byte
/// sequence that way, so a tag holding one is also checked as Strings (`CanonicalNames`).
struct DuplicateAttributes {
  /// For each name number, the tag that last used it.
  private var stamps: [Int] = []
  private var tag = -1
  private var canonical: CanonicalNames?

  /// Starts a new tag.
  mutating func begin(tag: Int) {
    self.tag = tag
    canonical = nil
  }

  /// Whether `name` repeats one of the tag's earlier attributes. Its spelling and theirs are
  /// asked for only in a tag with a non-ASCII name.
  mutating func isDuplicate(
    _ name: MarkupNames.ID, isASCII: Bool, spelled: @autoclosure () -> String,
    earlier: @autoclosure () -> [String]
  ) -> Bool {
    let id = Int(name)
    while stamps.count <= id { stamps.append(-1) }
    let repeated = stamps[id] == tag
    stamps[id] = tag
    if canonical == nil, !isASCII { canonical = CanonicalNames() }
    guard canonical != nil else { return repeated }
    return canonical!.isDuplicate(spelled(), among: earlier)
  }
}

/// The check as Strings: about twenty names are compared directly; past `directLimit` the names
/// go into a set, so that a hostile tag with many attributes costs no more per attribute than
/// an ordinary one.
private struct CanonicalNames {
  static let directLimit = 32
  private var names: Set<String>?

  mutating func isDuplicate(_ name: String, among earlier: () -> [String]) -> Bool {
    if names == nil {
      let earlier = earlier()
      if earlier.count < CanonicalNames.directLimit {
        return earlier.contains { $0.utf8.count == name.utf8.count && $0 == name }
      }
      names = Set(earlier)
    }
    return !names!.insert(name).inserted
  }
}
