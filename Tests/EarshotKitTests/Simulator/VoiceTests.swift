import EarshotKit
import Testing

/// Each voice's focus announcement for every component and state, with the rule it follows
/// (sections of `../shared/research/announcements.md` and the seeds).
@Suite struct VoiceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// One screen; the first focus stop (or the element named `focus`) is announced.
    let screen: String
    var focus: String? = nil
    let ios: String
    let iosHint: String?
    let android: String
    let androidHint: String?
    let rule: String

    var testDescription: String { "\(screen) (\(rule))" }
  }

  static let cases: [Case] = [
    // Dialogs and snackbars (components-wording.md §2, §11).
    Case(
      screen: #"dialog "Error" message "Please try again." { button "OK" }"#, ios: "Error", iosHint: nil,
      android: "Error", androidHint: nil,
      rule: "a dialog's title is plain text: alertTitle's TextView, the alert's title label"),
    Case(
      screen: #"snackbar "Message archived" { button "Undo" }"#, ios: "Message archived", iosHint: nil,
      android: "Message archived", androidHint: "Actions available, use Tap with 3 fingers to view",
      rule:
        "the snackbar layout reads its text; ACTION_DISMISS gives the actions hint (template_hint_menu_type_high_verbosity)"
    ),
    // Steppers (components-wording.md §4): the first stop is the decrement button.
    Case(
      screen: #"stepper "Guests" value "2""#, ios: "Decrement, Button", iosHint: nil,
      android: "Decrease, Button", androidHint: "Double-tap to activate",
      rule: "UIStepper's two buttons (testStepper); an app's Decrease button (device)"),
    Case(
      screen: #"stepper "Guests" value "0""#, ios: "Decrement, Dimmed, Button", iosHint: nil,
      android: "Decrease, Button", androidHint: "Double-tap to activate",
      rule: "UIStepper dims its decrement button at its minimum (testStepperAtMin)"),
    Case(
      screen: #"stepper "Guests" value "2" disabled"#, ios: "Decrement, Dimmed, Button", iosHint: nil,
      android: "Decrease, Button, disabled", androidHint: nil,
      rule: "a disabled stepper's buttons: Dimmed; value_disabled last and no hint"),
    // Drop-downs (components-wording.md §6).
    Case(
      screen:
        #"dropdown "Search by" value "Record locator" { option "Record locator"; option "Bag tag number" }"#,
      ios: "Search by, Record locator, Pop up button", iosHint: "Double tap to activate the picker",
      android: "Record locator, Drop down list, Search by", androidHint: "Double-tap to change",
      rule: "a pop-up button (device); Material's exposed drop-down reported as a Spinner"),
    Case(
      screen: #"dropdown "Fruit" { option "Apple" }"#, ios: "Fruit, Pop up button",
      iosHint: "Double tap to activate the picker", android: "Fruit, Drop down list",
      androidHint: "Double-tap to change",
      rule: "nothing chosen: the label is the field's text, said once (dedupJoin)"),
    // Grids (components-wording.md §9).
    Case(
      screen: #"grid "Gallery" columns 3 { cell "Beach"; cell "Forest"; cell "Lake"; cell "Desert" }"#,
      ios: "Beach", iosHint: nil, android: "Beach, Row 1, Column 1, In grid, 2 rows, 3 columns",
      androidHint: nil,
      rule: "GridLayoutManager's rows and columns; CollectionState enters the grid; no place on iOS"),
    Case(
      screen: #"grid "Pair" columns 3 { cell "Left"; cell "Right" }"#, ios: "Left", iosHint: nil,
      android: "Left, Row 1, Column 1, In grid, 1 row, 2 columns", androidHint: nil,
      rule: "columns min(spanCount, itemCount); the singular plurals"),
    // Search fields (components-wording.md §10).
    Case(
      screen: #"searchfield "Search contacts""#, ios: "Search contacts, Search Field",
      iosHint: "Double tap to edit",
      android: "Search contacts, Edit box", androidHint: "Double-tap to edit text",
      rule:
        "trait.search_field.description, no Text Field word (device); a SearchView's query hint shown as text"
    ),
    Case(
      screen: #"searchfield "Search contacts" value "Ana""#, ios: "Search contacts, Ana, Search Field",
      iosHint: "Double tap to edit", android: "Ana, Edit box, Search contacts",
      androidHint: "Double-tap to edit text",
      rule:
        "the value after the label (AccessibilitySnapshot); the hint text after the role (getHintDescription)"
    ),
    // Custom actions (components-wording.md §1.3, §1.4, §12).
    Case(
      screen: #"button "Mail" action "Delete" action "Archive""#, ios: "Mail, Button",
      iosHint: "Actions available",
      android: "Mail, Button",
      androidHint: "Double-tap to activate, Actions available, use Tap with 3 fingers to view",
      rule: "getHintForNodeActions last in getHint; AccessibilitySnapshot custom_actions.description"),
    Case(
      screen: #"switch "Wi-Fi" on action "Details""#, ios: "Wi-Fi, Switch Button, On",
      iosHint: "Double tap to toggle setting, Actions available", android: "On, Wi-Fi, Switch",
      androidHint: "Double-tap to toggle, Actions available, use Tap with 3 fingers to view",
      rule: "the actions hint after the role hint; Actions available after the hint"),
    Case(
      screen: #"button "Mail" action "Delete" disabled"#, ios: "Mail, Dimmed, Button",
      iosHint: "Actions available", android: "Mail, Button, disabled", androidHint: nil,
      rule: "AccessibilityFocusHint gives a disabled node no hint, actions hint included"),
    // Disclosures (components-wording.md §8).
    Case(
      screen: #"disclosure "Advanced" { switch "Proxy" off }"#, ios: "Advanced, Button, Collapsed",
      iosHint: "Double tap to expand", android: "collapsed, Advanced, Button",
      androidHint: "Double-tap to activate, Actions available, use Tap with 3 fingers to view",
      rule: "value_collapsed first for ACTION_EXPAND, a menu action; PR #324's status and hint"),
    Case(
      screen: #"disclosure "Advanced" expanded { switch "Proxy" off }"#, ios: "Advanced, Button, Expanded",
      iosHint: "Double tap to collapse", android: "expanded, Advanced, Button",
      androidHint: "Double-tap to activate, Actions available, use Tap with 3 fingers to view",
      rule: "value_expanded for ACTION_COLLAPSE; PR #324's status and hint"),
    Case(
      screen: #"disclosure "Advanced" disabled"#, ios: "Advanced, Dimmed, Button, Collapsed", iosHint: nil,
      android: "collapsed, Advanced, Button, disabled", androidHint: nil,
      rule: "no hint when disabled on either reader"),
    // Toggle buttons (components-wording.md §7).
    Case(
      screen: #"togglebutton "Bold" on"#, ios: "Selected, Bold, Button", iosHint: nil,
      android: "ON, Bold, Switch", androidHint: "Double-tap to toggle",
      rule: "ToggleButton's textOn as its state description, value_switch; the selected trait's prefix"),
    // Progress indicators (components-wording.md §3).
    Case(
      screen: #"progress "Uploading photos" value "40%""#, ios: "Uploading photos, 40%", iosHint: nil,
      android: "40%, Uploading photos, Progress bar", androidHint: nil,
      rule: "ProgressBar's formatStateDescription; UIProgressView's percentage value, no trait word"),
    Case(
      screen: #"progress "Loading""#, ios: "Loading", iosHint: nil,
      android: "in progress, Loading, Progress bar", androidHint: nil,
      rule:
        "ProgressBar's in_progress while indeterminate; no public source for UIActivityIndicatorView's own words"
    ),
    Case(
      screen: #"progress "Syncing" value "62.5%" toolkit compose"#, ios: "Syncing, 62.5%", iosHint: nil,
      android: "63 percent., Syncing, Progress bar", androidHint: nil,
      rule: "Compose template_percent \"%1$d percent.\", rounded into 1 to 99"),

    // Button (seed 002)
    Case(
      screen: "button Submit", ios: "Submit, Button", iosHint: nil, android: "Submit, Button",
      androidHint: "Double-tap to activate",
      rule: "§2.1: label then the Button trait, no default hint; §1.6 name, role; §1.9 clickable hint"),
    Case(
      screen: #"button "Delete" disabled"#, ios: "Delete, Dimmed, Button", iosHint: nil,
      android: "Delete, Button, disabled", androidHint: nil,
      rule: "§2.1 step 4: Dimmed is the first trait; §1.5: disabled last; §1.9: no hint when disabled"),
    Case(
      screen: #"button "Favourites" selected"#, ios: "Selected, Favourites, Button", iosHint: nil,
      android: "selected, Favourites, Button", androidHint: "Double-tap to activate",
      rule: "§2.1 step 3: Selected prefix; §1.5: selected first"),
    Case(
      screen: #"button "Volume" value "50%""#, ios: "Volume, 50%, Button", iosHint: nil,
      android: "50%, Volume, Button", androidHint: "Double-tap to activate",
      rule: "§2.1 step 2: label then value; §1.6: stateDescription is the state, before the name"),
    Case(
      screen: #"button Submit label "Send order""#, ios: "Send order, Button", iosHint: nil,
      android: "Send order, Button", androidHint: "Double-tap to activate",
      rule: "§1.6: contentDescription before text; label is the accessible name"),
    Case(
      screen: #"button Submit hint "Sends the form""#, ios: "Submit, Button", iosHint: "Sends the form",
      android: "Submit, Button, Sends the form", androidHint: "Double-tap to activate",
      rule:
        "§2.1 step 8: the developer's hint as given; readers-wording §1.1: TalkBack's hintText in the focus utterance after the role"
    ),
    Case(
      screen: "button @icon", ios: "Button", iosHint: nil, android: "Button",
      androidHint: "Double-tap to activate",
      rule:
        "§2.1: traits alone when there is no label; TalkBack getUnlabelledNodeDescription: never Unlabelled with a role name (talkback-focus-model.md §5.1)"
    ),
    Case(
      screen: #"button "Button""#, ios: "Button, Button", iosHint: nil, android: "Button",
      androidHint: "Double-tap to activate", rule: "§1.2: dedupJoin drops a repeated part; VoiceOver does not"
    ),
    Case(
      screen: #"button "Home" role "Tab""#, ios: "Home, Tab", iosHint: nil, android: "Home, Tab",
      androidHint: "Double-tap to activate", rule: "§1.6: roleDescription replaces the role name"),
    // Toggle switch (seed 003)
    Case(
      screen: #"switch "Wi-Fi" on"#, ios: "Wi-Fi, Switch Button, On", iosHint: "Double tap to toggle setting",
      android: "On, Wi-Fi, Switch", androidHint: "Double-tap to toggle",
      rule:
        "§2.3 UISwitch: Switch Button then state; §1.6 SwitchDescription: state, name, role; §1.9 checkable"),
    Case(
      screen: #"switch "Wi-Fi" off"#, ios: "Wi-Fi, Switch Button, Off",
      iosHint: "Double tap to toggle setting",
      android: "Off, Wi-Fi, Switch", androidHint: "Double-tap to toggle",
      rule: "§2.3; §1.6; seed 003 examples"),
    Case(
      screen: #"switch "Bluetooth" off disabled hint "Connect devices""#,
      ios: "Bluetooth, Dimmed, Switch Button, Off", iosHint: "Connect devices",
      android: "Off, Bluetooth, Switch, Connect devices, disabled", androidHint: nil,
      rule:
        "§2.3: a disabled switch loses the toggle hint; readers-wording §1.1: hint text before the disabled postfix, no usage hint"
    ),
    Case(
      screen: #"switch "Sync" on selected"#, ios: "Selected, Sync, Switch Button, On",
      iosHint: "Double tap to toggle setting", android: "selected, On, Sync, Switch",
      androidHint: "Double-tap to toggle", rule: "§2.1 step 3; §1.5: selected before the tree description"),
    Case(
      screen: #"switch "Label" off role """#, ios: "Label, Off", iosHint: "Double tap to toggle setting",
      android: "Off, Label", androidHint: "Double-tap to toggle",
      rule: "§2.3: the switch trait without Button speaks no role (seed 003's SwiftUI Toggle)"),
    // Table row / list item (seed 001)
    Case(
      screen: #"row "Sent""#, ios: "Sent, Button", iosHint: nil, android: "Sent",
      androidHint: "Double-tap to activate", rule: "iOS speaks a row as a button; Android no role"),
    Case(
      screen: #"row "Inbox" { text "3 unread" }"#, ios: "Inbox, 3 unread, Button", iosHint: nil,
      android: "Inbox, 3 unread", androidHint: "Double-tap to activate",
      rule: "content after the name in one stop; §1.5 non-focusable children"),
    Case(
      screen: #"row "Drafts" selected"#, ios: "Selected, Drafts, Button", iosHint: nil,
      android: "selected, Drafts", androidHint: "Double-tap to activate", rule: "§2.1 step 3; §1.5"),
    Case(
      screen: #"row "Archive" disabled"#, ios: "Archive, Dimmed, Button", iosHint: nil,
      android: "Archive, disabled", androidHint: nil, rule: "§2.1 step 4; §1.5, §1.9"),
    Case(
      screen: #"row "Inbox" label "Inbox, 3 unread messages" { text "3 unread" }"#,
      ios: "Inbox, 3 unread messages, Button", iosHint: nil, android: "Inbox, 3 unread messages",
      androidHint: "Double-tap to activate",
      rule: "§1.5: children are not read when the node has a contentDescription"),
    // Strike-through (seed 000) and the supporting kinds
    Case(
      screen: #"text "$57" strikethrough"#, ios: "$57", iosHint: nil, android: "$57", androidHint: nil,
      rule: "§6 Strike-through: neither reader conveys the style"),
    Case(
      screen: #"group label "Amount was $57 and is now $27" { text "$57" strikethrough; text "$27" }"#,
      ios: "Amount was $57 and is now $27", iosHint: nil, android: "Amount was $57 and is now $27",
      androidHint: nil, rule: "seed 000: the group's label conveys it"),
    Case(
      screen: #"group { text "Total"; text "$27" }"#, ios: "Total, $27", iosHint: nil, android: "Total, $27",
      androidHint: nil, rule: "§2.3 children .combine joined by \", \"; §1.5 child descriptions"),
    Case(
      screen: #"heading "Checkout""#, ios: "Checkout, Heading", iosHint: nil, android: "Checkout, Heading",
      androidHint: nil, rule: "§2.1 Heading trait; §1.4 heading description"),
    Case(
      screen: #"image "Star""#, ios: "Star, Image", iosHint: nil, android: "Star, Image", androidHint: nil,
      rule: "§2.1 Image trait; §1.7 ROLE_IMAGE"),
    // Sheet (seed 004): sheets nothing opens are showing from the start. With no `toolkit`, a
    // sheet is drawn by the platform's standard toolkit (readers-wording.md §5): UIKit's
    // "Sheet Grabber" (firefox-ios#21219) and Material's drag handle (BottomSheetDragHandleView).
    Case(
      screen: "sheet S half { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "collapsed, Drag handle, Button", androidHint: "Double-tap to Expand the bottom sheet",
      rule: "§5.1 UIKit grabber; §5.2 Material ≤1.13 drag handle"),
    Case(
      screen: "sheet S minimized { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "collapsed, Drag handle, Button", androidHint: "Double-tap to Expand the bottom sheet",
      rule: "§5.2: minimized is collapsed on Android"),
    Case(
      screen: "sheet S full { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "expanded, Drag handle, Button", androidHint: "Double-tap to Collapse the bottom sheet",
      rule: "§5.2: an expanded sheet's handle offers bottomsheet_action_collapse"),
    Case(
      screen: #"sheet S { grabber label "Handle" }"#, ios: "Handle", iosHint: nil,
      android: "expanded, Handle, Button", androidHint: "Double-tap to Collapse the bottom sheet",
      rule: "a screen may override the catalogue's string"),
    Case(
      screen: #"sheet S { button "Close" }"#,
      ios: "Activate to dismiss pop-up window, Button", iosHint: nil, android: "Close, Button",
      androidHint: "Double-tap to activate",
      rule: "§5.1 firefox-ios#21223: iOS adds the dismiss element first when there is no grabber"),
    // `toolkit seed` keeps seed 004's wording.
    Case(
      screen: "sheet S half toolkit seed { grabber }", ios: "Card controller, half screen, Button",
      iosHint: "adjust the size of the card overlaying screen", android: "Sheet grabber, collapsed",
      androidHint: "Double-tap to activate", rule: "seed 004 examples; sheet sizes"),
    Case(
      screen: "sheet S full toolkit seed { grabber }", ios: "Card controller, full screen, Button",
      iosHint: "adjust the size of the card overlaying screen", android: "Sheet grabber, expanded",
      androidHint: "Double-tap to activate", rule: "seed 004: full is expanded on Android"),
    Case(
      screen: #"sheet S toolkit seed { button "Close" }"#,
      ios: "Double tap to dismiss pop-up window, Button", iosHint: nil, android: "Close, Button",
      androidHint: "Double-tap to activate", rule: "seed 004: the dismiss element in later versions"),
    // Compose's drag handle has no role and offers actions; SwiftUI's is UIKit's; a toolkit of
    // the other platform leaves a platform its default.
    Case(
      screen: "sheet S half toolkit compose { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "collapsed, Drag handle",
      androidHint: "Double-tap to activate, Actions available, use tap with 3 fingers to view",
      rule: "§5.3 ModalBottomSheet drag handle; iOS keeps UIKit"),
    Case(
      screen: "sheet S toolkit swiftui toolkit material { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "expanded, Drag handle, Button", androidHint: "Double-tap to Collapse the bottom sheet",
      rule: "§5.1 SwiftUI presents UIKit's sheet; §5.2 Material"),
    // Material 1.14 writes the sheet's state into the handle's name (`Composition.sheetSizeInName`)
    // and adds a tooltip, spoken after the role where it differs from the name.
    Case(
      screen: "sheet S half toolkit material-1-14 { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "Collapsed. Drag handle, Button, Drag handle",
      androidHint: "Double-tap to Expand the bottom sheet, Actions available, use tap with 3 fingers to view",
      rule: "§5.2 Material 1.14+: stateName + \". \" + description; tooltip; custom actions"),
    Case(
      screen: "sheet S toolkit material-1-14 { grabber }", ios: "Sheet Grabber", iosHint: nil,
      android: "Expanded. Drag handle, Button, Drag handle",
      androidHint:
        "Double-tap to Collapse the bottom sheet, Actions available, use tap with 3 fingers to view",
      rule: "§5.2 Material 1.14+: bottomsheet_state_expanded; bottomsheet_action_collapse_description"),
    Case(
      screen: #"sheet S minimized toolkit material-1-14 { grabber label "Handle" disabled }"#,
      ios: "Handle", iosHint: nil, android: "Collapsed. Handle, Button, Drag handle, disabled",
      androidHint: nil,
      rule: "§5.2 Material 1.14+: the app's description keeps the state word; the tooltip stays"),
    Case(
      screen: #"sheet S { close disabled }"#, focus: "Close", ios: "Close, Dimmed, Button", iosHint: nil,
      android: "Close, Button, disabled", androidHint: nil,
      rule: "§2.5 Close, button; the catalogue's default name"),
    // Radio button and tab (docs/research/readers-wording.md)
    Case(
      screen: #"radio "Monthly""#, ios: "Monthly, Button", iosHint: nil,
      android: "Not selected, Monthly, Radio button", androidHint: "Double-tap to toggle",
      rule: "readers-wording §3.2: no word for an unchecked custom radio; §2.2 device: Not selected first"),
    Case(
      screen: #"radio "Monthly" checked"#, ios: "Selected, Monthly, Button", iosHint: nil,
      android: "Selected, Monthly, Radio button", androidHint: "Double-tap to toggle",
      rule: "§3.2: the selected trait first; §1.2: checkable, checked or not, hints toggle"),
    Case(
      screen: #"radio "Cash" value "4 of 4" disabled"#, ios: "Cash, 4 of 4, Dimmed, Button", iosHint: nil,
      android: "Not selected, Cash, Radio button, disabled", androidHint: nil,
      rule: "§3.2 device: the app's value before Dimmed; §1.1: disabled last, no hint"),
    Case(
      screen: #"tabs { tab "Home" selected; tab "Search" }"#, ios: "Selected, Home, Tab, 1 of 2",
      iosHint: nil,
      android: "selected, Home, Tab, 1 of 2, In list, 2 items", androidHint: nil,
      rule:
        "§3.5: Tab then the position; §2.5: TabLayout takes the click action from the selected tab; §1.1: positions on by default"
    ),
    Case(
      screen: #"tabs { tab "Home" selected; tab "Search" }"#, focus: "Search", ios: "Search, Tab, 2 of 2",
      iosHint: nil, android: "Search, Tab, 2 of 2, In list, 2 items", androidHint: "Double-tap to activate",
      rule: "§3.5: no default hint on iOS; §2.5 device: Double tap to activate"),
    Case(
      screen: #"tabs { tab "Home"; tab "Kids" value "3 new" disabled }"#, focus: "Kids",
      ios: "Kids, 3 new, Dimmed, Tab, 2 of 2", iosHint: nil,
      android: "3 new, Kids, Tab, disabled, 2 of 2, In list, 2 items",
      androidHint: nil, rule: "§3.5 reference image: label: value, Dimmed, Tab, position"),
    Case(
      screen: #"preference "Wi-Fi" on value "Home network""#, ios: "Wi-Fi, Home network, Switch Button, On",
      iosHint: "Double tap to toggle setting", android: "Wi-Fi, Home network, On, Switch",
      androidHint: "Double-tap to activate",
      rule:
        "readers-wording §2.3: a settings row's title, summary, its switch's state and role; the row's activate hint; seed 003 on iOS"
    ),
    Case(
      screen: #"preference "Bluetooth" off disabled"#, ios: "Bluetooth, Dimmed, Switch Button, Off",
      iosHint: nil, android: "Bluetooth, Off, Switch, disabled", androidHint: nil,
      rule: "readers-wording §2.3, §2.10: disabled last, no hint"),
    Case(
      screen: #"textfield "Email" value "ana@example.com" hint "Used to sign in""#,
      ios: "Email, ana@example.com, Text Field", iosHint: "Double tap to edit",
      android: "ana@example.com, Edit box, Email, Used to sign in", androidHint: "Double-tap to edit text",
      rule:
        "readers-wording §1.1, §2.8: an edit text with text appends its hint text (TextInputLayout: hint, then helper text) after the role; AccessibilitySnapshot: a text entry's trait hint replaces the element's own"
    ),
    Case(
      screen: #"textfield "Email" hint "Used to sign in""#, ios: "Email, Text Field",
      iosHint: "Double tap to edit", android: "Email, Used to sign in, Edit box",
      androidHint: "Double-tap to edit text",
      rule:
        "TextInputLayout.AccessibilityDelegate: an empty field's text is its hint and helper text, which getHintDescription then leaves out; AccessibilitySnapshot: a text entry's trait hint replaces the element's own"
    ),
  ]

  @Test(arguments: cases)
  func voiceOver(_ testCase: Case) throws {
    let said = try announcement(testCase, on: .ios)
    #expect(said.withoutHint.text == testCase.ios)
    #expect(said.utterances.first { $0.kind == .hint }?.text == testCase.iosHint)
  }

  @Test(arguments: cases)
  func talkBack(_ testCase: Case) throws {
    let said = try announcement(testCase, on: .android)
    #expect(said.withoutHint.text == testCase.android)
    #expect(said.utterances.first { $0.kind == .hint }?.text == testCase.androidHint)
  }

  @Test func talkBackNumbersRadioSetsAndTabBarsWithListPositionsOn() throws {
    // readers-wording.md §2.2 device: "Not selected Text message radio button one of three in
    // list 3 items"; §2.5 device: "Selected for you Tab one of four Enlist 4 items"; §1.1: one
    // preference for every collection, Out of list on leaving one.
    var settings = ReaderSettings()
    settings.listPositions = true
    let session = try Self.session(
      #"radio "A" checked; radio "B"; text "Then"; tabs { tab "C" selected; tab "D" }; radio "E""#,
      on: .android, settings: settings)
    var previous: Int?
    var said: [String] = []
    for stop in session.order {
      said.append(session.focusAnnouncement(of: stop, from: previous).withoutHint.text)
      previous = stop
    }
    #expect(
      said == [
        "Selected, A, Radio button, 1 of 2, In list, 2 items", "Not selected, B, Radio button, 2 of 2",
        "Then, Out of list", "selected, C, Tab, 1 of 2, In list, 2 items", "D, Tab, 2 of 2",
        "Not selected, E, Radio button, Out of list",
      ])
  }

  @Test func talkBackSpeaksPositionsByDefaultAndListPositionsOffDropsThem() throws {
    // readers-wording.md §1.1: pref_speak_container_element_positions_default is true, so
    // earshot's default is the reader's; `set list-positions off` stays.
    #expect(ReaderSettings().listPositions)
    #expect(Catalogue.settings.first { $0.name == "list-positions" }?.defaultValue == "on")
    let screen = #"list "L" { row "A"; row "B" }"#
    let byDefault = try Self.session(screen, on: .android)
    #expect(
      byDefault.focusAnnouncement(of: byDefault.order[0]).withoutHint.text == "A, 1 of 2, In list, 2 items")
    var settings = ReaderSettings()
    settings.listPositions = false
    let off = try Self.session(screen, on: .android, settings: settings)
    #expect(off.focusAnnouncement(of: off.order[0]).withoutHint.text == "A")
  }

  @Test func talkBackSaysOnlyTheGridRowAndColumnThatChanged() throws {
    // components-wording.md §9.1: TableItemState.getTransition; refocusing the same cell says
    // both again; Out of grid on leaving it; no positions with list positions off.
    let screen = #"grid "G" columns 2 { cell "A"; cell "B"; cell "C" }; text "After""#
    let session = try Self.session(screen, on: .android)
    let order = session.order
    #expect(session.focusAnnouncement(of: order[1], from: order[0]).withoutHint.text == "B, Column 2")
    #expect(session.focusAnnouncement(of: order[2], from: order[1]).withoutHint.text == "C, Row 2, Column 1")
    #expect(session.focusAnnouncement(of: order[2], from: order[2]).withoutHint.text == "C, Row 2, Column 1")
    #expect(session.focusAnnouncement(of: order[1], from: order[2]).withoutHint.text == "B, Row 1, Column 2")
    #expect(session.focusAnnouncement(of: order[3], from: order[2]).withoutHint.text == "After, Out of grid")
    var settings = ReaderSettings()
    settings.listPositions = false
    let off = try Self.session(screen, on: .android, settings: settings)
    #expect(off.focusAnnouncement(of: off.order[0]).withoutHint.text == "A")
    let ios = try Self.session(screen, on: .ios)
    #expect(ios.focusAnnouncement(of: ios.order[2], from: ios.order[1]).withoutHint.text == "C")
  }

  @Test func aStepperStepsItsValueAndDimsAtTheBoundOnIOS() throws {
    // components-wording.md §4: the new value alone after each tap; UIStepper dims the button at
    // the bound, and there the tap does nothing.
    for platform in Platform.allCases {
      var session = try Self.session(#"stepper "Guests" value "1""#, on: platform)
      let decrement = session.order[0]
      _ = session.focus(on: decrement)
      #expect(session.activate().announcement.withoutHint.text == "0")
      let atBound = session.activate()
      #expect(atBound.announcement.utterances.isEmpty)
      #expect(session.isDisabled(decrement) == (platform == .ios))
      _ = session.focus(on: session.order[1])
      #expect(session.activate().announcement.withoutHint.text == "1")
      #expect(!session.isDisabled(decrement))
    }
  }

  @Test func pickingAnOptionMakesItTheDropDownsValue() throws {
    // components-wording.md §6: the menu opens on its first option; picking one closes it and
    // focus returns to the drop-down, which says the new value.
    for platform in Platform.allCases {
      var session = try Self.session(
        #"dropdown "Size" value "S" { option "S"; option "M" }; button "Buy""#, on: platform)
      let dropdown = session.order[0]
      _ = session.focus(on: dropdown)
      let opened = session.activate()
      #expect(
        opened.announcement.withoutHint.text
          == (platform == .ios ? "Selected, S, Button" : "checked, S, 1 of 2, In list, 2 items"))
      _ = session.swipe(forward: true)
      let picked = session.activate()
      #expect(session.focus == dropdown)
      #expect(session.value(of: dropdown) == "M")
      #expect(
        picked.announcement.withoutHint.text
          == (platform == .ios ? "Size, M, Pop up button" : "M, Drop down list, Size, Out of list"))
    }
  }

  @Test func iOSClosesAMenuFromItsDismissElement() throws {
    // menu_IosVoiceOver-en-US.vtt "Dismiss context menu button": after the options; activating
    // it closes the menu, focus back on the drop-down, its value as it was. Android adds none.
    var session = try Self.session(#"dropdown "Size" value "S" { option "S"; option "M" }"#, on: .ios)
    let dropdown = session.order[0]
    _ = session.focus(on: dropdown)
    _ = session.activate()
    #expect(session.order.count == 3)
    _ = session.swipe(forward: true)
    #expect(session.swipe(forward: true).announcement.text == "Dismiss context menu, Button")
    let closed = session.activate()
    #expect(session.focus == dropdown)
    #expect(session.value(of: dropdown) == "S")
    #expect(closed.announcement.withoutHint.text == "Size, S, Pop up button")
    var android = try Self.session(#"dropdown "Size" value "S" { option "S"; option "M" }"#, on: .android)
    _ = android.focus(on: android.order[0])
    _ = android.activate()
    #expect(android.order.count == 2)
  }

  @Test func hintsOffDropsTheHintUtterance() throws {
    var settings = ReaderSettings()
    settings.hints = false
    let session = try Self.session("switch \"Wi-Fi\" on", on: .android, settings: settings)
    #expect(
      session.focusAnnouncement(of: session.order[0]).utterances == [
        Utterance(.speech, ["On", "Wi-Fi", "Switch"])
      ])
  }

  /// An image with no name is no stop on either reader: TalkBack leaves an ImageView without
  /// a content description out of its tree (`TalkBackImportance`), and a `UIImageView` is no
  /// accessibility element unless made one.
  @Test func anUnnamedImageIsNoStop() throws {
    for platform in Platform.allCases {
      // Read by the readers' rules, and (a slider has no standard widget node) by the catalogue.
      for screen in ["heading Pay\nimage @logo", "heading Pay\nimage @logo\nslider Volume value \"5%\""] {
        let session = try Self.session(screen, on: platform)
        #expect(!session.order.contains(1), "\(platform): \(screen)")
        #expect(
          session.model.whyNotFocusable(1)
            == "image @logo is not a focus stop: \(platform.readerName) never lands on it")
      }
    }
  }

  /// An unnamed Button says only its role on TalkBack, on a screen read by the catalogue's
  /// compositions as on one read by TalkBack's rules (`getUnlabelledNodeDescription` needs an
  /// empty role), and `Unlabelled` where there is no role word (a row).
  @Test func talkBackSaysUnlabelledOnlyWithoutARole() throws {
    for extra in ["", "\nslider Volume value \"5%\""] {
      let session = try Self.session("button @icon\nrow @more" + extra, on: .android)
      #expect(session.focusAnnouncement(of: 0).withoutHint.text == "Button", "\(extra)")
      #expect(session.focusAnnouncement(of: 1).withoutHint.text == "Unlabelled", "\(extra)")
    }
  }

  private func announcement(_ testCase: Case, on platform: Platform) throws -> Announcement {
    let session = try Self.session(testCase.screen, on: platform)
    let stop = try #require(
      testCase.focus.map { name in session.order.first { session.voice.name(of: $0, in: session) == name } }
        ?? session.order.first)
    return session.focusAnnouncement(of: stop)
  }

  static func session(_ text: String, on platform: Platform, settings: ReaderSettings = ReaderSettings())
    throws
    -> Session
  {
    let (screen, diagnostics) = Parser.parseScreen(SourceFile(path: "voice.screen", text: text))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    return Session(model: ScreenModel(screen: screen, platform: platform), settings: settings)
  }
}
