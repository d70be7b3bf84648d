/// The component catalogue: what each component is, which states it has, which keys
/// and gestures act on it, what each screen reader says for it, and its seed's criteria. It is
/// data: one `Entry` per component in `Entries/`, each citing the seed file it was built from.
public struct Catalogue: Sendable {
  public var entries: [Entry] { storage.entries }

  public static let standard = Catalogue(entries: [
    .button, .toggleSwitch, .tableRow, .strikeThrough, .sheet,
    .grabber, .dismissElement, .closeButton,
    .text, .heading, .image, .list, .group, .container, .textField,
    .checkbox, .link, .radio, .tabs, .tab,
    .slider, .secureField, .preferenceRow, .progress, .searchField, .segmented, .segment,
    .toggleButton,
    .disclosure, .customActions,
    .dialog, .toast, .snackbar,
    .stepper, .stepperDecrement, .stepperIncrement,
    .dropdown, .dropdownPopup, .option, .popupDismiss,
    .grid, .cell,
  ])

  /// What the parser needs of the catalogue, built once.
  public var vocabulary: Vocabulary { storage.vocabulary }
  /// Entry index by kind and alias, since every element and target asks.
  private var entryByKind: [String: Int] { storage.entryByKind }

  public init(entries: [Entry]) {
    storage = Storage(entries: entries)
  }

  /// The fields, in one reference: every checker context, screen and compiler holds the
  /// catalogue, and copying its lists inline cost a retain and a release of each.
  private let storage: Storage

  private final class Storage: Sendable {
    let entries: [Entry]
    let vocabulary: Vocabulary
    let entryByKind: [String: Int]
    let allStates: [String]
    let allStateNames: [StateName]
    let primaryKinds: [String]
    let spokenRoles: [String]
    let allKinds: [String]

    init(entries: [Entry]) {
      self.entries = entries
      var byKind: [String: Int] = [:]
      for (index, entry) in entries.enumerated() {
        for kind in entry.kinds where byKind[kind] == nil { byKind[kind] = index }
      }
      self.entryByKind = byKind
      var seen = Set<String>()
      self.allStates = entries.flatMap(\.stateNames).filter { seen.insert($0).inserted }
      self.allStateNames = allStates.compactMap(StateName.init(rawValue:))
      var spoken: [String] = []
      for entry in entries {
        for platform in Platform.allCases {
          guard let composition = entry.announcements[platform], composition.parts.contains(.role),
            let role = composition.role, !spoken.contains(role)
          else { continue }
          spoken.append(role)
        }
      }
      self.spokenRoles = spoken
      self.primaryKinds = entries.compactMap(\.kinds.first)
      self.allKinds = entries.flatMap(\.kinds)
      let kinds = entries.flatMap(\.kinds)
      let states = entries.flatMap(\.stateNames)
      self.vocabulary = Vocabulary(kinds: Set(kinds), states: Set(states))
    }
  }

  public static let platforms = Platform.allCases.map(\.rawValue)

  /// Single keys, for messages; chords join them with `+`.
  public static let keys = KeyChord.keys.map(\.rawValue)
  public static let modifierKeys = KeyChord.modifiers
  /// The chords the simulator knows.
  public static let chords = KeyChord.allCases.filter { !KeyChord.keys.contains($0) }.map(\.rawValue)
  /// Keys that move keyboard focus among enabled interactive elements, whatever is focused.
  public static let navigationKeys = KeyChord.allCases.filter { $0.movesFocusForward != nil }.map(\.rawValue)

  public static let settings: [(name: String, values: [String], defaultValue: String)] = [
    ("hints", ["on", "off"], "on"),
    ("list-positions", ["on", "off"], "on"),
  ]

  /// The entry whose screen kind (or alias) is `kind`.
  public func entry(forKind kind: String) -> Entry? {
    entryByKind[kind].map { entries[$0] }
  }

  /// The same, as an index into `entries`.
  public func entryIndex(forKind kind: String) -> Int? {
    entryByKind[kind]
  }

