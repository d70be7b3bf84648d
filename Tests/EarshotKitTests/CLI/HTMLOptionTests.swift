import Foundation
import Testing

@testable import EarshotKit

/// `earshot run --html DIR` on the command line: in the help with an example that works,
/// written where asked, and refused (exit 64, before anything runs) where it would replace a
/// golden or something the run reads.
@Suite struct HTMLOptionTests {
  @Test func theHelpListsHTMLWithAnExampleThatWorks() throws {
    let help = earshot(["run", "--help"])
    #expect(
      help.out.contains(
        "--html DIR                   write an HTML report to DIR: DIR/index.html, a page per script\n"))
    let example = try #require(
      help.out.split(separator: "\n").first { $0.contains("--html") && $0.hasPrefix("example: ") })
    #expect(example == "example: earshot run scripts/button --html report")
    let report = temporaryFolder() + "/report"
    let run = earshot(
      ["run", repositoryRoot + "/scripts/button", "--html", report, "--golden", repositoryRoot + "/golden"],
      environment: ["CI": "true"])
    #expect(run.status == 0, "\(run.err)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: report).sorted()
    #expect(pages.count == 4 && pages.contains("index.html") && pages.contains(HTMLReport.marker), "\(pages)")
    let index = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    #expect(index.contains(#"<p id="summary"><span class="pass">PASS</span> 24 passed, 0 failed</p>"#))
  }

  @Test func aReportInTheGoldenFolderIsRefused() {
    let golden = temporaryFolder() + "/golden"
    let run = earshot([
      "run", repositoryRoot + "/scripts/button", "--golden", golden, "--html", golden + "/report",
    ])
    #expect(run.status == 64)
    #expect(run.err.contains("--html \(golden)/report: it is in the golden folder"))
    #expect(!FileManager.default.fileExists(atPath: golden), "nothing ran, nothing was written")
    // The other way round: the report would replace the golden folder with its own.
    let holding = earshot([
      "run", repositoryRoot + "/scripts/button", "--golden", golden, "--html", golden + "/..",
    ])
    #expect(holding.status == 64)
    #expect(
      holding.err.contains(
        "--html \(golden)/..: it holds the golden folder \(golden), and a report replaces its folder whole"),
      "\(holding.err)")
    #expect(!FileManager.default.fileExists(atPath: golden))
  }

  /// A screen in an earlier report's folder, whose file name is even the page the report would
  /// write for its script.
  @Test func aReportPageThatWouldReplaceAnInputIsRefused() throws {
    let folder = temporaryFolder()
    try write("", to: HTMLReport.marker, in: folder)
    let script = temporaryFolder() + "/a.audit"
    let page = HTMLReport.pageName(forScript: script)
    try "button OK\n".write(toFile: folder + "/" + page, atomically: true, encoding: .utf8)
    try "screen \"\(folder)/\(page)\"\ntest \"t\" { focus OK }\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    let run = earshot(["run", script, "--golden", temporaryFolder() + "/golden", "--html", folder])
    #expect(run.status == 64, "\(run.err)")
    #expect(
      run.err.contains(
        "--html \(folder): it holds \(folder)/\(page), which this run reads, and a report replaces its folder whole"
      ))
    #expect(try String(contentsOfFile: folder + "/" + page, encoding: .utf8) == "button OK\n")
  }

  @Test func aReportThatCannotBeWrittenExits74AfterTheResults() throws {
    let folder = temporaryFolder()
    // A file where a folder above the report's should be.
    try "".write(toFile: folder + "/afile", atomically: true, encoding: .utf8)
    let run = earshot(
      [
        "run", repositoryRoot + "/scripts/button", "--golden", repositoryRoot + "/golden", "--html",
        folder + "/afile/report",
      ],
      environment: ["CI": "true"])
    #expect(run.status == 74)
    #expect(run.out.contains("\n24 passed, 0 failed in "))
    #expect(run.err.contains("cannot write the HTML report \(folder)/afile: Not a directory\n"), "\(run.err)")
  }

  // MARK: Which folder a report may replace

  /// `earshot run scripts/button --html REPORT` against the bundled goldens, as CI runs it.
  private func report(into folder: String, scripts: String = "/scripts/button") -> CLIRun {
    earshot(
      ["run", repositoryRoot + scripts, "--golden", repositoryRoot + "/golden", "--html", folder],
      environment: ["CI": "true"])
  }

  private func contents(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func aFolderOfOtherFilesIsRefusedBeforeTheRun() throws {
    let folder = temporaryFolder() + "/site"
    try write("<p>mine</p>\n", to: "index.html", in: folder)
    try write("notes\n", to: "notes.txt", in: folder)
    let refused = report(into: folder)
    #expect(refused.status == 64)
    #expect(
      refused.err
        == "earshot: --html \(folder): it holds other files and is not an earlier report (it has no .earshot-report), and a report replaces its folder whole; write the report somewhere else\n"
    )
    #expect(refused.out.isEmpty, "nothing ran")
    #expect(try contents(folder) == ["index.html", "notes.txt"])
    #expect(try String(contentsOfFile: folder + "/index.html", encoding: .utf8) == "<p>mine</p>\n")
    let file = report(into: folder + "/notes.txt")
    #expect(file.status == 64)
    #expect(
      file.err.contains("--html \(folder)/notes.txt: it is not a folder; write the report somewhere else\n"))
  }

  /// An empty folder takes a report; a later report replaces it whole, so a page of a script
  /// that no longer runs goes with it, and nothing is left beside the folder.
  @Test func anEmptyFolderOrAnEarlierReportIsReplacedWhole() throws {
    let parent = temporaryFolder()
    let folder = parent + "/report"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(report(into: folder).status == 0)
    let pages = try contents(folder)
    #expect(pages.count == 4 && pages.first == HTMLReport.marker, "\(pages)")
    let again = report(into: folder, scripts: "/scripts/button/enter.audit")
    #expect(again.status == 0, "\(again.err)")
    #expect(try contents(folder) == pages.filter { !$0.contains("submit") })
    #expect(try contents(parent) == ["report"])
  }

  @Test func aJUnitReportInsideTheHTMLFolderIsRefused() throws {
    let folder = temporaryFolder()
    for junit in ["report/results.xml", "report/sub/results.xml", "report"] {
      let run = earshot(
        [
          "run", repositoryRoot + "/scripts/button", "--golden", repositoryRoot + "/golden", "--html",
          folder + "/report", "--junit", folder + "/" + junit,
        ], environment: ["CI": "true"])
      #expect(run.status == 64, "\(junit)")
      #expect(
        run.err
          == "earshot: --junit \(folder)/\(junit): it is in the --html folder \(folder)/report, which the HTML report replaces whole; write the report somewhere else\n"
      )
    }
    #expect(try contents(folder).isEmpty, "nothing was written")
  }

  /// A report that fails half way (here: a page larger than the file size limit the test sets)
  /// leaves the earlier report as it was, every page it links to there, and no temporary.
  @Test func aReportThatFailsHalfWayLeavesTheEarlierOne() throws {
    let parent = temporaryFolder()
    let folder = parent + "/report"
    #expect(report(into: folder, scripts: "/scripts/button/enter.audit").status == 0)
    let pages = try contents(folder)
    let index = try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html"))
    // Pages of a few kilobytes are written, the submit script's (tens of kilobytes) is not.
    let binary = try #require(EarshotBinary.path)
    let (ended, _, said) = try ChildProcess.capture(
      "/bin/sh",
      [
        "-c", "trap '' XFSZ; ulimit -f 30; exec \"$0\" \"$@\"", binary, "run",
        repositoryRoot + "/scripts/button",
        "--golden", repositoryRoot + "/golden", "--html", folder,
      ],
      environment: ["CI": "true", "PATH": "/usr/bin:/bin"])
    #expect(ended.status == 74, "\(said)")
    #expect(said.contains("earshot: cannot write the HTML report \(folder)/"), "\(said)")
    #expect(said.contains("submit.audit.html: File too large\n"), "\(said)")
    #expect(try contents(folder) == pages)
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html")) == index)
    #expect(try contents(parent) == ["report"], "no temporary folder is left")
  }

  /// `--html .`: the working directory cannot be moved, so the report is written in it, and
  /// only its own stale temporaries are removed, not those of the folders below it.
  @Test func theWorkingFolderIsWrittenInPlaceAndOnlyItsOwnTemporariesAreRemoved() throws {
    let folder = temporaryFolder()
    try write("", to: HTMLReport.marker, in: folder)
    let own = ".index.html.4000000-1.earshot-tmp"
    let below = "sub/.other.html.4000000-2.earshot-tmp"
    for name in [own, below] {
      try write("half a page", to: name, in: folder)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + name)
    }
    let run = try EarshotBinary.run(
      ["run", repositoryRoot + "/scripts/button", "--golden", repositoryRoot + "/golden", "--html", "."],
      in: folder, environment: ["CI": "true"])
    #expect(run.status == 0, "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/" + own))
    #expect(
      FileManager.default.fileExists(atPath: folder + "/" + below), "a folder below is not the report's")
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index.contains("24 passed, 0 failed"))
  }
}
