import Foundation
import Testing

@testable import EarshotCLI
@testable import EarshotKit

/// `earshot init` always writes a script that compiles: what it writes grows with the capture
/// only by what it checks; a capture so large that its whole script would pass the limit on a
/// file's size gets one that keeps within it and says what it leaves out, in the script and on
/// the console; words and names longer than a script's string are not written as strings; and
/// two tests of elements described alike are told apart. The captures are generated here. The
/// size limit is lowered (as `LongWalkTests` lowers the step limit), so that a capture of a few
/// hundred kilobytes stands for one of 16 MiB.
@Suite struct LargeCaptureTests {
  /// A uiautomator dump of `count` nodes of `kind`, each with a text of `length` characters
  /// that starts with its number; `sameBounds`: every node on one rectangle (which the audit
  /// reports for buttons), else each on a row of its own.
  static func dump(_ count: Int, length: Int, kind: String = "TextView", sameBounds: Bool = false) -> String {
    let filler = String(repeating: "lorem ipsum dolor sit amet ", count: length / 27 + 1)
    var text = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy rotation="0">
      <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" bounds="[0,0][1080,2400]">

      """
    let clickable = kind == "Button" ? #" clickable="true" focusable="true""# : ""
    for index in 0..<count {
      let label = String(("Item \(index) " + filler).prefix(length))
      let top = sameBounds ? 0 : index * 150
      text +=
        #"<node index="\#(index)" text="\#(label)" resource-id="" class="android.widget.\#(kind)" package="com.example" content-desc=""\#(clickable) bounds="[0,\#(top)][1080,\#(top + 150)]"/>"#
        + "\n"
    }
    return text + "</node>\n</hierarchy>\n"
  }

  /// `earshot init` of `capture` (written to a fresh folder) under `limits`, in process.
  private static func initialize(_ capture: String, limits: Limits) throws -> (
    status: Int32, out: String, err: String, folder: String
  ) {
    let folder = temporaryFolder()
    try write(capture, to: "dump.xml", in: folder)
    var (out, err) = ("", "")
    let console = Earshot.Console(
      out: { out += $0 }, err: { err += $0 }, colorDiagnostics: false, outIsTerminal: false, progress: nil)
    let status = InitCommand.execute(
      path: folder + "/dump.xml", output: folder + "/dump.audit", force: false, locale: nil, console: console,
      limits: limits)
    return (status, out, err, folder)
  }

  /// The comment between the generated header's three lines and `title`, joined.
  private static func openingNote(_ script: String) -> String {
    script.split(separator: "\n").dropFirst(3).prefix { $0.hasPrefix("# ") }.map { $0.dropFirst(2) }
      .joined(separator: " ")
  }

  /// Each stop writes its words and its target once each: a comment names it with its name cut,
  /// as a message echoes it, so the script is under twice the capture.
  @Test func theScriptGrowsWithTheCaptureOnlyByWhatItChecks() throws {
    let capture = Self.dump(300, length: 800)
    let (parsed, diagnostics) = CaptureImporter.importScreen(
      SourceFile(path: "dump.xml", text: capture), format: .uiautomator)
    let screen = try #require(parsed, "\(diagnostics.map(\.message))")
    let script = StarterScript(compiled: CompiledScreen(screen), platforms: [.android]).script(
      screenPath: "dump.xml")
    #expect(
      script.utf8.count < 2 * capture.utf8.count, "\(script.utf8.count) bytes from \(capture.utf8.count)")
    let name = String(("Item 7 " + String(repeating: "lorem ipsum dolor sit amet ", count: 30)).prefix(800))
    // The comment is the element's description cut to 200 characters, as a message cuts it.
    #expect(script.contains("\n  # text \"\(name.prefix(194))…\n  expect android exactly '\(name)'\n"))
    #expect(script.contains("\n  expect focus text \"\(name)\"\n"))
  }

  /// Under a limit the whole script would pass: the headers, as much of the walk as fits, the
  /// audit whole or not at all, a comment at the top and one where the walk stops, and a
  /// warning on the console. The script keeps within the limit, compiles and passes.
  @Test func aCaptureWhoseWholeScriptWouldPassTheLimitGetsOneThatFits() throws {
    var limits = Limits.standard
    limits.maximumFileSize = 300_000
    // Texts: no finding, so the audit is kept and the walk is cut.
    let texts = try Self.initialize(Self.dump(400, length: 400), limits: limits)
    #expect(texts.status == 0, "\(texts.err)")
    // How many steps fit depends on the length of the capture's path, in the header.
    let match = try #require(
      texts.err.firstMatch(
        of:
          #/^earshot: warning: (the starter script leaves out the walk after its first ([0-9]+) of 401 steps: whole, it would be larger than 300000 bytes, the limit on a file)\n/#
      ), "\(texts.err)")
    #expect(Int(match.2).map { (200..<400).contains($0) } == true)
    #expect(
      texts.err.hasSuffix("\nwrote \(texts.folder)/dump.audit: review the baseline, then `earshot run` it\n"))
    let script = try String(contentsOfFile: texts.folder + "/dump.audit", encoding: .utf8)
    #expect(script.utf8.count <= limits.maximumFileSize)
    #expect(Self.openingNote(script) == String(match.1))
    #expect(script.components(separatedBy: "\n  swipe right\n").count - 1 == Int(match.2))
    #expect(
      script.contains(
        "  # the rest of the walk is left out, so that the script stays within the limit on a file's size\n}\n\ntest \"audit\" {\n  audit\n}\n"
      ))
    #expect(script.split(separator: "\n").filter { $0.hasPrefix("test ") }.count == 2)
    try expectCompilesAndPasses(texts.folder + "/dump.audit", limits: limits)

    // Buttons on one rectangle: a finding each, whose `allow` lines alone would pass the limit;
    // the audit is left out whole, with its allowances.
    let buttons = try Self.initialize(
      Self.dump(400, length: 400, kind: "Button", sameBounds: true), limits: limits)
    #expect(buttons.status == 0, "\(buttons.err)")
    #expect(
      buttons.err.hasPrefix(
        "earshot: warning: the starter script leaves out the audit test and the 399 `allow` lines it needs (`earshot audit` the screen instead) and the walk after its first "
      ), "\(buttons.err)")
    let cut = try String(contentsOfFile: buttons.folder + "/dump.audit", encoding: .utf8)
    #expect(cut.utf8.count <= limits.maximumFileSize)
    #expect(!cut.contains("\nallow ") && !cut.contains("test \"audit\""))
    #expect(
      Self.openingNote(cut).hasPrefix(
        "the starter script leaves out the audit test and the 399 `allow` lines"))
    try expectCompilesAndPasses(buttons.folder + "/dump.audit", limits: limits)
  }

  /// Words longer than a string may be are expected without the hint, or, longer still, left
  /// unchecked with a comment; a reason is cut to fit.
  @Test func wordsLongerThanAStringAreNotWrittenAsOne() throws {
    let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 400)
    // 9,980 characters: `…, Button` fits and the hint does not; 9,997: neither does.
    let capture = Self.dump(0, length: 0).replacingOccurrences(
      of: "</node>",
      with: [9_980, 9_997].enumerated().map { index, length in
        #"<node index="\#(index)" text="\#(String(("Item \(index) " + filler).prefix(length)))" class="android.widget.Button" clickable="true" focusable="true" bounds="[0,\#(index * 20)][1080,\#(index * 20 + 20)]"/>"#
      }.joined(separator: "\n") + "\n</node>")
    let run = try Self.initialize(capture, limits: .standard)
    #expect(run.status == 0, "\(run.err)")
    let script = try String(contentsOfFile: run.folder + "/dump.audit", encoding: .utf8)
    #expect(script.contains("  expect android exactly 'Item 0 lorem"))
    #expect(script.contains("amet lorem ipsu, Button'\n"), "the first, without its hint")
    #expect(
      script.contains(
        "  # TalkBack says 10028 bytes here, more than a string may hold (10000): not checked\n  expect focus button \"Item 1 "
      ))
    // The touch-target findings' reasons, cut to fit.
    let allowances = script.split(separator: "\n").filter {
      $0.hasPrefix("allow touch-target-size on button ")
    }
    #expect(allowances.count == 2 && allowances.allSatisfy { $0.hasSuffix(" dolor …\"") })
    try expectCompilesAndPasses(run.folder + "/dump.audit", limits: .standard)
  }

  /// A screen read under a larger string limit than the script is written under: no name,
  /// title or expectation the script writes is longer than its limit allows. A name too long
  /// is no target; a test named after one is cut; words too long are not expected.
  @Test func namesLongerThanAStringAreNeverWrittenAsOne() {
    let long = String(String(repeating: "lorem ipsum dolor sit amet ", count: 500).prefix(12_000))
    let screen = "disclosure \"\(long)\" @advanced { switch \"Proxy\" off }\nbutton \"\(long)\"\n"
    var wide = Limits.standard
    wide.maximumStringLength = 20_000
    let (parsed, diagnostics) = Parser.parseScreen(SourceFile(path: "s.screen", text: screen), limits: wide)
    #expect(diagnostics.isEmpty)
    let script = StarterScript(compiled: CompiledScreen(parsed), platforms: []).script(screenPath: "s.screen")
    let (_, found) = Parser.parseScript(SourceFile(path: "s.audit", text: script), limits: .standard)
    #expect(found.isEmpty, "\(found.map(\.message))")
    #expect(script.contains("\ntest \"disclosure \\\"lorem ipsum"))
    #expect(script.contains("… expands\" {\n  focus @advanced\n"))
    #expect(!script.contains("expect focus button"))
  }

  /// Two disclosures called alike, told apart by their ids: their tests are numbered.
  @Test func testsOfElementsDescribedAlikeAreNumbered() throws {
    let folder = temporaryFolder()
    try write(
      "disclosure \"Advanced\" @d1 { switch \"Proxy\" off }\ndisclosure \"Advanced\" @d2 { switch \"VPN\" off }\n",
      to: "s.screen", in: folder)
    let written = earshot(["init", folder + "/s.screen", "-o", folder + "/s.audit"])
    #expect(written.status == 0, "\(written.err)")
    let script = try String(contentsOfFile: folder + "/s.audit", encoding: .utf8)
    #expect(
      script.split(separator: "\n").filter { $0.hasPrefix("test ") } == [
        #"test "swipe through every element" {"#, #"test "disclosure \"Advanced\" expands" {"#,
        #"test "disclosure \"Advanced\" expands (2)" {"#, #"test "audit" {"#,
      ])
    try expectCompilesAndPasses(folder + "/s.audit", limits: .standard)
  }
}
