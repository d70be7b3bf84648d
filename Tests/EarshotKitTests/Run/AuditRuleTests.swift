import Foundation
import Testing

@testable import EarshotKit

/// The audit rules beyond what `Fixtures/runs/audit-*.audit` state: the hidden-but-focusable
/// rule (`audit` does not yet ask rules about hidden elements), every rule over every real
/// capture, and the table of rules in `docs/audits.md`.
@Suite struct AuditRuleTests {
  /// Every finding of every rule on a screen, by node, as `rule-id: message`.
  static func findings(_ screen: Screen, on platform: Platform) -> [(node: Int, text: String)] {
    let session = Session(model: ScreenModel(screen: screen, platform: platform))
    let tables = AuditTables(session)
    return session.model.nodes.indices.flatMap { node in
      AuditRules.all.flatMap { rule in
        rule.findings(for: node, in: session, tables: tables).map { (node, "\(rule.id): \($0)") }
      }
    }
  }

  @Test func aHiddenControlThatIsStillEnabledIsReportedOnBothPlatforms() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(UUID()).screen").path
    try """
    button "Secret" hidden
    container hidden {
      button "Inner"
      text "Caption"
    }
    button "Gone" hidden disabled
    button "Shown"
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let screen = try #require(Compiler().compileScreen(at: path).screen)
    for platform in Platform.allCases {
      let found = Self.findings(screen, on: platform).map(\.text).filter {
        $0.hasPrefix("hidden-but-focusable")
      }
      #expect(
        found == [
          "hidden-but-focusable: button \"Secret\" is hidden from \(platform.readerName) but still enabled: a keyboard or switch user can reach it and the reader cannot; hide it from everyone, or expose it",
          "hidden-but-focusable: button \"Inner\" is hidden from \(platform.readerName) but still enabled: a keyboard or switch user can reach it and the reader cannot; hide it from everyone, or expose it",
        ])
    }
  }

  @Test func hiddenInACaptureMeansOffScreenSoTheRuleDoesNotApply() throws {
    let capture = CaptureMappingTests.android(
      #"<node class="android.widget.Button" text="Later" clickable="true" displayed="false" bounds="[0,2000][1080,2200]"/>"#
    )
    let file = SourceFile(path: "hidden.xml", text: capture)
    let screen = try #require(CaptureImporter.importScreen(file, format: .uiautomator).0)
    #expect(screen.allElements.contains { $0.hidden && $0.kind.value == "button" })
    #expect(Self.findings(screen, on: .android).isEmpty)
  }

  /// Radio buttons outside a `RadioGroup` can both be checked in an app: the capture imports
  /// (the checker's `several-chosen` refuses only a screen written so), and the audit reports it
  /// on the later one. iOS has no radio button; Android's is the case.
  @Test func twoCheckedRadioButtonsOfACaptureImportAndTheAuditReportsThem() throws {
    let capture =
      "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\">\n<node class=\"android.widget.LinearLayout\" bounds=\"[0,0][1080,400]\">\n"
      + "<node class=\"android.widget.RadioButton\" text=\"Small\" checkable=\"true\" checked=\"true\" clickable=\"true\" bounds=\"[0,0][1080,200]\"/>\n"
      + "<node class=\"android.widget.RadioButton\" text=\"Large\" checkable=\"true\" checked=\"true\" clickable=\"true\" bounds=\"[0,200][1080,400]\"/>\n"
      + "</node>\n</hierarchy>\n"
    let compiled = Compiler(reader: .memory(["radios.xml": Array(capture.utf8)])).compileScreen(
      at: "radios.xml")
    #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
    let screen = try #require(compiled.screen)
    let found = Self.findings(screen, on: .android).filter { $0.text.hasPrefix("one-chosen-per-set") }
    #expect(
      found.map(\.text) == [
        "one-chosen-per-set: radio \"Large\" and radio \"Small\" are both checked in one set, so TalkBack says \"checked\" for two answers to one choice; put them in one group that keeps one checked (a RadioGroup), or make them check boxes"
      ])
    let node = try #require(found.first?.node)
    let session = Session(model: ScreenModel(screen: screen, platform: .android))
    let findings = AuditRules.findings(in: [node], of: session, allowances: [])
    let location = try #require(findings.first { $0.rule == "one-chosen-per-set" }?.location)
    #expect(location.file.location(of: location.range.start) == (5, 1))
    // Written by hand, the same two radios are still refused.
    let written = Compiler(
      reader: .memory(["radios.screen": Array("radio Small checked\nradio Large checked\n".utf8)])
    )
    .compileScreen(at: "radios.screen")
    #expect(written.diagnostics.map(\.id) == [.severalChosen])
  }

  @Test func ruleIdsAreUniqueKebabCaseAndSeveritiesAsDocumented() {
    let ids = AuditRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    let severities = Dictionary(uniqueKeysWithValues: AuditRules.all.map { ($0.id, $0.severity) })
    #expect(severities["touch-target-size"] == .warning)
    #expect(severities["duplicate-clickable-bounds"] == .error)
    #expect(severities["controls-are-named"] == .error)
  }

  /// The "Audit rules" table of `docs/audits.md` has a row per rule: `| \`id\` | severity | …`.
  @Test func theDocsListEveryRuleWithItsSeverity() throws {
    let readme = try String(contentsOfFile: repositoryRoot + "/docs/audits.md", encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Audit rules").dropFirst().first)
    for rule in AuditRules.all {
      let level = rule.severity == .note ? "info" : rule.severity.rawValue
      #expect(section.contains("| `\(rule.id)` | \(level) |"), "docs/audits.md lacks \(rule.id) as \(level)")
    }
  }

  @Test(.enabled(if: SharedCorpusTests.present, "../shared/corpus is not here: no real captures to audit"))
  func everyRuleRunsOverEveryCaptureAndLocatesItsFindings() throws {
    var total = 0
    for relative in SharedCorpusTests.captures(edgeCases: false) {
      let compiled = Compiler().compileScreen(at: SharedCorpusTests.root + "/" + relative)
      let screen = try #require(compiled.screen, "\(relative)")
      for platform in compiled.platforms {
        let model = ScreenModel(screen: screen, platform: platform)
        for (node, text) in Self.findings(screen, on: platform) {
          total += 1
          // Located: on an element of the capture, whose range is a node of the file.
          let range = model.nodes[node].element.range
          #expect(model.nodes[node].elementIndex != nil, "\(relative): \(text)")
          #expect(range.start < range.end && range.end <= screen.file.bytes.count, "\(relative): \(text)")
        }
      }
    }
    #expect(total > 0)
  }
}