  /// The entry of each common word that is a kind (`WordTable.texts`; -1: not a kind), for
  /// `ScreenIndex`: worked out once for the standard catalogue, where every screen's index
  /// looked up every common word. Not in `Storage`: the word table is made from the standard
  /// catalogue, so making the catalogue cannot wait for it.
  var entryOfCommonWord: [Int] {
    storage === Catalogue.standard.storage
      ? Catalogue.standardEntryOfCommonWord : WordTable.standard.texts.map { entryIndex(forKind: $0) ?? -1 }
  }

  private static let standardEntryOfCommonWord = WordTable.standard.texts.map {
    standard.entryIndex(forKind: $0) ?? -1
  }

  /// The entry a user names on the command line: its id, title, kind or alias, any case.
  public func entry(named name: String) -> Entry? {
    let wanted = name.lowercased()
    return entries.first {
      $0.id == wanted || $0.title.lowercased() == wanted || $0.kinds.contains(wanted)
    }
  }

  /// Every state word of every entry, in catalogue order without repeats.
  public var allStates: [String] { storage.allStates }
  /// The same as states, to compare a script's states with no String made.
  public var allStateNames: [StateName] { storage.allStateNames }

  /// The primary kind of each entry that is a kind (the words a screen writes elements with).
  public var primaryKinds: [String] { storage.primaryKinds }

  /// The role words either reader speaks for some component (`Button`, `Switch Button`,
  /// `Switch`, …), in catalogue order: what `expect role` compares with, since the role a user
  /// hears is the spoken one, and it differs by platform (a row is a `Button` on iOS and has
  /// no role on Android).
  public var spokenRoles: [String] { storage.spokenRoles }

  public var allKinds: [String] { storage.allKinds }

}

/// What the parser needs to know of the catalogue to tell names from kinds and states.
public struct Vocabulary: Sendable {
  public let kinds: Set<String>
  public let states: Set<String>
}

/// One component. A class, though it is plain immutable data: screen models and the checker
/// hold an entry per element, and copying a reference is one retain where copying the struct
/// was dozens (measured in BENCHMARKS.md).
public final class Entry: Sendable {
  /// Stable identifier, used by `earshot catalogue ID`.
  public let id: String
  /// The component's name in messages: `Button`.
  public let title: String
  /// The seed file this entry is built from, under `shared/seeds/`; nil for a kind no seed
  /// describes (such as the check box and the link), whose phrases come from `sources` instead.
  public let seed: String?
  /// The public sources of its phrases (repository, file, string name), for a kind whose
  /// wording comes from the readers rather than a seed; `earshot catalogue` prints them.
  public let sources: [String]
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
  public let exclusiveStates: [[StateName]]
  /// Keys whose effect depends on the component (space, enter); navigation keys and escape are
  /// the same for every component (`Catalogue.navigationKeys`).
  public let keyboard: [InputRule]
  public let gestures: [InputRule]
  public let announcements: [Platform: Composition]
  public let criteria: [Criterion]
  /// The name a screen reader speaks for an element of this kind that the screen leaves
  /// unnamed, where the seed gives one (the card controller, the dismiss element).
  public let defaultNames: [Platform: String]

  // MARK: Behaviour (what the simulator does with it, read here instead of from its kind)

