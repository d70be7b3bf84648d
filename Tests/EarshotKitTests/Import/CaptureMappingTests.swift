import EarshotKit
import Foundation
import Testing

/// How captures import through their readers' models (`ReaderMapper`), each case on a small
/// capture of its own, checked through the kinds it gives and what the reader says at each
/// stop.
@Suite struct CaptureMappingTests {
  /// The swipe order of an imported capture: `kind "name": announcement` per stop.
  static func stops(_ text: String, path: String = "capture.xml") throws -> [String] {
    let file = SourceFile(path: path, text: text)
    let format = try #require(CaptureFormat.detect(file), "not detected as a capture")
    let (screen, diagnostics) = CaptureImporter.importScreen(file, format: format)
    let imported = try #require(screen, "\(diagnostics.map(\.message))")
    let platform = format.platform!
    let session = Session(model: ScreenModel(screen: imported, platform: platform))
    return session.order.map { "\(session.model.describe($0)): \(session.focusAnnouncement(of: $0).text)" }
  }

  /// The ids an import kept.
  static func ids(_ text: String, path: String = "capture.xml") -> [String] {
    let file = SourceFile(path: path, text: text)
    guard let format = CaptureFormat.detect(file),
      let screen = CaptureImporter.importScreen(file, format: format).0
    else { return [] }
    return screen.allElements.compactMap { $0.id?.value }
  }

  static func android(_ nodes: String) -> String {
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\" text=\"\" content-desc=\"\">\(nodes)</node></hierarchy>"
  }

  static func ios(_ elements: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"App\" label=\"App\" enabled=\"true\" visible=\"true\">\(elements)</XCUIElementTypeApplication></AppiumAUT>"
  }

