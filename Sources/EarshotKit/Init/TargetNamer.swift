/// Names screen elements as targets the checker resolves to exactly that element: `@id` when
/// the element has a unique id the lexer reads as a word, else its kind and name (or label)
/// when no other element of that kind has that name. Nil: no target names it alone (two
/// unnamed buttons, two rows called "Item", or a name longer than a script's string may be);
/// the generator then leaves out what needs one.
struct TargetNamer {
  let index: ScreenIndex
  let catalogue: Catalogue
  /// `Limits.maximumStringLength`: a longer id or name cannot be written in a script.
  var maximumLength = Limits.standard.maximumStringLength

  func target(ofElement element: Int) -> String? {
    let written = index.elements[element]
    if let id = written.id?.value, id.utf8.count <= maximumLength, ScriptText.isWord(id),
      index.byID.elements(named: id) == [element]
    {
      return "@" + id
    }
    // The exact name is what resolution tries first: it finds this element, so folded
    // matches are never consulted.
    guard let name = written.name?.value ?? written.label?.value, !name.isEmpty,
      name.utf8.count <= maximumLength
    else { return nil }
    let entry = index.entries[element]
    let same = index.byName.elements(named: name).filter { index.entries[$0] == entry }
    guard same == [element], entry != nil else { return nil }
    return written.kind.value + " " + ScriptText.literal(name)
  }

  /// The target of the element a model node shows, when the node is that element's own (not
  /// a node the platform adds, such as iOS's dismiss element).
  func target(ofNode node: Int, in model: ScreenModel) -> String? {
    guard let element = model.nodes[node].elementIndex, model.node(ofElement: element) == node else {
      return nil
    }
    return target(ofElement: element)
  }
}
