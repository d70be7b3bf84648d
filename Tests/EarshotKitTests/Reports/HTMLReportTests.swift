import Foundation
import Testing

@testable import EarshotKit

/// The HTML report as text: every name from a script or screen escaped (markup, quotes and
/// bidirectional overrides), counts and failures where a reviewer looks, golden diffs marked,
/// the swipe order drawn from a capture's bounds or stacked, and the same bytes whatever `--jobs`.
@Suite struct HTMLReportTests {
  /// A script whose title, test name and screen names try to add markup; its second test fails
  /// on VoiceOver only (no hint there).
  static let hostileScript = #"""
    title "<script>\u{202E}x"
    screen {
      heading "Pay & <b>go</b>"
      button "<img src=x onerror=alert(1)>"
      button Submit
    }
    test "<script>\u{202E}x & 'q'" {
      focus Submit
      expect 'Submit, Button'
    }
    test "one reader differs" {
      focus Submit
      expect hint 'Double-tap to activate'
    }
    """#

  /// Runs scripts (name → text) in a fresh folder, keeping the traces, with goldens when given.
  static func run(_ scripts: [String: String], golden: GoldenStore? = nil, jobs: Int = 1) throws -> (
    RunOutcome, folder: String
  ) {
    let folder = temporaryFolder()
    for (name, text) in scripts {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    let runner = SuiteRunner(executor: Executor(keepsTraces: true))
    let outcome = runner.run([folder], options: .init(jobs: jobs, golden: golden))
    return (outcome, folder)
  }

  private func page(_ outcome: RunOutcome, _ index: Int = 1) -> String {
    HTMLReport.pages(outcome)[index].html
  }

  @Test func hostileNamesAreEscapedAndOverridesShownVisibly() throws {
    let (outcome, _) = try Self.run(["hostile.audit": Self.hostileScript])
    #expect(outcome.compiled, "\(DiagnosticRenderer().render(outcome.diagnostics))")
    for (name, html) in HTMLReport.pages(outcome) {
      #expect(!html.contains("<script"), "\(name)")
      #expect(!html.contains("<img") && !html.contains("<b>"), "\(name)")
      #expect(!html.unicodeScalars.contains("\u{202E}"), "\(name): the override is shown, not obeyed")
    }
    let index = HTMLReport.pages(outcome)[0].html
    #expect(index.contains(#"<td>&lt;script&gt;\u{202E}x</td>"#))
    let script = page(outcome)
    #expect(script.contains(#"<h1>&lt;script&gt;\u{202E}x</h1>"#))
    #expect(script.contains(#"<th scope="row">&lt;script&gt;\u{202E}x &amp; &apos;q&apos;</th>"#))
    #expect(
      script.contains(#"<span class="n">2</span>button &quot;&lt;img src=x onerror=alert(1)&gt;&quot;"#))
    #expect(script.contains(#"<title>&lt;script&gt;\u{202E}x – earshot report</title>"#))
  }

  @Test func theIndexCountsEachPlatformAndTheStepsShowParity() throws {
    let (outcome, _) = try Self.run([
      "hostile.audit": Self.hostileScript, "plain.audit": "screen { button OK }\ntest \"ok\" { focus OK }\n",
    ])
    let index = HTMLReport.pages(outcome)[0].html
    #expect(index.contains(#"<p id="summary"><span class="fail">FAIL</span> 5 passed, 1 failed</p>"#))
    #expect(
      index.contains(
        #"<td><span class="fail">FAIL</span> 1 passed, 1 failed</td><td><span class="pass">PASS</span> 2 passed, 0 failed</td><td><span class="fail">FAIL</span></td></tr>"#
      ))
    #expect(index.contains(#"~plain.audit.html">"#))
    let script = page(outcome)
    // The failed step: FAIL in words on VoiceOver's side; an expectation makes no reader speak.
    #expect(
      script.contains(
        #"<td class="failed" dir="auto"><strong class="fail">FAIL</strong><span class="line">fail: expected hint <bdi>&quot;Double-tap to activate&quot;</bdi>; it is absent</span></td><td dir="auto"><span class="line">pass</span></td><td>nothing said</td>"#
      ))
    #expect(
      script.contains(#"<tr><th scope="row">9</th><td class="step">expect &apos;Submit, Button&apos;</td>"#))
    #expect(script.contains("<td>same</td>"))
    #expect(
      script.contains(
        "<p>VoiceOver: <span class=\"fail\">FAIL</span>; TalkBack: <span class=\"pass\">PASS</span></p>"))
  }

  @Test func aGoldenDiffMarksRemovedAndAddedLines() throws {
    let golden = temporaryFolder() + "/golden"
    let store = GoldenStore(folder: golden, update: .new, isCI: false)
    let (_, folder) = try Self.run(
      ["a.audit": "screen { button OK }\ntest \"t\" { focus OK }\n"], golden: store)
    // The button now speaks another label: what the reader says changes.
    try "screen { button OK label \"Fine\" }\ntest \"t\" { focus OK }\n".write(
      toFile: folder + "/a.audit", atomically: true, encoding: .utf8)
    let runner = SuiteRunner(executor: Executor(keepsTraces: true))
    let outcome = runner.run(
      [folder],
      options: .init(
        jobs: 1, golden: GoldenStore(folder: golden, update: GoldenStore.Update.none, isCI: true)))
    let script = page(outcome)
    #expect(
      script.contains(
        "<del>-    say &quot;OK, Button&quot;</del><ins>+    say &quot;Fine, Button&quot;</ins>"
      ))
    #expect(script.contains("\n@@ -"), "the hunk header is plain text")
  }

  /// A golden the run recorded was not compared: it is `SKIP` with the reason, never `PASS`,
  /// and counted as skipped on the page and in the index.
  @Test func aRecordedGoldenIsSkippedNotPassed() throws {
    let golden = temporaryFolder() + "/golden"
    let (outcome, _) = try Self.run(
      ["a.audit": "screen { button OK }\ntest \"t\" { focus OK }\n"],
      golden: GoldenStore(folder: golden, update: .new, isCI: false))
    let script = page(outcome)
    #expect(
      script.contains(
        "<th scope=\"row\">golden transcript</th><td></td><td><span class=\"skip\">SKIP</span></td></tr>\n<tr><td colspan=\"3\">recorded, so not compared</td></tr>"
      ), "\(script)")
    #expect(
      script.contains("<span class=\"pass\">PASS</span> 1 passed, 0 failed, 1 skipped</h2>"), "\(script)")
    #expect(page(outcome, 0).contains("<span class=\"pass\">PASS</span> 2 passed, 0 failed, 2 skipped</p>"))
  }

  @Test func aScriptThatDidNotCompileIsAFailedRowWithItsDiagnostics() throws {
    let (outcome, folder) = try Self.run([
      "broken.audit": "screen { button OK }\ntest \"t\" { focus Missing }\n"
    ])
    #expect(!outcome.compiled)
    // A broken script fails its tests alone: a failed row, and on its page each
    // test's failure with the diagnostics.
    let index = HTMLReport.pages(outcome)[0].html
    #expect(index.contains(#"<p id="summary"><span class="fail">FAIL</span> 0 passed, 2 failed</p>"#))
    #expect(index.contains(#"<tr class="failed"><th scope="row"><a href=""#))
    #expect(index.contains("\(folder)/broken.audit</a></th>"))
    #expect(index.contains(#"<td><span class="fail">FAIL</span> 0 passed, 1 failed</td>"#))
    // Named among the failed tests, with a link to its diagnostics.
    let link = HTMLReport.pageName(forScript: folder + "/broken.audit") + "#diagnostics"
    #expect(
      index.contains(
        "<li><a href=\"\(link)\">\(folder)/broken.audit [ios] t</a>: did not compile</li>\n"
          + "<li><a href=\"\(link)\">\(folder)/broken.audit [android] t</a>: did not compile</li>\n</ul>\n"),
      "\(index)")
    let script = page(outcome)
    #expect(
      script.contains("did not compile: 1 error, the first at \(folder)/broken.audit:2:18"), "\(script)")
    // The diagnostics, located, as the console renders them.
    #expect(
      script.contains(
        """
        <h2 id="diagnostics">Did not compile: 1 error</h2>
        <pre>\(folder)/broken.audit:2:18: error: no element of screen is named `Missing` [unknown-element]
            2 | test &quot;t&quot; { focus Missing }
              |                  ^~~~~~~
        </pre>
        """), "\(script)")
  }

  /// Boxes at the capture's bounds, as percentages of the drawing (the Appium Android capture
  /// is 1080 × 2088; its heading is at [0,100][1080,200]).
  @Test func aCapturedScreenIsDrawnAtItsBounds() throws {
    let runner = SuiteRunner(executor: Executor(keepsTraces: true))
    let outcome = runner.run(
      [repositoryRoot + "/scripts/captures/android-appium.audit"], options: .init(jobs: 1))
    let script = page(outcome)
    #expect(
      script.contains(
        #"<div class="capture">"# + "\n"
          + #"<div class="layout" aria-hidden="true" style="aspect-ratio:1080 / 2088">"#
      ))
    #expect(
      script.contains(
        #"<div class="box" style="left:0%;top:4.79%;width:100%;height:4.79%" title="heading &quot;Network &amp; internet&quot;"><span class="n">1</span></div>"#
      ))
    #expect(script.contains(#"<div class="box" style="left:88.89%;top:0%;width:11.11%;height:4.79%""#))
    // Every stop's words in the list beside the drawing, which a screen reader reads.
    #expect(
      script.contains(
        #"<ol class="legend" aria-label="Swipe order over the captured layout">"# + "\n"
          + #"<li><span class="n">1</span>heading &quot;Network &amp; internet&quot;</li>"#))
  }

  /// The uiautomator capture gives every node the same bounds: boxes drawn there would hide
  /// each other's numbers.
  @Test func stopsWithTheSameBoundsAreListedInstead() throws {
    let runner = SuiteRunner(executor: Executor(keepsTraces: true))
    let outcome = runner.run([repositoryRoot + "/scripts/captures/android.audit"], options: .init(jobs: 1))
    let script = page(outcome)
    #expect(!script.contains("class=\"layout\""))
    #expect(
      script.contains(
        "<p>The capture gives several stops the same bounds, so they are listed in order.</p>\n"
          + #"<ol class="stack" aria-label="Swipe order">"#))
  }

  @Test func aHandWrittenScreenIsStackedInOrder() throws {
    let (outcome, _) = try Self.run(["hostile.audit": Self.hostileScript])
    let script = page(outcome)
    #expect(!script.contains("class=\"layout\""))
    #expect(
      script.contains(
        #"<ol class="stack" aria-label="Swipe order">"# + "\n"
          + #"<li style="margin-left:0em"><span class="n">1</span>heading &quot;Pay &amp; &lt;b&gt;go&lt;/b&gt;&quot;</li>"#
      ))
  }

  @Test func theSameRunGivesTheSameBytesWhateverTheJobs() throws {
    var scripts: [String: String] = [:]
    for number in 0..<6 {
      scripts["s\(number).audit"] =
        "screen { button B\(number) }\ntest \"t\" { focus B\(number)\n expect 'x' }\n"
    }
    let folder = temporaryFolder()
    for (name, text) in scripts {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    let runner = SuiteRunner(executor: Executor(keepsTraces: true))
    let one = HTMLReport.pages(runner.run([folder], options: .init(jobs: 1)))
    // A second apart, so that a time of day in a page would show.
    Thread.sleep(forTimeInterval: 1.1)
    let four = HTMLReport.pages(runner.run([folder], options: .init(jobs: 4)))
    #expect(one.count == 7)
    #expect(one.map(\.name) == four.map(\.name))
    #expect(one.map(\.html) == four.map(\.html))
  }

  @Test func pageNamesAreDistinctVisibleAndShort() {
    #expect(
      HTMLReport.pageName(forScript: "scripts/button/submit.audit") == "scripts~button~submit.audit.html")
    #expect(HTMLReport.pageName(forScript: "a/b.audit") != HTMLReport.pageName(forScript: "a~b.audit"))
    #expect(HTMLReport.pageName(forScript: "a~b.audit") == "a_7Eb.audit.html")
    #expect(HTMLReport.pageName(forScript: "a_7Eb.audit") == "a_5F7Eb.audit.html")
    #expect(HTMLReport.pageName(forScript: "../x/a.audit") == "_2E.~x~a.audit.html")
    #expect(HTMLReport.pageName(forScript: "<é>.audit") == "_3C_C3_A9_3E.audit.html")
    let long = HTMLReport.pageName(forScript: String(repeating: "a/", count: 200) + "x.audit")
    #expect(long.utf8.count == 180 + 1 + 16 + 5)
    #expect(long != HTMLReport.pageName(forScript: String(repeating: "a/", count: 200) + "y.audit"))
  }
}
