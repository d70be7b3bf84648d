/// Prints the catalogue readably (`earshot catalogue [COMPONENT]`): one block per entry.
public enum CatalogueRenderer {
  public static func render(_ catalogue: Catalogue) -> String {
    var out = "earshot catalogue: \(catalogue.entries.count) entries\n"
    out += "platforms: \(Catalogue.platforms.joined(separator: ", "))\n"
    out += "keys: \((Catalogue.keys + Catalogue.chords).joined(separator: ", "))\n"
    out += "navigation keys (every component): \(Catalogue.navigationKeys.joined(separator: ", "))\n"
    out +=
      "settings: "
      + Catalogue.settings.map {
        "\($0.name) \($0.values.joined(separator: "|")) (default \($0.defaultValue))"
      }.joined(separator: "; ") + "\n"
    for entry in catalogue.entries { out += "\n" + render(entry, in: catalogue) }
    out += "\n" + renderSheetToolkits(catalogue)
    return out
  }

  /// The sheet toolkits: what each one's parts say on its platforms, and the source of each
  /// phrase (`SheetToolkit`).
  public static func renderSheetToolkits(_ catalogue: Catalogue) -> String {
    let defaults = Platform.allCases.map { "\($0.systemName) \(catalogue.defaultSheetToolkit(on: $0).id)" }
    var lines = [
      "sheet toolkits (`sheet NAME toolkit ID`; a sheet naming none on a platform: \(defaults.joined(separator: ", ")))"
    ]
    for toolkit in catalogue.sheetToolkits {
      lines.append(
        "  \(toolkit.id): \(toolkit.title) (\(toolkit.platforms.map(\.rawValue).joined(separator: ", ")))")
      let parts = toolkit.drawnParts
      for part in parts {
        for platform in toolkit.platforms {
          guard let composition = part.announcement(on: platform) else { continue }
          let example = composition.examples.first ?? ""
          lines.append("    \(part.kinds.first ?? part.id), \(platform.rawValue): \(example)")
        }
      }
      lines.append("    sources:")
      for source in toolkit.sources { lines.append("      \(source)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One entry as `earshot catalogue COMPONENT` prints it. A sheet and the parts its toolkit
  /// draws (the grabber, iOS's dismiss element) show first what they say in a sheet naming no
  /// toolkit, drawn by each platform's default toolkit, then their own toolkit's (`seed`) words.
  public static func render(_ entry: Entry) -> String {
    render(entry, in: .standard)
  }

  public static func render(_ entry: Entry, in catalogue: Catalogue) -> String {
    var lines: [String] = []
    lines.append("\(entry.title) [\(entry.id)]")
    lines.append("  seed: " + (entry.seed.map { "shared/seeds/\($0)" } ?? "(none: no seed describes it)"))
    if !entry.sources.isEmpty {
      lines.append("  sources:")
      for source in entry.sources { lines.append("    \(source)") }
    }
    lines.append("  \(entry.summary)")
    lines.append(
      "  kinds: "
        + (entry.kinds.isEmpty ? "(none: written as a modifier)" : entry.kinds.joined(separator: ", ")))
    lines.append("  usage: \(entry.usage)")
    lines.append(
      "  interactive: \(entry.isInteractive ? "yes" : "no")\(entry.groupsChildren ? "; groups its children into one focus stop" : "")"
    )
    // A sheet part has the traits and role of the toolkit that draws it.
    let iosTraits = drawn(entry, on: .ios, in: catalogue).entry.iosTraits
    lines.append("  iOS traits: \(iosTraits.isEmpty ? "(none)" : iosTraits.joined(separator: ", "))")
    lines.append("  Android role: \(drawn(entry, on: .android, in: catalogue).entry.androidRole)")
    if entry.states.isEmpty {
      lines.append("  states: (none)")
    } else {
      lines.append("  states:")
      for state in entry.states {
        let spoken = Platform.allCases.compactMap { p in
          state.spoken[p].map { $0.isEmpty ? "\(p.rawValue) says nothing" : "\(p.rawValue) \"\($0)\"" }
        }
        lines.append(
          "    \(state.name): \(state.meaning)\(spoken.isEmpty ? "" : " (" + spoken.joined(separator: ", ") + ")")"
            + (state.isDefault ? " (default)" : "")
        )
      }
    }
    for group in entry.exclusiveStates {
      lines.append("  mutually exclusive: \(group.map(\.rawValue).joined(separator: ", "))")
    }
    lines += structureLines(entry)
    for (title, rules) in [("keyboard", entry.keyboard), ("gestures", entry.gestures)] where !rules.isEmpty {
      lines.append("  \(title):")
      for rule in rules {
        lines.append(
          "    \(rule.input): \(rule.effect.rawValue) on \(rule.platforms.map(\.rawValue).joined(separator: ", ")) (seed: \"\(rule.source)\")"
        )
      }
    }
    if let adjustment = entry.adjustment {
      lines.append(
        "  adjusting: its value is a number with \"\(adjustment.unit)\" from \(adjustment.describe(adjustment.minimum)) to \(adjustment.describe(adjustment.maximum)); swipe up / swipe down move it by its step and the reader says the new value; at a bound \(adjustment.atBound)"
      )
    }
    if let stepped = entry.steppedValue {
      let bounds = stepped.adjustment
      lines.append(
        "  stepping: its value is a number from \(bounds.describe(bounds.minimum)) to \(bounds.describe(bounds.maximum)); each of its parts moves it one step (`step`, else \(stepped.defaultStep)) and the reader says the new value; at a bound \(bounds.atBound)"
      )
    }
    if !entry.parts.isEmpty {
      lines.append("  its platform adds: \(entry.parts.map(\.title).joined(separator: ", "))")
    }
    if let popup = entry.popup {
      lines.append("  activating it opens: \(popup.title), holding its children")
    }
    if entry.takesColumns {
      lines.append("  columns: `columns N` lays its items out in rows of N")
    }
    if let textEntry = entry.textEntry {
      let echoes = Platform.allCases.compactMap { platform in
        textEntry.echo[platform].map { "\(platform.readerName) \(describe($0))" }
      }
      lines.append(
        "  typing: `type` appends one character at a time; echo: \(echoes.joined(separator: "; "))")
      let hidden = Platform.allCases.compactMap { platform in
        textEntry.hiddenText[platform].map { "\(platform.readerName) \"\($0.spoken("12345678"))\"" }
      }
      if !hidden.isEmpty {
        lines.append("  its text is never spoken, only its length: \(hidden.joined(separator: ", "))")
      }
    }
    lines += announcementLines(entry, in: catalogue)
    for (platform, word) in entry.spokenWhenUnnamed.sorted(by: { $0.key < $1.key }) {
      lines.append("  unnamed, \(platform.readerName) says \"\(word)\" in the name's place")
    }
    lines.append("  criteria:")
    for criterion in entry.criteria {
      lines.append("    \(criterion.aspect.rawValue) (\(criterion.check.rawValue)): \(criterion.text)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The entry that draws an element of `entry`'s kind on `platform` in a sheet naming no
  /// toolkit, and the toolkit's id when it is not `entry` itself: the platform's default
  /// toolkit's own entry for a sheet part it draws, else `entry`.
  private static func drawn(_ entry: Entry, on platform: Platform, in catalogue: Catalogue) -> (
    entry: Entry, toolkit: String?
  ) {
    let toolkit = catalogue.defaultSheetToolkit(on: platform)
    let drawn = toolkit.entry(for: entry)
    return drawn.id == entry.id ? (entry, nil) : (drawn, toolkit.id)
  }

  /// What each reader says for it. A sheet part a default toolkit draws: that toolkit's words on
  /// each platform, then its own toolkit's (the catalogue's own entry is the `seed` toolkit's
  /// part). A sheet, which is no focus stop: what its parts say, as the default toolkits draw
  /// them, then its own examples.
  private static func announcementLines(_ entry: Entry, in catalogue: Catalogue) -> [String] {
    let sheetParts = catalogue.entries.filter { $0.sheetPart != nil }.sorted { $0.sheetPart! < $1.sheetPart! }
    // A dialog or snackbar is drawn by no sheet toolkit.
    let isSheet = entry.structure == .sheet && entry.window == nil
    // The toolkit whose words are the entry's own: the one drawing it, or a sheet's parts.
    let own = catalogue.sheetToolkits.first { toolkit in
      toolkit.parts.contains { part in
        part.id == entry.id || (isSheet && sheetParts.contains { $0.id == part.id })
      }
    }
    let redrawn = Platform.allCases.contains { drawn(entry, on: $0, in: catalogue).toolkit != nil }
    guard redrawn || isSheet, let own else {
      return ["  announcements:"] + Platform.allCases.flatMap { compositionLines(entry, on: $0, label: nil) }
    }
    var lines = [
      "  announcements (a sheet naming no toolkit; `toolkit ID` names another, and `earshot catalogue` lists them):"
    ]
    for platform in Platform.allCases {
      let toolkit = catalogue.defaultSheetToolkit(on: platform)
      if isSheet {
        guard entry.announcement(on: platform) != nil else { continue }
        lines.append("    \(platform.readerName), \(toolkit.id): (not a focus stop); its parts say")
        let parts = sheetParts.map(toolkit.entry(for:)) + (toolkit.addedAfterContent.map { [$0] } ?? [])
        for part in parts {
          for example in part.announcement(on: platform)?.examples ?? [] {
            lines.append("      e.g. \(example)")
          }
        }
      } else {
        let (shown, id) = drawn(entry, on: platform, in: catalogue)
        lines += compositionLines(shown, on: platform, label: id)
      }
    }
    lines.append("  with `toolkit \(own.id)` (\(own.title)):")
    lines += Platform.allCases.flatMap { compositionLines(entry, on: $0, label: nil) }
    return lines
  }

  /// `VoiceOver: name + role; role "Button"` and its examples; `VoiceOver, uikit: …` when
  /// `label` names the toolkit whose entry it is.
  private static func compositionLines(_ entry: Entry, on platform: Platform, label: String?) -> [String] {
    guard let composition = entry.announcements[platform] else { return [] }
    let reader = platform.readerName + (label.map { ", \($0)" } ?? "")
    var line =
      "    \(reader): \(composition.parts.isEmpty ? "(not a focus stop)" : composition.parts.map(\.rawValue).joined(separator: " + "))"
    if let role = composition.role { line += "; role \"\(role)\"" }
    if let hint = composition.hint { line += "; hint \"\(hint)\"" }
    if let name = entry.defaultNames[platform] { line += "; unnamed, it is \"\(name)\"" }
    if !composition.noHintWhen.isEmpty {
      line += "; no hint when \(composition.noHintWhen.map(\.rawValue).joined(separator: ", "))"
    }
    var lines = [line]
    if case .choose = entry.activation {
      lines.append(
        "      after choosing it: \(spokenParts(composition.afterChange)); when it was chosen already: \(spokenParts(composition.afterNoChange))"
      )
    }
    for example in composition.examples { lines.append("      e.g. \(example)") }
    return lines
  }

  /// Where it may be written and what its activation does to its set, for the kinds that say.
  private static func structureLines(_ entry: Entry) -> [String] {
    var lines: [String] = []
    if !entry.allowedParents.isEmpty {
      lines.append("  written inside: \(entry.allowedParents.joined(separator: ", "))")
    }
    if let children = entry.allowedChildren {
      // A toast holds nothing.
      lines.append(
        children.isEmpty ? "  holds: nothing" : "  holds only: \(children.joined(separator: ", "))")
    }
    switch entry.structure {
    case .list:
      lines.append(
        "  collection: its children are its items, numbered where the reader speaks positions (2 of 5)")
    case .siblingSet:
      lines.append(
        "  collection: consecutive sibling \(entry.kinds.first ?? entry.id) elements form one set, numbered where the reader speaks positions (2 of 3)"
      )
    case .element, .sheet: break
    }
    if entry.structure == .sheet, entry.window == nil {
      lines.append(
        "  toolkits: the wording of its grabber, dismiss element and scrim is its toolkit's (`toolkit ID`; `earshot catalogue` lists them)"
      )
    }
    if case .choose(let state) = entry.activation {
      lines.append(
        "  activation: it becomes \(state.rawValue) and the others of its set stop being \(state.rawValue); on the \(state.rawValue) one nothing changes"
      )
    }
    return lines
  }

  private static func spokenParts(_ parts: [Part]) -> String {
    parts.isEmpty ? "(nothing)" : parts.map(\.rawValue).joined(separator: " + ")
  }

  private static func describe(_ echo: TypingEcho) -> String {
    switch echo {
    case .characters: return "each character"
    case .charactersAndWords: return "each character, and the word a space or punctuation ends"
    case .word(let word): return "\"\(word)\" for each character"
    case .silent: return "nothing"
    }
  }
}
