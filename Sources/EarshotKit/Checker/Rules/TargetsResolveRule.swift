/// Targets resolve
/// A script is only valid if every element it names is exactly one element of its screen that
/// the statement can act on (one that can take focus, for `focus`, `expect focus` and `order`).
/// A target must name exactly one element of the screen.
struct TargetsResolveRule: CheckRule {
  let invariant =
    "A script is only valid if every element it names is exactly one element of its screen that the statement can act on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    guard context.screen != nil else { return }  // a missing screen is reported once, elsewhere
    // Prepared once, each with its own budget (`Suggestions.Search`).
    var names: Suggestions.Search?
    var ids: Suggestions.Search?
    for (target, resolution) in context.unresolvedTargets {
      guard found.keeps(.error) else {
        found.omit(.error)
        continue
      }
      switch resolution {
      case .element:
        continue
      case .none:
        if target.name.isID {
          if ids == nil { ids = Suggestions.Search(context.elements.compactMap(\.id?.value)) }
          found.add(unknown(target, context, &ids!))
        } else {
          if names == nil { names = Suggestions.Search(context.elements.flatMap(\.names)) }
          found.add(unknown(target, context, &names!))
        }
      case .notFocusable(let indexes):
        found.add(notFocusable(target, indexes, context))
      case .ambiguous(let indexes):
        // Notes for the first few candidates only: a name can be shared by every element.
        var notes = indexes.prefix(Message.maximumListed).map { index in
          let element = context.elements[index]
          return Note("candidate: \(describe(element))", at: context.inScreen(element.kind.range))
        }
        if indexes.count > notes.count { notes.append(Note("and \(indexes.count - notes.count) more")) }
        found.add(
          Diagnostic(
            .ambiguousElement,
            "`\(context.describe(target))` names \(indexes.count) elements of the screen; name one by its kind or @id",
            at: context.inScript(context.texts.range(of: target)), notes: notes))
      }
    }
  }

  private func unknown(_ target: Target, _ context: CheckContext, _ search: inout Suggestions.Search)
    -> Diagnostic
  {
    if let kindText = target.kind, case .name(let nameText) = target.name {
      let kind = context.value(kindText)
      let name = context.value(nameText)
      let untyped = Target(kind: nil, name: target.name)
      let named = context.candidates(of: untyped)
      if !named.isEmpty {
        // The first few of them only: a name can be shared by every element.
        let others = named.prefix(Message.maximumListed).map { context.elements[$0] }
        let more: Message = named.count > others.count ? " and \(named.count - others.count) more" : ""
        var notes = others.map {
          Note("\(describe($0)) is declared here", at: context.inScreen($0.kind.range))
        }
        if named.count > others.count { notes.append(Note("and \(named.count - others.count) more")) }
        return Diagnostic(
          .unknownElement,
          "no \(kind) is named `\(name)`; the screen's `\(name)` is \(list: others.map(describe))\(more)",
          at: context.inScript(context.texts.range(of: target)), notes: notes)
      }
    }
    let word: String
    switch target.name {
    case .id(let id): word = context.value(id)
    case .name(let name): word = context.value(name)
    }
    let suggestion = search.closest(to: word)
    var notes: [Note] = []
    if let suggestion,
      let element = context.elements.first(where: {
        $0.names.contains(suggestion) || $0.id?.value == suggestion
      })
    {
      let declared: Message = "\(describe(element)) is declared here"
      notes.append(
        Note(declared.showing(word, against: suggestion), at: context.inScreen(element.kind.range)))
    }
    let title: Message = context.screen?.title.map { " \(VisibleText.quoted($0.value))" } ?? ""
    let didYouMean: Message = suggestion.map { "; did you mean `\(target.name.isID ? "@" : "")\($0)`?" } ?? ""
    let message: Message = "no element of screen\(title) is named `\(context.describe(target))`\(didYouMean)"
    return Diagnostic(
      .unknownElement, message.showing(word, against: suggestion),
      at: context.inScript(context.texts.range(of: target)), notes: notes)
  }

  /// The target names elements, but none that can take focus: why the first cannot.
  private func notFocusable(_ target: Target, _ indexes: [Int], _ context: CheckContext) -> Diagnostic {
    let why = PlatformReasons.merged(
      context.platforms.map { platform in
        let model = context.compiled!.model(on: platform)
        return (platform, model.whyNotFocusable(model.node(ofElement: indexes[0])) ?? "it cannot take focus")
      }, of: context.platforms)
    var notes = indexes.prefix(Message.maximumListed).map { index in
      let element = context.elements[index]
      return Note("\(describe(element)) is declared here", at: context.inScreen(element.kind.range))
    }
    if indexes.count > notes.count { notes.append(Note("and \(indexes.count - notes.count) more")) }
    let what: Message = indexes.count == 1 ? "" : " (none of the \(indexes.count) elements it names can)"
    return Diagnostic(
      .notFocusable, "`\(context.describe(target))` cannot take focus\(what): \(why)",
      at: context.inScript(context.texts.range(of: target)),
      notes: notes)
  }

  private func describe(_ element: Element) -> String {
    element.id.map { "\(element.description) @\($0.value)" } ?? element.description
  }
}

extension TargetName {
  var isID: Bool {
    if case .id = self { return true }
    return false
  }
}
