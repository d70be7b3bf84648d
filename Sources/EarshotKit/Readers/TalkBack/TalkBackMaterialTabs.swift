/// Material's tab layout, whose node properties a dump leaves out (material-components-android
/// `lib/java/com/google/android/material/tabs/TabLayout.java`, ac7e18ef):
/// - `TabView.onInitializeAccessibilityNodeInfo` gives each tab view the role description
///   `Tab` (`R.string.item_view_role_description`) and its `CollectionItemInfo`, and makes the
///   chosen tab not clickable;
/// - the tab strip (`SlidingTabIndicator`) holds the tabs, and `TabLayout` gives the
///   collection a `CollectionInfo` of one row, one column per tab.
/// TalkBack speaks a role description instead of its own role name
/// (`AccessibilityNodeFeedbackUtils.getNodeRoleDescription`) and the collection's positions
/// (`CollectionState`): the chosen tab says `selected, Home, Tab, 1 of 3, In list, 3 items`
/// (tmobile/magentaA11y `segmented-control_AndroidTalkback-en-US.vtt`: "Selected for you Tab
/// one of four Enlist 4 items").
///
/// A tab view reports only the framework class it extends (`LinearLayout`), so a tab layout is
/// recognised by its shape [derived]: a `HorizontalScrollView` holding one `LinearLayout` strip
/// of two or more `LinearLayout` tab views, each with a text or a label, exactly one selected
/// and every other one clickable. The shape is read from the dump's Views, not from what
/// TalkBack receives: the strip is a plain LinearLayout the framework leaves out
/// (`TalkBackImportance`), and it stands for the collection whichever node carries it.
struct TalkBackMaterialTabs: Sendable {
  /// The tab views and the strips that hold them.
  private(set) var tabViews: Set<Int> = []
  private(set) var strips: Set<Int> = []

  /// The tab view's class, where it is known.
  static let tabView = "com.google.android.material.tabs.TabLayout$TabView"

  /// `Tab` in English: Material's `item_view_role_description`, the string id.
  static let roleDescription = "item_view_role_description"

  init(_ tree: PlatformTree) {
    for index in tree.nodes.indices where tree[index].className.hasSuffix("HorizontalScrollView") {
      let children = tree.children(of: index)
      guard children.count == 1, let strip = children.first, tree[strip].className.hasSuffix("LinearLayout")
      else { continue }
      let tabs = tree.children(of: strip)
      guard tabs.count >= 2 else { continue }
      var selected = 0
      let isTabLayout = tabs.allSatisfy { tab in
        let node = tree[tab]
        guard node.className.hasSuffix("LinearLayout"), Self.saysSomething(tab, tree) else { return false }
        if node.selected { selected += 1 }
        return node.selected || node.clickable || node.longClickable
      }
      // A strip whose views are known to be tab views (`CapturedNode.widgetClass`, a screen's
      // tab bar) needs no shape to tell it.
      let known = tabs.allSatisfy { tree[$0].widgetClass == Self.tabView }
      guard known || (isTabLayout && selected == 1) else { continue }
      strips.insert(strip)
      tabViews.formUnion(tabs)
    }
  }

  /// A label of its own or a text below it.
  private static func saysSomething(_ index: Int, _ tree: PlatformTree) -> Bool {
    tree[index].label != nil
      || tree.descendants(of: index).contains { tree[$0].text != nil || tree[$0].label != nil }
  }
}