  /// What activating it does.
  public let activation: Activation
  /// Its place in the screen's structure: a sheet, a list, or an element.
  public let structure: Structure
  /// Its part in a sheet, which decides where focus lands when the sheet opens.
  public let sheetPart: SheetPart?
  /// Names that make an element of this kind close the sheet it is in (a `button "Close"`).
  public let closesSheetWhenNamed: Set<String>
  /// Whether it must have an accessible name (a control, an image): unnamed, TalkBack calls
  /// it `Unlabelled` and `audit` reports it.
  public let needsName: Bool
  /// Whether it takes focus even with nothing to say (a control, an image), so that an audit
  /// can find it.
  public let takesFocusUnnamed: Bool
  /// Whether an empty value is read from its placeholder (a text field).
  public let valueShowsPlaceholder: Bool
  /// Role words its name must not repeat (seeds 002 and 003: no "button" or "switch").
  public let roleWordsNotInName: [String]
  /// An element a platform adds to one of these (iOS's dismiss element in a sheet).
  public let synthesizedChild: SynthesizedChild?
  /// The kinds its parent must be, if any (a `tab` is an item of `tabs`); empty: anywhere.
  public let allowedParents: [String]
  /// The kinds its children must be, if only some (`tabs` holds `tab`s); nil: any kind.
  public let allowedChildren: [String]?
  /// How `swipe up` and `swipe down` move its value (a slider); nil: it is not adjustable.
  public let adjustment: Adjustment?
  /// The unit and bounds of a value it shows that no gesture moves (a progress indicator's
  /// percentage), checked as an adjustable value is; none written is allowed (an indeterminate
  /// indicator). Nil: its value, if any, is not a number of this kind (a drop-down's option).
  public let shownValue: ValueBounds?
  /// What `type` does to it and how its text is spoken (a text or secure field); nil: it
  /// takes no text.
  public let textEntry: TextEntry?
  /// The value its parts step (a stepper's: `Activation.step`), its bounds and default step;
  /// nil: it has none. Unlike `adjustment`, vertical swipes do not move it.
  public let steppedValue: SteppedValue?
  /// The stops its platform control draws for itself, in order, none of them written in a
  /// screen (a stepper's decrement and increment buttons).
  public let parts: [Entry]
  /// The pop-up its platform opens when it is activated, holding its children (a drop-down's
  /// menu of options): a sheet of this entry's, added by the platform; nil: none.
  public let popup: Entry?
  /// Whether it lays its items out in the columns its screen writes (`grid "Photos" columns 3`),
  /// a collection whose items TalkBack places by row and column (`Structure.list` otherwise).
  public let takesColumns: Bool
  /// What a reader says in the name's place for an element of this kind that has no name
  /// (TalkBack's `password` for a secure field). Unlike `defaultNames` it is no name: `expect
  /// name` and `audit` still find none.
  public let spokenWhenUnnamed: [Platform: String]
  /// The toolkits that may draw an element of this kind other than a sheet, where their words
  /// differ (`progress "Syncing" toolkit compose`); a sheet's are the catalogue's sheet toolkits.
  public let toolkits: [String]
  /// The rotor items (VoiceOver) or reading controls (TalkBack) that move to an element of this
  /// kind, per platform (`rotor headings`, then `swipe down`); none: no rotor stops on it.
  public let rotorItems: [Platform: Set<RotorItem>]
  /// The state in which its children can be reached (a disclosure's `expanded`); in any other
  /// state they are out of every order, as the content of a collapsed disclosure is not on
  /// screen. Nil: its children are always there.
  public let revealsChildrenWhen: StateName?
  /// How it behaves as a window or a transient message (a dialog, a snackbar, a toast); nil:
  /// it is neither.
  public let window: WindowBehaviour?

