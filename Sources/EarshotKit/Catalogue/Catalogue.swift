/// The component catalogue (SPEC §4): what each component is, which states it has, which keys
/// and gestures act on it, what each screen reader says for it, and its seed's criteria. It is
/// data: one `Entry` per component in `Entries/`, each citing the seed file it was built from.
public struct Catalogue: Sendable {
  public let entries: [Entry]

  public static let standard = Catalogue(entries: [
    .button, .toggleSwitch, .tableRow, .strikeThrough, .sheet,
    .grabber, .dismissElement, .closeButton,
    .text, .heading, .image, .list, .group, .container, .textField,
  ])

  /// What the parser needs of the catalogue, built once.
  public let vocabulary: Vocabulary
  /// Entry index by kind and alias, since every element and target asks.
  private let entryByKind: [String: Int]

  public init(entries: [Entry]) {
    self.entries = entries
    var byKind: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      for kind in entry.kinds where byKind[kind] == nil { byKind[kind] = index }
    }
    self.entryByKind = byKind
    var seen = Set<String>()
    self.allStates = entries.flatMap { $0.states.map(\.name) }.filter { seen.insert($0).inserted }
    self.roles = entries.compactMap(\.kinds.first)
    self.allKinds = entries.flatMap(\.kinds)
    let kinds = entries.flatMap(\.kinds)
    let states = entries.flatMap { $0.states.map(\.name) }
    self.vocabulary = Vocabulary(kinds: Set(kinds), states: Set(states))
  }

  public static let platforms = Platform.allCases.map(\.rawValue)

  /// Single keys; chords join them with `+`.
  public static let keys = ["space", "enter", "tab", "up", "down", "left", "right", "escape"]
  public static let modifierKeys = ["shift", "ctrl"]
  /// The chords the simulator knows (SPEC §2.2).
  public static let chords = ["shift+tab", "ctrl+tab"]
  /// Every single key and chord, for checking a `press` with one lookup.
  public static let knownChords = Set(keys + chords)
  /// Keys that move keyboard focus among enabled interactive elements, whatever is focused
  /// (seeds 000 and 002: "tab, arrow keys or Ctl+tab: focus visibly moves").
  public static let navigationKeys = ["tab", "shift+tab", "up", "down", "left", "right", "ctrl+tab"]
  /// Keys with an effect whatever has focus: navigation, and escape closing a sheet (as
  /// `Entry.effect(ofKey:on:)` says).
  public static let keysActingOnAnything = Set(navigationKeys + ["escape"])

  public static let settings: [(name: String, values: [String], defaultValue: String)] = [
    ("hints", ["on", "off"], "on"),
    ("list-positions", ["on", "off"], "off"),
  ]

  /// The entry whose screen kind (or alias) is `kind`.
  public func entry(forKind kind: String) -> Entry? {
    entryByKind[kind].map { entries[$0] }
  }

  /// The same, as an index into `entries`.
  public func entryIndex(forKind kind: String) -> Int? {
    entryByKind[kind]
  }

  /// The entry a user names on the command line: its id, title, kind or alias, any case.
  public func entry(named name: String) -> Entry? {
    let wanted = name.lowercased()
    return entries.first {
      $0.id == wanted || $0.title.lowercased() == wanted || $0.kinds.contains(wanted)
    }
  }

  /// Every state word of every entry, in catalogue order without repeats.
  public let allStates: [String]

  /// Roles a script can expect: the primary kind of each entry that is a kind.
  public let roles: [String]

  public let allKinds: [String]

}

/// What the parser needs to know of the catalogue to tell names from kinds and states.
public struct Vocabulary: Sendable {
  public let kinds: Set<String>
  public let states: Set<String>
}

public enum Platform: String, CaseIterable, Sendable, Comparable {
  case ios, android

  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  public var readerName: String { self == .ios ? "VoiceOver" : "TalkBack" }
}

