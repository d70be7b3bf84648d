/// A segmented control (`segmented "Range" { segment "Last 24 hours" selected; segment "Last 10
/// days" }`): a row of mutually exclusive segments. Its words come from the readers, as
/// `docs/research/readers-wording.md` §2.5, §3.5 and `components-wording.md` §5 record them.
///
/// iOS speaks a `UISegmentedControl`: each segment is a button with its place in the control
/// (AccessibilitySnapshot reference image "Selected: Segment B. Button. 2 of 3."; device
/// `segmented-control_IosVoiceOver-en-US.vtt` "Selected last 24 hours button one of two / last 10
/// days Button two of two", and after choosing "Selected last 10 days, two of two."). No
/// "Unselected" word (magentaA11y `controls/segmented-control.md`).
///
/// Android speaks Material's `TabLayout` drawn as a segmented control, as magentaA11y's device
/// does (`segmented-control_AndroidTalkback-en-US.vtt` "Selected for you Tab one of four Enlist 4
/// items Top Charts Tab 2 of 4 Double tap to activate"): a segment says what a tab says. Not
/// modelled: `MaterialButtonToggleGroup`, whose words (`Radio button`, `Double-tap to select`)
/// are derived from code with no recording (components-wording.md §5.3).
extension Entry {
  static let segmented = Entry(
    id: "segmented", title: "Segmented control", seed: nil,
    sources: [
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift: series context",
      "material-components/material-components-android lib/java/com/google/android/material/tabs/TabLayout.java: onInitializeAccessibilityNodeInfo (CollectionInfoCompat)",
      "tmobile/magentaA11y public/content/documentation/native/controls/segmented-control.md",
    ],
    kinds: ["segmented"],
    usage: #"segmented "Range" { segment "Last 24 hours" selected; segment "Last 10 days" }"#,
    summary:
      "A segmented control: a container of segments (only), one of them selected; no focus stop of its own.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["(a container; never spoken)"],
    androidRole: "com.google.android.material.tabs.TabLayout (a collection of 1 row, one column per segment)",
    states: [], exclusiveStates: [], keyboard: [], gestures: [],
    announcements: [
      .ios: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
      .android: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
    ],
    criteria: [
      Criterion(
        aspect: .group,
        text: "The segments are one group, each announced with its index (magentaA11y segmented-control.md)",
        check: .tree)
    ],
    structure: .list, allowedChildren: ["segment"])

  static let segment = Entry(
    id: "segment", title: "Segment", seed: nil,
    sources: [
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.selected.format, trait.button.description, trait.not_enabled.description, context.series.description_format",
      "material-components/material-components-android lib/java/com/google/android/material/tabs/TabLayout.java: TabView.onInitializeAccessibilityNodeInfo",
      "material-components/material-components-android lib/java/com/google/android/material/resources/res/values/strings.xml: item_view_role_description",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_selected, template_hint_clickable, value_disabled",
      "tmobile/magentaA11y public/content/documentation/native/controls/segmented-control.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/segmented-control/segmented-control_IosVoiceOver-en-US.vtt, segmented-control_AndroidTalkback-en-US.vtt",
    ],
    kinds: ["segment"],
    usage:
      #"segmented "Range" { segment "Day" selected; segment "Week" }   (a segment is written inside segmented)"#,
    summary: "One segment of a segmented control: selecting it deselects its siblings.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["button", "selected (when selected)"],
    androidRole: "TabLayout.TabView (role description \"Tab\")",
    states: [.selected, .disabled, .pressed],
    exclusiveStates: [],
    keyboard: Entry.segmentKeyboard,
    gestures: Entry.segmentGestures,
    announcements: [
      // Selected, label, value, Dimmed, Button, position: AccessibilitySnapshot's order; device
      // "Selected last 24 hours button one of two"; magentaA11y "Clock, dimmed, button, 3 of 3".
      // After choosing, the device says the new selection and its place with no trait word:
      // "Selected last 10 days, two of two.".
      .ios: Composition(
        parts: [.selected, .name, .value, .disabled, .role, .position], role: "Button", hint: nil,
        examples: ["Selected, Last 24 hours, Button, 1 of 2", "Last 10 days, Button, 2 of 2"],
        afterChange: [.selected, .name, .value, .position]),
      // As a tab (Tabs.swift): selected, name, Tab, disabled; the position is TalkBack's own; no
      // hint on the selected segment; `selected` after a click.
      .android: Composition(
        parts: [.selected, .value, .name, .role, .disabled], role: "Tab", hint: "Double-tap to activate",
        examples: [
          "selected, Last 24 hours, Tab, 1 of 2, In list, 2 items",
          "Last 10 days, Tab, 2 of 2 / Double-tap to activate",
        ],
        afterChange: [.selected], afterNoChange: [.selected], noHintWhen: [.selected]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(aspect: .state, text: "Expresses its state (selected/disabled/dimmed)", check: .tree),
    ],
    activation: .choose(.selected), allowedParents: ["segmented"])
}
