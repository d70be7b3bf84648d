/// The tab bar (`tabs`) and its tabs. No seed describes them, so `seed` is nil and every
/// phrase cites the public source it is taken from, as `docs/research/readers-wording.md` §1.1,
/// §1.3, §2.5, §3.5 and §7 record them.
///
/// Android speaks Material's `TabLayout`: each `TabView` has the role description `Tab`, a
/// collection position among the tab bar's tabs, and, when selected, no click action
/// (`TabLayout.java`, `TabView.onInitializeAccessibilityNodeInfo`). TalkBack speaks `selected`
/// first (its own `value_selected`: Material gives a tab no state description) and the position
/// after the tab, under the same preference as a list's (`set list-positions`).
///
/// iOS speaks a `UITabBar`: in a tab bar VoiceOver speaks `Tab` instead of `Button` and the
/// tab's place in the bar after the traits (AccessibilitySnapshot
/// `UIAccessibility+SnapshotAdditions.swift`: `.tabBarItem` hides the button trait, the tab
/// context appends `context.series.description_format` "%1$@ %2$@ of %3$@."; reference image
/// `testTabBars`: "Selected: Item B. Tab. 2 of 6.", "Item C. Dimmed. Tab. 3 of 11.").
extension Entry {
  static let tabs = Entry(
    id: "tabs", title: "Tab bar", seed: nil,
    sources: [
      "material-components/material-components-android lib/java/com/google/android/material/tabs/TabLayout.java: onInitializeAccessibilityNodeInfo (CollectionInfoCompat)",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift: tab bar context",
      "tmobile/magentaA11y public/content/documentation/native/controls/segmented-control.md",
    ],
    kinds: ["tabs"],
    usage: #"tabs { tab "Home" selected; tab "Search"; tab "Profile" disabled }"#,
    summary:
      "A tab bar: a container of tabs (only), which the readers number; it is no focus stop of its own.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["tabBar (on the container; never spoken)"],
    androidRole: "com.google.android.material.tabs.TabLayout (a collection of 1 row, one column per tab)",
    states: [], exclusiveStates: [], keyboard: [], gestures: [],
    announcements: [
      // Neither reader stops on the bar itself: AccessibilitySnapshot lists tabBar among the traits
      // never spoken (announcements.md §2.3); a TabLayout is a layout TalkBack passes through.
      .ios: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
      .android: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
    ],
    criteria: [
      Criterion(
        aspect: .group,
        text: "The tabs are one group, each announced with its index (magentaA11y segmented-control.md)",
        check: .tree),
      Criterion(
        aspect: .focus,
        text: "Arrow keys navigate through the group (magentaA11y segmented-control.md)", check: .manual),
    ],
    structure: .list, allowedChildren: ["tab"])