/// One component. A class, though it is plain immutable data: screen models and the checker
/// hold an entry per element, and copying a reference is one retain where copying the struct
/// was dozens (measured in BENCHMARKS.md).
public final class Entry: Sendable {
  /// Stable identifier, used by `earshot catalogue ID`.
  public let id: String
  /// The component's name in messages: `Button`.
  public let title: String
  /// The seed file this entry is built from, under `shared/seeds/`.
  public let seed: String
  /// Words that write this component as a screen element, primary first; empty for a pattern
  /// written with a modifier (strike-through is `text "…" strikethrough`).
  public let kinds: [String]
  /// How the component is written in a screen, for the printed catalogue.
  public let usage: String
  public let summary: String
  /// Whether the screen reader and the keyboard can activate it.
  public let isInteractive: Bool
  /// Whether its children are spoken as part of its own focus stop (rows and groups).
  public let groupsChildren: Bool
  public let iosTraits: [String]
  public let androidRole: String
  public let states: [StateSpec]
  /// Groups of states of which an element has at most one (`on` / `off`).
  public let exclusiveStates: [[String]]
  /// Keys whose effect depends on the component (space, enter); navigation keys and escape are
  /// the same for every component (`Catalogue.navigationKeys`).
  public let keyboard: [InputRule]
  public let gestures: [InputRule]
  public let announcements: [Platform: Composition]
  public let criteria: [Criterion]
  /// The name a screen reader speaks for an element of this kind that the screen leaves
  /// unnamed, where the seed gives one (the card controller, the dismiss element).
  public let defaultNames: [Platform: String]

  public init(
    id: String, title: String, seed: String, kinds: [String], usage: String, summary: String,
    isInteractive: Bool, groupsChildren: Bool, iosTraits: [String], androidRole: String,
    states: [StateSpec], exclusiveStates: [[String]], keyboard: [InputRule], gestures: [InputRule],
    announcements: [Platform: Composition], criteria: [Criterion], defaultNames: [Platform: String] = [:]
  ) {
    self.id = id
    self.title = title
    self.seed = seed
    self.kinds = kinds
    self.usage = usage
    self.summary = summary
    self.isInteractive = isInteractive
    self.groupsChildren = groupsChildren
    self.iosTraits = iosTraits
    self.androidRole = androidRole
    self.states = states
    self.exclusiveStates = exclusiveStates
    self.keyboard = keyboard
    self.gestures = gestures
    self.announcements = announcements
    self.criteria = criteria
    self.defaultNames = defaultNames
  }

  /// The states of this component, in catalogue order, for messages.
  public var stateNames: [String] { states.map(\.name) }

  /// "Button has: disabled, selected, pressed", or "Text has no states".
  public var statesSentence: String {
    stateNames.isEmpty ? "\(title) has no states" : "\(title) has: \(stateNames.joined(separator: ", "))"
  }

  /// What `key` does to this component on `platform` (nil: nothing).
  public func effect(ofKey key: String, on platform: Platform) -> InputEffect? {
    if Catalogue.navigationKeys.contains(key) { return .moveFocus }
    if key == "escape" { return .closeSheet }
    return keyboard.first { $0.input == key && $0.platforms.contains(platform) }?.effect
  }
}

public struct StateSpec: Sendable {
  public let name: String
  public let meaning: String
  /// What each screen reader says for it, where it says anything.
  public let spoken: [Platform: String]
}

public enum InputEffect: String, Sendable {
  case activate = "activates"
  case moveFocus = "moves focus"
  case closeSheet = "closes the sheet"
  case speak = "moves focus and speaks"
}

/// One row of a seed's keyboard or gesture table.
public struct InputRule: Sendable {
  public let input: String
  public let effect: InputEffect
  public let platforms: [Platform]
  /// The seed's words for it.
  public let source: String
}

/// How a screen reader composes the focus announcement of a component: the parts in order,
/// the role words and the usage hint (SPEC §5; research `announcements.md` §1, §2 and §6).
public struct Composition: Sendable {
  public let parts: [Part]
  public let role: String?
  public let hint: String?
  public let examples: [String]
}

public struct Criterion: Sendable {
  public enum Aspect: String, Sendable, CaseIterable {
    case name, role, group, state, focus, textResize = "text resize"
  }
  public enum Check: String, Sendable {
    case tree = "checkable from a tree"
    case manual = "manual"
  }
  public let aspect: Aspect
  public let text: String
  public let check: Check
}

/// One part of a focus utterance, in the order the catalogue lists them.
public enum Part: String, Sendable {
  /// The selected state (`Selected` / `selected`).
  case selected
  /// A switch's on/off state.
  case state
  /// The element's value (iOS accessibilityValue; Android stateDescription).
  case value
  /// The accessible name: the `label`, else the name, else the catalogue's default.
  case name
  /// What a grouping element's children say, when it has no `label` of its own.
  case children
  /// The size of the grabber's sheet, as that platform speaks it.
  case size
  /// The role words (`Button`, `Switch Button`, `Heading`).
  case role
  /// The disabled state (`Dimmed` / `disabled`).
  case disabled
}
