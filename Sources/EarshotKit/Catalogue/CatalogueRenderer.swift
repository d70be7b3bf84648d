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
    for entry in catalogue.entries { out += "\n" + render(entry) }
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
      let parts = toolkit.parts + (toolkit.addedAfterContent.map { [$0] } ?? [])
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

  public static func render(_ entry: Entry) -> String {
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
    lines.append(
      "  iOS traits: \(entry.iosTraits.isEmpty ? "(none)" : entry.iosTraits.joined(separator: ", "))")
    lines.append("  Android role: \(entry.androidRole)")
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
    lines.append("  announcements:")
    for platform in Platform.allCases {
      guard let composition = entry.announcements[platform] else { continue }
      var line =
        "    \(platform.readerName): \(composition.parts.isEmpty ? "(not a focus stop)" : composition.parts.map(\.rawValue).joined(separator: " + "))"
      if let role = composition.role { line += "; role \"\(role)\"" }
      if let hint = composition.hint { line += "; hint \"\(hint)\"" }
      if let name = entry.defaultNames[platform] { line += "; unnamed, it is \"\(name)\"" }
      if !composition.noHintWhen.isEmpty {
        line += "; no hint when \(composition.noHintWhen.map(\.rawValue).joined(separator: ", "))"
      }
      lines.append(line)
      if case .choose = entry.activation {
        lines.append(
          "      after choosing it: \(spokenParts(composition.afterChange)); when it was chosen already: \(spokenParts(composition.afterNoChange))"
        )
      }
      for example in composition.examples { lines.append("      e.g. \(example)") }
    }
    for (platform, word) in entry.spokenWhenUnnamed.sorted(by: { $0.key < $1.key }) {
      lines.append("  unnamed, \(platform.readerName) says \"\(word)\" in the name's place")
    }
    lines.append("  criteria:")
    for criterion in entry.criteria {
      lines.append("    \(criterion.aspect.rawValue) (\(criterion.check.rawValue)): \(criterion.text)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where it may be written and what its activation does to its set, for the kinds that say.
  private static func structureLines(_ entry: Entry) -> [String] {
    var lines: [String] = []
    if !entry.allowedParents.isEmpty {
      lines.append("  written inside: \(entry.allowedParents.joined(separator: ", "))")
    }
    if let children = entry.allowedChildren {
      lines.append("  holds only: \(children.joined(separator: ", "))")
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
    if entry.structure == .sheet {
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
