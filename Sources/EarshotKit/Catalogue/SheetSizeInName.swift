/// A name that carries the size of the sheet its element is in, as an app or toolkit writes it
/// into the element's description rather than leaving the reader to say a state: Material
/// Components 1.14's drag handle describes itself `stateName + ". " + originalDescription`
/// (`Collapsed. Drag handle`), where earlier releases let TalkBack say `collapsed` from its
/// expand action. Data, so that a toolkit says which words and which join (readers-wording.md
/// §5.2); `Voice.render(.name)` applies it.
public struct SheetSizeInName: Sendable {
  /// The word for each size of the sheet (`Collapsed`); a size with none leaves the name as it is.
  public let words: [StateName: String]
  /// What joins the word to the name (`. `).
  public let separator: String

  public init(words: [StateName: String], separator: String) {
    self.words = words
    self.separator = separator
  }

  /// `name` as spoken in a sheet of `size`: the word, the separator and the name; with no name,
  /// the word alone (Material: `TextUtils.isEmpty(originalDescription) ? stateName : …`).
  public func name(_ name: String?, inSheetOf size: StateName) -> String? {
    guard let word = words[size] else { return name }
    guard let name, !name.isEmpty else { return word }
    return word + separator + name
  }
}
