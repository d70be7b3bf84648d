/// Text fields and secure text fields (`textfield` names the `field` entry, which
/// imported captures hold: Android `EditText`, iOS `TextField`). The button seed (002) gives the
/// rule they are audited by: "Placeholder text is NOT the programmatic name". Their words come
/// from the readers, as `docs/research/readers-wording.md` §1.2, §2.8, §2.9, §3.7 and §7 record
/// them; each phrase below cites its source.
///
/// What a field speaks, by case (⏎: the separate hint utterance):
///
/// | field | TalkBack | VoiceOver |
/// |---|---|---|
/// | label "Email", empty | `Email, Edit box` ⏎ `Double-tap to edit text` | `Email, Text Field` ⏎ `Double tap to edit` |
/// | placeholder only, empty | `name@example.com, Edit box` | `name@example.com, Text Field` |
/// | label and placeholder, empty | `Email, Edit box` | `Email, name@example.com, Text Field` |
/// | label and value | `ana@example.com, Edit box, Email` | `Email, ana@example.com, Text Field` |
/// | secure, label and 8 characters | `Password, 8 characters, Edit box` | `Password, 8 characters, Secure Text Field` |
///
/// TalkBack's long-click hint (`Double-tap and hold to long press`, heard on devices) and its
/// `Editing` state while the keyboard is up are not modelled; neither are VoiceOver's
/// `Is editing` and insertion point. `type` enters text as if the keyboard were up, and a field
/// is spoken afterwards as when the keyboard has gone.
extension Entry {
  static let textField = Entry(
    id: "field", title: "Text field", seed: "002_db6dc9cb2e70cd1c.txt",
    sources: [
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_edit_box, template_hint_edit_text, value_double_tap",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/EditTextDescription.java: nameDescription",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/InputTextFeedbackRules.java: inputTextAdd",
      "google/talkback utils/src/main/java/com/google/android/accessibility/utils/input/TextEventInterpreter.java: appendLastWordIfNeeded",
      "google/talkback utils/src/main/java/com/google/android/accessibility/utils/output/SpeechCleanupUtils.java and utils/src/main/res/values/strings_symbols.xml: symbol names",
      "google/talkback utils/src/main/res/values/strings.xml: template_capital_letter",
      "material-components/material-components-android lib/java/com/google/android/material/textfield/TextInputLayout.java: AccessibilityDelegate",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.text_field.description, trait.text_field.hint",
      "tmobile/magentaA11y public/content/documentation/native/controls/text-input.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/text-input/text-input_AndroidTalkback-en-US.vtt; field-errors/field-errors-iOS-Voiceover-en-US.vtt",
    ],
    kinds: ["field", "text-field", "textfield"],
    usage: #"textfield "Email" value "ana@example.com" placeholder "name@example.com""#,
    summary: "An editable text field; its placeholder is not its name. `type` enters text into it.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["textEntry"], androidRole: "android.widget.EditText (ROLE_EDIT_TEXT, \"Edit box\")",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "double tap to edit"),
    ],
    announcements: [
      // Label, value (the placeholder while empty), Dimmed, Text Field: AccessibilitySnapshot's
      // order and trait.text_field.description "Text Field."; reference images "Some placeholder
      // text. Text Field." and "Hello from Text Field. Text Field." (readers-wording.md §3.7);
      // magentaA11y text-input.md "Label, value, text field, double tap to edit", "Label,
      // placeholder, text field, double tap to edit". Hint trait.text_field.hint "Double tap to
      // edit.", only when enabled.
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Text Field", hint: "Double tap to edit",
        examples: [
          "Email, Text Field / Double tap to edit",
          "Email, ana@example.com, Text Field / Double tap to edit",
        ]),
      // The text, role, label, disabled: EditTextDescription.nameDescription names an edit box by
      // its text (the value; empty, TextInputLayout's label, else the hint an EditText shows as
      // its text); the label then follows the role as the node's hint text, dropped while it is
      // itself the text shown (getHintDescription; TalkBack's dedupJoin drops the repeat here).
      // readers-wording.md §2.8 [derived]; magentaA11y text-input.md "Value, Edit box, Label,
      // double tap to edit text". value_edit_box "Edit box"; template_hint_edit_text
      // "%1$s to edit text" with value_double_tap "Double-tap".
      .android: Composition(
        parts: [.text, .role, .name, .disabled], role: "Edit box", hint: "Double-tap to edit text",
        examples: [
          "Email, Edit box / Double-tap to edit text",
          "ana@example.com, Edit box, Email / Double-tap to edit text",
        ]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Has a programmatic name; the placeholder is not one", check: .tree),
      .textResize,
    ],
    valueShowsPlaceholder: true,
    textEntry: TextEntry(echo: [
      // TalkBack's default keyboard echo is characters and words (pref_keyboard_echo_default 0);
      // each added character is spoken as SpeechCleanupUtils names it, an upper-case letter
      // "capital A" (template_capital_letter), and a space or punctuation mark that ends a word
      // speaks the word instead (TextEventInterpreter.appendLastWordIfNeeded): typing
      // "ana@" says "a", "n", "a", "ana At". readers-wording.md §2.9.
      .android: .charactersAndWords,
      // VoiceOver speaks each key "again when the character is entered" (Apple's iPhone User
      // Guide, VoiceOver onscreen keyboard, standard typing); a capital as "Cap Z"
      // (field-errors-iOS-Voiceover-en-US.vtt "Cap Z Zulu"). Left out: its delayed phonetic
      // word ("Zulu"), and the word it echoes after a space (flutter/flutter#14543 lists "After
      // inserting space the last word is echoed back" among native behaviours), whose exact
      // words no public source records.
      .ios: .characters,
    ]),
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_EDIT_TEXT.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])

  /// A field whose text is never spoken.
  static let secureField = Entry(
    id: "securefield", title: "Secure text field", seed: nil,
    sources: [
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/EditTextDescription.java: nameDescription (isPassword)",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: template_password_character_count, value_edit_box, template_hint_edit_text",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/InputTextPasswordFeedbackRules.java: inputTextPasswordAdd",
      "google/talkback utils/src/main/res/values/strings_symbols.xml: symbol_bullet",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.secure_text_field.description, trait.text_field.hint",
      "flutter/flutter#15274 (native Android and iOS password fields, 2018)",
      "tmobile/magentaA11y public/content/documentation/native/controls/text-input.md",
    ],
    kinds: ["securefield"],
    usage: #"securefield "Password" value "hunter22""#,
    summary:
      "A text field whose text is never spoken: the readers say how many characters it holds. `type` enters text into it.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["textEntry", "secureTextField"],
    androidRole: "android.widget.EditText, password input (ROLE_EDIT_TEXT, \"Edit box\")",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Doubletap: Keyboard appears to edit (magentaA11y text-input.md)"),
    ],
    announcements: [
      // Label, "8 characters" (the placeholder while empty [derived]), Dimmed, Secure Text Field:
      // trait.secure_text_field.description "Secure Text Field."; flutter#15274 (iOS) "5
      // characters, Secure Textfield"; SwiftUI reference image "Password. Secure Text Field."
      // while empty (readers-wording.md §3.7). AccessibilitySnapshot renders the bullets instead
      // of a count; devices say the count.
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Secure Text Field", hint: "Double tap to edit",
        examples: [
          "Password, Secure Text Field / Double tap to edit",
          "Password, 8 characters, Secure Text Field / Double tap to edit",
        ]),
      // Name, "8 characters", role: EditTextDescription.nameDescription's password branch speaks
      // the content description, then template_password_character_count "%1$d characters"
      // (never the text); flutter#15274 (Android) "Password, 5 characters, EditBox"; device
      // text-input_AndroidTalkback-en-US.vtt "Password edit box double tap to edit text" while
      // empty. readers-wording.md §2.8.
      .android: Composition(
        parts: [.name, .value, .role, .disabled], role: "Edit box", hint: "Double-tap to edit text",
        examples: [
          "Password, Edit box / Double-tap to edit text",
          "Password, 8 characters, Edit box / Double-tap to edit text",
        ]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose is clear and matches visible label", check: .tree),
      Criterion(
        aspect: .role, text: "Identifies itself as text field on iOS, edit box on Android", check: .tree),
      Criterion(aspect: .state, text: "The input can be disabled/dimmed", check: .tree),
      .textResize,
    ],
    valueShowsPlaceholder: true,
    textEntry: TextEntry(
      echo: [
        // InputTextPasswordFeedbackRules.inputTextPasswordAdd speaks symbol_bullet "Bullet" for
        // each character when passwords are not spoken; the device report flutter#15274 heard
        // "Bullet" (readers-wording.md §2.9, open question 6).
        .android: .word("Bullet"),
        // flutter#15274 (iOS, 2018): "no echo when entering anything into the text field".
        .ios: .silent,
      ],
      hiddenText: [
        // template_password_character_count: "%1$d character" / "%1$d characters".
        .android: CharacterCount(one: "character", other: "characters"),
        // flutter#15274 "5 characters, Secure Textfield"; firefox-ios PR #1382 "10 characters"
        // (readers-wording.md §3.7). The singular is [derived] from TalkBack's.
        .ios: CharacterCount(one: "character", other: "characters"),
      ]),
    // EditTextDescription.nameDescription (password): with no content description TalkBack says
    // value_password "password" where the name would be (readers-wording.md §2.8); VoiceOver
    // says nothing there (flutter/flutter#15274, iOS: "5 characters, Secure Textfield"). The
    // field is still unnamed, and `audit` says so.
    spokenWhenUnnamed: [.android: "password"],
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_EDIT_TEXT.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
