/// A toast (`toast "Saved"`) and a snackbar (`snackbar "Message archived" { button "Undo" }`):
/// transient messages an element `shows` when activated. Their words come from the readers, as
/// `docs/research/components-wording.md` §1.2 and §11 record them.
///
/// | shown | TalkBack | VoiceOver |
/// |---|---|---|
/// | toast | its text; focus stays | nothing (iOS has no toast) |
/// | snackbar | `Message archived, Undo, Button`, politely; focus stays | nothing (iOS has no snackbar) |
/// | swipe to the snackbar | `Message archived` ⏎ `Actions available, use Tap with 3 fingers to view` | `Message archived` [derived] |
/// | swipe to its action | `Undo, Button` ⏎ `Double-tap to activate` | `Undo, Button` |
///
/// Toast (TalkBack): a `TYPE_NOTIFICATION_STATE_CHANGED` event of class `android.widget.Toast`
/// (`Role.ROLE_TOAST`) speaks the event's text with no role word and no hint
/// (`EventTypeNotificationStateChangedFeedbackRule`, the `isToast` branch); focus does not
/// move. A toast is never in the app's window: no swipe reaches it.
///
/// Snackbar (TalkBack, Material `BaseTransientBottomBar`): its layout is a polite live region,
/// focusable, with `ACTION_DISMISS`. A live region's change speaks its subtree including
/// focusable children (`TreeNodesDescription.shouldAppendChildNode`), so the action is read
/// with its role word; focus does not move. Device words: mozilla-mobile/fenix#27132 "the
/// Talkback announces "Couldn't download wallpaper. Try Again button"". Swiped to, the layout
/// says its text and, having an action but no click, the actions hint
/// (`template_hint_menu_type_high_verbosity` with `title_custom_action` and the
/// three-finger-tap shortcut) [derived]; its action button is a stop of its own.
/// Activating the action dismisses the snackbar (`Snackbar.setAction`:
/// `dispatchDismiss(DISMISS_EVENT_ACTION)`). Where TalkBack's focus goes then is pinned by no
/// source: the focused view leaves the window, and TalkBack places focus again only on a window
/// change, so earshot leaves nothing focused [derived].
///
/// VoiceOver: "There is no native snackbar or toast element for iOS" (magentaA11y
/// `notifications/snackbar-toast.md`): a custom one says what the app posts, which a screen
/// writes with `announces` on the element that shows it. Its message and buttons are
/// reached by swiping as any text and button are.
///
/// Not modelled: Compose Material 3's `SnackbarHost`, whose pane title `Alert` may be spoken
/// (not settled); a snackbar's timeout, which TalkBack users get longer
/// (`getRecommendedTimeoutMillis`): earshot's snackbar stays until its action closes it; its
/// `Dismiss` among TalkBack's actions (the hint says actions are available; `rotor actions`
/// lists none, as no standard action but expand and collapse is modelled).
extension Entry {
  static let toast = Entry(
    id: "toast", title: "Toast", seed: nil,
    sources: [
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeNotificationStateChangedFeedbackRule.java: isToast",
      "google/talkback utils/src/main/java/com/google/android/accessibility/utils/Role.java: ROLE_TOAST",
      "tmobile/magentaA11y public/content/documentation/native/notifications/snackbar-toast.md",
    ],
    kinds: ["toast"],
    usage: #"toast "Saved""#,
    summary:
      "A short message Android shows over the screen when an element that `shows` it is activated; heard, never focused.",
    isInteractive: false, groupsChildren: false,
    iosTraits: [], androidRole: "android.widget.Toast (ROLE_TOAST, no role word)",
    states: [],
    exclusiveStates: [],
    keyboard: [],
    gestures: [],
    announcements: [
      // Never a stop: spoken only when shown (`WindowBehaviour.spokenWhenShown`).
      .android: Composition(parts: [], role: nil, hint: nil, examples: ["Saved"])
    ],
    criteria: [
      Criterion(aspect: .name, text: "Its text says what happened", check: .tree)
    ],
    allowedChildren: [],
    window: WindowBehaviour(
      isModal: false, isShown: true, closedByItsControls: false, spokenWhenShown: [.android]))

  static let snackbar = Entry(
    id: "snackbar", title: "Snackbar", seed: nil,
    sources: [
      "material-components/material-components-android lib/java/com/google/android/material/snackbar/BaseTransientBottomBar.java: setAccessibilityLiveRegion, ACTION_DISMISS",
      "material-components/material-components-android lib/java/com/google/android/material/snackbar/Snackbar.java: setAction (dispatchDismiss)",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/TreeNodesDescription.java: shouldAppendChildNode",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: template_hint_menu_type_high_verbosity",
      "google/talkback talkback/src/main/res/values/strings.xml: title_custom_action, title_pref_shortcut_3finger_1tap",
      "mozilla-mobile/fenix#27132",
      "tmobile/magentaA11y public/content/documentation/native/notifications/snackbar-toast.md",
    ],
    kinds: ["snackbar"],
    usage: #"snackbar "Message archived" { button "Undo" }"#,
    summary:
      "A message shown at the bottom of the screen, with an optional action, when an element that `shows` it is activated; focus stays where it was.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["staticText"], androidRole: "Snackbar layout (focusable, polite live region, ACTION_DISMISS)",
    states: [],
    exclusiveStates: [],
    keyboard: [],
    gestures: [.swipeSpeaks],
    announcements: [
      .ios: Composition(parts: [.name], role: nil, hint: nil, examples: ["Message archived"]),
      .android: Composition(
        parts: [.name], role: nil, hint: "Actions available, use Tap with 3 fingers to view",
        examples: ["Message archived / Actions available, use Tap with 3 fingers to view"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Its text says what happened", check: .tree),
      Criterion(
        aspect: .focus, text: "Spoken when shown without moving focus; its action can be reached by swiping",
        check: .tree),
    ],
    structure: .sheet,
    window: WindowBehaviour(
      isModal: false, isShown: true, closedByItsControls: true, spokenWhenShown: [.android]))
}
