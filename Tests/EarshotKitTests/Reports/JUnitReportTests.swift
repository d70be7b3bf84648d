import EarshotKit
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// JUnit XML: well-formed whatever the names hold, valid against both XSDs in the strict
/// profile, the same whatever `--jobs` is, and failures and compile errors on the CI page.
@Suite struct JUnitReportTests {
  static let weirdScript = #"""
    title "Ünïcødé suite"
    screen { button Submit }
    test "bell\u{7} ]]> <&> \"quoted\" \u{1B}[31mred\u{1B}[0m Ünïcødé" {
      focus Submit
      expect 'Submit, Buton ]]> \u{8}'
    }
    test "plain" { focus Submit }
    """#

  private func outcome(_ script: String, name: String = "weird.audit") throws -> RunOutcome {
    let folder = temporaryFolder()
    let path = folder + "/" + name
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    return SuiteRunner().run([path], options: .init(jobs: 1))
  }

  /// Parses with FoundationXML; returns every testcase's attributes, or nil when malformed.
  private func parse(_ xml: String) -> [[String: String]]? {
    final class Collector: NSObject, XMLParserDelegate {
      var cases: [[String: String]] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if name == "testcase" { cases.append(attributes) }
      }
    }
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    parser.shouldResolveExternalEntities = false
    return parser.parse() ? collector.cases : nil
  }

  @Test(arguments: JUnitReport.Profile.allCases)
  func controlCharactersCDATAEndAndNonASCIIStayWellFormed(_ profile: JUnitReport.Profile) throws {
    let result = try outcome(Self.weirdScript)
    #expect(result.compiled, "\(DiagnosticRenderer().render(result.diagnostics))")
    let xml = JUnitReport(profile: profile).render(result)
    #expect(
      !xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
      "no raw control characters")
    #expect(!xml.contains("\u{1B}"))
    let cases = try #require(parse(xml), "the report must be well-formed XML:\n\(xml)")
    // Each test on each platform, with the names escaped as the console shows them.
    let weird = #"bell\u{7} ]]> <&> "quoted" \u{1B}[31mred\u{1B}[0m Ünïcødé"#
    #expect(cases.map { $0["name"] } == [weird, "plain", weird, "plain"])
    #expect(Set(cases.map { "\($0["classname"]!)|\($0["name"]!)" }).count == cases.count, "unique pairs")
    #expect(xml.contains("]]]]><![CDATA[>"), "]]> is split inside CDATA")
    if profile == .default {
      // Each case points at its test's line in the script.
      #expect(cases.map { $0["line"] } == ["3", "7", "3", "7"])
      #expect(cases.allSatisfy { $0["file"] == result.scripts.first?.path })
      #expect(result.scripts.first?.path.hasSuffix("/weird.audit") == true)
    } else {
      #expect(cases.allSatisfy { $0["file"] == nil && $0["line"] == nil })
      #expect(xml.contains("<testsuites>\n"))
    }
  }

  @Test func failuresCarryTheFirstMessageAndEveryFailureInTheBody() throws {
    let xml = JUnitReport().render(try outcome(Self.weirdScript))
    #expect(
      xml.contains("<failure message=\"expected &quot;Submit, Buton ]]&gt; \\u{8}&quot; but VoiceOver said"))
    #expect(xml.contains("type=\"ExpectationFailed\">"))
    #expect(xml.contains("weird.audit:5:3: error: expected"))
    #expect(xml.contains("note: actual:   Submit, Button"))
    #expect(xml.contains("<system-out><![CDATA[earshot transcript 2\n"))
  }

  static let suite =
    URL(fileURLWithPath: FixtureCorpus.diagnostics.root.path).deletingLastPathComponent().path
    + "/suite"

  /// Each test of a script that did not compile is an `error` case at its line, with the
  /// diagnostics (its screen's too) in the body; the other scripts' cases are as usual.
  @Test func eachTestOfAScriptThatDoesNotCompileIsAnErrorCase() throws {
    let result = SuiteRunner().run([Self.suite], options: .init(jobs: 2))
    #expect(!result.compiled)
    let xml = JUnitReport(zeroTimes: true).render(result)
    let cases = try #require(parse(xml))
    // Folders found in a walk are shown relative to the working directory.
    let s = ProjectRoot.find().display(Self.suite)
    #expect(
      cases.map { "\($0["file"]!):\($0["line"]!) \($0["name"]!)" } == [
        "\(s)/broken.audit:6 first", "\(s)/broken.audit:10 second", "\(s)/good.audit:6 submit speaks",
        "\(s)/screens/uses-broken.audit:5 uses the broken screen",
      ])
    #expect(
      xml.contains("<testsuites name=\"earshot\" tests=\"4\" failures=\"0\" errors=\"3\" skipped=\"0\""))
    #expect(
      xml.contains(
        "<error message=\"did not compile: 1 error, the first at \(s)/broken.audit:11:30\" type=\"CompileError\">\(s)/broken.audit:11:30: error: `on` is not a state of Button"
      ))
    #expect(
      xml.contains("type=\"CompileError\">\(s)/screens/broken.screen:3:17: error: `checked` is not a state"))
  }

  /// A script whose tests cannot be read (here: unreadable bytes) is one `compile` case.
  @Test func aScriptWithNoTestsIsOneCompileCase() throws {
    let result = try outcome(
      "screen { button Submit }\nfocus Submit; expect state on\n", name: "broken.audit")
    #expect(!result.compiled)
    let cases = try #require(parse(JUnitReport(profile: .strict).render(result)))
    #expect(
      cases.map { $0["name"] } == ["broken.audit", "broken.audit"], "the implicit test on each platform")
    let empty = try outcome(
      "screen { button Submit }\nplatform ios\nsettings { nonsense on }\n", name: "empty.audit")
    let xml = JUnitReport().render(empty)
    #expect(try #require(parse(xml)).map { $0["name"] } == ["compile"])
    #expect(xml.contains("type=\"CompileError\""))
  }

  @Test func timesUseADotWhateverTheLocale() throws {
    let xml = JUnitReport().render(try outcome(Self.weirdScript))
    let times = xml.components(separatedBy: "time=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!times.isEmpty)
    for time in times { #expect(time.wholeMatch(of: #/[0-9]+\.[0-9]{3}/#) != nil, "time=\"\(time)\"") }
  }

  /// `yyyy-MM-ddTHH:mm:ss` in UTC with no zone suffix: the strict (Ant) schema's `timestamp`
  /// is an `xs:dateTime` with the zone pattern-restricted away.
  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00"), (951_782_400.75, "2000-02-29T00:00:00"),
    (1_767_225_599.999, "2025-12-31T23:59:59"), (-1, "1969-12-31T23:59:59"),
  ])
  func timestampsAreUTCWithoutAZone(_ seconds: Double, _ expected: String) throws {
    let report = JUnitReport(profile: .strict, startedAt: Date(timeIntervalSince1970: seconds))
    #expect(report.timestamp == expected)
    let xml = report.render(try outcome("screen { button Submit }\nfocus Submit\n"))
    #expect(xml.contains(" timestamp=\"\(expected)\" "))
  }

  @Test func jobsDoNotChangeTheReport() {
    let paths = [repositoryRoot + "/scripts"]
    let date = Date(timeIntervalSince1970: 0)
    let report = JUnitReport(profile: .strict, hostname: "ci", startedAt: date, zeroTimes: true)
    let one = report.render(SuiteRunner().run(paths, options: .init(jobs: 1)))
    let two = report.render(SuiteRunner().run(paths, options: .init(jobs: 2)))
    let eight = report.render(SuiteRunner().run(paths, options: .init(jobs: 8)))
    #expect(one == two && two == eight)
    #expect(one.contains("<testsuite name=\"scripts/button/submit.audit [ios]\""))
  }

  @Test func shardsSplitByPathAndCoverEverything() {
    let scripts = (1...10).map { "s/\($0).audit" }
    let shards = (1...3).map { SuiteRunner.shard(scripts, index: $0, count: 3) }
    #expect(Set(shards.flatMap { $0 }) == Set(scripts))
    #expect(shards.flatMap { $0 }.count == scripts.count)
    #expect(shards[0] == SuiteRunner.shard(scripts.reversed(), index: 1, count: 3))
  }

  static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let schemas = ["jenkins-xunit-junit-10.xsd", "windyroad-ant-JUnit.xsd"].map {
    repositoryRoot + "/../shared/junit/" + $0
  }

  @Test(
    .enabled(
      if: xmllint != nil && schemas.allSatisfy { FileManager.default.fileExists(atPath: $0) },
      "needs xmllint (Debian libxml2-utils) and ../shared/junit; .ci/run installs xmllint"))
  func strictReportsValidateAgainstBothSchemas() throws {
    let folder = temporaryFolder()
    let file = folder + "/report.xml"
    for outcome in [try outcome(Self.weirdScript), SuiteRunner().run([Self.suite], options: .init())] {
      let xml = JUnitReport(profile: .strict).render(outcome)
      try validate(xml, file)
    }
  }

  private func validate(_ xml: String, _ file: String) throws {
    try xml.write(toFile: file, atomically: true, encoding: .utf8)
    for schema in Self.schemas {
      let (ended, _, said) = try ChildProcess.capture(
        Self.xmllint!, ["--noout", "--nonet", "--schema", schema, file])
      #expect(ended.status == 0, "\(schema) rejects:\n\(said)\n\(xml)")
    }
  }
}
