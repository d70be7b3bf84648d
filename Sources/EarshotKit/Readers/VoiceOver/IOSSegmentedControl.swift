/// Rule `iosSegmentedControl`: a segment of a segmented control says `Button` and then its place
/// among the control's segments (`2 of 3`); the control's segments stay together in their own
/// order, placed where its first segment would be.
///
/// Sources: AccessibilitySnapshot `AccessibilityHierarchyParser.swift` (`context(for:…)`: `if
/// container is UISegmentedControl { return .series(index: elementIndex + 1, count:
/// container.accessibilityElementCount()) }`; an accessibility container's elements are an
/// explicitly ordered group); `UIAccessibility+SnapshotAdditions.swift` (`.series` neither hides
/// `Button` nor shows `Tab`; `context.series.description_format` "%1$@ %2$@ of %3$@."); reference
/// image `testSegmentedControl` ("Selected: Segment B. Button. 2 of 3.", readers-wording.md §3.5).
/// The control's buttons in document order stand for its elements [derived].
enum IOSSegmentedControl {
  /// The control's kept buttons, in document order.
  static func segments(of control: Int, in tree: PlatformTree, kept: [Bool]) -> [Int] {
    IOSTabBar.items(of: control, in: tree, kept: kept)
  }
}
