/// The screen model: a tree of elements written in a `.screen` file, inline after `screen` in
/// a script, or imported from a captured accessibility tree.
public struct Screen: Sendable {
  public let file: SourceFile
  public var title: Located<String>?
  /// `platform ios` in a screen file: the platform it was captured on or written for.
  public var platforms: [Located<String>]?
  /// The platforms of `platform` lines that a later one replaced: still checked.
  public var replacedPlatforms: [Located<String>] = []
  public var elements: [Element]
  public let range: SourceRange
  /// `allow RULE on TARGET because "…"` lines: findings accepted for every script
  /// that uses the screen, and for `earshot audit`.
  public var allowances: [Allowance] = []
  /// The capture format it was imported from; nil for a screen written by hand. A capture is
  /// what an app showed, so what the language forbids a screen to say (two checked radios of
  /// one set) is for `audit` to report in it, not an error that refuses it.
  public var importedFrom: CaptureFormat?

  public init(
    file: SourceFile, title: Located<String>?, platforms: [Located<String>]?, elements: [Element],
    range: SourceRange
  ) {
    self.file = file
    self.title = title
    self.platforms = platforms
    self.elements = elements
    self.range = range
  }

  /// Every element, depth first in document order. Each is copied once (a stack of elements
  /// copied each several times, a dozen references counted every time).
  public var allElements: [Element] {
    var all: [Element] = []
    all.reserveCapacity(Screen.count(elements))
    Screen.append(elements, to: &all)
    return all
  }

  /// How many elements `level` and everything inside it hold.
  private static func count(_ level: [Element]) -> Int {
    level.indices.reduce(level.count) { $0 + count(level[$1].children) }
  }

  /// Every element of `level` and inside it, depth first (the depth is bounded by
  /// `Limits.maximumNesting`).
  private static func append(_ level: [Element], to all: inout [Element]) {
    for index in level.indices {
      all.append(level[index])
      append(level[index].children, to: &all)
    }
  }
}

/// `KIND name? modifier* block?`
public struct Element: Sendable {
  public var kind: Located<String>
  public var name: Located<String>?
  public var id: Located<String>?
  /// Bare words after the name: states of the kind (`on`, `disabled`, `half`).
  public var states: [Located<String>] = []
  public var label: Located<String>?
  public var value: Located<String>?
  public var hint: Located<String>?
  public var visible: Located<String>?
  public var placeholder: Located<String>?
  /// `step 10`: how far `swipe up` / `swipe down` move an adjustable element's value, in the
  /// value's unit, as written (a number, or a percentage).
  public var step: Located<String>?
  /// `columns 3`: how many columns a grid lays its cells out in, as written (a number); the
  /// checker reads it (`GridColumnsRule`).
  public var columns: Located<String>?
  /// The role words spoken instead of the catalogue's (Android roleDescription, a custom
  /// control's traits); `role ""` speaks none, as SwiftUI's Toggle did before iOS 17.
  public var role: Located<String>?
  /// `toolkit material`: the toolkit that draws a sheet, which decides its grabber's, dismiss
  /// element's and scrim's wording (`SheetToolkit`); one per platform, each as written. The
  /// checker reads the words against the catalogue's toolkits.
  public var toolkits: [Located<String>] = []
  /// `action "Delete"`: the element's custom accessibility actions, in order, each as written
  /// (`UIAccessibilityCustomAction`, `AccessibilityNodeInfo.AccessibilityAction` with a label).
  public var actions: [Located<String>] = []
  public var hidden = false
  public var strikethrough = false
  public var opens: Located<String>?
  public var announces: Located<String>?
  /// `dialog "Error" message "…"`: the dialog's message, below its title.
  public var message: Located<String>?
  /// `shows "Saved"`: the toast or snackbar activating the element shows.
  public var shows: Located<String>?
  public var children: [Element] = []
  /// Where a captured element is on screen (`Bounds`); nil in hand-written screens.
  public var bounds: Bounds?
  /// The capture marks a part merged into this element (not imported on its own) as selected.
  public var hasSelectedPart = false
  /// How the reader of the capture it was imported from reads it (nil: written by hand).
  public var captured: ElementReading?
  public var range: SourceRange

  public init(kind: Located<String>, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The names a script may use for this element: its name and its label.
  public var names: [String] {
    [name?.value, label?.value].compactMap { $0 }
  }

  /// How the element reads in messages: `button "Submit"`.
  public var description: String {
    Element.describe(kind: kind.value, name: (name ?? label)?.value, id: id?.value)
  }

  /// `description` of an element with this kind, name (or label) and id: for callers that read
  /// the parts in place, since calling a getter on an element of an array copies the element.
  static func describe(kind: String, name: String?, id: String?) -> String {
    if let name {
      guard !VisibleText.needsQuotingEscapes(name) else { return "\(kind) \(VisibleText.quoted(name))" }
      return quoting(name, after: kind)
    }
    if let id { return "\(kind) @\(id)" }
    return kind
  }

  /// `kind "name"`, for a name with nothing to escape, made in one allocation (none when
  /// short): interpolating and quoting made three, for every element of every screen.
  private static func quoting(_ name: String, after kind: String) -> String {
    String(unsafeUninitializedCapacity: kind.utf8.count + name.utf8.count + 3) { buffer in
      var end = buffer.initialize(fromContentsOf: kind.utf8)
      end = buffer[end...].initialize(fromContentsOf: " \"".utf8)
      end = buffer[end...].initialize(fromContentsOf: name.utf8)
      buffer[end] = UInt8(ascii: "\"")
      return end + 1
    }
  }
}
