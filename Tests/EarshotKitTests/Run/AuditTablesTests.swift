import Foundation
import Testing

@testable import EarshotKit

/// The tables the comparing audit rules read give what scanning the screen node by node gave:
/// the first control with the same bounds, the first sibling with the same spoken name, the
/// stop before in swipe order that has bounds, and whether a sheet holds a way out. Each scan
/// is written here as the rule wrote it, and compared on every node of random captures and
/// screens made to repeat bounds, names and sheets.
@Suite struct AuditTablesTests {
  /// Random uiautomator captures: nested layouts of buttons, check boxes and texts, on a few
  /// places and names so that they repeat; some disabled, some off screen, some not clickable.
  static func capture(_ generator: inout RandomBytesTests.Generator) -> String {
    let names = ["Edit", "edit ", "Delete", "More", ""]
    let places = ["[0,0][40,40]", "[0,0][200,100]", "[100,0][300,100]", "[0,200][200,300]", "[0,0][0,0]"]
    func nodes(depth: Int) -> String {
      (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        let place = places.randomElement(using: &generator)!
        if depth < 3, Int.random(in: 0..<4, using: &generator) == 0 {
          return #"<node class="android.widget.LinearLayout" bounds="\#(place)">"# + nodes(depth: depth + 1)
            + "</node>"
        }
        let kind = ["Button", "Button", "CheckBox", "TextView"].randomElement(using: &generator)!
        let name = names.randomElement(using: &generator)!
        let enabled = Int.random(in: 0..<5, using: &generator) > 0
        let displayed = Int.random(in: 0..<8, using: &generator) > 0
        return
          #"<node class="android.widget.\#(kind)" text="\#(name)" clickable="\#(kind != "TextView")" enabled="\#(enabled)" displayed="\#(displayed)" bounds="\#(place)"/>"#
      }.joined()
    }
    return CaptureMappingTests.android(nodes(depth: 0))
  }

  /// Random hand-written screens with sheets (nested ones too), grabbers, close buttons and
  /// hidden elements, and repeated names.
  static func screen(_ generator: inout RandomBytesTests.Generator) -> String {
    var sheets = 0
    func elements(depth: Int) -> [String] {
      (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        let hidden = Int.random(in: 0..<6, using: &generator) == 0 ? " hidden" : ""
        switch Int.random(in: 0..<7, using: &generator) {
        case 0 where depth < 3:
          sheets += 1
          return "sheet \"S\(sheets)\" half {\n" + elements(depth: depth + 1).joined(separator: "\n") + "\n}"
        case 1 where depth < 3:
          return "container\(hidden) {\n" + elements(depth: depth + 1).joined(separator: "\n") + "\n}"
        case 2: return "grabber\(hidden)"
        case 3: return "button \"Close\"\(hidden)"
        default: return "button \"\(["Edit", "EDIT", "Save"].randomElement(using: &generator)!)\"\(hidden)"
        }
      }
    }
    return elements(depth: 0).joined(separator: "\n") + "\n"
  }

