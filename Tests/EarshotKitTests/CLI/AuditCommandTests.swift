import EarshotKit
import Foundation
import Testing

/// `earshot audit PATH…` and the audit language around it: located findings, the
/// criteria that need a person as skipped tests, `allow` with its unused warning, `--fail-on`,
/// and the same in `earshot run`.
@Suite struct AuditCommandTests {
  private func screen(_ text: String, _ name: String = "s.screen", _ function: String = #function) throws
    -> String
  {
    let path = temporaryFolder(function) + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aFindingFailsAtItsElementAndAnAllowAcceptsIt() throws {
    let path = try screen("heading \"Pay\"\nbutton @icon\n")
    let failing = earshot(["audit", path])
    #expect(failing.status == 1)
    #expect(failing.out.contains("FAIL \(path) [ios] controls-are-named\n"))
    #expect(
      failing.out.contains(
        "  \(path):2:1: error: controls-are-named: button @icon has no accessible name; TalkBack says only \"Button\"\n"
      ))
    #expect(failing.out.contains("PASS \(path) [android] role-not-in-name\n"))
    // What a person must check is skipped with the reason, never passed.
    #expect(
      failing.out.contains(
        "SKIP \(path) [ios] button: focus (manual): needs a person: Focus visibly moves to the button"))
    #expect(failing.out.contains(" skipped"))

    try "heading \"Pay\"\nbutton @icon\nallow controls-are-named on @icon because \"labelled in 2.1\"\n"
      .write(
        toFile: path, atomically: true, encoding: .utf8)
    let allowed = earshot(["audit", path, "--transcripts"])
    #expect(allowed.status == 0, "\(allowed.out)")
    #expect(
      allowed.out.contains(
        "allowed controls-are-named: button @icon has no accessible name; VoiceOver says only \"Button\", because \"labelled in 2.1\""
      ))
  }

  @Test func anUnusedAllowIsAWarningAndABadOneAnError() throws {
    let path = try screen("button \"Save\"\nallow role-not-in-name on \"Save\" because \"old\"\n")
    let unused = earshot(["audit", path])
    #expect(unused.status == 0)
    #expect(
      unused.err.contains(
        "\(path):2:1: warning: `allow role-not-in-name on \"Save\"` is unused: the audit found no `role-not-in-name` there; remove it [unused-allow]"
      ))
    try "button \"Save\"\nallow role-not-in-nam on Nothing because \"old\"\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let bad = earshot(["audit", path])
    #expect(bad.status == 2)
    #expect(bad.err.contains("\(path):2:7: error: unknown audit rule `role-not-in-nam`"))
  }

  /// Every finding is printed with its severity, whatever `--fail-on` says; it decides only
  /// which findings fail their test, and so the exit code.
  @Test func everyFindingIsPrintedWithItsSeverityAndFailOnDecidesTheExitCode() throws {
    let path = try screen("link \"more\" @more\nbutton \"Save\"\n")
    let warning =
      "  \(path):1:1: warning: link-purpose-unclear: link \"more\" does not say where it goes: \"more\" means nothing in VoiceOver's list of links; name its destination (\"Read more about pricing\")\n"
      + "      1 | link \"more\" @more\n"
    let lenient = earshot(["audit", path])
    #expect(lenient.status == 0)
    #expect(lenient.out.contains("PASS \(path) [ios] link-purpose-unclear\n" + warning), "\(lenient.out)")
    let strict = earshot(["audit", path, "--fail-on", "warning"])
    #expect(strict.status == 1)
    #expect(strict.out.contains("FAIL \(path) [ios] link-purpose-unclear\n" + warning), "\(strict.out)")
    for output in [lenient.out, strict.out] {
      #expect(!output.contains(": error: ") && !output.contains("(warning)"), "\(output)")
    }
    // What is found is printed alike; only the verdicts (and the summary counting them) differ.
    let findings = { (output: String) in
      output.split(separator: "\n").filter { $0.hasPrefix("  ") }
    }
    #expect(findings(lenient.out) == findings(strict.out))
    #expect(!findings(lenient.out).isEmpty)
    let github = earshot(["audit", path, "--format", "github"])
    #expect(
      github.out.contains(
        "::warning file=\(path),line=1,col=1,title=link-purpose-unclear [android]::link-purpose-unclear: link \"more\""
      ))
  }

  @Test func failOnTakesErrorOrWarning() throws {
    let path = try screen("link \"more\" @more\n")
    let usage = earshot(["audit", path, "--fail-on", "info"])
    #expect(usage.status == 64 && usage.err.contains("--fail-on is error or warning, not `info`"))
    #expect(earshot(["run", path, "--fail-on", "severe"]).status == 64)
  }

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint"), "xmllint is not installed")
  )
  func theStrictJUnitReportWithSkippedCasesValidates() throws {
    let path = try screen("button @icon\n")
    let report = temporaryFolder() + "/audit.xml"
    #expect(earshot(["audit", path, "--junit", report, "--junit-profile", "strict"]).status == 1)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains("<skipped message=\"needs a person: Focus visibly moves to the button"))
    #expect(xml.contains("type=\"AuditFinding\""))
    for schema in ["jenkins-xunit-junit-10.xsd", "windyroad-ant-JUnit.xsd"] {
      let xsd = repositoryRoot + "/../shared/junit/" + schema
      guard FileManager.default.fileExists(atPath: xsd) else { continue }
      let (ended, _, said) = try ChildProcess.capture(
        "/usr/bin/xmllint", ["--noout", "--nonet", "--schema", xsd, report])
      #expect(ended.status == 0, "\(schema): \(said)")
    }
  }

  /// In a script: an allowed finding is reported and passes; an allow no audit used is a
  /// warning after the run; `--fail-on warning` fails a warning.
  @Test func aScriptsAllowsAndFailOn() throws {
    let folder = temporaryFolder()
    let script = folder + "/a.audit"
    try """
    screen { button @icon; link "more" @more; button "Save" }
    allow controls-are-named on @icon because "labelled in 2.1"
    allow role-not-in-name on "Save" because "old"
    audit

    """.write(toFile: script, atomically: true, encoding: .utf8)
    let run = earshot(["run", script, "--golden", folder + "/golden", "--transcripts", "--verbose"])
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("audit allowed controls-are-named: button @icon has no accessible name"))
    #expect(run.out.contains("audit warning link-purpose-unclear: link \"more\" does not say where it goes"))
    #expect(
      run.err.contains(
        "\(script):3:1: warning: `allow role-not-in-name on \"Save\"` is unused: no `audit` of this script found `role-not-in-name` there; remove it [unused-allow]"
      ))
    let strict = earshot(["run", script, "--golden", folder + "/golden", "--fail-on", "warning"])
    #expect(strict.status == 1)
    #expect(strict.out.contains("\(script):1:24: error: link-purpose-unclear: link \"more\""))
  }

  @Test(.enabled(if: SharedCorpusTests.present, "../shared/corpus is not here: no real captures to audit"))
  func everyCaptureOfTheCorpusIsAuditedWithLocatedFindings() throws {
    for relative in SharedCorpusTests.captures(edgeCases: false) {
      let path = SharedCorpusTests.root + "/" + relative
      let result = earshot(["audit", path])
      #expect(result.status == 0 || result.status == 1, "\(relative): \(result.err)")
      for line in result.out.split(separator: "\n") where line.contains(": error: ") {
        #expect(line.hasPrefix("  /") && line.contains(relative + ":"), "\(relative): \(line)")
      }
    }
  }
}