  public init(
    id: String, title: String, seed: String?, sources: [String] = [], kinds: [String], usage: String,
    summary: String,
    isInteractive: Bool, groupsChildren: Bool, iosTraits: [String], androidRole: String,
    states: [StateSpec], exclusiveStates: [[StateName]], keyboard: [InputRule], gestures: [InputRule],
    announcements: [Platform: Composition], criteria: [Criterion], defaultNames: [Platform: String] = [:],
    activation: Activation? = nil, structure: Structure = .element, sheetPart: SheetPart? = nil,
    closesSheetWhenNamed: Set<String> = [], needsName: Bool? = nil, takesFocusUnnamed: Bool? = nil,
    valueShowsPlaceholder: Bool = false, roleWordsNotInName: [String] = [],
    synthesizedChild: SynthesizedChild? = nil, allowedParents: [String] = [],
    allowedChildren: [String]? = nil,
    adjustment: Adjustment? = nil, shownValue: ValueBounds? = nil, textEntry: TextEntry? = nil,
    spokenWhenUnnamed: [Platform: String] = [:],
    rotorItems: [Platform: Set<RotorItem>] = [:], toolkits: [String] = [],
    revealsChildrenWhen: StateName? = nil,
    window: WindowBehaviour? = nil,
    steppedValue: SteppedValue? = nil, parts: [Entry] = [], popup: Entry? = nil, takesColumns: Bool = false
  ) {
    self.id = id
    self.title = title
    self.seed = seed
    self.sources = sources
    self.kinds = kinds
    self.usage = usage
    self.summary = summary
    self.isInteractive = isInteractive
    self.groupsChildren = groupsChildren
    self.iosTraits = iosTraits
    self.androidRole = androidRole
    self.states = states
    self.stateNames = states.map(\.name.rawValue)
    self.exclusiveStates = exclusiveStates
    self.keyboard = keyboard
    self.gestures = gestures
    self.announcements = announcements
    announcementsByPlatform = Platform.allCases.map { announcements[$0] }
    var announced: UInt8 = 0
    var spoken: UInt8 = 0
    var named: UInt8 = 0
    for platform in Platform.allCases {
      let bit: UInt8 = 1 << platform.ordinal
      if let composition = announcements[platform] {
        announced |= bit
        if !composition.parts.isEmpty { spoken |= bit }
      }
      if defaultNames[platform] != nil { named |= bit }
    }
    announcedOn = announced
    saysSomethingOn = spoken
    namedByDefaultOn = named
    self.criteria = criteria
    self.defaultNames = defaultNames
    self.activation = activation ?? (isInteractive ? .fire : .none)
    self.structure = structure
    self.sheetPart = sheetPart
    self.closesSheetWhenNamed = closesSheetWhenNamed
    self.needsName = needsName ?? isInteractive
    self.takesFocusUnnamed = takesFocusUnnamed ?? isInteractive
    self.valueShowsPlaceholder = valueShowsPlaceholder
    self.roleWordsNotInName = roleWordsNotInName
    self.synthesizedChild = synthesizedChild
    self.allowedParents = allowedParents
    self.allowedChildren = allowedChildren
    self.adjustment = adjustment
    self.shownValue = shownValue
    self.textEntry = textEntry
    self.spokenWhenUnnamed = spokenWhenUnnamed
    self.rotorItems = rotorItems
    self.toolkits = toolkits
    self.revealsChildrenWhen = revealsChildrenWhen
    self.window = window
    self.steppedValue = steppedValue
    self.parts = parts
    self.popup = popup
    self.takesColumns = takesColumns
  }

  /// Whether a screen-reader focus is held inside it while it is open: a sheet, a dialog; not
  /// a snackbar, which shows over the screen without taking the reader.
  public var isModal: Bool { window?.isModal ?? true }

  /// Whether `shows X` may name it: a toast, a snackbar.
  public var isShown: Bool { window?.isShown ?? false }

  /// The states of this component, in catalogue order, as written (made once: rules compare
  /// every state word a script expects with them).
  public let stateNames: [String]

  /// `announcements` by `Platform.ordinal`: screen models ask for each element's, and reading
  /// an array is cheaper than hashing a key.
  private let announcementsByPlatform: [Composition?]

  /// What the screen reader of `platform` says for it (nil: the platform does not have it).
  public func announcement(on platform: Platform) -> Composition? {
    announcementsByPlatform[platform.ordinal]
  }

  /// Bits by `Platform.ordinal`: the platforms that have it (`announcement(on:)` is not nil),
  /// those whose announcement of it has parts, and those that give it a default name. Screen
  /// models ask these of every element on each platform, and an announcement read out of the
  /// entry is a copy of a dozen references, a default name a hashed key.
  private let announcedOn: UInt8
  private let saysSomethingOn: UInt8
  private let namedByDefaultOn: UInt8

  /// Whether `platform` has it: `announcement(on:) != nil`.
  func isAnnounced(on platform: Platform) -> Bool {
    announcedOn & (1 << platform.ordinal) != 0
  }

  /// Whether `platform` has it and its announcement has parts.
  func saysSomething(on platform: Platform) -> Bool {
    saysSomethingOn & (1 << platform.ordinal) != 0
  }

  /// Whether `defaultNames[platform]` is not nil.
  func hasDefaultName(on platform: Platform) -> Bool {
    namedByDefaultOn & (1 << platform.ordinal) != 0
  }

