/// The tag and attribute names of one capture, each spelled once. A dump repeats the same
/// twenty names on every node: looking each one up by its bytes and keeping a number costs less
/// than making a String per attribute, and readers then compare numbers, not text.
struct MarkupNames: Sendable {
  /// A name's number: its index in `spellings`. The names readers ask for come first, so their
  /// numbers are `KnownName` raw values.
  typealias ID = Int32

  private var spellings: [String] = []
  /// The UTF-8 bytes of every spelling, one after the other, and where each one starts.
  private var storage: [UInt8] = []
  private var starts: [Int] = [0]
  /// Open addressing: a slot holds an ID, or -1 when free; kept at most half full.
  private var slots = [ID](repeating: -1, count: 64)

  /// A table that already holds the known names, copied (not rebuilt) for every capture.
  static let seeded: MarkupNames = {
    var names = MarkupNames()
    for known in KnownName.allCases {
      let bytes = Array(known.spelling.utf8)
      let id = bytes.withUnsafeBufferPointer { names.id(of: $0, hash: hash(of: $0)) }
      precondition(id == known.rawValue, "KnownName cases must be in order")
    }
    return names
  }()

  /// FNV-1a, the hash the parser works out while it scans a name.
  static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325

  @inline(__always)
  static func hash(adding byte: UInt8, to hash: UInt64) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    bytes.reduce(hashSeed) { hash(adding: $1, to: $0) }
  }

  func string(_ id: ID) -> String { spellings[Int(id)] }

  /// The number of `name`, given its hash; a new name gets the next number.
  mutating func id(of name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> ID {
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while true {
      let id = slots[slot]
      if id < 0 { break }
      if spelled(id, as: name) { return id }
      slot = (slot + 1) & (slots.count - 1)
    }
    let id = ID(spellings.count)
    slots[slot] = id
    storage.append(contentsOf: name)
    starts.append(storage.count)
    spellings.append(String(decoding: name, as: UTF8.self))
    if spellings.count * 2 > slots.count { grow() }
    return id
  }

  /// The UTF-8 length of a name.
  func byteCount(_ id: ID) -> Int { starts[Int(id) + 1] - starts[Int(id)] }

  private func spelled(_ id: ID, as name: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[Int(id)]
    guard starts[Int(id) + 1] - start == name.count else { return false }
    return storage.withUnsafeBufferPointer { stored in
      for index in 0..<name.count where stored[start + index] != name[index] { return false }
      return true
    }
  }

  private mutating func grow() {
    slots = [ID](repeating: -1, count: slots.count * 2)
    for id in 0..<spellings.count {
      let start = starts[id]
      let hash = storage.withUnsafeBufferPointer {
        MarkupNames.hash(of: UnsafeBufferPointer(rebasing: $0[start..<starts[id + 1]]))
      }
      var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = ID(id)
    }
  }
}

/// The names the readers look for, numbered in this order in every `MarkupNames`.
enum KnownName: MarkupNames.ID, CaseIterable {
  // Android (uiautomator and Appium UiAutomator2)
  case className, contentDescription, text, hint, resourceID, checkable, checked, clickable
  case longClickable, enabled, selected, displayed, visibleToUser, notAccessibilityFriendly
  case heading, scrollable, password, bounds, density, width, height
  // Appium iOS (and `width`, `height`)
  case type, label, value, placeholderValue, name, visible, traits, appiumRoot, x, y
  // Added later, in this order (the numbers of the cases above stay as they were)
  case focusable, screenReaderFocusable, a11yImportant, tooltipText, textEntryKey, accessible
  case focused, drawingOrder, package

  var spelling: String {
    switch self {
    case .className: "class"
    case .contentDescription: "content-desc"
    case .text: "text"
    case .hint: "hint"
    case .resourceID: "resource-id"
    case .checkable: "checkable"
    case .checked: "checked"
    case .clickable: "clickable"
    case .longClickable: "long-clickable"
    case .enabled: "enabled"
    case .selected: "selected"
    case .displayed: "displayed"
    case .visibleToUser: "visible-to-user"
    case .notAccessibilityFriendly: "NAF"
    case .heading: "heading"
    case .scrollable: "scrollable"
    case .password: "password"
    case .bounds: "bounds"
    case .density: "density"
    case .width: "width"
    case .height: "height"
    case .type: "type"
    case .label: "label"
    case .value: "value"
    case .placeholderValue: "placeholderValue"
    case .name: "name"
    case .visible: "visible"
    case .traits: "traits"
    case .appiumRoot: "AppiumAUT"
    case .x: "x"
    case .y: "y"
    case .focusable: "focusable"
    case .screenReaderFocusable: "screen-reader-focusable"
    case .a11yImportant: "a11y-important"
    case .tooltipText: "tooltip-text"
    case .textEntryKey: "text-entry-key"
    case .accessible: "accessible"
    case .focused: "focused"
    case .drawingOrder: "drawing-order"
    case .package: "package"
    }
  }
}
