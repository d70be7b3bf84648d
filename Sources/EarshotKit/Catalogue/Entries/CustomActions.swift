/// Custom accessibility actions: not a kind of their own, the `action "Delete"` modifier of any
/// element (`button "Important Email" action "Delete" action "Archive"`). Their words come
/// from the readers, as `docs/research/components-wording.md` §1.3, §1.4 and §12 record them.
///
/// | step | TalkBack | VoiceOver |
/// |---|---|---|
/// | focus | the element's words ⏎ its hint, ending `Actions available, use Tap with 3 fingers to view` | the element's words ⏎ its hint, then `Actions available` |
/// | `rotor actions` | `Actions` ⏎ `swipe up or swipe down to adjust the setting` | `Actions` |
/// | `swipe down` | the next of `Activate` and each action, from `Activate` (the first swipe says the first action) ⏎ `Double-tap to perform the action` | the next action's name |
/// | `doubletap` | performs the chosen action (`Activate`: a click) | performs the chosen action |
///
/// TalkBack: `AccessibilityNodeFeedbackUtils.getHintForNodeActions` builds
/// `template_hint_menu_type_high_verbosity` "%1$s available, use %2$s to view" with
/// `title_custom_action` "Actions" and the TalkBack menu's gesture, `title_pref_shortcut_3finger_1tap`
/// "Tap with 3 fingers" (devices: `reorder-data-row_AndroidTalkback-en-US.vtt`,
/// `dropdown-AndroidTalkback-en-US.vtt`); `AccessibilityFocusHint.getHint` puts it last. The
/// Actions reading control (`SelectorController`): setting it says `title_pref_selector_actions`
/// "Actions" with `adjust_setting_hint` "%1$s to adjust the setting" (the gestures as the other
/// reading controls name them [derived]) and resets the chosen action to `Activate`
/// (`resetActionMenuToDefault`); `changeAction` steps through `Activate`
/// (`shortcut_perform_click_action`) and the node's menu actions, wrapping at either end
/// (`% actionSize`), each said with `use_action_hint` "Double-tap to perform the action"; a
/// node without any says `no_action_available` "No actions.". A performed action says nothing of
/// TalkBack's own (`activateCurrentAction` speaks only on failure) [derived]: what follows is
/// the app's.
///
/// VoiceOver: AccessibilitySnapshot `custom_actions.description` "Actions Available" after the
/// hint (`testCustomActions` reference image), spoken under the default Verbosity > Actions
/// "Speak" (AccessibilitySnapshot#159); swiping up or down speaks each action's name and a
/// double tap performs it (AccessibilitySnapshot PR #18, accessibilityupto11.com day 26, which
/// also names the rotor item "Actions"). [derived] VoiceOver's list wraps as TalkBack's and
/// holds the element's actions only (whether it offers `Activate` is not pinned by a source);
/// `Actions available` is said on a dimmed element too, no source saying otherwise.
///
/// Not modelled: TalkBack's other menu actions, `Dismiss` (`ACTION_DISMISS`) and the drag actions,
/// which no screen writes (a Material snackbar's or sheet's own are the catalogue's entries');
/// actions an element takes from its ancestors (TalkBack's `includeAncestors`);
/// TalkBack's contextual switch to the Actions reading control when focus lands on an element
/// with actions (a script sets `rotor actions` itself); the hint's reading-control form while the
/// Actions reading control is already set (`template_hint_for_reading_control_actions_in_high_verbosity`),
/// which the device recordings do not show; SwiftUI swipe actions, which VoiceOver lists first.
/// No capture format lists actions (uiautomator, Appium UiAutomator2, WebDriverAgent), so an
/// imported screen has none.
extension Entry {
  static let customActions = Entry(
    id: "actions", title: "Custom actions", seed: nil,
    sources: [
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java: getHintForNodeActions",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/hint/AccessibilityFocusHint.java: getHint",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/selector/SelectorController.java: getSettingActionDescriptionAndHint, changeAction, populateActionItemsForNode, activateCurrentAction",
      "google/talkback talkback/src/main/res/values/strings.xml: title_custom_action, title_pref_shortcut_3finger_1tap, title_pref_selector_actions, shortcut_perform_click_action, use_action_hint, no_action_available, adjust_setting_hint",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: template_hint_menu_type_high_verbosity",
      "tmobile/magentaA11y public/content/assets/media/video/native/reorder-data-row/reorder-data-row_AndroidTalkback-en-US.vtt",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: custom_actions.description",
      "cashapp/AccessibilitySnapshot issue #159, pull request #18",
    ],
    kinds: [],
    usage: #"button "Important Email" action "Delete" action "Archive""#,
    summary: "Actions an element offers beyond activation, listed by the readers' Actions rotor and menu.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["accessibilityCustomActions"],
    androidRole: "AccessibilityNodeInfo.AccessibilityAction with a label (no role of its own)",
    states: [],
    exclusiveStates: [],
    keyboard: [],
    gestures: [
      InputRule(
        input: .gesture(.swipeDown), effect: .speak, platforms: [.ios, .android],
        source: "with `rotor actions`: swipe down speaks the next action"),
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "with an action chosen: double tap performs it"),
    ],
    announcements: [
      .ios: Composition(
        parts: [], role: nil, hint: "Actions available",
        examples: ["Important Email, Button / Actions available", "Delete"]),
      .android: Composition(
        parts: [], role: nil, hint: "Actions available, use Tap with 3 fingers to view",
        examples: [
          "Important Email, Button / Double-tap to activate, Actions available, use Tap with 3 fingers to view",
          "Delete / Double-tap to perform the action",
        ]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Each action has a name that says what it does", check: .tree)
    ])
}
