import Foundation
import Testing

/// The HTML report as a person sees it in headless Chromium, on a run with a script that does
/// not compile, a captured screen of sixteen stops (`Fixtures/html-report/`) and the bundled
/// login form: the index names the failed tests, a broken script's page shows its diagnostics
/// as the console prints them, the drawing of a capture shows every number and every stop's
/// words whole (measured in the rendered page), and the steps' Readers column marks only what
/// the readers say differently. Screenshots are kept under `.build/html-report/`. Where
/// Chromium cannot be installed the tests are cancelled with the reason.
@Suite(.serialized) struct HTMLReportAsSeenTests {
  static let artifacts = HTMLReportBrowserTests.artifacts
  static let fixtures = repositoryRoot + "/Tests/EarshotKitTests/Fixtures/html-report"

  /// The report's folder and what the run printed on standard error (the diagnostics).
  static let report: Result<(folder: String, err: String), HTMLReportBrowserTests.CLIFailure> = {
    let folder = temporaryFolder("HTMLReportAsSeenTests")
    let scripts = folder + "/scripts"
    do {
      try FileManager.default.createDirectory(atPath: scripts, withIntermediateDirectories: true)
      for (source, names) in [
        (fixtures, ["broken.audit", "library.audit", "library.appium-android.xml"]),
        (repositoryRoot + "/scripts/textfield", ["login.audit", "login.screen"]),
      ] {
        for name in names {
          try FileManager.default.copyItem(atPath: source + "/" + name, toPath: scripts + "/" + name)
        }
      }
    } catch {
      return .failure(.init(description: "cannot copy the scripts: \(error)"))
    }
    let output = artifacts + "/pages"
    try? FileManager.default.removeItem(atPath: output)
    let run: EarshotBinary.Run
    do {
      run = try EarshotBinary.run(
        ["run", "scripts", "--jobs", "2", "--golden", folder + "/goldens", "--html", output], in: folder)
    } catch {
      return .failure(.init(description: "cannot run earshot: \(error)"))
    }
    // A script did not compile: exit 2, and the report written.
    guard run.status == 2, FileManager.default.fileExists(atPath: output + "/index.html") else {
      return .failure(.init(description: "earshot run --html exited \(run.status): \(run.err)\(run.out)"))
    }
    return .success((output, run.err))
  }()

