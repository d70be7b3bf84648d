/// Material Components for Android 1.14 and later: the same `BottomSheetDragHandleView` as
/// `material` (1.7 to 1.13), reworded (readers-wording.md §5.2). The handle now writes its
/// sheet's state into its own description (`Collapsed. Drag handle`), expand and collapse are
/// custom actions (so TalkBack says no `collapsed` of its own and offers its actions menu), and
/// it has a tooltip. Not the Android default: an app pins its Material release and 1.14 is the
/// newest, so a screen names it (`toolkit material-1-14`; a word has no `.`).
extension SheetToolkit {
  public static let material114 = SheetToolkit(
    id: "material-1-14", title: "Material Components 1.14+ BottomSheetDragHandleView", platforms: [.android],
    parts: [.materialDragHandle114], sources: material114Sources)

  /// Read at material-components-android tag 1.14.0 (lib/java/com/google/android/material/
  /// bottomsheet/) and google/talkback.
  static let material114Sources = [
    "Collapsed. Drag handle / Expanded. Drag handle: material-components-android tag 1.14.0 lib/java/com/google/android/material/bottomsheet/BottomSheetDragHandleView.java, the delegate's onInitializeAccessibilityNodeInfo, sets info.setContentDescription(stateName + \". \" + originalDescription) with bottomsheet_state_collapsed \"Collapsed\" / bottomsheet_state_expanded \"Expanded\" (res/values/strings.xml; commit 95e7b4520, first released in 1.14.0) [code][res]",
    "Drag handle: material-components-android bottomsheet/res/values/strings.xml bottomsheet_drag_handle_content_description, set by style Widget.Material3.BottomSheet.DragHandle (styles.xml); a screen's label replaces it and keeps the state word before it [res][code]",
    "a half or minimized sheet is Collapsed: earshot's half is Material's collapsed (peek) state, as for `material`; bottomsheet_state_half_expanded \"Half expanded\" needs STATE_HALF_EXPANDED (fitToContents false), which earshot's sizes do not model [derived]",
    "Button: the handle is a clickable AppCompatImageView (setClickable(hasAttachedBehavior())), TalkBack's ROLE_IMAGE_BUTTON (announcements.md §1.7) [code]",
    "no collapsed / expanded word of TalkBack's: material-components-android 1.14.0 BottomSheetBehavior.java updateAccessibilityActions removes ACTION_EXPAND / ACTION_COLLAPSE and adds custom actions bottomsheet_action_expand \"Expand\" / bottomsheet_action_collapse \"Collapse\" (addAccessibilityActionForState), so getCollapsedOrExpandedStateText says nothing [code]",
    "Drag handle after the role (the tooltip): 1.14.0 BottomSheetDragHandleView constructor setTooltipText(bottomsheet_drag_handle_content_description) on API 26+ (commit 38db2e8cd); google/talkback compositor/roledescription/TreeNodesDescription.getAppendedTreeDescription appends AccessibilityNodeFeedbackUtils.getUniqueTooltipText, the tooltip where it differs from the node's text [code]",
    "Double-tap to Expand the bottom sheet / Double-tap to Collapse the bottom sheet: onBottomSheetStateChanged relabels ACTION_CLICK (replaceAccessibilityAction) for getNextState() with bottomsheet_action_expand_description \"Expand the bottom sheet\" / bottomsheet_action_collapse_description \"Collapse the bottom sheet\"; google/talkback compositor/hint/ClickableHint template_custom_hint_for_actions \"Double-tap to %s\" [res][code]",
    "Actions available, use tap with 3 fingers to view: the custom actions (and ACTION_DISMISS on a hideable sheet) fill TalkBack's actions menu (google/talkback menurules/CustomActionMenu); compositor/AccessibilityNodeFeedbackUtils.getHintForNodeActions, template_hint_menu_type_high_verbosity with the default 3-finger tap (announcements.md §1.12) [code]",
    "after a double tap, nothing; focusing the handle again speaks the new state: the click runs the replaced ACTION_CLICK command (androidx AccessibilityDelegateCompat.performAccessibilityAction), not performClick, so no TYPE_VIEW_CLICKED, and google/talkback compositor/rule/EventTypeViewClickedFeedbackRule would find no checked, selected, collapsed or expanded state anyway; the actions' update sends CONTENT_CHANGE_TYPE_UNDEFINED (ViewCompat.addAccessibilityAction / removeAccessibilityAction), for which EventTypeWindowContentChangedFeedbackRule speaks only an error text; `Expanded. Drag handle` is written into the node info only (no setContentDescription, so no CONTENT_CHANGE_TYPE_CONTENT_DESCRIPTION) [code]; no recording (readers-wording.md §8 question 12) [derived]",
  ]
}

extension Entry {
  /// Material 1.14's drag handle: `Collapsed. Drag handle, Button, Drag handle` ⏎ `Double-tap to
  /// Expand the bottom sheet, Actions available, use tap with 3 fingers to view`; nothing after a
  /// double tap (derived from the sources above).
  static let materialDragHandle114 = grabber(
    id: "drag-handle-material-1-14", title: "Drag handle (Material Components 1.14+)",
    sources: SheetToolkit.material114Sources, iosTraits: [],
    androidRole:
      "BottomSheetDragHandleView, a clickable AppCompatImageView (ROLE_IMAGE_BUTTON, \"Button\") with custom actions and a tooltip",
    announcements: [
      .android: Composition(
        parts: [.name, .role, .disabled], role: "Button",
        hint: "Double-tap to Expand the bottom sheet, Actions available, use tap with 3 fingers to view",
        examples: [
          "Collapsed. Drag handle, Button, Drag handle / Double-tap to Expand the bottom sheet, Actions available, use tap with 3 fingers to view",
          "Expanded. Drag handle, Button, Drag handle / Double-tap to Collapse the bottom sheet, Actions available, use tap with 3 fingers to view",
        ],
        hintBySheetSize: [
          .full: "Double-tap to Collapse the bottom sheet, Actions available, use tap with 3 fingers to view"
        ],
        afterResize: [],
        sheetSizeInName: SheetSizeInName(
          words: [.minimized: "Collapsed", .half: "Collapsed", .full: "Expanded"], separator: ". "),
        tooltip: "Drag handle")
    ],
    defaultNames: [.android: "Drag handle"])
}