  @Test func androidSwitchesTakeTheirStateFromChecked() throws {
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.Switch" content-desc="Wi-Fi" checkable="true" checked="true" clickable="true"/><node class="androidx.appcompat.widget.SwitchCompat" text="Sync" checkable="true" checked="false" clickable="true"/>"#
        ))
        == [
          #"switch "Wi-Fi": On, Wi-Fi, Switch, Double-tap to toggle"#,
          // An app's own class is one TalkBack cannot load, so it has no role
          // (`Role.getRole` through `ClassLoadingCache.checkInstanceOf`; real dumps carry the
          // framework's accessibility class name): a checkable node says checked or not.
          #"checkbox "Sync": not checked, Sync, Double-tap to toggle"#,
        ])
  }

  @Test func checkBoxesSpeakTalkBacksStateWordsAndRadioButtonsAreRadios() throws {
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.CheckBox" text="Remember me" checkable="true" checked="true" clickable="true"/><node class="android.widget.RadioButton" text="Small" checkable="true" checked="false" clickable="true"/>"#
        ))
        == [
          // TalkBack's own `checked` (`TreeNodesDescription.nodeStatusDescription`) before
          // the tree description, its template_hint_checkable (readers-wording.md §2.1).
          #"checkbox "Remember me": checked, Remember me, Check box, Double-tap to toggle"#,
          #"radio "Small": Not selected, Small, Radio button, Double-tap to toggle"#,
        ])
  }

  /// The kinds and states an import gives, as `earshot screen` would print them.
  static func elements(_ text: String) throws -> [String] {
    let file = SourceFile(path: "capture.xml", text: text)
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    return screen.allElements.filter { $0.kind.value != "container" }.map { element in
      ([element.kind.value] + [element.name?.value].compactMap { $0 }.map { "\"\($0)\"" }
        + element.states.map(\.value)
        + [
          element.value.map { "value \"\($0.value)\"" },
          element.placeholder.map { "placeholder \"\($0.value)\"" },
          element.step.map { "step \($0.value)" },
        ].compactMap { $0 }
        + (element.children.isEmpty ? [] : ["{\(element.children.count)}"]))
        .joined(separator: " ")
    }
  }

  @Test func androidCheckBoxesAreCheckBoxesWithTheirCheckedState() throws {
    // Any CheckBox class (framework, AppCompat, Material) and a checkable CompoundButton or
    // Chip: TalkBack's Role.getRole makes them all check boxes (readers-wording.md §2.1).
    #expect(
      try Self.elements(
        Self.android(
          #"<node class="com.google.android.material.checkbox.MaterialCheckBox" text="Remember me" checkable="true" checked="true" clickable="true"/><node class="androidx.appcompat.widget.AppCompatCheckBox" text="Newsletter" checkable="true" checked="false" clickable="true" enabled="false"/><node class="com.google.android.material.chip.Chip" text="Vegan" checkable="true" checked="true" clickable="true"/>"#
        ))
        == [
          #"checkbox "Remember me" checked"#, #"checkbox "Newsletter" disabled"#,
          #"checkbox "Vegan" checked"#,
        ])
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="androidx.appcompat.widget.AppCompatCheckBox" text="Newsletter" checkable="true" checked="false" clickable="true"/>"#
        )) == [#"checkbox "Newsletter": not checked, Newsletter, Double-tap to toggle"#])
  }

  @Test func iOSSlidersTextFieldsLinksAndCheckBoxes() throws {
    let got = try Self.elements(
      Self.ios(
        #"<XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Volume" value="50%"/><XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Rate" value="0.5"/><XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Email" value="ana@example.com" placeholderValue="name@example.com"/><XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Name" placeholderValue="Your name"/><XCUIElementTypeLink type="XCUIElementTypeLink" label="Terms of use"/><XCUIElementTypeCheckBox type="XCUIElementTypeCheckBox" label="Remember me" value="1"/><XCUIElementTypeCheckBox type="XCUIElementTypeCheckBox" label="Newsletter" value="0"/>"#
      ))
    #expect(
      got == [
        // A percentage value: a slider moving ten points a swipe (UISlider's increment).
        #"slider "Volume" value "50%" step 10"#,
        // Not a percentage: no slider a script can adjust (its value would be refused);
        // VoiceOver still says `Rate, 0.5, Adjustable`.
        #"text "Rate""#,
        #"textfield "Email" value "ana@example.com" placeholder "name@example.com""#,
        #"textfield "Name" placeholder "Your name""#,
        #"link "Terms of use""#,
        // XCUITest's CheckBox is a macOS type: no source says what VoiceOver on iOS calls it,
        // so it is read as what it shows, label and value.
        #"text "Remember me""#, #"text "Newsletter""#,
      ])
    #expect(
      try Self.stops(
        Self.ios(
          #"<XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Volume" value="50%"/><XCUIElementTypeLink type="XCUIElementTypeLink" label="Terms of use"/>"#
        ))
        == [
          #"slider "Volume": Volume, 50%, Adjustable, Swipe up or down with one finger to adjust the value"#,
          #"link "Terms of use": Terms of use, Link"#,
        ])
  }

  @Test func androidSeekBarsImportAsSlidersWhenTheDumpGivesTheirValue() throws {
    // A dump writes a ranged node's RangeInfo.getCurrent() as its text (`50.0`): over the
    // default 0-100 range that is the percentage, rounded half to even as ProgressBar states
    // it; the step is AbsSeekBar's scroll increment, 5. No number, or one outside 0-100: a
    // text with the Slider role, as an iOS slider without a percentage is.
    let bars =
      #"<node class="android.widget.SeekBar" content-desc="Volume" text="50.0" focusable="true"/><node class="androidx.appcompat.widget.AppCompatSeekBar" content-desc="Brightness" text="62.5" focusable="true"/><node class="android.widget.SeekBar" content-desc="Speed" text="" focusable="true"/><node class="android.widget.SeekBar" content-desc="Gain" text="250.0" focusable="true"/>"#
    #expect(
      try Self.elements(Self.android(bars)) == [
        // An app's seek bar class has no role TalkBack can load: it is no slider.
        #"slider "Volume" value "50%" step 5"#, #"text "Brightness""#,
        #"text "Speed""#, #"text "Gain""#,
      ])
    #expect(
      try Self.stops(
        Self.android(#"<node class="android.widget.SeekBar" content-desc="Volume" text="50.0"/>"#))
        == [#"slider "Volume": 50%, Volume, Slider, Swipe up or swipe down to adjust"#])
  }

  @Test func materialTabLayoutsAreTabBars() throws {
    // TabLayout (a HorizontalScrollView) > SlidingTabIndicator (a LinearLayout) > TabViews
    // (LinearLayouts): the chosen one selected and not clickable, the others clickable. On a
    // device each TabView's node says `Tab` through its roleDescription and has a collection
    // position, which a dump leaves out: the shape says what they are.
    func layout(_ tabs: String) -> String {
      Self.android(
        #"<node class="android.widget.HorizontalScrollView" resource-id="app:id/tabs"><node class="android.widget.LinearLayout">\#(tabs)</node></node>"#
      )
    }
    // Each tab view is labelled with its text (`TabLayout.Tab.setText` sets the content
    // description when none is given), the chosen one focusable but not clickable.
    let home =
      #"<node class="android.widget.LinearLayout" content-desc="Home" selected="true" focusable="true" clickable="false"><node class="android.widget.TextView" text="Home" selected="true"/></node>"#
    let search =
      #"<node class="android.widget.LinearLayout" content-desc="Search" clickable="true"><node class="android.widget.TextView" text="Search"/></node>"#
    // Material's role description and collection (`TalkBackMaterialTabs`), the chosen tab with
    // no usage hint (it has no click action); each stop focused from outside the bar.
    #expect(
      try Self.stops(layout(home + search)) == [
        #"tab "Home": selected, Home, Tab, 1 of 2, In list, 2 items"#,
        #"tab "Search": Search, Tab, 2 of 2, In list, 2 items, Double-tap to activate"#,
      ])
    // Not a tab bar: no tab chosen, or an unchosen view that cannot be clicked.
    let still = search.replacingOccurrences(of: #"clickable="true""#, with: #"clickable="false""#)
    #expect(try Self.stops(layout(search + search)).allSatisfy { !$0.hasPrefix("tab ") })
    #expect(try Self.stops(layout(home + still)).allSatisfy { !$0.hasPrefix("tab ") })
  }

  @Test func tabBarsImportAsTabs() throws {
    // An iOS TabBar: its Buttons are tabs (Selected from the capture), the empty separator
    // Other is left out; VoiceOver then numbers them (readers-wording.md §3.5).
    let bar =
      #"<XCUIElementTypeTabBar type="XCUIElementTypeTabBar" label="Tab Bar"><XCUIElementTypeOther type="XCUIElementTypeOther"/><XCUIElementTypeButton type="XCUIElementTypeButton" label="News" value="1" selected="true"/><XCUIElementTypeButton type="XCUIElementTypeButton" label="Explore"/></XCUIElementTypeTabBar>"#
    // VoiceOver's own rules make them tabs (`IOSTabBar`): each says `Tab` and its place.
    let tabs = try Self.elements(Self.ios(bar))
    #expect(tabs == [#"button "News" selected"#, #"button "Explore""#])
    #expect(
      try Self.stops(Self.ios(bar)) == [
        #"button "News": Selected, News, Tab, 1 of 2"#, #"button "Explore": Explore, Tab, 2 of 2"#,
      ])
    // Android: views reporting themselves as action bar tabs. TalkBack's `Role` has no tab
    // role, and a dump carries no roleDescription: each is a clickable node, read as one.
    let strip =
      #"<node class="android.widget.LinearLayout"><node class="androidx.appcompat.app.ActionBar$Tab" text="For you" selected="true" clickable="true"/><node class="androidx.appcompat.app.ActionBar$Tab" text="Top charts" clickable="true"/></node>"#
    #expect(
      try Self.stops(Self.android(strip)) == [
        #"button "For you": selected, For you, Double-tap to activate"#,
        #"button "Top charts": Top charts, Double-tap to activate"#,
      ])
    // A text in the bar is read as it is; the buttons are still the bar's tabs.
    let mixed =
      #"<XCUIElementTypeTabBar type="XCUIElementTypeTabBar"><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="3 new"/><XCUIElementTypeButton type="XCUIElementTypeButton" label="News"/><XCUIElementTypeButton type="XCUIElementTypeButton" label="Explore"/></XCUIElementTypeTabBar>"#
    #expect(
      try Self.stops(Self.ios(mixed)) == [
        #"text "3 new": 3 new"#, #"button "News": News, Tab, 1 of 2"#,
        #"button "Explore": Explore, Tab, 2 of 2"#,
      ])
  }

  @Test func aRadioGroupsButtonsAreOneSetWithTheCheckedOneChecked() throws {
    // readers-wording.md §2.2: a RadioGroup's radio buttons, "1 of 3" and "In list, 3 items"
    // with list positions on; the checked one says "Selected". The group must reach TalkBack:
    // here Appium says it is important; a plain RadioGroup in a dump without the attribute is
    // not (`TalkBackImportance`; `TalkBackModelTests.aRadioGroupIsACollection`).
    let group =
      #"<node class="android.widget.RadioGroup" a11y-important="true"><node class="android.widget.RadioButton" text="Text message" checkable="true" checked="true" clickable="true"/><node class="androidx.appcompat.widget.AppCompatRadioButton" text="E-mail" checkable="true" checked="false" clickable="true"/></node>"#
    let file = SourceFile(path: "capture.xml", text: Self.android(group))
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    var settings = ReaderSettings()
    settings.listPositions = true
    let session = Session(model: ScreenModel(screen: screen, platform: .android), settings: settings)
    #expect(
      session.order.map { session.focusAnnouncement(of: $0).withoutHint.text } == [
        "Selected, Text message, Radio button, 1 of 2, In list, 2 items",
        // An app's class TalkBack cannot load: no role, so its own `not checked`.
        "not checked, E-mail, 2 of 2, In list, 2 items",
      ])
  }

  @Test func buttonsImagesAndDecorativeImages() throws {
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.ImageButton" content-desc="Search" clickable="true"/><node class="android.widget.ImageView" clickable="true" content-desc="Profile"/><node class="android.widget.ImageView" content-desc="Logo"/><node class="android.widget.ImageView" content-desc=""/><node class="com.google.android.material.bottomsheet.BottomSheetDragHandleView" content-desc="Drag handle" clickable="true"/>"#
        ))
        == [
          #"button "Search": Search, Button, Double-tap to activate"#,
          #"button "Profile": Profile, Button, Double-tap to activate"#,
          #"image "Logo": Logo, Image"#,
          // The app's class (a real dump says `android.widget.Button`, the handle's
          // accessibility class name) has no role TalkBack can load.
          #"button "Drag handle": Drag handle, Double-tap to activate"#,
        ])
  }

  @Test func aRowWhoseOnlyControlIsASwitchIsTheSwitch() throws {
    let row =
      #"<node class="android.widget.LinearLayout" clickable="true"><node class="android.widget.TextView" text="Bluetooth"/><node class="android.widget.TextView" text="Off for now"/><node class="android.widget.LinearLayout" clickable="false"><node class="android.widget.Switch" checkable="true" checked="false" clickable="false"/></node></node>"#
    // readers-wording.md §2.3: a preference row to TalkBack, its texts then the switch's state
    // and role, and the row's "Double-tap to activate" (it is not checkable itself).
    #expect(
      try Self.stops(Self.android(row)) == [
        // The row behaves as the switch it toggles (`TalkBackModel.toggledPart`).
        #"switch "Bluetooth": Bluetooth, Off for now, Off, Switch, Double-tap to activate"#
      ])
    // A double tap toggles its switch and TalkBack says the new state alone
    // (EventTypeViewClickedFeedbackRule.getViewCheckStateText reads the first checkable child).
    let file = SourceFile(path: "capture.xml", text: Self.android(row))
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    var session = Session(model: ScreenModel(screen: screen, platform: .android))
    _ = session.focus(on: session.order[0])
    #expect(session.activate().announcement.text == "On")
    #expect(session.states[session.order[0]].contains(.on))
  }

  /// A row captured with its switch on, turned off through the row, says `Off` when focused
  /// again: the run's state is the switch's, whatever the capture showed.
  @Test func aRowTurnedOffSaysOffWhenFocusedAgain() throws {
    let row =
      #"<node class="android.widget.LinearLayout" clickable="true"><node class="android.widget.TextView" text="Bluetooth"/><node class="android.widget.LinearLayout" clickable="false"><node class="android.widget.Switch" checkable="true" checked="true" clickable="false"/></node></node>"#
    let file = SourceFile(path: "capture.xml", text: Self.android(row))
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    var session = Session(model: ScreenModel(screen: screen, platform: .android))
    let stop = session.order[0]
    #expect(session.focus(on: stop).announcement.withoutHint.text == "Bluetooth, On, Switch")
    #expect(session.activate().announcement.text == "Off")
    #expect(session.focus(on: stop).announcement.withoutHint.text == "Bluetooth, Off, Switch")
  }

  @Test func otherClickableContainersAreRowsInLists() throws {
    let list =
      #"<node class="androidx.recyclerview.widget.RecyclerView" scrollable="true"><node class="android.widget.LinearLayout" clickable="true"><node class="android.widget.TextView" text="Inbox"/><node class="android.widget.TextView" text="3 unread"/></node><node class="android.widget.LinearLayout" clickable="true" enabled="false"><node class="android.widget.TextView" text="Archive"/></node></node>"#
    #expect(
      try Self.stops(Self.android(list))
        == [
          #"button "Inbox": Inbox, 3 unread, 1 of 2, In list, 2 items, Double-tap to activate"#,
          #"button "Archive": Archive, disabled, 2 of 2, In list, 2 items"#,
        ])
  }

  @Test func headingsTextAndEditBoxes() throws {
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.TextView" text="Account" heading="true"/><node class="android.widget.TextView" text="Signed in"/><node class="android.widget.EditText" text="" hint="Email" clickable="true"/>"#
        ))
        == [
          #"heading "Account": Account, Heading"#, #"text "Signed in": Signed in"#,
          // An empty edit box: its hint text after the role (`getAppendedTreeDescription`), the
          // dump showing no hint as its text.
          #"textfield @n4: Edit box, Email, Double-tap to edit text"#,
        ])
  }

  @Test func toggleButtonsAreToggleButtons() throws {
    // A ToggleButton's text is its textOn / textOff, TalkBack's state word for it.
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.ToggleButton" text="OFF" content-desc="Italic" checkable="true" checked="false" clickable="true"/>"#
        )) == [#"togglebutton "Italic": OFF, Italic, Switch, Double-tap to toggle"#])
  }

  @Test func noCaptureShowsActionsOrAnExpandedState() throws {
    // Neither a uiautomator / Appium dump nor WebDriverAgent's page source lists a node's
    // actions or a disclosure's state: a captured disclosure imports as the button it shows,
    // with no `collapsed` and no actions hint (docs/components.md "Custom actions and disclosures").
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.Button" text="Advanced" clickable="true" focusable="true"/>"#
        )) == [#"button "Advanced": Advanced, Button, Double-tap to activate"#])
    #expect(
      try Self.stops(
        Self.ios(
          #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Advanced" enabled="true" visible="true" accessible="true"/>"#
        )) == [#"button "Advanced": Advanced, Button"#])
  }

  @Test func androidAlertDialogsAreDialogsNamedByTheirTitle() throws {
    // An AlertDialog's window: `alertTitle`, the message in a ScrollView, the buttons. The title
    // and message are drawn from the dialog's name and message, not imported twice.
    let capture = Self.android(
      #"<node class="android.widget.LinearLayout" resource-id="com.example:id/parentPanel"><node class="android.widget.TextView" resource-id="com.example:id/alertTitle" text="Error"/><node class="android.widget.ScrollView" resource-id="com.example:id/scrollView"><node class="android.widget.TextView" resource-id="android:id/message" text="Please try again."/></node><node class="android.widget.Button" resource-id="android:id/button1" text="OK" clickable="true" focusable="true"/></node>"#
    )
    #expect(
      try Self.stops(capture) == [
        #"dialog title "Error": Error"#, #"dialog message "Please try again.": Please try again."#,
        #"button "OK": OK, Button, Double-tap to activate"#,
      ])
    let screen = try #require(
      CaptureImporter.importScreen(SourceFile(path: "capture.xml", text: capture), format: .uiautomator).0)
    let dialog = try #require(screen.allElements.first { $0.kind.value == "dialog" })
    #expect(dialog.name?.value == "Error")
    #expect(dialog.message?.value == "Please try again.")
    #expect(!screen.allElements.contains { $0.kind.value == "text" })
  }

  @Test func materialSnackbarsAreSnackbarsHoldingTheirAction() throws {
    // The snackbar's focusable layout reads `snackbar_text`; its action is a stop of its own.
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.FrameLayout" focusable="true"><node class="android.widget.LinearLayout"><node class="android.widget.TextView" resource-id="com.example:id/snackbar_text" text="Message archived"/><node class="android.widget.Button" resource-id="com.example:id/snackbar_action" text="Undo" clickable="true" focusable="true"/></node></node>"#
        )) == [
          #"snackbar "Message archived": Message archived"#,
          #"button "Undo": Undo, Button, Double-tap to activate"#,
        ])
  }

  @Test func iosAlertsAreDialogsNamedByTheirLabel() throws {
    // The alert's first text is its title, the next its message.
    #expect(
      try Self.stops(
        Self.ios(
          #"<XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Error" label="Error" enabled="true" visible="true" x="60" y="300" width="270" height="200"><XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="60" y="300" width="270" height="200"><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Error" name="Error" label="Error" enabled="true" visible="true" accessible="true" x="76" y="320" width="238" height="21"/><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Please try again." name="Please try again." label="Please try again." enabled="true" visible="true" accessible="true" x="76" y="345" width="238" height="32"/><XCUIElementTypeButton type="XCUIElementTypeButton" name="OK" label="OK" enabled="true" visible="true" accessible="true" x="60" y="450" width="270" height="44"/></XCUIElementTypeOther></XCUIElementTypeAlert>"#
        )) == [
          #"dialog title "Error": Error"#, #"dialog message "Please try again.": Please try again."#,
          #"button "OK": OK, Button"#,
        ])
  }

  @Test func progressBarsAreProgressIndicators() throws {
    // A ProgressBar with Appium's range value as its text, and an indeterminate round one.
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.ProgressBar" text="40.0" content-desc="Uploading" bounds="[0,0][400,20]"/><node class="android.widget.ProgressBar" resource-id="app:id/spinner" bounds="[0,40][40,80]"/>"#
        ))
        == [
          #"progress "Uploading": 40%, Uploading, Progress bar"#,
          #"progress @spinner: in progress, Progress bar"#,
        ])
  }

  @Test func passwordEditBoxesAndSecureTextFieldsAreSecureFields() throws {
    // TalkBack names a password field with no content description "password" (value_password);
    // its text, bullets in a dump, is only counted.
    #expect(
      try Self.stops(
        Self.android(
          #"<node class="android.widget.EditText" text="••••••••" hint="Password" password="true" clickable="true"/><node class="android.widget.EditText" text="" hint="Password" password="true" clickable="true"/><node class="android.widget.EditText" text="ana" password="false" clickable="true"/>"#
        ))
        == [
          #"securefield @n2: password, 8 characters, Edit box, Password, Double-tap to edit text"#,
          // Empty: it shows its hint (`setShowingHintText`), which TalkBack then leaves out.
          #"securefield @n3: password, Edit box, Double-tap to edit text"#,
          #"textfield @n4: ana, Edit box, Double-tap to edit text"#,
        ])
    #expect(
      try Self.stops(
        Self.ios(
          #"<XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="Password" value="••••••"/><XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" placeholderValue="PIN"/>"#
        ))
        == [
          #"securefield "Password": Password, 6 characters, Secure Text Field, Double tap to edit"#,
          // Named by nothing, so it gets an id a script can target (`TargetIDs`).
          #"securefield @n2: PIN, Secure Text Field, Double tap to edit"#,
        ])
  }

  @Test func nafAndUnlabelledControlsKeepNoName() throws {
    #expect(
      try Self.stops(
        Self.android(
          #"<node NAF="true" class="android.widget.ImageView" clickable="true" resource-id="com.example:id/help"/><node class="android.view.View" clickable="true"/>"#
        ))
        == [
          #"button @help: Unlabelled, Button, Double-tap to activate"#,
          #"button @n3: Unlabelled, Double-tap to activate"#,
        ])
  }

  @Test func statesHiddenNodesLabelsAndIDs() throws {
    let nodes = #"""
      <node class="android.widget.Button" text="Pay" content-desc="Pay now" clickable="true" selected="true" resource-id="com.example:id/pay"/>
      <node class="android.widget.Button" text="Undo" clickable="true" enabled="false" resource-id="com.example:id/row_action"/>
      <node class="android.widget.Button" text="Redo" clickable="true" resource-id="com.example:id/row_action"/>
      <node class="android.widget.Button" text="Ghost" clickable="true" displayed="false"/>
      """#
    #expect(
      try Self.stops(Self.android(nodes))
        == [
          #"button "Pay": selected, Pay now, Button, Double-tap to activate"#,
          #"button "Undo": Undo, Button, disabled"#,
          #"button "Redo": Redo, Button, Double-tap to activate"#,
        ])
    // `row_action` names two nodes, so neither keeps it (their names target them).
    #expect(Self.ids(Self.android(nodes)) == ["pay"])
  }

  @Test func severalWindowRootsAndJunkAfterTheXML() throws {
    let dump =
      "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\r\n<hierarchy rotation=\"0\">\r\n  <node class=\"android.widget.TextView\" text=\"9:41\" package=\"com.android.systemui\"/>\r\n  <node class=\"android.widget.Button\" text=\"OK\" clickable=\"true\"/>\r\n</hierarchy>UI hierchary dumped to: /dev/tty\r\n"
    // Both windows are read; the systemui one is a system window, visited after the
    // application's (`TalkBackWindowOrder`: WindowOrderComparator puts TYPE_SYSTEM last).
    #expect(
      try Self.stops(dump) == [#"button "OK": OK, Button, Double-tap to activate"#, #"text "9:41": 9:41"#])
  }

  @Test func iosSwitchesCellsAndHiddenRows() throws {
    let elements = #"""
      <XCUIElementTypeTable type="XCUIElementTypeTable">
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="cell_keyboards" label="Keyboards" value="3" visible="true">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Keyboards" value="Keyboards"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell type="XCUIElementTypeCell">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="KeyboardAutocorrection" label="Auto-Correction"/>
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Auto-Correction" label="Auto-Correction" value="1"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell type="XCUIElementTypeCell" label="Dictation" visible="false"/>
      </XCUIElementTypeTable>
      <XCUIElementTypeImage type="XCUIElementTypeImage" name="decoration"/>
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="General" traits="Header, StaticText"/>
      <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard"><XCUIElementTypeKey type="XCUIElementTypeKey" label="shift"/></XCUIElementTypeKeyboard>
      """#
    #expect(
      try Self.stops(Self.ios(elements))
        == [
          #"button "Keyboards": Keyboards, 3, Button"#,
          #"switch "Auto-Correction": Auto-Correction, Switch Button, On, Double tap to toggle setting"#,
          #"heading "General": General, Heading"#,
          // VoiceOver reads the keys of a keyboard on screen (`.keyboardKey` hides `Button`).
          #"button "shift": shift"#,
        ])
    // The switch the cell reads is no element of its own, so the cell's name targets it.
    #expect(Self.ids(Self.ios(elements)) == ["cell_keyboards", "decoration"])
  }

  @Test func debugDescriptionQuotesValuesFlagsAndSections() throws {
    let text = """
      Attributes: Window (Main), 0x1, {{0.0, 0.0}, {393.0, 852.0}}
      Element subtree:
       →Window (Main), 0x1, {{0.0, 0.0}, {393.0, 852.0}}
          StaticText, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Indian Laurel Fig Tree 'Green Gem''
          Switch, 0x3, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'wifi', label: 'Wi-Fi', value: 0, Disabled
          Button, 0x4, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Explore', Selected
            StaticText, 0x5, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Explore'
          Other, 0x6, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Progress, 75%', value: 75%
      Path to element:
       →Window (Main), 0x1, {{0.0, 0.0}, {393.0, 852.0}}
      Query chain:
       →Find: Target Application 'com.example'
        Output: {
          Button, 0x99, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Not in the tree'
        }
      """
    #expect(
      try Self.stops(text, path: "tree.txt")
        == [
          #"text "Indian Laurel Fig Tree 'Green Gem'": Indian Laurel Fig Tree 'Green Gem'"#,
          #"switch "Wi-Fi": Wi-Fi, Dimmed, Switch Button, Off"#,
          #"button "Explore": Selected, Explore, Button"#,
          // A labelled `Other` says its label, then its value (AccessibilitySnapshot).
          #"text "Progress, 75%": Progress, 75%, 75%"#,
        ])
  }

  @Test func lldbAndWebDriverAgentWrappersAreDecoded() throws {
    let tree =
      "Attributes: Application, 0x1, pid: 7, label: 'App'\nElement subtree:\n →Application, 0x1, pid: 7, label: 'App'\n    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: 'It\\'s fine'\n"
    let lldb =
      "    t =   1.00s Requesting snapshot\n\"" + tree.replacingOccurrences(of: "\n", with: "\\n") + "\"\n"
    #expect(try Self.stops(lldb, path: "po.txt") == [#"button "It's fine": It's fine, Button"#])
    let json = try String(
      decoding: JSONSerialization.data(withJSONObject: [
        "value": tree.replacingOccurrences(of: "\\'", with: "'")
      ]), as: UTF8.self)
    #expect(try Self.stops(json, path: "wda.json") == [#"button "It's fine": It's fine, Button"#])
  }

  /// `print(app.debugDescription)` pasted from the application element on, without the
  /// `Attributes:` and `Element subtree:` lines: the whole text is the tree.
  @Test func aDebugDescriptionTreeWithoutItsHeaderIsRead() throws {
    let tree = """
       →Application, 0x1, pid: 7, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {375.0, 667.0}}
            Button, 0x3, {{30.0, 214.0}, {60.0, 60.0}}, identifier: 'touchMe', label: 'Tap me'
            TabBar, 0x4, {{0.0, 618.0}, {375.0, 49.0}}
              Button, 0x5, {{2.0, 619.0}, {184.0, 48.0}}, label: 'Home', Selected
      """
    #expect(CaptureFormat.detect(SourceFile(path: "tree.txt", text: tree)) == .debugDescription)
    #expect(try Self.stops(tree, path: "tree.txt").first == #"button "Tap me": Tap me, Button"#)
    let withoutArrow = tree.replacingOccurrences(of: "→", with: "")
    #expect(try Self.stops(withoutArrow, path: "tree.txt") == Self.stops(tree, path: "tree.txt"))
  }
}

extension CaptureMappingTests {
  @Test func spinnersAndPopUpButtonsAreDropDowns() throws {
    // A framework Spinner (and Material's non-editable exposed drop-down, which its delegate
    // reports as one) holds its selected item as a child TextView: Drop down list first, then
    // the item (TreeNodesDescription), Double-tap to change (template_hint_spinner).
    let spinner = Self.android(
      #"<node class="android.widget.Spinner" clickable="true" focusable="true"><node class="android.widget.TextView" text="AM"/></node>"#
    )
    #expect(try Self.elements(spinner) == [#"dropdown "AM""#])
    #expect(try Self.stops(spinner) == [#"dropdown "AM": Drop down list, AM, Double-tap to change"#])
    // Material's non-editable exposed drop-down: the chosen item is the field's own text and the
    // layout's label its hint text, said after the role (the catalogue's words for `dropdown`).
    let exposed = Self.android(
      #"<node class="android.widget.Spinner" text="Record locator" hint="Search by" clickable="true" focusable="true"/>"#
    )
    #expect(
      try Self.stops(exposed) == [
        #"dropdown "Record locator": Record locator, Drop down list, Search by, Double-tap to change"#
      ])
    let popUp = Self.ios(
      #"<XCUIElementTypePopUpButton type="XCUIElementTypePopUpButton" name="Search by" label="Search by" value="Record locator" enabled="true" visible="true" x="0" y="100" width="200" height="44"/>"#
    )
    #expect(try Self.elements(popUp) == [#"dropdown "Search by""#])
    // magentaA11y's device: "Search by record locator pop up button." / "Double tap to activate
    // the picker.".
    #expect(
      try Self.stops(popUp) == [
        #"dropdown "Search by": Search by, Record locator, Pop up button, Double tap to activate the picker"#
      ])
    // A captured drop-down's menu is not open in its capture: activating it opens nothing.
    var session = try Self.session(spinner)
    _ = session.focus(on: session.order[0])
    #expect(session.activate().events.allSatisfy { if case .sheetOpened = $0 { false } else { true } })
  }

  static func session(_ text: String) throws -> Session {
    let file = SourceFile(path: "capture.xml", text: text)
    let format = try #require(CaptureFormat.detect(file))
    let screen = try #require(CaptureImporter.importScreen(file, format: format).0)
    return Session(model: ScreenModel(screen: screen, platform: format.platform!))
  }

  @Test func steppersImportTheirButtons() throws {
    // XCUITest shows a UIStepper as a Stepper holding its two buttons, the one at the bound not
    // enabled: they import as the buttons VoiceOver reads (testStepperAtMin "Decrement. Dimmed.
    // Button."); the stepper is no element VoiceOver reaches.
    let stepper = Self.ios(
      #"<XCUIElementTypeStepper type="XCUIElementTypeStepper" enabled="true" visible="true" x="0" y="100" width="94" height="32"><XCUIElementTypeButton type="XCUIElementTypeButton" name="Decrement" label="Decrement" enabled="false" visible="true" x="0" y="100" width="47" height="32"/><XCUIElementTypeButton type="XCUIElementTypeButton" name="Increment" label="Increment" enabled="true" visible="true" x="47" y="100" width="47" height="32"/></XCUIElementTypeStepper>"#
    )
    #expect(
      try Self.stops(stepper) == [
        #"button "Decrement": Decrement, Dimmed, Button"#, #"button "Increment": Increment, Button"#,
      ])
  }

  @Test func gridViewsAreGridsWithTheirRowsAndColumns() throws {
    // A GridView (a RecyclerView with a GridLayoutManager reports itself as one): its columns
    // are the items sharing the first one's row; TalkBack's rows and columns (CollectionState,
    // components-wording.md §9.1).
    let grid = Self.android(
      #"<node class="android.widget.GridView" scrollable="true" bounds="[0,0][300,200]"><node class="android.widget.TextView" text="Beach" bounds="[0,0][100,100]"/><node class="android.widget.TextView" text="Forest" bounds="[100,0][200,100]"/><node class="android.widget.TextView" text="Lake" bounds="[200,0][300,100]"/><node class="android.widget.Button" text="Add" clickable="true" bounds="[0,100][100,200]"/></node>"#
    )
    #expect(
      try Self.elements(grid) == [
        "grid {4}", #"cell "Beach""#, #"cell "Forest""#, #"cell "Lake""#, #"button "Add""#,
      ])
    var session = try Self.session(grid)
    var said: [String] = []
    for _ in 0..<5 { said.append(session.swipe(forward: true).announcement.withoutHint.text) }
    #expect(
      said == [
        "Beach, Row 1, Column 1, In grid, 2 rows, 3 columns", "Forest, Column 2", "Lake, Column 3",
        "Add, Button, Row 2, Column 1", "",
      ])
    // Without frames a dump cannot tell the columns: a list, as before.
    let unframed = Self.android(
      #"<node class="android.widget.GridView" scrollable="true"><node class="android.widget.TextView" text="Beach"/><node class="android.widget.TextView" text="Forest"/></node>"#
    )
    #expect(try Self.elements(unframed).first == "list {2}")
  }
}