  /// Whether it has `state`.
  public func has(_ state: StateName) -> Bool {
    states.contains { $0.name == state }
  }

  /// "Button has: disabled, selected, pressed", or "Text has no states".
  public var statesSentence: String {
    stateNames.isEmpty ? "\(title) has no states" : "\(title) has: \(stateNames.joined(separator: ", "))"
  }

  /// The states a screen may write on it: all but those only an action gives (`pressed`).
  public var declarableStateNames: [String] {
    states.filter { !$0.isTransient }.map(\.name.rawValue)
  }

  /// "in a screen, Button can be: disabled, selected", or "Text has no states": what a screen
  /// may write, without the states only an action gives.
  public var declarableStatesSentence: String {
    if stateNames.isEmpty { return statesSentence }
    let declarable = declarableStateNames
    return declarable.isEmpty
      ? "in a screen, \(title) can be in no state"
      : "in a screen, \(title) can be: \(declarable.joined(separator: ", "))"
  }

  /// What `key` does to this component on `platform` (nil: nothing).
  public func effect(ofKey key: KeyChord, on platform: Platform) -> InputEffect? {
    if key.movesFocusForward != nil { return .moveFocus }
    if key == .escape { return .closeSheet }
    return keyboard.first { $0.input == .key(key) && $0.platforms.contains(platform) }?.effect
  }
}

/// What activating an element does.
public enum Activation: Sendable, Equatable {
  /// Nothing: it is not interactive.
  case none
  /// Its action fires (`pressed`): it opens its sheet and posts its announcement.
  case fire
  /// It moves to the next state of its cycle and speaks only the new one.
  case toggle(StateCycle)
  /// It cycles the size of the sheet it is in, speaking its name and the new size.
  case resizeSheet
  /// It closes the sheet it is in.
  case closeSheet
  /// It is the one of its set chosen: it takes this state, which the other items of its set
  /// lose (each going to its exclusive group's default): a radio button is checked and the
  /// others of its set unchecked, a tab selected and its siblings not. Activating the one
  /// already chosen changes nothing. What is said after it is its composition's `afterChange`
  /// or `afterNoChange`.
  case choose(StateName)
  /// It moves the value of the element it is a part of one step up or down (a stepper's
  /// increment and decrement buttons: `Entry.steppedValue`), and the reader speaks the new value.
  case step(up: Bool)
  /// It is chosen as `choose` chooses, its name becomes the value of the element whose pop-up
  /// it is in (`Entry.popup`: a drop-down's option), and the pop-up closes, focus returning to
  /// that element, which the reader speaks again.
  case pick(StateName)
}

/// The states a toggle moves through, each to the next: a switch `on` to `off` and back; a
/// check box `checked` to `unchecked` and back, and `mixed` to `checked`. Written as a
/// dictionary literal, kept in order.
public struct StateCycle: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  public struct Step: Sendable, Equatable {
    public let from: StateName
    public let to: StateName
  }
  public let steps: [Step]

  public init(dictionaryLiteral elements: (StateName, StateName)...) {
    steps = elements.map { Step(from: $0.0, to: $0.1) }
  }

  /// The step from the state held now. An element holding none of the cycle's states (a
  /// switch written without `on` or `off`) moves as from the last step's state, as a switch
  /// always has: an unset switch toggles as if off.
  public func step(from held: Set<StateName>) -> Step? {
    steps.first { held.contains($0.from) } ?? steps.last
  }
}

/// An element's place in the structure of a screen.
public enum Structure: Sendable {
  case element
  /// A modal surface: while open it holds the reader; it has a size.
  case sheet
  /// A collection whose items TalkBack numbers (`2 of 5`): its children (a list's rows, a tab
  /// bar's tabs).
  case list
  /// An item of a collection with no element around it: consecutive siblings of this kind form
  /// one set, numbered as a list's items are and of which one is chosen (radio buttons, which
  /// an app groups in a `RadioGroup` that a screen does not write).
  case siblingSet
}