  /// The page's DOM as Chromium rendered it (with `script` run in it, when given, on a copy of
  /// the page: the report itself has none), and a screenshot of it kept as `shot`.
  private func load(_ page: String, screenshot shot: String, script: String? = nil) throws -> String {
    if case .failure(let reason) = Chromium.executable {
      try Test.cancel("no browser to test the HTML report in: \(reason)")
    }
    let folder = try Self.report.get().folder
    var url = "file://" + folder + "/" + page
    let png = Self.artifacts + "/" + shot
    try? FileManager.default.removeItem(atPath: png)
    _ = try Chromium.run(["--window-size=1280,2000", "--hide-scrollbars", "--screenshot=" + png], url: url)
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)).count > 20_000, "\(png) shows a page")
    if let script {
      let html = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
      let measured = Self.artifacts + "/measured-" + page
      try html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
        .write(toFile: measured, atomically: true, encoding: .utf8)
      url = "file://" + measured
    }
    return try Chromium.run(["--window-size=1280,2000", "--dump-dom"], url: url)
  }

  /// `&amp;` `&lt;` `&gt;` `&quot;` as the characters a person reads.
  private func text(_ html: some StringProtocol) -> String {
    String(html).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test func theIndexNamesEveryFailedTestWithALinkToIt() throws {
    let dom = try load("index.html", screenshot: "pages-index.png")
    // The run recorded the goldens, so compared none: they are skipped.
    #expect(
      dom.contains(
        """
        <p id="summary"><span class="fail">FAIL</span> 11 passed, 3 failed, 3 skipped</p>
        <h2 id="failed">Failed tests</h2>
        <ul aria-labelledby="failed">
        <li><a href="scripts~broken.audit.html#diagnostics">scripts/broken.audit [ios] sign in</a>: did not compile</li>
        <li><a href="scripts~broken.audit.html#diagnostics">scripts/broken.audit [android] sign in</a>: did not compile</li>
        <li><a href="scripts~library.audit.html#android-test-2">scripts/library.audit [android] the last tab is Preferences</a></li>
        </ul>
        """), "\(dom)")
    // Where the links lead.
    let library = try load("scripts~library.audit.html", screenshot: "pages-library.png")
    #expect(
      library.contains(
        #"<tr id="android-test-2" class="failed"><th scope="row">the last tab is Preferences</th><td>11</td>"#
      ))
    let broken = try load("scripts~broken.audit.html", screenshot: "pages-broken.png")
    #expect(broken.contains(#"<h2 id="diagnostics">Did not compile: 2 errors</h2>"#))
  }

  @Test func aScriptThatDidNotCompileShowsItsDiagnosticsAsTheConsoleDoes() throws {
    let dom = try load("scripts~broken.audit.html", screenshot: "pages-broken.png")
    let diagnostics = """
      scripts/broken.audit:6:9: error: no element of screen "Sign in" is named `@emial`; did you mean `@email`? [unknown-element]
          6 |   focus @emial
            |         ^~~~~~
      scripts/login.screen:6:3: note: textfield "Email" @email is declared here
      scripts/broken.audit:7:10: error: an announcement is a quoted string: write `expect "Email"` [unquoted-announcement]
          7 |   expect Email
            |          ^~~~~

      """
    let section = try #require(
      dom.firstMatch(
        of:
          #/<section aria-labelledby="diagnostics">\n<h2 id="diagnostics">Did not compile: 2 errors</h2>\n<pre>([^<]*)</pre>/#
      ),
      "\(dom)")
    #expect(text(section.output.1) == diagnostics)
    // The console printed the same.
    #expect(try Self.report.get().err.hasPrefix(diagnostics))
    // Before the results: the first thing on the page after its verdict.
    #expect(
      dom.contains(
        #"<p>Script <code>scripts/broken.audit</code>: <span class="fail">FAIL</span></p>"# + "\n"
          + #"<section aria-labelledby="diagnostics">"#))
  }

  /// Measures, in the rendered page, each item of the swipe order's lists (its words, without
  /// its number) and each number: `whole` when every pixel of its text is inside the element
  /// and every ancestor that clips, and a number also on top of whatever is drawn there.
  static let measure = """
    const out = [];
    const inside = (r, b) => r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5;
    const clipped = (el, rect) => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if ((s.overflowX !== 'visible' || s.overflowY !== 'visible') && !inside(rect, a.getBoundingClientRect())) return true;
      }
      return false;
    };
    const items = document.querySelectorAll('.capture li, .layout li, .stack li');
    for (const li of items) {
      li.scrollIntoView({block: 'center'});
      const range = document.createRange();
      const badge = li.querySelector('.n');
      if (badge) range.setStartAfter(badge); else range.setStart(li, 0);
      range.setEnd(li, li.childNodes.length);
      out.push(range.toString() + ': ' + (clipped(li, range.getBoundingClientRect()) ? 'cut' : 'whole'));
    }
    for (const n of document.querySelectorAll('.capture .n, .layout .n, .stack .n')) {
      n.scrollIntoView({block: 'center'});
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      const state = !inside(r, n.getBoundingClientRect()) || clipped(n, r) ? 'cut' : (n.contains(hit) ? 'whole' : 'covered');
      out.push('number ' + n.textContent + ': ' + state);
    }
    const pre = document.createElement('pre');
    pre.id = 'measured';
    pre.textContent = out.join('\\n');
    document.body.append(pre);
    """

  @Test func aCaptureShowsEveryNumberAndEveryStopsWordsWhole() throws {
    let dom = try load("scripts~library.audit.html", screenshot: "pages-library.png", script: Self.measure)
    let measured = try #require(dom.firstMatch(of: #/<pre id="measured">([^<]*)</pre>/#)).output.1
    let stops = [
      #"button "Navigation drawer""#, #"heading "Library""#, #"button "Search""#, #"button "Share""#,
      #"button "More options""#, #"button "Episode 1: How screen readers read a list of very long titles""#,
      #"button "Episode 2: Swipe order""#, #"button "Episode 3: Hints""#,
      #"button "Episode 4: Roles and states""#,
      #"button "Episode 5: Captures""#, #"button "Episode 6: Parity""#, #"button "Home""#, #"button "Queue""#,
      #"button "Downloads""#, #"button "Subscriptions""#, #"button "Settings""#,
    ]
    // Each number twice: on its box, and before its words in the list.
    let numbers = (1...16).map { "number \($0): whole" }
    #expect(text(measured) == (stops.map { $0 + ": whole" } + numbers + numbers).joined(separator: "\n"))
  }

  @Test func theReadersDifferOnlyBeyondTheirOwnRoleAndHintWords() throws {
    let dom = try load("scripts~login.audit.html", screenshot: "pages-login.png")
    #expect(
      dom.contains(
        "<p>The Readers column compares what the readers said, leaving out each one's own role words and usage hint.</p>"
      ))
    let cells = dom.matches(
      of: #/<td( class="differs")?>(same|same words, in another order|nothing said|differs.*?)</td></tr>/#
    )
    .map { text($0.output.2) }
    let placeholder = #"differs<span class="line">VoiceOver only: "name@example.com"</span>"#
    let echo =
      #"differs<span class="line">VoiceOver only: "@", "."</span><span class="line">TalkBack only: "ana At", "example Period"</span>"#
    let bullets = #"differs<span class="line">TalkBack only: "Bullet" 8 times</span>"#
    let nothing = "nothing said"
    #expect(
      cells == [
        // An empty field: VoiceOver speaks the placeholder.
        placeholder, nothing, nothing,
        // Typing: each reader's echo.
        placeholder, echo, nothing, nothing, nothing,
        // A filled field: the same words, TalkBack's text first.
        placeholder, echo, "same", "same words, in another order", nothing, nothing,
        // The password.
        "same", nothing, nothing, bullets, nothing, nothing, placeholder, "same", nothing, nothing, nothing,
        // Sign in: the button's hint is TalkBack's own.
        placeholder, echo, "same", nothing, bullets, "same", nothing, nothing, nothing, nothing, nothing,
      ])
  }
}
