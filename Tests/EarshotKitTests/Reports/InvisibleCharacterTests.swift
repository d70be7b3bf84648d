import Foundation
import Testing

@testable import EarshotKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Characters that are there without being seen (the bidirectional marks, U+FEFF, the
/// noncharacters) are shown as visible escapes in every output, as controls are.
@Suite struct InvisibleCharacterTests {
  /// The code points, each written as earshot shows it (Swift refuses U+FFFE and U+FFFF in
  /// a literal).
  static let invisible: [UInt32] = [
    0x200E, 0x200F, 0x61C, 0xFEFF, 0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF,
  ]

  private static func text(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

  @Test func eachIsEscapedAloneAndAmongText() {
    for value in Self.invisible {
      let text = "a" + Self.text(value) + "b"
      let shown = "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      #expect(VisibleText.escaped(text) == "a\(shown)b")
      #expect(VisibleText.sanitized(text) == "a\(shown)b")
      #expect(VisibleText.quoted(text) == "\"a\(shown)b\"")
      #expect(VisibleText.terminalSafe(text) == "a\(shown)b")
      #expect(XMLText.attribute(text) == "a\(shown)b")
      #expect(XMLText.text(text) == "a\(shown)b")
      #expect(XMLText.cdata(text) == "<![CDATA[a\(shown)b]]>")
      #expect(HTMLText.visible(text) == "a\(shown)b")
      #expect(HTMLText.composed(text) == "a\(shown)b")
      #expect(GitHubAnnotations.data(text) == "a\(shown)b")
    }
  }

  @Test func neighboursOfTheInvisibleOnesStayAsTheyAre() {
    for text in [
      "\u{200D}", "\u{2010}", "\u{61B}", "\u{FEFE}", "\u{FFFD}", "\u{FDCF}", "\u{FDF0}", "\u{1FFFD}",
      "\u{EFFF}",
    ] {
      #expect(VisibleText.escaped(text) == text)
      #expect(XMLText.text(text) == text)
      #expect(!VisibleText.mayNeedEscapes(text))
    }
  }

  /// The language is unchanged: a script may hold these raw (a right-to-left label does).
  @Test func aScriptMayHoldThemRaw() {
    let file = SourceFile(
      path: "m.audit",
      text: "screen { button \"\u{200F}שלום\u{FEFF}\" }\ntest \"t\" { focus \"\u{200F}שלום\u{FEFF}\" }\n")
    let result = Compiler().compileScript(file)
    #expect(result.diagnostics.isEmpty, "\(DiagnosticRenderer().render(result.diagnostics))")
  }

  @Test func noOutputHoldsThemRaw() throws {
    let folder = temporaryFolder()
    try write(
      "title \"T\\u{FEFF}\"\nscreen { button \"O\\u{200E}K\\u{FFFF}\" }\ntest \"a\\u{200F}b\\u{61C}\" {\n  focus \"O\\u{200E}K\\u{FFFF}\"\n  expect 'No'\n}\n"
        // A test that passes, so that the golden holds one.
        + "test \"c\\u{200F}d\" { focus \"O\\u{200E}K\\u{FFFF}\" }\n",
      to: "m.audit", in: folder)
    let run = try EarshotBinary.run(
      [
        "run", "m.audit", "--golden", "g", "--format", "github", "--junit", "j.xml", "--html", "report",
        "--transcripts",
      ],
      in: folder)
    #expect(run.status == 1)
    var outputs = [("console", run.out + run.err)]
    for file in ["j.xml", "g/m.ios.transcript", "g/m.android.transcript", "report/index.html"] {
      outputs.append((file, try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
    }
    for page in try FileManager.default.contentsOfDirectory(atPath: folder + "/report")
    where page.hasSuffix(".html") {
      outputs.append((page, try String(contentsOfFile: folder + "/report/" + page, encoding: .utf8)))
    }
    for (name, text) in outputs {
      #expect(
        !text.unicodeScalars.contains {
          "\u{200E}\u{200F}\u{61C}\u{FEFF}\u{FFFF}".unicodeScalars.contains($0)
        }, "\(name)")
    }
    #expect(run.out.contains(#"FAIL m.audit [ios] a\u{200F}b\u{61C}"#))
    #expect(
      run.out.contains(
        #"title=a\u{200F}b\u{61C} [ios]::expected "No" but VoiceOver said "O\u{200E}K\u{FFFF}, Button""#))
    let xml = outputs[1].1
    #expect(xml.contains(#"<testcase name="a\u{200F}b\u{61C}""#))
    #expect(xml.contains(#"<property name="title" value="T\u{FEFF}"/>"#))
    #expect(XMLParser(data: Data(xml.utf8)).parse())
    #expect(outputs[2].1.contains(#"test "c\u{200F}d""#))
    #expect(outputs[2].1.contains(#"focus → button "O\u{200E}K\u{FFFF}""#))
  }
}
