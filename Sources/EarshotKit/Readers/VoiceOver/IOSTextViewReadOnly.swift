/// Rule `iosTextViewReadOnly`: a `TextView` is read as text (its value, no `Text Field`, no edit
/// hint) unless the capture shows it takes typing; a `SearchField` says `Search Field`.
///
/// Sources: AccessibilitySnapshot `UIAccessibility+SnapshotAdditions.swift`: `.textEntry` says
/// `Text Field` with the hint `Double tap to edit.`, and with `.textArea` ("This is a
/// UITextView/TextEditor") `Double tap to edit., Use the rotor to access Misspelled Words`;
/// `trait.search_field.description` "Search Field.". [derived]: a non-editable `UITextView` (the
/// privacy texts of the crifan Mi Home capture) has no text-entry trait; the only evidence of
/// editing a capture holds is a placeholder, which only a field that takes typing shows.
enum IOSTextViewReadOnly {
  static func isEditable(_ node: CapturedNode) -> Bool { node.placeholder != nil }

  /// The type's traits with a read-only text view's text entry taken out.
  static func traits(_ traits: IOSTraits, of node: CapturedNode) -> IOSTraits {
    guard node.type == "TextView", !isEditable(node) else { return traits }
    return traits.subtracting([.textEntry, .textArea]).union(.staticText)
  }
}
