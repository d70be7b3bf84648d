/// A disclosure (`disclosure "Advanced" collapsed { switch "Proxy" off }`): a control that shows
/// or hides the elements it holds, which can be reached only while it is expanded. Its words
/// come from the readers, as `docs/research/components-wording.md` §8 records them.
///
/// | disclosure | TalkBack (a button offering `ACTION_EXPAND` / `ACTION_COLLAPSE`) | VoiceOver (SwiftUI `DisclosureGroup`, iOS 18 expanded status) |
/// |---|---|---|
/// | collapsed | `collapsed, Advanced, Button` ⏎ `Double-tap to activate, Actions available, use Tap with 3 fingers to view` | `Advanced, Button, Collapsed` ⏎ `Double tap to expand` |
/// | expanded | `expanded, Advanced, Button` ⏎ the same hint | `Advanced, Button, Expanded` ⏎ `Double tap to collapse` |
/// | after a double tap expanding it | `expanded` | `Advanced, Expanded` |
///
/// TalkBack: `AccessibilityNodeFeedbackUtils.getCollapsedOrExpandedStateText` says `collapsed`
/// (`value_collapsed`) for a node offering `ACTION_EXPAND` and `expanded` for one offering
/// `ACTION_COLLAPSE`, before the name; Compose's `expand {}` / `collapse {}` semantics become
/// those actions. Both are menu actions (`CustomActionMenu`, TalkBack's own labels
/// `title_action_expand` "Expand", `title_action_collapse` "Collapse"), so the hint ends with the
/// actions hint (`AccessibilityFocusHint.getHint`). After a click, TalkBack's click feedback
/// falls back to the collapsed or expanded state (`EventTypeViewClickedFeedbackRule`:
/// `[checkedState, selectedState, collapsedOrExpandedState]`); [derived] the node is taken to
/// show its new state when the click is handled (no source settles the timing). The role word is
/// the widget's: `Button` for a Compose `Role.Button` or a `Button`. Performing Expand or Collapse
/// from the Actions reading control says nothing of TalkBack's own [derived]: no click event.
///
/// VoiceOver: cashapp/AccessibilitySnapshot PR #324 ("Appends status to VoiceOver description —
/// e.g. "Section. Button. Heading. Expanded."", "Appends hint — "Double tap to collapse." /
/// "Double tap to expand.""); the hint and the new state after activating match magentaA11y's
/// device recording (`expandable-iOSVoiceover-en-US.vtt`: "Double tap to expand.", then
/// "Amenities expanded…" with no trait word). [derived] after activating: the label and the
/// new state, no trait word, as that recording.
///
/// Not modelled: an app-built disclosure that writes its state into its label (magentaA11y's
/// devices: "… selected, Collapsed." with no actions hint), which a screen writes as a `button`
/// with that label; a disclosure's content announced on expanding.
extension Entry {
  static let disclosure = Entry(
    id: "disclosure", title: "Disclosure", seed: nil,
    sources: [
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java: getCollapsedOrExpandedStateText, getHintForNodeActions",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/hint/AccessibilityFocusHint.java: getHint",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/menurules/CustomActionMenu.java: populateCustomMenuItemsForNode",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeViewClickedFeedbackRule.java",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_collapsed, value_expanded, template_hint_menu_type_high_verbosity",
      "google/talkback talkback/src/main/res/values/strings.xml: title_action_expand, title_action_collapse",
      "cashapp/AccessibilitySnapshot pull request #324 (accessibilityExpandedStatus)",
      "tmobile/magentaA11y public/content/assets/media/video/native/expandable/expandable-iOSVoiceover-en-US.vtt",
    ],
    kinds: ["disclosure", "expander"],
    usage: #"disclosure "Advanced" collapsed { switch "Proxy" off }"#,
    summary: "A control that shows or hides what it holds: reachable only while expanded.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button", "expanded status (iOS 18)"],
    androidRole: "android.widget.Button with ACTION_EXPAND / ACTION_COLLAPSE (ROLE_BUTTON, \"Button\")",
    states: [
      StateSpec(
        name: .collapsed, meaning: "its content is hidden",
        spoken: [.ios: "Collapsed", .android: "collapsed"],
        isDefault: true),
      StateSpec(
        name: .expanded, meaning: "its content is shown", spoken: [.ios: "Expanded", .android: "expanded"]),
      .disabled, .pressed,
    ],
    exclusiveStates: [[.collapsed, .expanded]],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "double tap to expand or collapse"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name, .value, .disabled, .role, .state], role: "Button", hint: nil,
        examples: ["Advanced, Button, Collapsed / Double tap to expand", "Advanced, Button, Expanded"],
        afterChange: [.name, .state],
        hintByState: [.collapsed: "Double tap to expand", .expanded: "Double tap to collapse"]),
      .android: Composition(
        parts: [.state, .name, .role, .disabled], role: "Button", hint: "Double-tap to activate",
        examples: [
          "collapsed, Advanced, Button / Double-tap to activate, Actions available, use Tap with 3 fingers to view"
        ]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(aspect: .state, text: "Expresses whether it is expanded or collapsed", check: .tree),
      Criterion(
        aspect: .focus, text: "What it shows follows it in focus order once expanded", check: .manual),
    ],
    activation: .toggle([.collapsed: .expanded, .expanded: .collapsed]),
    rotorItems: [.ios: [.formControls], .android: [.formControls]],
    revealsChildrenWhen: .expanded)
}
