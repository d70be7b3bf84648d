/// A search field (`searchfield "Search contacts" value "Ana"`): a text field the platform draws
/// for searching, whose name is the hint it shows while empty. Its words come from the readers,
/// as `docs/research/components-wording.md` §10 records them.
///
/// | search field | TalkBack | VoiceOver |
/// |---|---|---|
/// | empty | `Search contacts, Edit box` ⏎ `Double-tap to edit text` | `Search contacts, Search Field` ⏎ `Double tap to edit` |
/// | value "Ana" | `Ana, Edit box, Search contacts` | `Search contacts, Ana, Search Field` |
///
/// VoiceOver: a `UISearchTextField` carries the search field trait, `trait.search_field.description`
/// "Search Field." and no "Text Field" word (device `search_IosVoiceOver-en-US.vtt` "Search search
/// field."); its hint is the text field's [derived: the recording ends before a hint;
/// magentaA11y `controls/search.md` "Search, Search field, double tap to edit"]. TalkBack: the
/// query field of a `SearchView` is an `AutoCompleteTextView` (`ROLE_EDIT_TEXT`, "Edit box")
/// whose query hint is its hint text, shown as its text while empty (device
/// `search_AndroidTalkback-en-US.vtt` "… Search edit box.").
///
/// Not modelled: the collapsed search icon (`Search, Button`: write it as a `button`), the clear
/// and voice-search buttons (buttons), and the `Editing` state while the keyboard is up.
extension Entry {
  static let searchField = Entry(
    id: "searchfield", title: "Search field", seed: nil,
    sources: [
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.search_field.description",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_edit_box, template_hint_edit_text",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/EditTextDescription.java: nameDescription",
      "tmobile/magentaA11y public/content/documentation/native/controls/search.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/search/search_IosVoiceOver-en-US.vtt, search_AndroidTalkback-en-US.vtt",
    ],
    kinds: ["searchfield", "search-field"],
    usage: #"searchfield "Search contacts" | searchfield "Search contacts" value "Ana""#,
    summary: "A field for searching: its name is the hint it shows while empty. `type` enters text into it.",
    isInteractive: true, groupsChildren: false,
    iosTraits: ["searchField"],
    androidRole: "android.widget.AutoCompleteTextView in a SearchView (ROLE_EDIT_TEXT, \"Edit box\")",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [.spaceActivates, .enterActivates],
    gestures: [
      .swipeSpeaks,
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "double tap to edit (magentaA11y search.md)"),
    ],
    announcements: [
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Search Field", hint: "Double tap to edit",
        examples: [
          "Search contacts, Search Field / Double tap to edit",
          "Search contacts, Ana, Search Field / Double tap to edit",
        ]),
      .android: Composition(
        parts: [.text, .role, .name, .disabled], role: "Edit box", hint: "Double-tap to edit text",
        examples: [
          "Search contacts, Edit box / Double-tap to edit text",
          "Ana, Edit box, Search contacts / Double-tap to edit text",
        ]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Says what it searches", check: .tree),
      .textResize,
    ],
    valueShowsPlaceholder: true,
    textEntry: Entry.textField.textEntry,
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
