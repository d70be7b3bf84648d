/// The order TalkBack visits windows in (google/talkback 26a27dc0
/// `talkback/src/main/java/com/google/android/accessibility/talkback/focusmanagement/WindowTraversal.java`):
/// `setWindows` sorts them with `WindowOrderComparator`, which "moves
/// `AccessibilityWindowInfo#TYPE_SYSTEM` to the end" and orders every other pair "by
/// vertical, then horizontal position" of `getBoundsInScreen` (`compareBounds`: `top`, then
/// `left`; `right` from the right in a right-to-left layout). `Collections.sort` is stable:
/// windows at the same place keep their order.
///
/// [derived] A dump has no window types nor window bounds:
/// - a window whose root belongs to `com.android.systemui` (the status bar, the navigation
///   bar, the notification shade) is a `TYPE_SYSTEM` window, every other one is not;
/// - a window's bounds are its root node's (as `TalkBackFocus` takes them); a root with none
///   sorts at the top left;
/// - the layout is left to right; a capture does not say.
enum TalkBackWindowOrder {
  static let systemPackage = "com.android.systemui"

  /// The window roots of `tree` in TalkBack's traversal order.
  static func roots(of tree: PlatformTree) -> [Int] {
    let keyed = tree.roots.enumerated().map { place, root in
      let frame = tree[root].frame
      return (
        root: root, system: tree[root].package == systemPackage, top: frame?.y ?? 0,
        left: frame?.x ?? 0, place: place
      )
    }
    return keyed.sorted { a, b in
      if a.system != b.system { return !a.system }
      if a.top != b.top { return a.top < b.top }
      if a.left != b.left { return a.left < b.left }
      return a.place < b.place
    }.map(\.root)
  }
}
