/// Items of a scrolling container, which TalkBack focuses as one stop when they speak even if
/// they are not clickable (google/talkback 26a27dc0 `utils/src/main/java/com/google/android/
/// accessibility/utils/AccessibilityNodeInfoUtils.java`).
enum TalkBackScrollItem {
  /// `isScrollItem(parent)`: not a drop-down list ("a spinner being scrollable is
  /// disingenuous"); scrollable, or a List, Grid, ScrollView or HorizontalScrollView even when
  /// too short to scroll. [derived] `isScrollable` checks for scroll actions ("In some cases
  /// node#isScrollable lies"); a dump has only the flag, which stands for them.
  static func isScrollContainer(_ node: CapturedNode, role: TalkBackRole) -> Bool {
    guard role != .dropDownList else { return false }
    if node.scrollable { return true }
    return [.list, .grid, .scrollView, .horizontalScrollView].contains(role)
  }

  /// `isTopLevelScrollItem`: a visible node whose parent is a scroll container.
  static func isTopLevelScrollItem(visible: Bool, parentIsScrollContainer: Bool) -> Bool {
    visible && parentIsScrollContainer
  }

  /// `FILTER_AUTO_SCROLL`: a visible, scrollable drop-down list, list, grid, ScrollView or
  /// HorizontalScrollView. Invisible children do not make such a node speak
  /// (`hasInvisibleNonActionableSpeakingChildren`: "a scrollable parent that is capable of
  /// showing partially-visible data").
  static func autoScrolls(_ node: CapturedNode, role: TalkBackRole, visible: Bool) -> Bool {
    visible && node.scrollable
      && [.dropDownList, .list, .grid, .scrollView, .horizontalScrollView].contains(role)
  }
}
