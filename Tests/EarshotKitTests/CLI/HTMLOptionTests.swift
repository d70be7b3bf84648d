import Foundation
import Testing

@testable import EarshotKit

/// `earshot run --html DIR` on the command line: in the help with an example that works,
/// written where asked, and refused (exit 64, before anything runs) where it would replace a
/// golden or something the run reads.
@Suite(.timeLimit(.minutes(2))) struct HTMLOptionTests {
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
    #expect(pages.count == 3 && pages.contains("index.html"), "\(pages)")
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
  }

  /// A screen whose file name is the page the report would write for its script.
  @Test func aReportPageThatWouldReplaceAnInputIsRefused() throws {
    let folder = temporaryFolder()
    let script = folder + "/a.audit"
    let page = HTMLReport.pageName(forScript: script)
    try "button OK\n".write(toFile: folder + "/" + page, atomically: true, encoding: .utf8)
    try "screen \"\(page)\"\ntest \"t\" { focus OK }\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    let run = earshot(["run", script, "--golden", folder + "/golden", "--html", folder])
    #expect(run.status == 64, "\(run.err)")
    #expect(
      run.err.contains(
        "--html \(folder): it holds a page that would replace \(folder)/\(page), which this run reads"))
    #expect(try String(contentsOfFile: folder + "/" + page, encoding: .utf8) == "button OK\n")
  }

  @Test func aReportThatCannotBeWrittenExits74AfterTheResults() throws {
    let folder = temporaryFolder()
    // A file where the report's folder should be.
    try "".write(toFile: folder + "/report", atomically: true, encoding: .utf8)
    let run = earshot(
      [
        "run", repositoryRoot + "/scripts/button", "--golden", repositoryRoot + "/golden", "--html",
        folder + "/report",
      ],
      environment: ["CI": "true"])
    #expect(run.status == 74)
    #expect(run.out.contains("\n24 passed, 0 failed in "))
    #expect(run.err.contains("cannot write the HTML report \(folder)/report"))
  }
}
