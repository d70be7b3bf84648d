import EarshotCLI
import Foundation
import Testing

@testable import EarshotKit

/// A run hands each script's results to the console and the reports as it finishes, in path
/// order, and keeps only their tally: the output is the same bytes whatever `--jobs` is, and
/// the same as the reports of a run that kept every result.
@Suite struct StreamedRunTests {
  /// Twelve scripts: passing, failing, one that does not compile; with `allow`, one whose
  /// unused `allow` only running can find, and one whose compiling does.
  static func suite(allowances: Bool) throws -> String {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/s", withIntermediateDirectories: true)
    for number in 1...12 {
      let expected = number % 3 == 0 ? "Sbumit, Button" : "Submit, Button"
      var text = "title \"Script \(number)\"\nscreen { button Submit; switch \"Wi-Fi\" on }\n"
      text += number == 5 ? "focus Nowhere\n" : "focus Submit; expect '\(expected)'; press space\n"
      text += "test \"second\" { focus \"Wi-Fi\"; doubletap; expect state off }\n"
      try text.write(
        toFile: folder + "/s/\(String(format: "%02d", number)).audit", atomically: true, encoding: .utf8)
    }
    if allowances {
      try """
      screen { button @icon; button "Save" }
      allow role-not-in-name on "Save" because "old"
      audit

      """.write(toFile: folder + "/s/00-runs.audit", atomically: true, encoding: .utf8)
      try """
      screen { button "Save" }
      allow role-not-in-name on "Save" because "old"
      focus Save

      """.write(toFile: folder + "/s/99-compiles.audit", atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// Standard output and error in one log, as a terminal or `2>&1` shows them.
  static func run(_ arguments: [String]) -> (log: String, status: Int32) {
    var log = ""
    let console = Earshot.Console(out: { log += $0 }, err: { log += $0 }, colorDiagnostics: false)
    let status = Earshot.run(arguments, console: console, environment: ["CI": "false"])
    return (log, status)
  }

  /// Every file of a folder, by name.
  /// The pages of a report folder by name (its marker, `HTMLReport.marker`, is not a page).
  static func files(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name != HTMLReport.marker {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
    }
    return files
  }

  @Test(arguments: [false, true], [[], ["--format", "github", "--transcripts"]])
  func theOutputIsTheSameBytesWhateverTheJobs(allowances: Bool, options: [String]) throws {
    let folder = try Self.suite(allowances: allowances)
    var outputs: [(log: String, junit: String, html: [String: Data])] = []
    for jobs in [1, 2, 4] {
      let out = folder + "/out\(jobs)"
      let (log, status) = Self.run(
        [
          "run", folder + "/s", "--jobs", "\(jobs)", "--golden", out + "/golden", "--junit",
          out + "/junit.xml",
          "--html", out + "/html",
        ] + options)
      #expect(status == 2, "\(log)")
      // The run's times and its start are the only parts that may differ.
      let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        .replacing(#/ (time|timestamp)="[^"]*"/#, with: "")
      outputs.append(
        (log.replacing(folder + "/out\(jobs)", with: "OUT"), junit, try Self.files(out + "/html")))
    }
    #expect(outputs[0].html.count == (allowances ? 15 : 13))
    for other in outputs.dropFirst() {
      #expect(other.log == outputs[0].log)
      #expect(other.junit == outputs[0].junit)
      #expect(other.html == outputs[0].html)
    }
    #expect(outputs[0].junit.contains("<testsuites name=\"earshot\" tests=\"\(allowances ? 78 : 70)\""))
  }

  /// A warning only running can find (an `allow` no `audit` used) is printed with the other
  /// diagnostics, in order, before any result: the results wait for the end of the run.
  @Test func diagnosticsFoundByRunningComeBeforeTheResults() throws {
    let folder = try Self.suite(allowances: true)
    let (log, _) = Self.run(["run", folder + "/s", "--jobs", "2", "--golden", folder + "/golden"])
    let found = "00-runs.audit:2:1: warning: `allow role-not-in-name on \"Save\"` is unused: no `audit`"
    let compiled =
      "99-compiles.audit:2:1: warning: `allow role-not-in-name` is unused: this script has no `audit`"
    let positions = [found, compiled, "FAIL ", "PASS "].map { log.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil }, "\(positions) \(log)")
    let known = positions.compactMap { $0 }
    #expect(known == known.sorted(), "\(log)")
  }

  /// The reports written as the run goes are the bytes of the reports of a run that kept every
  /// result; the runner delivers in path order and keeps none.
  @Test func streamedReportsAreTheReportsOfTheKeptResults() throws {
    let folder = try Self.suite(allowances: true)
    let paths = [folder + "/s"]
    let report = JUnitReport(hostname: "ci", startedAt: Date(timeIntervalSince1970: 0), zeroTimes: true)
    let runner = SuiteRunner(executor: Executor(keepsTraces: true))
    let kept = runner.run(paths, options: .init(jobs: 2))

    let options = SuiteRunner.Options(jobs: 4)
    let suite = runner.compile(paths, options: options)
    let junit = JUnitReportStream(report, to: folder + "/junit.xml", compileFailures: suite.compileFailures)
    let html = HTMLReportStream(folder: folder + "/html")
    var delivered: [String] = []
    let streamed = runner.run(suite, options: options, window: 2) { run in
      delivered.append(run.path)
      junit.add(run)
      html.add(run)
    }
    try junit.finish()
    try html.finish(compileFailures: streamed.compileFailures, passed: streamed.passed)

    #expect(streamed.scripts.isEmpty && streamed.streamed.scripts == 14)
    #expect(delivered == kept.scripts.map(\.path) && delivered == delivered.sorted())
    var tally = streamed.tally
    tally.duration = kept.tally.duration
    #expect(tally == kept.tally)
    #expect(try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8) == report.render(kept))
    let pages = HTMLReport.pages(kept)
    #expect(
      try Self.files(folder + "/html")
        == Dictionary(uniqueKeysWithValues: pages.map { ($0.name, Data($0.html.utf8)) }))
    #expect(html.keptRows == 14)
    #expect(
      ConsoleReport().summary(streamed.tally) == ConsoleReport().summary(kept.scripts))
    #expect(streamed.diagnostics.map(\.message) == kept.diagnostics.map(\.message))
  }
}
