import Foundation
import Testing

@testable import EarshotKit

/// An alert with no title, as apps show them: an `AlertDialog` whose `alertTitle` is empty, a
/// `UIAlertController` with no title (an `Alert` with no label). Each capture imports as an
/// unnamed dialog, what the readers say comes from their models, and the audit reports it as
/// `dialog-has-title`.
@Suite struct UntitledAlertTests {
  static let uiautomator = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy rotation="0">
      <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" bounds="[0,0][1080,2400]">
        <node index="0" text="" resource-id="com.example:id/parentPanel" class="android.widget.LinearLayout" package="com.example" content-desc="" bounds="[60,900][1020,1500]">
          <node index="0" text="" resource-id="com.example:id/alertTitle" class="android.widget.TextView" package="com.example" content-desc="" bounds="[120,960][960,1020]"/>
          <node index="1" text="" resource-id="com.example:id/scrollView" class="android.widget.ScrollView" package="com.example" content-desc="" bounds="[60,1040][1020,1300]">
            <node index="0" text="Your changes were saved." resource-id="android:id/message" class="android.widget.TextView" package="com.example" content-desc="" bounds="[120,1060][960,1200]"/>
          </node>
          <node index="2" text="OK" resource-id="android:id/button1" class="android.widget.Button" package="com.example" content-desc="" clickable="true" focusable="true" bounds="[780,1340][960,1460]"/>
        </node>
      </node>
    </hierarchy>

    """

  static let appiumIOS = """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Example" label="Example" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeAlert type="XCUIElementTypeAlert" enabled="true" visible="true" x="60" y="340" width="270" height="140">
          <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="60" y="340" width="270" height="140">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Your changes were saved." name="Your changes were saved." label="Your changes were saved." enabled="true" visible="true" accessible="true" x="76" y="360" width="238" height="40"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="OK" label="OK" enabled="true" visible="true" accessible="true" x="60" y="436" width="270" height="44"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeAlert>
      </XCUIElementTypeApplication>
    </AppiumAUT>

    """

  static let debugDescription = """
    Attributes: Application, 0x600001, pid: 4242, label: 'Notes'
    Element subtree:
     →Application, 0x600001, pid: 4242, label: 'Notes'
        Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
          Alert, 0x600003, {{60.0, 340.0}, {270.0, 140.0}}
            Other, 0x600004, {{60.0, 340.0}, {270.0, 140.0}}
              StaticText, 0x600005, {{76.0, 360.0}, {238.0, 40.0}}, label: 'Your changes were saved.'
              Button, 0x600006, {{60.0, 436.0}, {270.0, 44.0}}, label: 'OK'

    """

  /// Each capture, its file name, its platform and the line:column of the alert's node.
  static let captures: [(text: String, path: String, platform: Platform, alert: (Int, Int))] = [
    (uiautomator, "dump.xml", .android, (3, 3)), (appiumIOS, "source.xml", .ios, (4, 5)),
    (debugDescription, "tree.txt", .ios, (5, 1)),
  ]

  private static func compile(_ text: String, at path: String) -> Compiler.Result {
    Compiler(reader: .memory([path: Array(text.utf8)])).compileScreen(at: path)
  }

  @Test func anUntitledAlertImportsAsADialogWithNoName() throws {
    for capture in Self.captures {
      let compiled = Self.compile(capture.text, at: capture.path)
      // No `unnamed-dialog`: that error, with its advice to write a title, is for a screen
      // written by hand.
      #expect(compiled.diagnostics.isEmpty, "\(capture.path): \(compiled.diagnostics.map(\.message))")
      let screen = try #require(compiled.screen, "\(capture.path)")
      let dialogs = screen.allElements.filter { $0.kind.value == "dialog" }
      #expect(dialogs.count == 1, "\(capture.path)")
      #expect(dialogs.first?.name == nil, "\(capture.path)")
      #expect(dialogs.first?.message?.value == "Your changes were saved.", "\(capture.path)")
    }
  }

  /// The stops are the message and the button, as each reader's model reads them; the dialog
  /// itself says nothing of its own.
  @Test func theReadersSayTheMessageAndTheButton() throws {
    let hint = ["android": ", Double-tap to activate", "ios": ""]
    for capture in Self.captures {
      let screen = try #require(Self.compile(capture.text, at: capture.path).screen)
      let session = Session(model: ScreenModel(screen: screen, platform: capture.platform))
      let said = session.order.map {
        "\(session.model.describe($0)): \(session.focusAnnouncement(of: $0).text)"
      }
      #expect(
        said == [
          #"dialog message "Your changes were saved.": Your changes were saved."#,
          #"button "OK": OK, Button"# + hint[capture.platform.rawValue]!,
        ], "\(capture.path)")
    }
  }

  @Test func theAuditReportsItAsDialogHasTitleWithWhatTheReaderSaysAsItOpens() throws {
    let opening = [
      "android": "TalkBack says nothing that names it as it opens",
      "ios": #"as it opens VoiceOver says only "Alert""#,
    ]
    for capture in Self.captures {
      let screen = try #require(Self.compile(capture.text, at: capture.path).screen)
      let session = Session(model: ScreenModel(screen: screen, platform: capture.platform))
      let findings = AuditRules.findings(
        in: Array(session.model.nodes.indices), of: session, allowances: []
      ).filter { $0.rule == "dialog-has-title" }
      #expect(findings.count == 1, "\(capture.path)")
      let finding = try #require(findings.first)
      #expect(finding.severity == .warning)
      #expect(
        finding.message
          == "dialog @n1 has no title: \(opening[capture.platform.rawValue]!); give it a title that says what it is about",
        "\(capture.path)")
      #expect(
        finding.location.file.location(of: finding.location.range.start) == capture.alert, "\(capture.path)")
    }
  }

  /// `earshot audit` passes (a warning fails nothing) and prints the finding.
  @Test func earshotAuditPrintsTheWarningAndPasses() throws {
    let folder = temporaryFolder()
    try write(Self.uiautomator, to: "dump.xml", in: folder)
    let audit = earshot(["audit", folder + "/dump.xml", "--quiet"])
    #expect(audit.status == 0, "\(audit.err)")
    #expect(audit.err.isEmpty, "\(audit.err)")
    let loud = earshot(["audit", folder + "/dump.xml"])
    #expect(
      loud.out.contains(
        "dump.xml:3:3: warning: dialog-has-title: dialog @n1 has no title: TalkBack says nothing that names it as it opens; give it a title that says what it is about\n"
      ), "\(loud.out)")
  }

  /// Written by hand, a dialog with no title is still refused, with the advice to write one.
  @Test func aHandWrittenDialogWithNoTitleIsStillRefused() {
    let compiled = Self.compile("dialog { button \"OK\" }\n", at: "s.screen")
    #expect(compiled.diagnostics.map(\.id) == [.unnamedDialog])
  }
}
