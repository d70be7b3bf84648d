/// Rule `iosTabBar`: a button in a tab bar says `Tab` and not `Button`, then its place among the
/// bar's buttons (`2 of 4`); `Selected` and a badge (its value) as any element.
///
/// Sources: AccessibilitySnapshot `AccessibilityHierarchyParser.swift` (`context(for:…)`:
/// `.tabBarItem(index: tabIndex + 1, count: tabBarItems.count, …)`, the index among the bar's
/// `UITabBarButton`s); `UIAccessibility+SnapshotAdditions.swift` (`.tabBarItem` hides `Button`
/// and shows `Tab`; the context appends `context.series.description_format` "%1$@ %2$@ of %3$@.");
/// reference image `testTabBars` ("Selected: Item B. Tab. 2 of 6.", "Item B: 3 items. Tab. 2 of
/// 4.", "Item C. Dimmed. Tab. 3 of 11."). A captured bar's buttons in document order stand for
/// its `UITabBarButton`s in subview order [derived].
enum IOSTabBar {
  /// The bar's kept buttons (not those inside another button), in document order.
  static func items(of bar: Int, in tree: PlatformTree, kept: [Bool]) -> [Int] {
    var items: [Int] = []
    var index = bar + 1
    while index < tree.nodes[bar].subtreeEnd {
      guard kept[index] else {
        index = tree.nodes[index].subtreeEnd
        continue
      }
      if tree[index].type == "Button" {
        items.append(index)
        index = tree.nodes[index].subtreeEnd
      } else {
        index += 1
      }
    }
    return items
  }
}
