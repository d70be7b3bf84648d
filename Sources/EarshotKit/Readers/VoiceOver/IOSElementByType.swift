/// Rule `iosElementByType`: when the capture has no `accessible` attribute, whether a kept node
/// is a stop (one VoiceOver element, nothing below it read on its own) or a container (its
/// children are tested in turn). The walk in `VoiceOverModel` stops at the first stop on a path,
/// which closes its subtree.
///
/// Source: AccessibilitySnapshot `AccessibilityHierarchyParser.swift`
/// (`recursiveAccessibilityHierarchy`): an element is one entry and its subviews are not parsed;
/// any other view's subviews are. Which types are elements is the table of
/// docs/research/voiceover-element-model.md §3 [derived: the UIKit defaults behind each
/// `XCUIElementType`]:
/// - controls, links, text and labelled images are stops;
/// - an `Image` with children is a container (a navigation bar's background image holding the
///   back button, a search field and a Cancel button);
/// - `Other` and every unknown type are containers, except a labelled one with no children,
///   which someone made an element to give it that label [derived];
/// - a `Cell` (`IOSCell`) is one stop when it holds text and no controls, one stop with its
///   switch when a switch is its only control, and a container otherwise.
enum IOSElementByType {
  /// Types that are always one stop, labelled or not (VoiceOver speaks an unlabelled control's
  /// traits alone).
  static let controls: Set<String> = [
    "Button", "Link", "Switch", "Toggle", "Slider", "TextField", "SecureTextField", "SearchField", "Key",
    "ProgressIndicator", "PageIndicator", "PickerWheel",
  ]

  static func isStop(_ index: Int, in tree: PlatformTree, kept: [Bool], inWeb: Bool) -> Bool {
    let node = tree[index]
    let hasKeptChildren = tree.children(of: index).contains { kept[$0] }
    if controls.contains(node.type) { return true }
    switch node.type {
    case "StaticText": return node.label != nil || node.value != nil
    // A text view that takes typing is a field; a read-only one is text (`IOSTextViewReadOnly`).
    case "TextView": return IOSTextViewReadOnly.isEditable(node) || node.label != nil || node.value != nil
    case "Image": return node.label != nil && !hasKeptChildren
    case "Cell" where !inWeb: return IOSCell.isStop(index, in: tree, kept: kept)
    default:
      // Web content's wrappers are never elements (`IOSWebView`).
      return !inWeb && node.label != nil && tree.children(of: index).isEmpty
    }
  }
}

/// Part of rule `iosElementByType`: a table cell.
///
/// Source: appium/WebDriverAgent `isWDAccessible` ("Table view cell: we consider it accessible if
/// it's container is accessible") [code]; the rest [derived]: a `UITableViewCell` reads its
/// labels as one element; a Settings row whose only control is a switch is one element with the
/// switch's traits and state (the captured `Cell` carries the switch's `value` 0/1, as in the
/// crifan Settings captures), and the catalogue's switch criterion asks that the row be one stop;
/// a cell holding other controls leaves them, and its texts, their own stops.
enum IOSCell {
  static let controls: Set<String> = [
    "Button", "Link", "Switch", "Toggle", "Slider", "TextField", "SecureTextField", "SearchField", "Stepper",
    "SegmentedControl", "PickerWheel",
  ]

  /// The cell's kept descendants that are controls.
  static func controls(of cell: Int, in tree: PlatformTree, kept: [Bool]) -> [Int] {
    tree.descendants(of: cell).filter { kept[$0] && controls.contains(tree[$0].type) }
  }

  /// The switch a cell is read with: its one control, when that is a switch.
  static func mergedSwitch(of cell: Int, in tree: PlatformTree, kept: [Bool]) -> Int? {
    let controls = controls(of: cell, in: tree, kept: kept)
    guard controls.count == 1, ["Switch", "Toggle"].contains(tree[controls[0]].type) else { return nil }
    return controls[0]
  }

  static func isStop(_ cell: Int, in tree: PlatformTree, kept: [Bool]) -> Bool {
    let controls = controls(of: cell, in: tree, kept: kept)
    if controls.count == 1, ["Switch", "Toggle"].contains(tree[controls[0]].type) { return true }
    guard controls.isEmpty else { return false }
    return tree[cell].label != nil || !VoiceOverModel.texts(below: cell, in: tree, kept: kept).isEmpty
  }
}