  static let tab = Entry(
    id: "tab", title: "Tab", seed: nil,
    sources: [
      "material-components/material-components-android lib/java/com/google/android/material/tabs/TabLayout.java: TabView.onInitializeAccessibilityNodeInfo",
      "material-components/material-components-android lib/java/com/google/android/material/resources/res/values/strings.xml: item_view_role_description",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_selected, template_hint_clickable, value_disabled, list_index_template, in_list, template_list_total_count",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeViewClickedFeedbackRule.java: computeTtsOutput",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/actor/FocusActor.java: clickNode",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.selected.format, trait.not_enabled.description, trait.tab.description, context.series.description_format",
      "cashapp/AccessibilitySnapshot Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testTabBars_18_5_402x874@3x.png",
      "tmobile/magentaA11y public/content/documentation/native/controls/segmented-control.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/segmented-control/segmented-control_AndroidTalkback-en-US.vtt, segmented-control_IosVoiceOver-en-US.vtt",
    ],
    kinds: ["tab"],
    usage: #"tabs { tab "Home" selected; tab "Search" }   (a tab is written inside tabs)"#,
    summary: "One tab of a tab bar: selecting it deselects its siblings.",
    isInteractive: true, groupsChildren: false,
    // UITabBar items carry `.tabBarItem`, which hides the Button trait (AccessibilitySnapshot).
    iosTraits: ["button", "tabBarItem", "selected (when selected)"],
    androidRole: "TabLayout.TabView (role description \"Tab\")",
    states: [.selected, .disabled, .pressed],
    exclusiveStates: [],
    keyboard: Entry.segmentKeyboard,
    gestures: Entry.segmentGestures,
    announcements: [
      // Selected, label, value, Dimmed, Tab, position: AccessibilitySnapshot trait.selected.format
      // "Selected: %@", trait.not_enabled.description "Dimmed.", trait.tab.description "Tab.",
      // context.series.description_format "%1$@ %2$@ of %3$@."; reference image testTabBars:
      // "Selected: Item B. Tab. 2 of 6.", "Item B: 3 items. Tab. 2 of 4.", "Item C. Dimmed. Tab. 3
      // of 11."; device modal_IosVoiceOver-en-US.vtt "My tickets Tab 3 of 6". No default hint.
      .ios: Composition(
        parts: [.selected, .name, .value, .disabled, .role, .position], role: "Tab", hint: nil,
        examples: ["Selected, Home, Tab, 1 of 2", "Search, Tab, 2 of 2", "Profile, Dimmed, Tab, 3 of 3"],
        // What VoiceOver says after selecting a tab bar item is not recorded anywhere public
        // (readers-wording.md §8, question 13). The nearest recording, a segmented control
        // (segmented-control_IosVoiceOver-en-US.vtt), says the new selection with its position and
        // no trait word: "Selected last 10 days, two of two." [derived]. Activating the selected
        // tab changes no trait or value, so nothing is said [derived: no recording].
        afterChange: [.selected, .name, .value, .position]),
      // selected, name, role, disabled (readers-wording.md §1.1, §2.5): google/talkback
      // value_selected "selected", Material item_view_role_description "Tab", value_disabled
      // "disabled"; the position is TalkBack's own (`TalkBack.collectionParts`). Hint
      // template_hint_clickable "%1$s to activate", but none on the selected tab: TabLayout
      // removes ACTION_CLICK from it and marks it not clickable. Device
      // segmented-control_AndroidTalkback-en-US.vtt: "Selected for you Tab one of four Enlist 4
      // items Top Charts Tab 2 of 4 Double tap to activate". The code's single-selection hint
      // ("Double-tap to select") is not what the device says (readers-wording.md §2.5).
      .android: Composition(
        parts: [.selected, .value, .name, .role, .disabled], role: "Tab", hint: "Double-tap to activate",
        examples: [
          "selected, Home, Tab, 1 of 2, In list, 2 items", "Search, Tab, 2 of 2 / Double-tap to activate",
        ],
        // After a click TalkBack says `selected` (EventTypeViewClickedFeedbackRule: a tab is not
        // checkable, so the selected state; device: "… Double tap to activate … Selected.").
        // On the selected tab, which has no ACTION_CLICK, TalkBack clicks it by a simulated tap
        // (FocusActor.clickNode), the tab is clicked as it is, and the same rule says `selected`
        // again [derived from code: no recording].
        afterChange: [.selected], afterNoChange: [.selected], noHintWhen: [.selected]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(
        aspect: .role,
        text: "Identifies as a tab (a button in iOS) and \"double tap to activate\" in Android",
        check: .tree),
      Criterion(
        aspect: .group,
        text: "Visible label (if any) is grouped or associated with the tab in a single swipe",
        check: .tree),
      Criterion(aspect: .state, text: "Expresses its state (selected/disabled/dimmed)", check: .tree),
      Criterion(
        aspect: .textResize,
        text: "Exempt from text resizing requirements (magentaA11y segmented-control.md)",
        check: .manual),
    ],
    // Selecting it deselects its siblings (TabLayout.selectTab); selecting the selected one
    // changes nothing (TabLayout dispatches onTabReselected).
    activation: .choose(.selected), allowedParents: ["tabs"])
}

extension Entry {
  /// The keys and gestures of a tab and of a segment, which magentaA11y's segmented-control
  /// page describes together.
  static let segmentKeyboard = [
    InputRule(
      input: .key(.space), effect: .activate, platforms: [.ios, .android],
      source: "Spacebar: Activates the button on iOS and Android (magentaA11y segmented-control.md)"),
    InputRule(
      input: .key(.enter), effect: .activate, platforms: [.android],
      source: "Enter: Activates the button on Android (magentaA11y segmented-control.md)"),
  ]
  static let segmentGestures = [
    InputRule(
      input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
      source:
        "Swipe: Focus moves to the element, expresses its state, if applicable (magentaA11y segmented-control.md)"
    ),
    InputRule(
      input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
      source: "Doubletap: Activates the button (magentaA11y segmented-control.md)"),
  ]
}
