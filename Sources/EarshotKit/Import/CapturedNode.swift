import Foundation

/// A node of a captured tree in words common to every format, before it is mapped onto the
/// platform tree (`PlatformTree`). Readers fill it from their format; empty strings are nil.
struct CapturedNode: Sendable {
  /// What the format says the node is: an Android class's last segment (`Switch`,
  /// `LinearLayout`) or an iOS element type without its prefix (`Switch`, `Cell`).
  var type: String
  /// The spoken label: Android `content-desc`, iOS `label`.
  var label: String?
  /// Android's visible `text` (iOS has none apart from the label).
  var text: String?
  /// Android `hint`, iOS `placeholderValue`.
  var placeholder: String?
  var value: String?
  /// Android `resource-id` after `:id/`, iOS identifier.
  var identifier: String?
  var checked: Bool?
  /// Android `checkable` (the node can hold a checked state at all; `checked` is nil when not).
  var checkable = false
  /// Android `clickable` alone; `longClickable` is its own flag (TalkBack's long-press hint).
  var clickable = false
  var longClickable = false
  /// Android `focusable`.
  var focusable = false
  /// Android `screen-reader-focusable` (newer Appium servers); nil when the capture has none.
  var screenReaderFocusable: Bool?
  /// Appium's `a11y-important` (`isImportantForAccessibility`); nil when the capture has none.
  var important: Bool?
  /// Android's full `class` (`android.widget.Switch`); `type` is its last segment.
  var className = ""
  /// Android `tooltip-text`.
  var tooltip: String?
  /// Android `text-entry-key` (a key of an on-screen keyboard).
  var textEntryKey = false
  /// Android `focused` (`isFocused`: the node has input focus, such as a field being edited).
  var focused = false
  /// Appium's `drawing-order` (`getDrawingOrder`): 0 for a virtual node a provider made
  /// (Compose, Flutter, web content), as the framework gives views their place among siblings;
  /// nil when the capture has none.
  var drawingOrder: Int?
  /// Android `package` (the app or system component the node belongs to).
  var package: String?
  /// WebDriverAgent's `accessible` (UIKit's `isAccessibilityElement`, no accessible ancestor);
  /// nil when the capture has none.
  var accessible: Bool?
  /// WebDriverAgent's `traits`, one word each (`Button`, `Header`); empty when not captured.
  var traits: [String] = []
  var enabled = true
  var selected = false
  /// The node's own flag says it is not visible (`displayed="false"`, `visible-to-user="false"`,
  /// iOS `visible="false"`). Never inherited: a reader decides what it means for the children.
  var hidden = false
  /// Android's "not accessibility friendly" flag: clickable, nothing to say.
  var notAccessibilityFriendly = false
  var heading = false
  var scrollable = false
  /// Android `password`: a field whose text is hidden.
  var password = false
  /// Where the node is, in the capture's own unit (`Bounds.unit` is set by `ReaderMapper`).
  var frame: Bounds?
  var range: SourceRange
  var children: [CapturedNode] = []

  init(type: String, range: SourceRange) {
    self.type = type
    self.range = range
  }

  /// Trims a captured string and treats blank as absent (uiautomator writes `""`, Appium
  /// leaves the attribute out, labels made only of spaces occur on web content).
  static func clean(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    // Nearly always: nothing to trim (checked on the first and last bytes, no Foundation).
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, last > 0x20, first < 0x80,
      last < 0x80
    {
      return text
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// `clean` of an attribute's value.
  static func clean(_ attribute: MarkupDocument.Attribute?, in document: MarkupDocument) -> String? {
    clean(attribute.map(document.string))
  }

  /// Whether `clean` would return these bytes as they are: they start and end with visible ASCII.
  static func needsNoTrimming(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = value.first, let last = value.last else { return false }
    return first > 0x20 && last > 0x20 && first < 0x80 && last < 0x80
  }

  /// Calls `body` with every node below this one, depth first in document order, without
  /// copying the tree (an array of every node copied each node's Strings and children).
  func forEachDescendant(_ body: (CapturedNode) -> Void) {
    var stack: [(siblings: [CapturedNode], next: Int)] = [(children, 0)]
    while let (siblings, next) = stack.last {
      guard next < siblings.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      body(siblings[next])
      if !siblings[next].children.isEmpty { stack.append((siblings[next].children, 0)) }
    }
  }

  /// This node and every node below it.
  var nodeCount: Int {
    var count = 1
    forEachDescendant { _ in count += 1 }
    return count
  }

  /// The labels (else texts) of the nodes below this one that `include` keeps, in document order.
  func descendantTexts(where include: (CapturedNode) -> Bool) -> [String] {
    var texts: [String] = []
    forEachDescendant { node in
      if include(node), let text = node.label ?? node.text { texts.append(text) }
    }
    return texts
  }
}