  @Test func tablesAnswerAsTheScansOfEveryNodeDid() throws {
    var generator = RandomBytesTests.Generator(state: 12)
    var sessions: [Session] = []
    for round in 0..<150 {
      let capture = Self.capture(&generator)
      let imported = CaptureImporter.importScreen(
        SourceFile(path: "c\(round).xml", text: capture), format: .uiautomator)
      let screen = try #require(imported.0, "\(capture)")
      sessions.append(Session(model: ScreenModel(screen: screen, platform: .android)))
      let text = Self.screen(&generator)
      let compiled = Compiler(reader: .memory(["s.screen": Array(text.utf8)])).compileScreen(at: "s.screen")
      guard let written = compiled.screen else { continue }
      for platform in Platform.allCases {
        sessions.append(Session(model: ScreenModel(screen: written, platform: platform)))
      }
    }
    var compared = (bounds: 0, names: 0, order: 0, sheets: 0)
    for session in sessions {
      let tables = AuditTables(session)
      for node in session.model.nodes.indices {
        if let scanned = Self.firstControlAtBounds(before: node, session) {
          compared.bounds += 1
          #expect(
            tables.firstControlAtBounds[AuditTables.Place(bounds: session.visibleBounds(of: node)!)]
              == scanned)
        } else if session.isActiveControl(node), let bounds = session.visibleBounds(of: node) {
          #expect(tables.firstControlAtBounds[AuditTables.Place(bounds: bounds)] == node)
        }
        if let scanned = Self.firstSiblingNamed(before: node, session) {
          compared.names += 1
          let name = try #require(DuplicateSpeakableTextRule.name(of: node, in: session))
          let key = DuplicateSpeakableTextRule.key(of: node, named: name, in: session)
          #expect(tables.firstSiblingNamed[key] == scanned)
        }
        let previous = Self.previousStopWithBounds(node, session)
        compared.order += previous == nil ? 0 : 1
        #expect(tables.previousStopWithBounds(withOpen: session.model.nodes[node].sheets)[node] == previous)
        if session.model.nodes[node].entry.structure == .sheet {
          compared.sheets += 1
          #expect(tables.holdingSheetExit.contains(node) == Self.holdsSheetExit(node, session))
        }
      }
    }
    // Every comparison was made many times, not only vacuously.
    #expect(compared.bounds > 100 && compared.names > 100 && compared.order > 100 && compared.sheets > 100)
  }

  @Test func aWideCaptureIsAuditedWithTheFindingsOfEachSibling() throws {
    // 2,000 sibling buttons, every tenth named and placed as the one before.
    let buttons = (0..<2_000).map { index in
      let place = index.isMultiple(of: 10) && index > 0 ? index - 1 : index
      return
        #"<node class="android.widget.Button" text="Item \#(place)" clickable="true" bounds="[0,\#(place * 200)][1080,\#(place * 200 + 200)]"/>"#
    }
    let file = SourceFile(path: "wide.xml", text: CaptureMappingTests.android(buttons.joined()))
    let screen = try #require(CaptureImporter.importScreen(file, format: .uiautomator).0)
    let session = Session(model: ScreenModel(screen: screen, platform: .android))
    let findings = AuditRules.findings(in: Array(session.model.nodes.indices), of: session, allowances: [])
    let named = { (rule: String) in findings.filter { $0.rule == rule }.map(\.message) }
    let repeats = (1..<200).map { $0 * 10 }
    #expect(
      named("duplicate-clickable-bounds")
        == repeats.map {
          "button \"Item \($0 - 1)\" has the same bounds as button \"Item \($0 - 1)\" (x 0, y \(($0 - 1) * 200), 1080×200): one touch area, two stops for TalkBack; merge them or make one of them not clickable"
        })
    #expect(named("duplicate-speakable-text").count == repeats.count)
    #expect(findings.count == 2 * repeats.count)
  }

  // MARK: The scans the tables replace

  static func firstControlAtBounds(before node: Int, _ session: Session) -> Int? {
    guard session.isActiveControl(node), let bounds = session.visibleBounds(of: node) else { return nil }
    return session.model.stops.first { stop in
      stop < node && session.isActiveControl(stop) && session.visibleBounds(of: stop) == bounds
    }
  }

  static func firstSiblingNamed(before node: Int, _ session: Session) -> Int? {
    let model = session.model
    guard session.isActiveControl(node), let name = DuplicateSpeakableTextRule.name(of: node, in: session)
    else { return nil }
    // Siblings: children of one screen node, or of one node of the captured tree.
    let parent = { (node: Int) -> (Int?, Bool) in
      if let captured = model.nodes[node].element.captured {
        return (captured.model.tree.parent(of: captured.node), true)
      }
      return (model.nodes[node].parent, false)
    }
    return model.nodes.indices.first { sibling in
      sibling < node && session.isActiveControl(sibling) && parent(sibling) == parent(node)
        && DuplicateSpeakableTextRule.name(of: sibling, in: session) == name
    }
  }

  static func previousStopWithBounds(_ node: Int, _ session: Session) -> Int? {
    let order = session.model.orders(withOpen: session.model.nodes[node].sheets).screenReader
    guard let position = order.firstIndex(of: node) else { return nil }
    return order[..<position].last { session.visibleBounds(of: $0) != nil }
  }

  static func holdsSheetExit(_ sheet: Int, _ session: Session) -> Bool {
    let model = session.model
    return model.nodes.indices.contains { inner in
      !model.nodes[inner].isHidden && model.isWithin(inner, sheet)
        && (model.nodes[inner].entry.sheetPart == .grabber || model.closesSheet(inner))
    }
  }
}
