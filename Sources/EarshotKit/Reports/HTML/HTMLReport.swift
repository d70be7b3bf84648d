/// `earshot run --html DIR`: a self-contained report of one run, a pure rendering of
/// its `RunOutcome`: `index.html` lists every script and platform with its counts (scripts that
/// did not compile among them, with their diagnostics), and one page per script shows its
/// results, golden diffs, the swipe order drawn over the screen's layout and both readers'
/// steps side by side (`HTMLScriptPage`). No script, style sheet or font is fetched: the style
/// is inline and nothing needs JavaScript. The same outcome always gives the same bytes: no
/// time, duration or absolute path of the machine is written.
///
/// The layout and the steps need each run's trace (`Executor.keepsTraces`); without it a page
/// shows the results and the transcript only.
public enum HTMLReport {
  /// Every file of the report, by its name in the report's folder: `index.html` first, then
  /// one page per script in path order.
  public static func pages(_ outcome: RunOutcome) -> [(name: String, html: String)] {
    [("index.html", HTMLIndexPage.render(outcome))]
      + outcome.scripts.map { (pageName(forScript: $0.path), HTMLScriptPage.render($0)) }
  }

  /// Writes the report into `folder` (made when missing), replacing an earlier report whole
  /// (`HTMLReportStream`, `AtomicFolder`): a failure leaves the earlier report, never half of a
  /// new one; where the folder cannot be moved (the working directory, a mount point) it is
  /// written in place, and only `index.html` is kept back until every page is written.
  public static func write(_ outcome: RunOutcome, to folder: String) throws(FileError) {
    let stream = HTMLReportStream(folder: folder)
    for script in outcome.scripts { stream.add(script) }
    try stream.finish(compileFailures: outcome.compileFailures, passed: outcome.passed)
  }

  /// The file that marks a folder as an earshot report, which a later report may replace
  /// (no page is named so: a page's name never starts with `.`).
  public static let marker = ".earshot-report"

  /// Starts a report in `folder`, marked as one; its pages are written into it, then
  /// `commit` puts it in place, `index.html` (which links to every other page) last.
  public static func folder(replacing folder: String) throws(FileError) -> AtomicFolder {
    let report = try AtomicFolder(replacing: folder, writtenLast: "index.html")
    try report.write(
      "An HTML report written by earshot's --html: the next one replaces this folder whole.\n",
      to: marker)
    return report
  }

  /// Why `folder` may not hold a report, if it may not: only a new or empty folder, or an
  /// earlier report (`marker`), is replaced, never a folder of other files.
  static func refusal(toReplace folder: String) -> Message? {
    var isFolder = false
    guard FileSystem.exists(folder, isFolder: &isFolder) else { return nil }
    guard isFolder else { return "it is not a folder" }
    var markerIsFolder = false
    if FileSystem.entries(of: folder).isEmpty
      || (FileSystem.exists(folder + "/" + marker, isFolder: &markerIsFolder) && !markerIsFolder)
    {
      return nil
    }
    return
      "it holds other files and is not an earlier report (it has no \(raw: marker)), and a report replaces its folder whole"
  }

  /// Whether a report written into `folder` would replace `path`: a file anywhere in it, as
  /// the system resolves both (the report replaces its folder whole).
  public static func replaces(_ path: String, writtenTo folder: String) -> Bool {
    FileSystem.isWithin(path, folder: folder)
  }

  /// A script's page: its path with `/` as `~`, letters, digits, `.` and `-` kept and every
  /// other byte as `_XX` (a leading `.` too, so no page is hidden), then `.html`. Different
  /// paths give different names, none of them `index.html`. A name too long for a file system
  /// is cut and ends with a hash of the whole path.
  static func pageName(forScript path: String) -> String {
    var name = ""
    for byte in path.utf8 {
      let kept =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        || (byte == UInt8(ascii: ".") && !name.isEmpty)
      if byte == UInt8(ascii: "/") {
        name += "~"
      } else if kept {
        name.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        name += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    if name.utf8.count > 200 {
      let hash = path.utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
      name = String(name.utf8.prefix(180))! + "_" + String(hash, radix: 16).leftPadded(to: 16)
    }
    return name + ".html"
  }

  /// A whole page around `body`.
  static func document(title: String, body: String, language: String = "en") -> String {
    """
    <!DOCTYPE html>
    <html lang="\(language)">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title)</title>
    <style>
    \(HTMLStyle.sheet)
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  /// `PASS` or `FAIL`, in words and colour.
  static func verdict(_ passed: Bool) -> String {
    passed ? "<span class=\"pass\">PASS</span>" : "<span class=\"fail\">FAIL</span>"
  }

  /// `3 passed, 1 failed`, and `, 2 skipped` when some were (a criterion that needs a person
  /// is neither passed nor failed).
  static func counts(_ tests: [TestResult]) -> String {
    let failed = tests.filter { !$0.passed }.count
    let skipped = tests.filter { $0.skipped != nil }.count
    return counts(passed: tests.count - failed - skipped, failed: failed, skipped: skipped)
  }

  static func counts(passed: Int, failed: Int, skipped: Int = 0) -> String {
    "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }

  /// `PASS`, `FAIL` or `SKIP` for one test, in words and colour.
  static func verdict(_ test: TestResult) -> String {
    test.skipped != nil ? "<span class=\"skip\">SKIP</span>" : verdict(test.passed)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}

extension SuiteRunner.CompiledSuite {
  /// Why an HTML report written into `folder` would destroy what this run reads, or something
  /// else, if it would: the folder is in the golden folder or holds it, is a folder of other
  /// files rather than a new or empty one or an earlier report
  /// (`HTMLReport.refusal(toReplace:)`), or holds a script, screen or capture of the run (the
  /// report replaces the folder whole). The files in it are looked at once each, against the
  /// inputs' identities (no script is read again).
  public func conflict(withHTMLReport folder: String) -> Message? {
    if let conflict = conflict(withOutput: folder) ?? conflict(withOutput: folder + "/index.html") {
      return conflict
    }
    if let goldens = goldenFolder, FileSystem.isWithin(goldens.absolute, folder: folder) {
      return "it holds the golden folder \(path: goldens.shown), and a report replaces its folder whole"
    }
    // First the cheap refusal: a folder of other files is not walked (`--html .` at the top of
    // a project).
    if let refusal = HTMLReport.refusal(toReplace: folder) { return refusal }
    let held = Set(FileSystem.walk(folder, followingLinks: false).files.compactMap(FileSystem.identity))
    if !held.isEmpty,
      let input = inputFiles.first(where: { FileSystem.identity(of: $0).map(held.contains) ?? false })
    {
      return "it holds \(path: input), which this run reads, and a report replaces its folder whole"
    }
    return nil
  }
}
