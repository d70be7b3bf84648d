/// A ViewPager and its only page say `Page` (`value_pager_page`) as their role (google/talkback
/// 26a27dc0 `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/
/// roledescription/RoleDescriptionExtractor.getRoleDescription`: ROLE_PAGER, and a node of any
/// role without its own description class whose parent is a pager with exactly one visible
/// child, take `PagerPageDescription`, whose role is `AccessibilityNodeFeedbackUtils.
/// getPagerPageRoleDescription`). So `Multi-page view` (`value_pager`, `getNodeRoleName`) is
/// never what a pager's own description says. The page's state, `Page 2 of 3`, comes from the
/// scroll event's indexes (`getPagerIndexCount`), which no dump has: [derived] none.
enum TalkBackPagerPage {
  /// The role word of a node in its own description: `Page` for a pager or its only page,
  /// else its role name.
  static func spokenRole(
    of index: Int, hierarchy: TalkBackHierarchy, roles: [TalkBackRole], tree: PlatformTree,
    words: ReaderWords
  )
    -> String?
  {
    switch roles[index] {
    case .pager: return words.talkBack("value_pager_page")
    case .switchWidget, .toggleButton, .editText, .image, .imageButton, .seekControl, .progressBar,
      .dropDownList:
      return roles[index].name(words)
    default:
      guard let parent = hierarchy.parent[index], roles[parent] == .pager else {
        return roles[index].name(words)
      }
      // `countVisibleChildren`: children whose `isVisibleToUser()` is true.
      let shown = hierarchy.children[parent].filter { TalkBackVisibility.isVisibleToUser(tree[$0]) }.count
      return shown == 1 ? words.talkBack("value_pager_page") : roles[index].name(words)
    }
  }
}
