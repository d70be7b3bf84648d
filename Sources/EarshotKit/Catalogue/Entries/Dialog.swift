/// A dialog (`dialog "Error" message "…" { button "OK" }`): an alert with a title, a message
/// and buttons, opened by an element that `opens` it. Its words come from the readers, as
/// `docs/research/components-wording.md` §1.1 and §2 record them.
///
/// | dialog | TalkBack (framework / AppCompat / Material `AlertDialog`) | VoiceOver (`UIAlertController`) |
/// |---|---|---|
/// | opens | `Error` (the window title), then focus on the message: `The username…` | `Alert`, then focus on the title: `Error` |
/// | swipe to a button | `OK, Button` ⏎ `Double-tap to activate` | `OK, Button` |
/// | a button activated, or `dismiss` | the dialog closes; the screen's title, then the opener's utterance (focus restored) | the dialog closes; the opener's utterance [derived] |
///
/// TalkBack: a new window's title is spoken alone, with no role word
/// (`ScreenFeedbackManager.composeFeedback`; `EventTypeWindowStateChangedFeedbackRule` gives
/// `ROLE_ALERT_DIALOG` no words); an `AlertDialog`'s window title is its title, the first text of
/// its window-state event [derived: `AlertController.setTitle` only sets the `alertTitle` view's
/// text]. Initial focus is the first focusable node whose text is not the window title
/// (`FocusActorForScreenStateChange.focusOnRequestInitialNodeOrFirstFocusableNonTitleNode`):
/// the message, or the first button when there is none. When the dialog goes, the activity's
/// window is active again: its title is spoken and focus restored to its last focused node
/// (`FocusFeedbackMapper`, `INITIAL_FOCUS_RESTORE`), the element that opened the dialog; the
/// order of the two is [derived]. Device: magentaA11y `alert-dialog_AndroidTalkback-en-US.vtt`
/// "Please wait Disabled error. / The username or password is incorrect. / Please try again. /
/// OK button double tap to activate.". Activating any button closes the dialog
/// (`AlertController.ButtonHandler`: `MSG_DISMISS_DIALOG`), and Back closes it.
///
/// VoiceOver: magentaA11y `notifications/alert-dialog.md` "Three separate focus areas /
/// "Alert, title" (When alert appears with an audible ping) / "Body content" / "CTA, button"",
/// and its device recording `alert-dialog_IosVoiceOver-en-US.vtt` "… alert error the username
/// or password is incorrect. / Please try again OK button.". earshot says `Alert` as the alert
/// appears and the title alone when swiped back to [derived: the captions run the stops
/// together]. Where focus goes after the alert closes, and whether the escape gesture closes
/// it, are pinned by no source: earshot returns focus to the element that opened it, as
/// magentaA11y's acceptance criterion asks ("returns focus to the element that launched it")
/// [derived].
///
/// Not modelled: Compose Material 3's `AlertDialog`, whose pane title `Dialog` may be spoken
/// instead of its title (not settled); the application's label, which TalkBack speaks as the
/// window title of a screen that has none (a screen does not carry it: earshot then says no
/// title as the dialog closes).
extension Entry {
  static let dialog = Entry(
    id: "dialog", title: "Dialog", seed: nil,
    sources: [
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/feedbackpolicy/ScreenFeedbackManager.java: composeFeedback",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/actor/FocusActorForScreenStateChange.java: focusOnRequestInitialNodeOrFirstFocusableNonTitleNode",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/focusmanagement/FocusFeedbackMapper.java: mapWindowChangeToFocusAction (INITIAL_FOCUS_RESTORE)",
      "AOSP frameworks/base core/java/com/android/internal/app/AlertController.java: setTitle, ButtonHandler",
      "tmobile/magentaA11y public/content/assets/media/video/native/alert-dialog/alert-dialog_AndroidTalkback-en-US.vtt",
      "tmobile/magentaA11y public/content/assets/media/video/native/alert-dialog/alert-dialog_IosVoiceOver-en-US.vtt",
      "tmobile/magentaA11y public/content/documentation/native/notifications/alert-dialog.md",
    ],
    kinds: ["dialog", "alert"],
    usage: #"dialog "Error" message "Please try again." { button "OK" }"#,
    summary:
      "An alert with a title, a message and buttons; opened by an element that `opens` it, closed by any of its buttons or `dismiss`.",
    isInteractive: false, groupsChildren: false,
    iosTraits: [], androidRole: "AlertDialog window (ROLE_ALERT_DIALOG, no role word)",
    states: [],
    exclusiveStates: [],
    keyboard: [
      .escapeCloses("escape closes the dialog; focus returns to the element that opened it")
    ],
    gestures: [
      .dismissCloses("Android back / iOS two-finger scrub closes the dialog")
    ],
    announcements: [
      .ios: Composition(parts: [], role: nil, hint: nil, examples: ["Alert", "Error"]),
      .android: Composition(
        parts: [], role: nil, hint: nil,
        examples: ["Error", "The username or password is incorrect. Please try again."]),
    ],
    criteria: [
      Criterion(
        aspect: .name, text: "Its title names it: TalkBack speaks it as the window's title", check: .tree),
      Criterion(
        aspect: .focus,
        text:
          "Focus moves into it as it opens and stays in it; closing it returns focus to the element that opened it",
        check: .tree),
      Criterion(aspect: .group, text: "It has a button that closes it", check: .tree),
    ],
    structure: .sheet,
    window: WindowBehaviour(
      isModal: true, isShown: false, closedByItsControls: true, title: .dialogTitle, message: .dialogMessage,
      opening: [.android: .name, .ios: .word("Alert")],
      landing: [.android: .afterTitle, .ios: .title], screenTitleOnClose: [.android]))

  /// The title a platform draws in a dialog from its name (`alertTitle`; the alert's title
  /// label): plain text, no role word.
  static let dialogTitle = Entry(
    id: "dialog-title", title: "Dialog title", seed: nil, kinds: [],
    usage: #"dialog "Error" (its name)"#, summary: "A dialog's title, drawn from its name.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["staticText"], androidRole: "android.widget.TextView @id/alertTitle (no role spoken)",
    states: [], exclusiveStates: [], keyboard: [], gestures: [.swipeSpeaks],
    announcements: [
      .ios: Composition(parts: [.name], role: nil, hint: nil, examples: ["Error"]),
      .android: Composition(parts: [.name], role: nil, hint: nil, examples: ["Error"]),
    ],
    criteria: [])

  /// The message a platform draws in a dialog from its `message` (`android:id/message` in a
  /// `ScrollView`; the alert's message label): plain text, no role word.
  static let dialogMessage = Entry(
    id: "dialog-message", title: "Dialog message", seed: nil, kinds: [],
    usage: #"dialog "Error" message "Please try again.""#,
    summary: "A dialog's message, drawn from `message`.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["staticText"], androidRole: "android.widget.TextView @id/message (no role spoken)",
    states: [], exclusiveStates: [], keyboard: [], gestures: [.swipeSpeaks],
    announcements: [
      .ios: Composition(parts: [.name], role: nil, hint: nil, examples: ["Please try again."]),
      .android: Composition(parts: [.name], role: nil, hint: nil, examples: ["Please try again."]),
    ],
    criteria: [])
}
