import EarshotKit
import Foundation
import Testing

/// `earshot run --format json` as the binary prints it: JSON Lines on stdout, one object per
/// diagnostic, per test and platform, then the summary; keys in a fixed order, always present;
/// the same bytes whatever `--jobs`; names as the script holds them, with nothing invisible
/// written raw.
@Suite struct JSONFormatTests {
  static let console = "Tests/EarshotKitTests/Fixtures/console"

  @Test func eachTestOnEachPlatformIsOneObjectALineThenTheSummary() throws {
    let run = try EarshotBinary.run(
      ["run", Self.console, "--format", "json", "--golden", temporaryFolder()], in: repositoryRoot)
    #expect(run.status == 1)
    let fail = "\(Self.console)/fail.audit"
    let pass = "\(Self.console)/pass.audit"
    #expect(
      run.out == """
        {"type":"test","script":"\(fail)","platform":"ios","test":"passes","line":5,"status":"pass","reason":null,"failures":[],"findings":[]}
        {"type":"test","script":"\(fail)","platform":"ios","test":"fails","line":10,"status":"fail","reason":null,"failures":[{"kind":"ExpectationFailed","severity":"error","file":"\(fail)","line":12,"column":3,"message":"expected \\"Sbumit, Button\\" but VoiceOver said \\"Submit, Button\\"","expected":"Sbumit, Button","actual":"Submit, Button","diff":"-sbumit +submit"}],"findings":[]}
        {"type":"test","script":"\(fail)","platform":"ios","test":"golden transcript","line":1,"status":"skip","reason":"recorded, so not compared; the 1 test that failed was left out","failures":[],"findings":[]}
        {"type":"test","script":"\(pass)","platform":"ios","test":"one","line":5,"status":"pass","reason":null,"failures":[],"findings":[]}
        {"type":"test","script":"\(pass)","platform":"ios","test":"two","line":7,"status":"pass","reason":null,"failures":[],"findings":[]}
        {"type":"test","script":"\(pass)","platform":"ios","test":"golden transcript","line":1,"status":"skip","reason":"recorded, so not compared","failures":[],"findings":[]}
        {"type":"summary","passed":3,"failed":1,"skipped":2}

        """)
    // Every line is a JSON object, and stdout holds nothing else (no human results, no
    // summary line); stderr keeps what a person reads.
    for line in run.out.split(separator: "\n") {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
    #expect(run.err.contains("earshot: recorded "))
  }

  /// Nothing in a record depends on time or on the workers: the whole bundled suite, one
  /// worker or two, gives the same bytes.
  @Test func theSameRunGivesTheSameBytesWhateverTheJobs() throws {
    let arguments = ["run", "scripts", "--format", "json", "--golden", "golden"]
    let one = try EarshotBinary.run(arguments + ["-j", "1"], in: repositoryRoot, environment: ["CI": "true"])
    let two = try EarshotBinary.run(
      arguments + ["--jobs", "2"], in: repositoryRoot, environment: ["CI": "true"])
    #expect(one.status == 0 && two.status == 0, "\(one.err)\(two.err)")
    #expect(one.out == two.out)
    let lines = one.out.split(separator: "\n")
    #expect(lines.count > 100)
    #expect(lines.last?.hasPrefix(#"{"type":"summary","passed":"#) == true)
  }

