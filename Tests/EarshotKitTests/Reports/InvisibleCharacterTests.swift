import Foundation
import Testing

@testable import EarshotKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Characters that are there without being seen (every default-ignorable one of Unicode: the
/// bidirectional marks, zero-width space, word joiner, invisible operators, Hangul fillers, tag
/// characters, U+FEFF; and the noncharacters) are shown as visible escapes in every output, as
/// controls are; a joiner or selector that shapes the character before it is kept there.
@Suite struct InvisibleCharacterTests {
  /// The code points, each written as earshot shows it (Swift refuses U+FFFE and U+FFFF in
  /// a literal). After `a`, the joiners and selectors shape nothing, so they are escaped too.
  static let invisible: [UInt32] = [
    0x200E, 0x200F, 0x61C, 0xFEFF, 0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF,
    0x200B, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x2065, 0x206F, 0x115F, 0x1160, 0x3164, 0xFFA0,
    0xE0000, 0xE0001, 0xE0020, 0xE0041, 0xE007F, 0xE0FFF, 0xAD, 0x34F, 0x17B4, 0x17B5, 0x180B, 0x180E,
    0x180F, 0xFE00, 0xFE0F, 0xFFF0, 0xFFF8, 0x1BCA0, 0x1BCA3, 0x1D173, 0x1D17A, 0xE0100, 0xE01EF,
    0x200C, 0x200D,
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
      "\u{2010}", "\u{61B}", "\u{FEFE}", "\u{FFFD}", "\u{FDCF}", "\u{FDF0}", "\u{1FFFD}", "\u{EFFF}",
      "\u{200A}", "\u{2070}", "\u{115E}", "\u{1161}", "\u{3163}", "\u{3165}", "\u{FF9F}", "\u{FFA1}",
      "\u{AC}", "\u{AE}", "\u{34E}", "\u{350}", "\u{17B3}", "\u{17B6}", "\u{180A}", "\u{1810}",
      "\u{FDFF}", "\u{FE10}", "\u{FFEF}", "\u{FFF9}", "\u{1BC9F}", "\u{1BCA4}", "\u{1D172}",
      "\u{1D17B}", "\u{E1000}", "\u{DFFFD}",
    ] {
      #expect(VisibleText.escaped(text) == text)
      #expect(XMLText.text(text) == text)
      #expect(!VisibleText.mayNeedEscapes(text))
    }
  }

  /// Every Default_Ignorable_Code_Point of Unicode is escaped (`isDefaultIgnorable` is
  /// Unicode's list, as the standard library's property gives it).
  @Test func theDefaultIgnorablesAreUnicodes() {
    var differing: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.isDefaultIgnorableCodePoint != VisibleText.isDefaultIgnorable(value) {
        differing.append(VisibleText.codePoint(value))
      }
      if VisibleText.isDefaultIgnorable(value) {
        #expect(VisibleText.needsEscape(scalar) && VisibleText.mayNeedEscapes(String(scalar)))
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }

  /// A joiner, selector, tag or zero-width space is kept where it does visible work on its
  /// neighbours (an emoji ZWJ sequence, a Persian word, a Devanagari conjunct, a flag's tag
  /// sequence, an ideographic variant, a keycap, a Khmer or Thai word break), in every output.
  static let working = [
    "👩\u{200D}💻", "❤\u{FE0F}", "☺\u{FE0E}", "1\u{FE0F}\u{20E3}", "می\u{200C}شود", "क्\u{200D}ष", "क्\u{200D}",
    "র\u{200D}্য", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "葛\u{E0100}", "ᠠ\u{180B}",
    "≩\u{FE00}", "👁\u{FE0F}\u{200D}🗨\u{FE0F}", "👍🏽\u{200D}👍", "មិន\u{200B}បាន\u{200B}ធីក",
    "สวัสดี\u{200B}ครับ", "ສະບາຍ\u{200B}ດີ", "မင်္ဂလာ\u{200B}ပါ",
  ]

  @Test func aJoinerOrSelectorIsKeptWhereItDoesVisibleWork() {
    for text in Self.working {
      #expect(VisibleText.escaped(text) == text)
      #expect(VisibleText.quoted(text) == "\"\(text)\"")
      #expect(VisibleText.terminalSafe(text) == text)
      #expect(XMLText.text(text) == text)
      #expect(HTMLText.visible(text) == text)
      #expect(GitHubAnnotations.data(text) == text)
      #expect(ScriptText.literal(text) == "\"\(text)\"")
      #expect(JSONReport.string(text) == "\"\(text)\"")
    }
  }

  /// Anywhere else it changes nothing a reader sees and is escaped: after a Latin letter, a
  /// digit, a space or at the start; a zero-width space after a CJK ideograph (Chinese and
  /// Japanese break lines without it), two in a row, or at the end of a word; a joiner that
  /// joins nothing; a selector after a character it has no variant of; a tag outside a
  /// finished emoji tag sequence.
  @Test func elsewhereItIsEscaped() {
    for (text, shown) in [
      ("G\u{200D}o", #"G\u{200D}o"#), ("\u{200C}x", #"\u{200C}x"#), ("é\u{200D}", #"é\u{200D}"#),
      ("1\u{FE0F}", #"1\u{FE0F}"#), ("Go\u{E0067}\u{E007F}", #"Go\u{E0067}\u{E007F}"#),
      ("\u{3164}\u{200D}", #"\u{3164}\u{200D}"#), ("x \u{FE0F}", #"x \u{FE0F}"#),
      ("•\u{200C} B", #"•\u{200C} B"#), ("ធីក \u{200B}", #"ធីក \u{200B}"#),
      ("開\u{200B}始", #"開\u{200B}始"#), ("開\u{200B}\u{200B}", #"開\u{200B}\u{200B}"#),
      ("かな\u{200B}カナ", #"かな\u{200B}カナ"#), ("ធីក\u{200B}\u{200B}បាន", #"ធីក\u{200B}\u{200B}បាន"#),
      ("ធីក\u{200B}", #"ធីក\u{200B}"#), ("ธ\u{200B}1", #"ธ\u{200B}1"#), ("開\u{200D}始", #"開\u{200D}始"#),
      ("👍🏽\u{200D}x", #"👍🏽\u{200D}x"#), ("ش\u{200C}", #"ش\u{200C}"#), ("開\u{FE0F}", #"開\u{FE0F}"#),
      ("開\u{FE05}", #"開\u{FE05}"#), ("❤\u{E0100}", #"❤\u{E0100}"#), ("ក\u{FE00}", #"ក\u{FE00}"#),
      ("🏴\u{E0067}\u{E0062}", #"🏴\u{E0067}\u{E0062}"#), ("👍\u{E0067}\u{E007F}", #"👍\u{E0067}\u{E007F}"#),
      ("🏴\u{E007F}", #"🏴\u{E007F}"#), ("a\u{180B}", #"a\u{180B}"#),
    ] {
      #expect(VisibleText.escaped(text) == shown)
      #expect(XMLText.attribute(text) == shown)
      #expect(VisibleText.terminalSafe(text) == shown)
      #expect(VisibleText.sanitized(VisibleText.sanitized(text)) == shown)
    }
    #expect(JSONReport.string("G\u{200D}o") == #""G\u200do""#)
  }

  /// A name holding a zero-width space reads as what it holds in every output: `expected name
  /// "Go"; it is "G\u{200B}o"`, not two names that look alike. Only the display changes: the
  /// name still is not `Go`, and `G\u{200B}o` is.
  @Test func aZeroWidthSpaceInANameIsShownInEveryOutput() throws {
    let folder = temporaryFolder()
    try write(
      "screen { button \"G\\u{200B}o\" }\nplatform ios\ntest \"a\\u{2060}b\\u{E0041}\" {\n  focus \"G\\u{200B}o\"\n  expect name \"Go\"\n}\n"
        + "test \"as it is\" {\n  focus \"G\\u{200B}o\"\n  expect name \"G\\u{200B}o\"\n}\n",
      to: "m.audit", in: folder)
    let run = try EarshotBinary.run(
      ["run", "m.audit", "--golden", "g", "--format", "github", "--junit", "j.xml", "--html", "report"],
      in: folder)
    let json = try EarshotBinary.run(["run", "m.audit", "--golden", "g", "--format", "json"], in: folder)
    let console = try EarshotBinary.run(["run", "m.audit", "--golden", "g", "--transcripts"], in: folder)
    #expect(run.status == 1 && json.status == 1 && console.status == 1)
    var outputs = [("github", run.out + run.err), ("json", json.out), ("console", console.out + console.err)]
    for file in ["j.xml", "g/m.ios.transcript", "report/index.html"] {
      outputs.append((file, try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
    }
    for (name, text) in outputs {
      #expect(!text.unicodeScalars.contains { VisibleText.isDefaultIgnorable($0.value) }, "\(name)")
    }
    #expect(console.out.contains(#"error: expected name "Go"; it is "G\u{200B}o""#))
    #expect(console.out.contains(#"FAIL m.audit [ios] a\u{2060}b\u{E0041}"#))
    #expect(console.out.contains(#"PASS m.audit [ios] as it is"#))
    #expect(run.out.contains(#"title=a\u{2060}b\u{E0041} [ios]::expected name "Go"; it is "G\u{200B}o""#))
    #expect(outputs[3].1.contains(#"<testcase name="a\u{2060}b\u{E0041}""#))
    #expect(outputs[4].1.contains(#"focus → button "G\u{200B}o""#))
    #expect(json.out.contains(#""test":"a\u2060b\udb40\udc41""#))
    #expect(json.out.contains(#""expected":"Go","actual":"G\u200bo""#))
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
