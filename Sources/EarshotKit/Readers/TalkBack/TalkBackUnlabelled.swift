/// When TalkBack says `Unlabelled` (`value_unlabelled`) (google/talkback 26a27dc0).
///
/// - The whole node description is `Unlabelled` when the node needs a label and has no role
///   name, state description, text, hint or label of any kind
///   (`talkback/.../compositor/AccessibilityNodeFeedbackUtils.getUnlabelledNodeDescription`;
///   never for a checkable node, a seek control or a progress bar). So a childless clickable
///   `android.view.View` says `Unlabelled`; an unlabelled Button says only `Button`.
/// - Separately an image or image button with no text says `Unlabelled` in its state slot
///   (`roledescription/NonTextViewsDescription.nodeState`), wherever its description is read:
///   an unlabelled ImageButton says `Unlabelled, Button`, and a non-focusable unlabelled
///   ImageView read into a row without a content description adds `Unlabelled, Image` to the
///   row. That follows the code, against the research note's report that TalkBack "never"
///   says Unlabelled inside other nodes; on a device OCR (`getNodeCaptionText`, on by
///   default) may find text in the image instead, which no dump can show. [derived: kept as
///   the code says]
enum TalkBackUnlabelled {
  /// `TalkBackLabelManager.needsLabel`: enabled; clickable, long-clickable, or focusable with
  /// a custom label possible; no children; no content description or text.
  ///
  /// [derived] `canAddLabel` is true in `CustomLabelManager` only for a node with a resource id
  /// (and false in `StoragelessLabelManager`): a focusable node needs one when it has a
  /// `resource-id`.
  static func needsLabel(_ node: CapturedNode, enabled: Bool, hasChildren: Bool, name: String?) -> Bool {
    enabled
      && (node.clickable || node.longClickable || (node.focusable && node.identifier != nil))
      && !hasChildren && name == nil
  }

  /// `getUnlabelledNodeDescription`: `Unlabelled`, or nil.
  static func description(
    _ node: CapturedNode, role: TalkBackRole, enabled: Bool, hasChildren: Bool, name: String?,
    stateDescription: String?, words: ReaderWords
  ) -> String? {
    guard needsLabel(node, enabled: enabled, hasChildren: hasChildren, name: name), !node.checkable,
      role != .seekControl, role != .progressBar
    else { return nil }
    guard role.nameID == nil, stateDescription == nil, node.placeholder == nil else { return nil }
    return words.talkBack("value_unlabelled")
  }

  /// `NonTextViewsDescription.nodeState`: an image's state description, else `Unlabelled`
  /// when it has no name.
  static func imageState(name: String?, stateDescription: String?, words: ReaderWords) -> String? {
    stateDescription ?? (name == nil ? words.talkBack("value_unlabelled") : nil)
  }
}
