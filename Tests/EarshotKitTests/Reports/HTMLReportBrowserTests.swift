import Foundation
import Testing

/// The HTML report in a real browser: `earshot run --html` on a copy of the captured-settings
/// audits and a script with hostile names, loaded by headless Chromium, with assertions on
/// the DOM it rendered and screenshots kept under `.build/html-report/` (CI keeps them as
/// artifacts). Where Chromium cannot be installed the tests are cancelled with the reason.
@Suite(.serialized) struct HTMLReportBrowserTests {
  /// Where the report and the screenshots are kept after the run.
  static let artifacts = repositoryRoot + "/.build/html-report"

  /// Writes the report once for all three tests: the built `earshot run --html`, run in the
  /// copy's folder as a user runs it (so the report names `scripts/…`).
  static let report: Result<String, CLIFailure> = {
    let folder = temporaryFolder("HTMLReportBrowserTests")
    let scripts = folder + "/scripts"
    do {
      try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/captures", toPath: scripts)
      try HTMLReportTests.hostileScript.write(
        toFile: scripts + "/hostile.audit", atomically: true, encoding: .utf8)
      // A script in a right-to-left language.
      for file in ["arabic.audit", "settings-ar.screen"] {
        try FileManager.default.copyItem(
          atPath: repositoryRoot + "/scripts/locales/" + file, toPath: scripts + "/" + file)
      }
    } catch {
      return .failure(CLIFailure(description: "cannot copy the scripts: \(error)"))
    }
    let output = artifacts + "/report"
    try? FileManager.default.removeItem(atPath: output)
    let run: EarshotBinary.Run
    do {
      run = try EarshotBinary.run(["run", "scripts", "--jobs", "2", "--html", output], in: folder)
    } catch {
      return .failure(CLIFailure(description: "cannot run earshot: \(error)"))
    }
    // The hostile script's second test fails on VoiceOver: exit 1, and the report written.
    guard run.status == 1, FileManager.default.fileExists(atPath: output + "/index.html") else {
      return .failure(
        CLIFailure(description: "earshot run --html exited \(run.status): \(run.err)\(run.out)"))
    }
    return .success(output)
  }()

  struct CLIFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// The page's DOM as Chromium rendered it, and a screenshot of it kept as `shot`.
  private func load(_ page: String, screenshot shot: String) throws -> String {
    if case .failure(let reason) = Chromium.executable {
      try Test.cancel("no browser to test the HTML report in: \(reason)")
    }
    let url = "file://" + (try Self.report.get()) + "/" + page
    let dom = try Chromium.run(["--dump-dom"], url: url)
    let png = Self.artifacts + "/" + shot
    try? FileManager.default.removeItem(atPath: png)
    _ = try Chromium.run(["--window-size=1280,2000", "--hide-scrollbars", "--screenshot=" + png], url: url)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png) is a PNG")
    #expect(bytes.count > 20_000, "\(png) shows a page, not a blank")
    return dom
  }

  @Test func theIndexListsEveryScriptWithItsCounts() throws {
    let dom = try load("index.html", screenshot: "index.png")
    #expect(dom.contains("<h1>earshot report</h1>"))
    // This first run recorded every golden, so compared none: each is skipped, never passed.
    #expect(
      dom.contains(#"<p id="summary"><span class="fail">FAIL</span> 16 passed, 1 failed, 8 skipped</p>"#))
    // Seven scripts: the five bundled capture audits, the hostile one and the Arabic one, each a
    // row with a link.
    #expect(dom.components(separatedBy: "<tr").count - 1 == 1 + 7)
    #expect(
      dom.contains(
        #"<tr><th scope="row"><a href="scripts~ios.audit.html">scripts/ios.audit</a></th><td>Captured iOS settings</td><td><span class="pass">PASS</span> 3 passed, 0 failed, 1 skipped</td><td>not run</td><td><span class="pass">PASS</span></td></tr>"#
      ))
    #expect(
      dom.contains(
        #"<td>&lt;script&gt;\u{202E}x</td><td><span class="fail">FAIL</span> 1 passed, 1 failed, 1 skipped</td><td><span class="pass">PASS</span> 2 passed, 0 failed, 1 skipped</td>"#
      ))
    #expect(!dom.contains("<script"), "no script element, whatever the names say")
  }

  @Test func aScriptPageShowsBothReadersSideBySide() throws {
    let dom = try load("scripts~hostile.audit.html", screenshot: "hostile.png")
    #expect(dom.contains(#"<h1>&lt;script&gt;\u{202E}x</h1>"#))
    #expect(!dom.contains("<script") && !dom.contains("<img") && !dom.unicodeScalars.contains("\u{202E}"))
    #expect(
      dom.contains(
        #"<th scope="col">VoiceOver (ios)</th><th scope="col">TalkBack (android)</th><th scope="col">Readers</th>"#
      ))
    // Beyond each reader's own role and hint words, they say the same.
    #expect(!dom.contains(#"<td class="differs">"#))
    #expect(dom.components(separatedBy: "<td>same</td>").count - 1 == 2)
    #expect(dom.contains(#"<td class="failed" dir="auto"><strong class="fail">FAIL</strong>"#))
  }

  /// A script spoken in Arabic: the page says its language, and the reader's speech reads from
  /// the right in its cell.
  @Test func aPageInARightToLeftLanguageSaysSo() throws {
    let dom = try load("scripts~arabic.audit.html", screenshot: "arabic.png")
    #expect(dom.contains(#"<html lang="ar">"#))
    #expect(dom.contains(#"<td dir="auto"><span class="line">focus → row <bdi>"الملف الشخصي"</bdi></span>"#))
    #expect(dom.contains("الملف الشخصي, 1 من 2, في القائمة, عنصران (2)"))
  }

  @Test func aCapturedScreenIsDrawnAsNumberedBoxes() throws {
    let dom = try load("scripts~ios.audit.html", screenshot: "ios-capture.png")
    #expect(
      dom.contains(#"<div class="layout" aria-hidden="true" style="aspect-ratio:390 / 944">"#))
    // Five stops: five boxes with their numbers, and the list of their words.
    #expect(dom.components(separatedBy: #"<div class="box""#).count - 1 == 5)
    #expect(dom.components(separatedBy: #"<li><span class="n">"#).count - 1 == 5)
  }
}