  /// A diagnostic is a record before the tests, and the test its script fails says so.
  @Test func aDiagnosticIsARecordAndItsScriptsTestsFail() throws {
    let folder = temporaryFolder()
    try write("screen { button \"OK\" }\ntest \"t\" {\n  focus Nothing\n}\n", to: "a.audit", in: folder)
    let run = try EarshotBinary.run(["run", "a.audit", "--format", "json", "--golden", "g"], in: folder)
    #expect(run.status == 2)
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"{"type":"diagnostic","severity":"error","id":"unknown-element","file":"a.audit","line":3,"column":9,"message":"no element of screen is named `Nothing`","notes":[]}"#
    )
    #expect(
      lines.contains {
        $0.hasPrefix(
          #"{"type":"test","script":"a.audit","platform":"ios","test":"t","line":2,"status":"fail","reason":null,"failures":[{"kind":"CompileError","#
        )
      })
    #expect(lines.last == #"{"type":"summary","passed":0,"failed":2,"skipped":0}"#)
  }

  /// A name keeps what the script holds (a tool can give it back to `--filter`), in JSON's
  /// escapes: no control, bidirectional override or `##[` reaches the output raw.
  @Test func namesAreAsTheScriptHoldsThemAndNothingInvisibleIsRaw() throws {
    let folder = temporaryFolder()
    try write(
      "screen { button \"OK\" }\ntest \"a\\u{1B}[31m\\u{202E}b\\\\\\\"##[c\\u{FFFF}\" {\n  focus OK\n}\n",
      to: "h.audit", in: folder)
    let run = try EarshotBinary.run(
      ["run", "h.audit", "--format", "json", "--golden", "g", "--platform", "ios"], in: folder)
    #expect(run.status == 0, "\(run.err)")
    #expect(!run.out.unicodeScalars.contains { $0 != "\n" && VisibleText.needsEscape($0) })
    #expect(!run.out.contains("##["))
    let record = try #require(
      run.out.split(separator: "\n").first.map {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      } ?? nil)
    // Swift takes no U+FFFF in a literal.
    let noncharacter = String(Unicode.Scalar(0xFFFF)!)
    #expect(record["test"] as? String == "a\u{1B}[31m\u{202E}b\\\"##[c" + noncharacter)
  }

  /// earshot holds a file name's byte that is not UTF-8 as one of U+10FE80…U+10FEFF
  /// (`FileName`): JSON writes that code point as itself, escaped (`\udbff\udee9` for the
  /// byte E9), and never as the console's `\xE9`, which a name may hold as text. So two
  /// different names or paths are two different strings, each reading back as earshot holds it.
  @Test func namesAndPathsHoldingTheRawByteRangeStayDistinct() throws {
    let folder = temporaryFolder()
    // One test named with the code point U+10FEE9 (the byte E9's), one with the text `\xE9`.
    let script =
      "screen { button \"OK\" }\ntest \"a\\u{10FEE9}\" {\n  focus OK\n}\ntest \"a\\\\xE9\" {\n  focus OK\n}\n"
    try write(script, to: "caf\\xE9.audit", in: folder)
    let latin1 = Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".audit".utf8) + [0]
    let descriptor = latin1.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
    try #require(descriptor >= 0)
    _ = Array(script.utf8).withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
    close(descriptor)

    let run = try EarshotBinary.run(
      ["run", ".", "--format", "json", "--golden", "g", "--platform", "ios"], in: folder)
    #expect(run.status == 0, "\(run.err)")
    let tests = run.out.split(separator: "\n").filter {
      $0.hasPrefix(#"{"type":"test""#) && !$0.contains("golden")
    }
    #expect(
      tests.map { line in
        let fields = line.split(separator: ",")
        return [fields[0], fields[1], fields[3]].joined(separator: ",")
      }
        == [
          #"{"type":"test","script":"caf\\xE9.audit","test":"a\udbff\udee9""#,
          #"{"type":"test","script":"caf\\xE9.audit","test":"a\\xE9""#,
          #"{"type":"test","script":"caf\udbff\udee9.audit","test":"a\udbff\udee9""#,
          #"{"type":"test","script":"caf\udbff\udee9.audit","test":"a\\xE9""#,
        ])
    let read = try tests.map { line in
      let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return "\(record["script"] as? String ?? "?") \(record["test"] as? String ?? "?")"
    }
    let byte = "caf" + String(Unicode.Scalar(0x10FEE9)!) + ".audit"
    #expect(
      read == [
        "caf\\xE9.audit a\u{10FEE9}", "caf\\xE9.audit a\\xE9", "\(byte) a\u{10FEE9}", "\(byte) a\\xE9",
      ])
  }

  @Test(arguments: [["--transcripts"], ["--list"]])
  func textOptionsAreUsageErrorsWithJSON(_ option: [String]) throws {
    let run = try EarshotBinary.run(
      ["run", Self.console, "--format", "json", "--golden", temporaryFolder()] + option, in: repositoryRoot)
    #expect(run.status == 64)
    #expect(run.err.hasPrefix("earshot: \(option[0]) "))
    #expect(run.out.isEmpty)
  }
}