/// How a dialog, snackbar or toast behaves as a window or a transient message: what the readers
/// say as it appears and goes, where focus lands, what closes it. The words are each entry's,
/// with their sources.
public struct WindowBehaviour: Sendable {
  /// What a reader says as it opens, before the stop focus lands on (TalkBack's window title:
  /// the element's name; VoiceOver's `Alert`).
  public enum Opening: Sendable, Equatable {
    case name
    case word(String)
  }
  /// Where focus lands as it opens: its title (the first stop), or the first stop that is not
  /// its title.
  public enum Landing: Sendable, Equatable {
    case title
    case afterTitle
  }

  /// False: it shows over the screen, and the reader's focus stays where it is (a snackbar).
  public let isModal: Bool
  /// `shows X` names it (a toast, a snackbar); else `opens X` does (a dialog).
  public let isShown: Bool
  /// Activating any control in it closes it (a dialog's buttons, a snackbar's action).
  public let closedByItsControls: Bool
  /// The entries of the title and message a platform draws in it from its name and `message`.
  public let title: Entry?
  public let message: Entry?
  public let opening: [Platform: Opening]
  public let landing: [Platform: Landing]
  /// The platforms whose reader speaks the screen's title as it closes (TalkBack: the window
  /// below becomes the active one again).
  public let screenTitleOnClose: Set<Platform>
  /// The platforms whose reader speaks it, and its controls, when it is shown, without moving
  /// focus (a live region, a toast's notification event).
  public let spokenWhenShown: Set<Platform>

  public init(
    isModal: Bool, isShown: Bool, closedByItsControls: Bool, title: Entry? = nil, message: Entry? = nil,
    opening: [Platform: Opening] = [:], landing: [Platform: Landing] = [:],
    screenTitleOnClose: Set<Platform> = [], spokenWhenShown: Set<Platform> = []
  ) {
    self.isModal = isModal
    self.isShown = isShown
    self.closedByItsControls = closedByItsControls
    self.title = title
    self.message = message
    self.opening = opening
    self.landing = landing
    self.screenTitleOnClose = screenTitleOnClose
    self.spokenWhenShown = spokenWhenShown
  }
}

/// The parts of a sheet, in the order focus prefers them when the sheet opens (seed 004). A
/// scrim (Compose's, after the content) closes the sheet but never takes focus when it opens.
public enum SheetPart: Int, Sendable, Comparable {
  case grabber, dismiss, close, scrim

  public static func < (lhs: SheetPart, rhs: SheetPart) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An element that a platform adds to every element of a kind: iOS puts an invisible dismiss
/// element in each sheet, after its grabber (seed 004), unless the screen writes one.
public struct SynthesizedChild: Sendable {
  public let entry: Entry
  public let platforms: Set<Platform>
  /// It goes after the first child of this part, else first.
  public let after: SheetPart?
}

public struct StateSpec: Sendable {
  public let name: StateName
  public let meaning: String
  /// What each screen reader says for it, where it says anything. An empty word: the reader
  /// says nothing for it (VoiceOver says `Selected` for a checked radio button, nothing for
  /// an unchecked one).
  public let spoken: [Platform: String]
  /// A state only an action produces (`pressed`): a screen cannot declare it.
  public let isTransient: Bool
  /// The state an element holds when its screen writes no state of this one's exclusive group
  /// (a check box is `unchecked`, a sheet `full`).
  public let isDefault: Bool

  public init(
    name: StateName, meaning: String, spoken: [Platform: String], isTransient: Bool = false,
    isDefault: Bool = false
  ) {
    self.name = name
    self.meaning = meaning
    self.spoken = spoken
    self.isTransient = isTransient
    self.isDefault = isDefault
  }
}

public enum InputEffect: String, Sendable {
  case activate = "activates"
  case moveFocus = "moves focus"
  case closeSheet = "closes the sheet"
  case speak = "moves focus and speaks"
  case adjust = "adjusts its value one step"
}

/// One row of a seed's keyboard or gesture table.
public struct InputRule: Sendable {
  public enum Input: Sendable, Equatable, CustomStringConvertible {
    case key(KeyChord)
    case gesture(Gesture)

    public var description: String {
      switch self {
      case .key(let key): return key.rawValue
      case .gesture(let gesture): return gesture.rawValue
      }
    }
  }

  public let input: Input
  public let effect: InputEffect
  public let platforms: [Platform]
  /// The seed's words for it.
  public let source: String
}

/// How a screen reader composes the focus announcement of a component: the parts in order,
/// the role words and the usage hint (research `announcements.md` §1, §2 and §6).
public struct Composition: Sendable {
  public let parts: [Part]
  public let role: String?
  public let hint: String?
  public let examples: [String]
  /// What the reader says after an activation changes the element's state, as the element
  /// reads after it: by default only the new state (a switch's `On`, a check box's `Checked`).
  public let afterChange: [Part]
  /// What it says after an activation that changes nothing (a radio button already checked):
  /// by default nothing.
  public let afterNoChange: [Part]
  /// States in which the reader gives no usage hint, because the element then offers no click
  /// action (Material's TabLayout takes it from the selected tab).
  public let noHintWhen: [StateName]
  /// The usage hint by the size of the sheet the element is in, where it is not `hint`
  /// (Material's drag handle offers `Collapse the bottom sheet` on an expanded sheet).
  public let hintBySheetSize: [StateName: String]
  /// What the reader says after the element resizes its sheet (`Activation.resizeSheet`): the
  /// seed's name and new size, TalkBack's new state alone, or nothing known.
  public let afterResize: [Part]
  /// The size of the element's sheet as the element itself puts it in its name, where it does
  /// (Material 1.14's drag handle: `Collapsed. Drag handle`); nil: the name is the name.
  public let sheetSizeInName: SheetSizeInName?
  /// The element's tooltip, which TalkBack speaks after the role where it differs from the
  /// spoken name (`TalkBack.treeDescription`); nil: none.
  public let tooltip: String?
  /// The usage hint in a state of the element's own, where it depends on it (a disclosure's
  /// `Double tap to expand` while collapsed); a state without one keeps `hint`.
  public let hintByState: [StateName: String]

  public init(
    parts: [Part], role: String?, hint: String?, examples: [String], afterChange: [Part] = [.state],
    afterNoChange: [Part] = [], noHintWhen: [StateName] = [], hintBySheetSize: [StateName: String] = [:],
    afterResize: [Part] = [.name, .size], sheetSizeInName: SheetSizeInName? = nil, tooltip: String? = nil,
    hintByState: [StateName: String] = [:]
  ) {
    self.parts = parts
    self.role = role
    self.hint = hint
    self.examples = examples
    self.afterChange = afterChange
    self.afterNoChange = afterNoChange
    self.noHintWhen = noHintWhen
    self.hintBySheetSize = hintBySheetSize
    self.afterResize = afterResize
    self.sheetSizeInName = sheetSizeInName
    self.tooltip = tooltip
    self.hintByState = hintByState
  }
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
  /// The held state of each exclusive group: a switch's on/off, a check box's checked /
  /// unchecked / mixed, in the words its entry gives each platform.
  case state
  /// The element's value (iOS accessibilityValue; Android stateDescription).
  case value
  /// The accessible name: the `label`, else the name, else the catalogue's default.
  case name
  /// What a grouping element's children say, when it has no `label` of its own.
  case children
  /// The size of the grabber's sheet, as that platform speaks it.
  case size
  /// What a text field shows as its text, which TalkBack speaks as an edit box's name: the
  /// typed value; empty, its label (Material's TextInputLayout puts it in the box), else its
  /// placeholder (an EditText shows its hint as its text). google/talkback
  /// `EditTextDescription.nameDescription`; readers-wording.md §2.8.
  case text
  /// The role words (`Button`, `Switch Button`, `Heading`).
  case role
  /// The element's place in its collection (`2 of 4`), where the reader speaks it as part of
  /// the element (VoiceOver's tab context). TalkBack's positions are its own, added after
  /// every part (`TalkBack.collectionParts`).
  case position
  /// The disabled state (`Dimmed` / `disabled`).
  case disabled
}
